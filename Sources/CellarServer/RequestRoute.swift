import Foundation

/// Where a request's path leads in a site mounted at a path (`/shop/`): a file or folder of
/// the site, a redirect, or a refusal. Works on the raw, percent-encoded path so that no
/// spelling of `..`, `/`, `\` or NUL (`%2e%2e`, `%2f`, `%5c`, `%00`) can name anything
/// outside the site.
enum RequestRoute: Equatable {
    /// A place in the site, as path segments below its root; `isFolder` when the URL ends in `/`.
    case site([String], isFolder: Bool)
    case redirect(to: String)
    case badRequest
    case notFound

    /// - Parameters:
    ///   - rawPath: the request target's path, still percent-encoded, without the query.
    ///   - mount: the path the site is served under, as segments (`/shop/` → `["shop"]`).
    init(rawPath: String, mount: [String]) {
        guard rawPath.hasPrefix("/"), !rawPath.unicodeScalars.contains(where: Self.isForbidden) else {
            self = .badRequest
            return
        }
        var pieces = rawPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        let isFolder = pieces.last?.isEmpty ?? true
        if isFolder { pieces.removeLast() }
        var segments: [String] = []
        for piece in pieces {
            guard let segment = piece.removingPercentEncoding, Self.isPlainName(segment) else {
                self = .badRequest
                return
            }
            segments.append(segment)
        }
        guard segments.starts(with: mount) else {
            self = segments.isEmpty ? .redirect(to: Self.path(of: mount)) : .notFound
            return
        }
        if segments.count == mount.count, !isFolder, !mount.isEmpty {
            self = .redirect(to: Self.path(of: mount))
            return
        }
        self = .site(Array(segments.dropFirst(mount.count)), isFolder: isFolder)
    }

    /// `["shop"]` → `/shop/`; `[]` → `/`.
    static func path(of segments: [String]) -> String {
        segments.isEmpty ? "/" : "/" + segments.joined(separator: "/") + "/"
    }

    /// `/shop/` → `["shop"]`.
    static func segments(of mountPath: String) -> [String] {
        mountPath.split(separator: "/").map(String.init)
    }

    /// A file or folder name that stays where it is: not empty, not `.` or `..`, and free of
    /// separators and control characters once decoded.
    private static func isPlainName(_ segment: String) -> Bool {
        !segment.isEmpty && segment != "." && segment != ".."
            && !segment.unicodeScalars.contains { $0 == "/" || $0 == "\\" || isForbidden($0) }
    }

    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F
    }
}
