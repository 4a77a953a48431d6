import FlyingFox
import FlyingSocks
import Foundation

/// A local HTTP server for a built site: serves its folder under the site's base path
/// (`/shop/` at `http://127.0.0.1:8000/shop/`, with `/` redirecting there) and, with a
/// ``ReloadChannel``, reloads open pages after each rebuild. Requests are read within
/// ``RequestLimits`` (``HTTPListener``).
public struct PreviewServer: Sendable {
    private let server: HTTPListener
    private let reload: ReloadChannel?

    /// - Parameters:
    ///   - folder: the built site.
    ///   - mountPath: the base URL's path, e.g. `/shop/`.
    ///   - host: an IPv4 or IPv6 address, or `localhost`; loopback unless asked otherwise.
    ///   - port: `0` picks a free port (see ``port``).
    ///   - reload: adds live reload to HTML pages; `nil` serves the files exactly as built.
    ///   - limits: the sizes and the time a request is read within.
    public init(
        folder: String, mountPath: String, host: String = "127.0.0.1", port: UInt16 = 8000,
        reload: ReloadChannel? = nil,
        limits: RequestLimits = RequestLimits()
    ) throws {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path
        let handler = SiteHandler(root: root, mount: RequestRoute.segments(of: mountPath), reload: reload)
        let address: any SocketAddress =
            switch host {
            case "localhost": try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
            case let ip6 where ip6.contains(":"): try sockaddr_in6.inet6(ip6: ip6, port: port)
            default: try sockaddr_in.inet(ip4: host, port: port)
            }
        server = try HTTPListener(address: address, handler: handler, limits: limits)
        self.reload = reload
    }

    /// Serves until ``stop()`` or until the task is cancelled.
    public func run() async throws {
        try await server.run()
    }

    /// The port the server listens on: it listens from its creation on, so a connection made
    /// before ``run()`` waits until it is served.
    public var port: UInt16? {
        get async { server.port }
    }

    /// Ends the open event streams and closes the server.
    public func stop() async {
        await reload?.finish()
        server.stop()
    }
}
