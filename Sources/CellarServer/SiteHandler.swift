import CellarHosting
import FlyingFox
import Foundation

/// Answers requests from a built site's folder, mounted at the site's base path: `GET` and
/// `HEAD`, the right `Content-Type`, strong `ETag`s with `304` answers, `index.html` for
/// folder URLs and the site's `404.html` with status 404. Each file is read whole in one go
/// from the file in place at that moment; the builder replaces files by renaming complete
/// ones over them, so no response holds half a page.
struct SiteHandler: HTTPHandler {
    /// The site folder, its symbolic links resolved.
    let root: String
    let mount: [String]
    /// Set in live-reload mode: HTML responses get ``ReloadScript`` and the event stream is served.
    let reload: ReloadChannel?

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        let rawPath = request.target.path()
        if let reload, rawPath == ReloadScript.eventsPath, request.method == .GET {
            return await events(from: reload)
        }
        guard request.method == .GET || request.method == .HEAD else {
            return text(
                "Method not allowed\n", status: .methodNotAllowed, request: request,
                extra: [HTTPHeader("Allow"): "GET, HEAD"])
        }
        switch RequestRoute(rawPath: rawPath, mount: mount) {
        case .badRequest:
            return text("Bad request\n", status: .badRequest, request: request)
        case .notFound:
            return notFound(request)
        case .redirect(let location):
            return redirect(to: location, request: request)
        case .site(let segments, let isFolder):
            let path = segments.isEmpty ? root : root + "/" + segments.joined(separator: "/")
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isInside(path) else {
                return notFound(request)
            }
            if isDirectory.boolValue {
                guard isFolder else {
                    let query = request.target.query()
                    return redirect(to: rawPath + "/" + (query.isEmpty ? "" : "?" + query), request: request)
                }
                return file(path + "/index.html", request: request) ?? notFound(request)
            }
            guard !isFolder else { return notFound(request) }
            return file(path, request: request) ?? notFound(request)
        }
    }

    /// A file's response; `nil` when it cannot be read (it went away meanwhile).
    private func file(_ path: String, status: HTTPStatusCode = .ok, request: HTTPRequest) -> HTTPResponse? {
        guard var body = FileManager.default.contents(atPath: path) else { return nil }
        let type = MediaType.of(fileName: (path as NSString).lastPathComponent)
        if reload != nil, type == MediaType.html {
            body = ReloadScript.injected(into: body)
        }
        let tag = EntityTag.of(body)
        var headers: HTTPHeaders = [.contentType: type, .eTag: tag, .cacheControl: "no-cache"]
        if status == .ok, let condition = request.headers[.ifNoneMatch], EntityTag.header(condition, matches: tag) {
            headers[.contentLength] = String(body.count)
            return HTTPResponse(statusCode: .notModified, headers: headers, body: Data())
        }
        return response(status: status, headers: headers, body: body, request: request)
    }

    private func notFound(_ request: HTTPRequest) -> HTTPResponse {
        file(root + "/404.html", status: .notFound, request: request)
            ?? text("Not found\n", status: .notFound, request: request)
    }

    private func redirect(to location: String, request: HTTPRequest) -> HTTPResponse {
        text("Moved to \(location)\n", status: .found, request: request, extra: [.location: location])
    }

    private func text(_ message: String, status: HTTPStatusCode, request: HTTPRequest, extra: HTTPHeaders = [:])
        -> HTTPResponse
    {
        var headers = extra
        headers[.contentType] = MediaType.of(fileName: "message.txt")
        return response(status: status, headers: headers, body: Data(message.utf8), request: request)
    }

    /// The response, without its body for `HEAD` (which still says the body's length).
    private func response(status: HTTPStatusCode, headers: HTTPHeaders, body: Data, request: HTTPRequest)
        -> HTTPResponse
    {
        guard request.method == .HEAD else {
            return HTTPResponse(statusCode: status, headers: headers, body: body)
        }
        var headers = headers
        headers[.contentLength] = String(body.count)
        return HTTPResponse(statusCode: status, headers: headers, body: Data())
    }

    private func events(from reload: ReloadChannel) async -> HTTPResponse {
        let messages = await reload.listen()
        return HTTPResponse(
            statusCode: .ok,
            headers: [.contentType: "text/event-stream", .cacheControl: "no-cache"],
            body: HTTPBodySequence(from: EventStreamBody(messages: messages))
        )
    }

    /// Whether a path, its symbolic links resolved, is still in the site folder.
    private func isInside(_ path: String) -> Bool {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        return resolved == root || resolved.hasPrefix(root + "/")
    }
}
