import Foundation
#if canImport(Glibc)
    import Glibc
    private let streamSocket = Int32(SOCK_STREAM.rawValue)
    private let systemSend = Glibc.send
    /// Linux: a write to a closed connection fails instead of raising SIGPIPE.
    private let sendFlags = Int32(MSG_NOSIGNAL)
#elseif canImport(Darwin)
    import Darwin
    private let streamSocket = SOCK_STREAM
    private let systemSend = Darwin.send
    /// Darwin has no MSG_NOSIGNAL: the socket is set to SO_NOSIGPIPE instead.
    private let sendFlags: Int32 = 0
#endif

/// A raw HTTP/1.1 client over a loopback socket: it sends request targets exactly as
/// written (`/../`, `%2e%2e`, NUL …), which URL-normalising clients would rewrite. Blocking
/// socket calls run on their own threads, off the cooperative pool the server uses.
public struct LoopbackClient: Sendable {
    public let port: UInt16

    public init(port: UInt16) {
        self.port = port
    }

    public struct Response: Sendable {
        public var status: Int
        /// Header names lowercased.
        public var headers: [String: String]
        public var body: Data
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// Sends one request with `Connection: close` and reads the whole response.
    public func send(_ method: String = "GET", _ target: String, headers: [String: String] = [:]) async throws
        -> Response
    {
        let port = port
        return try await Self.onThread {
            let connection = try Connection(port: port)
            var request = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
            for (name, value) in headers { request += "\(name): \(value)\r\n" }
            try connection.write(request + "\r\n")
            var data = Data()
            while let chunk = connection.read() { data.append(chunk) }
            return try Self.parse(data)
        }
    }

    /// Opens a connection to write and read as a test pleases (a request sent slowly, in parts…).
    public func connection() async throws -> Connection {
        let port = port
        return try await Self.onThread { try Connection(port: port) }
    }

    /// Opens a request whose response goes on (an event stream), to read it bit by bit.
    public func open(_ target: String) async throws -> Connection {
        let port = port
        return try await Self.onThread {
            let connection = try Connection(port: port)
            try connection.write(
                "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
            return connection
        }
    }

    public static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }

    private static func parse(_ data: Data) throws -> Response {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            throw ClientError.malformed(String(decoding: data, as: UTF8.self))
        }
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let statusParts = head[0].split(separator: " ")
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else { throw ClientError.malformed(head[0]) }
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }

    public enum ClientError: Error { case connect(Int32), malformed(String) }

    /// One TCP connection to 127.0.0.1, with a 30-second read timeout.
    public final class Connection: @unchecked Sendable {
        private let socketDescriptor: Int32

        public init(port: UInt16) throws {
            socketDescriptor = socket(AF_INET, streamSocket, 0)
            #if canImport(Darwin)
                var noSignal: Int32 = 1
                setsockopt(socketDescriptor, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
            #endif
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard result == 0 else {
                close(socketDescriptor)
                throw ClientError.connect(errno)
            }
            var timeout = timeval(tv_sec: 30, tv_usec: 0)
            setsockopt(socketDescriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }

        deinit { close(socketDescriptor) }

        public func write(_ text: String) throws {
            var bytes = Array(text.utf8)
            while !bytes.isEmpty {
                let sent = systemSend(socketDescriptor, bytes, bytes.count, sendFlags)
                guard sent > 0 else { throw ClientError.connect(errno) }
                bytes.removeFirst(sent)
            }
        }

        /// The next bytes; `nil` at the end or after 30 seconds of silence.
        func read() -> Data? {
            var buffer = [UInt8](repeating: 0, count: 65536)
            let count = recv(socketDescriptor, &buffer, buffer.count, 0)
            return count > 0 ? Data(buffer[..<count]) : nil
        }

        /// Reads until the server closes the connection; `false` when it is still open after
        /// the 30-second read timeout.
        public func readsToTheEnd() async throws -> Bool {
            try await LoopbackClient.onThread { [self] in
                var buffer = [UInt8](repeating: 0, count: 65536)
                while true {
                    let count = recv(socketDescriptor, &buffer, buffer.count, 0)
                    if count > 0 { continue }
                    return count == 0 || errno == ECONNRESET
                }
            }
        }

        /// Reads until the text received so far contains `marker`; returns all of it.
        public func read(until marker: String) async throws -> String {
            try await LoopbackClient.onThread { [self] in
                var received = Data()
                while !String(decoding: received, as: UTF8.self).contains(marker), let chunk = read() {
                    received.append(chunk)
                }
                return String(decoding: received, as: UTF8.self)
            }
        }
    }
}
