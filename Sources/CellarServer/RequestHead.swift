/// The limits every request to the preview server is read within.
public struct RequestLimits: Sendable {
    /// Bytes of the request line (`GET /path HTTP/1.1`); longer is answered 414.
    public var requestLine: Int
    /// Bytes of the whole head, request line and headers; longer is answered 431.
    public var head: Int
    /// Bytes of a body (`Content-Length`); longer is answered 413. A chunked body
    /// (`Transfer-Encoding`), of any size, is answered 411.
    public var body: Int
    /// Seconds a connection has to send a request's head and body, from its first byte (or,
    /// between requests, from the last answer); past that it is closed.
    public var seconds: Double

    public init(requestLine: Int = 8 * 1024, head: Int = 32 * 1024, body: Int = 64 * 1024, seconds: Double = 10) {
        self.requestLine = requestLine
        self.head = head
        self.body = body
        self.seconds = seconds
    }
}

/// A request's head read from the bytes received so far, in one pass over each byte: the
/// request line and headers, or the status a request over a limit or malformed is refused
/// with.
struct RequestHead: Equatable {
    let method: String
    /// The target as sent, still percent-encoded.
    let target: String
    let version: String
    /// Header names lowercased, in order; a repeated header keeps each value.
    let headers: [(name: String, value: String)]
    /// Bytes of the head, up to and including its blank line.
    let length: Int

    static func == (lhs: RequestHead, rhs: RequestHead) -> Bool {
        lhs.method == rhs.method && lhs.target == rhs.target && lhs.version == rhs.version && lhs.length == rhs.length
            && lhs.headers.map(\.name) == rhs.headers.map(\.name)
            && lhs.headers.map(\.value) == rhs.headers.map(\.value)
    }

    /// How far the bytes received so far were looked at, so the next look starts there.
    struct Scan: Equatable {
        /// Bytes looked at.
        var scanned = 0
        /// Where the request line ends (its line feed), once seen.
        var lineEnd: Int?
    }

    /// What reading the bytes so far gave.
    enum Reading: Equatable {
        /// A whole head.
        case head(RequestHead)
        /// No whole head yet: read more, then look again from there.
        case incomplete(Scan)
        /// Refused with this status (400, 414, 431).
        case refused(Int)
    }

    /// The value of the first header `name` (lowercase).
    func value(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// Reads `bytes`, which the previous call (on fewer of them) had looked at as `scan` says:
    /// each byte is looked at once over all calls, so a head sent a byte at a time costs what
    /// it costs sent at once, and never past the limits.
    static func read(_ bytes: [UInt8], after scan: Scan = Scan(), limits: RequestLimits) -> Reading {
        let lineFeed = UInt8(ascii: "\n")
        var index = max(0, scan.scanned - 2)
        var lineEnd = scan.lineEnd
        while lineEnd == nil, index < bytes.count {
            if bytes[index] == lineFeed { lineEnd = index } else { index += 1 }
            // The line feed may follow a carriage return past the limit.
            if lineEnd == nil, index > limits.requestLine + 1 { return .refused(414) }
        }
        guard let lineEnd else { return .incomplete(Scan(scanned: bytes.count)) }
        // The head ends at an empty line: "\n\n" or "\n\r\n".
        var end: Int?
        while index < bytes.count, index < limits.head {
            if bytes[index] == lineFeed {
                if index + 1 < bytes.count, bytes[index + 1] == lineFeed { end = index + 2; break }
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\r"), bytes[index + 2] == lineFeed {
                    end = index + 3; break
                }
            }
            index += 1
        }
        guard let end else {
            return bytes.count >= limits.head
                ? .refused(431) : .incomplete(Scan(scanned: bytes.count, lineEnd: lineEnd))
        }
        guard end <= limits.head else { return .refused(431) }
        return parse(bytes[..<end])
    }

    private static func parse(_ head: ArraySlice<UInt8>) -> Reading {
        let lines = head.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map { line in
            line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        }
        let parts = lines[0].split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty,
            parts[2].starts(with: "HTTP/1.".utf8), parts[2].count == 8
        else { return .refused(400) }
        var headers: [(name: String, value: String)] = []
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
                !line[..<colon].contains(where: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            else { return .refused(400) }
            let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
            let value = line[line.index(after: colon)...].drop { $0 == 0x20 || $0 == 0x09 }
            let trimmed = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
            headers.append((name, String(decoding: trimmed, as: UTF8.self)))
        }
        return .head(
            RequestHead(
                method: String(decoding: parts[0], as: UTF8.self),
                target: String(decoding: parts[1], as: UTF8.self),
                version: String(decoding: parts[2], as: UTF8.self),
                headers: headers,
                length: head.count
            ))
    }
}
