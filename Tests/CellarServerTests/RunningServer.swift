import CellarTestSupport
@testable import CellarServer
import LoopbackClient
import Foundation

/// A small site folder served on a free loopback port for one test, with a secret file
/// beside the folder that no request may read.
struct RunningServer {
    let folder: String
    let server: PreviewServer
    let client: LoopbackClient
    let task: Task<Void, Error>

    static let secret = "TOP-SECRET-OUTSIDE-THE-SITE"
    static let index = "<!doctype html><html><body><h1>Home</h1></body></html>"
    static let notFoundPage = "<!doctype html><html><body><h1>Not here</h1></body></html>"

    static func start(
        mountPath: String = "/shop/", reload: ReloadChannel? = nil, limits: RequestLimits = RequestLimits()
    ) async throws -> RunningServer {
        let scratch = Repository.scratchFolder("server")
        let folder = scratch + "/site"
        let files = [
            "index.html": index,
            "404.html": notFoundPage,
            "goods/tea/index.html": "<html><body>Tea</body></html>",
            "assets/style.css": "body { color: red }",
            "robots.txt": "User-agent: *\n",
            "sitemap.xml": "<urlset/>",
            "reports/catalogue.md": "# Report",
            "media/pic.png": "\u{89}PNG",
        ]
        for (path, contents) in files {
            let file = folder + "/" + path
            try FileManager.default.createDirectory(
                atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        }
        try Data(secret.utf8).write(to: URL(fileURLWithPath: scratch + "/secret.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: folder + "/escape.txt", withDestinationPath: scratch + "/secret.txt")
        let server = try PreviewServer(folder: folder, mountPath: mountPath, port: 0, reload: reload, limits: limits)
        let task = Task { try await server.run() }
        guard let port = await server.port else { throw CancellationError() }
        return RunningServer(folder: folder, server: server, client: LoopbackClient(port: port), task: task)
    }

    func stop() async {
        await server.stop()
        _ = await task.result
    }
}
