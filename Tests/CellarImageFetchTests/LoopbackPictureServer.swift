import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOHTTP1
import NIOPosix

/// An HTTP server on the loopback interface, on a port the system picks, answering each path
/// as a test says and counting the requests for each. It runs on SwiftNIO's own threads, so
/// tests elsewhere that block the concurrency pool's threads do not stall it.
final class LoopbackPictureServer: Sendable {
    /// What a path is answered with.
    enum Answer: Sendable {
        case body(Data, type: String)
        case status(Int)
        case redirect(to: String)
        /// `answer`, after `seconds`.
        indirect case delayed(Double, Answer)
    }

    private let routes = NIOLockedValueBox<[String: @Sendable (_ earlierRequests: Int) -> Answer]>([:])
    private let requests = NIOLockedValueBox<[String: Int]>([:])
    private let channel: any Channel
    let port: Int

    init() throws {
        let routes = routes
        let requests = requests
        channel = try ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.pipeline.configureHTTPServerPipeline().flatMap {
                    channel.pipeline.addHandler(Handler(routes: routes, requests: requests))
                }
            }
            .bind(host: "127.0.0.1", port: 0).wait()
        port = channel.localAddress!.port!
    }

    /// Answers a GET of `path` with what `answer` makes of how many requests for it came before.
    func route(_ path: String, _ answer: @escaping @Sendable (_ earlierRequests: Int) -> Answer) {
        routes.withLockedValue { $0[path] = answer }
    }

    /// How many requests for `path` came.
    func requestCount(_ path: String) -> Int {
        requests.withLockedValue { $0[path, default: 0] }
    }

    func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    func stop() {
        try? channel.close().wait()
    }

    private final class Handler: ChannelInboundHandler, Sendable {
        typealias InboundIn = HTTPServerRequestPart
        typealias OutboundOut = HTTPServerResponsePart
        let routes: NIOLockedValueBox<[String: @Sendable (Int) -> Answer]>
        let requests: NIOLockedValueBox<[String: Int]>

        init(routes: NIOLockedValueBox<[String: @Sendable (Int) -> Answer]>, requests: NIOLockedValueBox<[String: Int]>)
        {
            self.routes = routes
            self.requests = requests
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            guard case .head(let head) = unwrapInboundIn(data) else { return }
            let path = head.uri.split(separator: "?", maxSplits: 1).first.map(String.init) ?? head.uri
            let earlier = requests.withLockedValue { counts in
                defer { counts[path, default: 0] += 1 }
                return counts[path, default: 0]
            }
            let answer = routes.withLockedValue { $0[path] }?(earlier) ?? .status(404)
            send(answer, context: context, keepAlive: head.isKeepAlive)
        }

        private func send(_ answer: Answer, context: ChannelHandlerContext, keepAlive: Bool) {
            var headers = HTTPHeaders()
            let status: Int
            var body = Data()
            switch answer {
            case .delayed(let seconds, let later):
                let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
                context.eventLoop.scheduleTask(in: .milliseconds(Int64(seconds * 1000))) {
                    self.send(later, context: loopBound.value, keepAlive: keepAlive)
                }
                return
            case .body(let data, let type):
                (status, body) = (200, data)
                headers.add(name: "content-type", value: type)
            case .status(let code):
                status = code
            case .redirect(let location):
                status = 302
                headers.add(name: "location", value: location)
            }
            headers.add(name: "content-length", value: String(body.count))
            if !keepAlive { headers.add(name: "connection", value: "close") }
            context.write(
                wrapOutboundOut(
                    .head(HTTPResponseHead(version: .http1_1, status: .init(statusCode: status), headers: headers))),
                promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
            let done = context.writeAndFlush(wrapOutboundOut(.end(nil)))
            if !keepAlive {
                let loopBound = NIOLoopBound(context, eventLoop: context.eventLoop)
                done.whenComplete { _ in loopBound.value.close(promise: nil) }
            }
        }
    }
}
