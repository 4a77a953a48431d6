import FlyingFox
import FlyingSocks
import Foundation

/// The preview server's HTTP/1.1 connections on FlyingSocks' sockets, each request read
/// within ``RequestLimits`` (``RequestHead``: one pass over its bytes) and answered by a
/// FlyingFox handler. FlyingFox's own server reads request lines and headers without a
/// limit, in time quadratic in their length, and with no deadline; a waiting connection here
/// costs no CPU (the socket pool waits on epoll), so slow or oversized requests do not hold
/// up others. Its one mutable value, the running task, is read and written under `lock`.
final class HTTPListener: @unchecked Sendable {
    private let socket: Socket
    private let pool: any AsyncSocketPool
    private let handler: any HTTPHandler
    private let limits: RequestLimits
    private let lock = NSLock()
    private var running: Task<Void, any Error>?

    /// Binds and listens at once, so the port is known before ``run()``.
    init(address: some SocketAddress, handler: any HTTPHandler, limits: RequestLimits) throws {
        socket = try Socket(domain: Int32(type(of: address).family))
        try socket.setValue(true, for: .localAddressReuse)
        try socket.bind(to: address)
        try socket.listen()
        pool = HTTPServer.defaultPool()
        self.handler = handler
        self.limits = limits
    }

    /// The port listened on.
    var port: UInt16? {
        switch try? socket.sockname() {
        case .ip4(_, let port), .ip6(_, let port): port
        default: nil
        }
    }

    /// Accepts and serves connections until ``stop()`` or until the task is cancelled.
    func run() async throws {
        let task = Task { [socket, pool] in
            try await pool.prepare()
            let listener = try AsyncSocket(socket: socket, pool: pool)
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask { try await pool.run() }
                group.addTask {
                    await withDiscardingTaskGroup { connections in
                        do {
                            for try await connection in listener.sockets {
                                connections.addTask { await self.serve(connection) }
                            }
                        } catch {}
                        connections.cancelAll()
                    }
                }
                _ = try await group.next()
                group.cancelAll()
            }
        }
        lock.withLock { running = task }
        await withTaskCancellationHandler {
            _ = await task.result
        } onCancel: {
            task.cancel()
        }
    }

    /// Closes the listening socket and every connection.
    func stop() {
        lock.withLock { running?.cancel() }
        try? socket.close()
    }

    /// One connection's requests, in turn, until it closes, breaks a limit or asks to close.
    private func serve(_ connection: AsyncSocket) async {
        defer { try? connection.close() }
        var buffer: [UInt8] = []
        while !Task.isCancelled {
            let reading: (RequestReading, [UInt8])?
            do {
                reading = try await Self.within(limits.seconds) { [buffer, limits] in
                    try await Self.readRequest(from: connection, buffer: buffer, limits: limits)
                }
            } catch {
                return
            }
            guard let reading else {
                await refuse(408, on: connection)
                return
            }
            buffer = reading.1
            switch reading.0 {
            case .closed:
                return
            case .refused(let status):
                await refuse(status, on: connection)
                return
            case .request(let request, let keepAlive):
                let response = await answer(request)
                do {
                    try await Self.send(response, keepAlive: keepAlive, on: connection)
                } catch {
                    return
                }
                if !keepAlive { return }
            }
        }
    }

    private func answer(_ request: HTTPRequest) async -> HTTPResponse {
        do {
            return try await handler.handleRequest(request)
        } catch {
            return HTTPResponse(statusCode: .internalServerError)
        }
    }

    /// What a connection sent next.
    enum RequestReading {
        case request(HTTPRequest, keepAlive: Bool)
        case refused(Int)
        case closed
    }

    /// Reads one request: its head, then its body. Returns it with the bytes received after it.
    private static func readRequest(from connection: AsyncSocket, buffer: [UInt8], limits: RequestLimits) async throws
        -> (RequestReading, [UInt8])
    {
        var buffer = buffer
        var scan = RequestHead.Scan()
        while true {
            switch RequestHead.read(buffer, after: scan, limits: limits) {
            case .refused(let status):
                return (.refused(status), [])
            case .incomplete(let scanned):
                scan = scanned
                let chunk = try await connection.read(atMost: 16 * 1024)
                if chunk.isEmpty { return (.closed, []) }
                buffer += chunk
            case .head(let head):
                guard head.value("transfer-encoding") == nil else { return (.refused(411), []) }
                let length = head.value("content-length").map { Int($0) ?? -1 } ?? 0
                guard length >= 0 else { return (.refused(400), []) }
                guard length <= limits.body else { return (.refused(413), []) }
                while buffer.count < head.length + length {
                    let chunk = try await connection.read(atMost: 16 * 1024)
                    if chunk.isEmpty { return (.closed, []) }
                    buffer += chunk
                }
                let body = Data(buffer[head.length..<head.length + length])
                let rest = Array(buffer[(head.length + length)...])
                return (.request(request(head, body: body), keepAlive: keepsAlive(head)), rest)
            }
        }
    }

    private static func request(_ head: RequestHead, body: Data) -> HTTPRequest {
        var headers = HTTPHeaders()
        for (name, value) in head.headers { headers.addValue(value, for: HTTPHeader(name)) }
        let pieces = head.target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return HTTPRequest(
            method: HTTPMethod(head.method),
            version: HTTPVersion(head.version),
            target: HTTPRequest.Target(path: String(pieces[0]), query: pieces.count > 1 ? String(pieces[1]) : ""),
            headers: headers,
            body: HTTPBodySequence(data: body)
        )
    }

    /// HTTP/1.1 keeps a connection open unless asked to close it; HTTP/1.0 only when asked to keep it.
    private static func keepsAlive(_ head: RequestHead) -> Bool {
        let connection = head.value("connection")?.lowercased() ?? ""
        return head.version == "HTTP/1.0" ? connection.contains("keep-alive") : !connection.contains("close")
    }

    /// `work`'s result, or `nil` once `seconds` have passed (`work` is then cancelled).
    private static func within<T: Sendable>(_ seconds: Double, _ work: @escaping @Sendable () async throws -> T)
        async throws -> T?
    {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(for: .seconds(seconds))
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    private static func send(_ response: HTTPResponse, keepAlive: Bool, on connection: AsyncSocket) async throws {
        guard case .httpBody(let body) = response.payload else { throw SocketError.disconnected }
        var headers = response.headers
        if let count = body.count {
            if headers[.contentLength] == nil { headers[.contentLength] = String(count) }
        } else {
            headers[.transferEncoding] = "chunked"
        }
        headers[.connection] = keepAlive ? "keep-alive" : "close"
        var head = "HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)\r\n"
        for name in headers.keys {
            head += "\(name.rawValue): \(headers.values(for: name).joined(separator: ", "))\r\n"
        }
        try await connection.write(Data((head + "\r\n").utf8))
        for try await chunk in body { try await connection.write(chunk) }
    }

    /// Answers a request that broke a limit or could not be read and ends the sending side;
    /// then reads and drops what the client still sends (until it closes, for a second at
    /// most, 8 MB at most) before closing, so the answer is not lost to a reset.
    private func refuse(_ status: Int, on connection: AsyncSocket) async {
        let code = HTTPStatusCode(status, phrase: Self.phrases[status] ?? "Bad Request")
        let message = "\(code.phrase)\n"
        let response = HTTPResponse(
            statusCode: code, headers: [.contentType: "text/plain; charset=utf-8"], body: Data(message.utf8))
        do {
            try await Self.send(response, keepAlive: false, on: connection)
            shutdown(connection.socket.file.rawValue, Int32(SHUT_WR))
            _ = try await Self.within(1) {
                var drained = 0
                while drained < 8_000_000 {
                    let chunk = try await connection.read(atMost: 16 * 1024)
                    if chunk.isEmpty { break }
                    drained += chunk.count
                }
            }
        } catch {}
    }

    private static let phrases = [
        400: "Bad Request", 408: "Request Timeout", 411: "Length Required", 413: "Content Too Large",
        414: "URI Too Long", 431: "Request Header Fields Too Large",
    ]
}
