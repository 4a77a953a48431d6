@testable import CellarServer
import Foundation
import Testing

struct RequestHeadTests {
    static let limits = RequestLimits(requestLine: 100, head: 400)

    static func read(_ text: String) -> RequestHead.Reading {
        RequestHead.read(Array(text.utf8), limits: limits)
    }

    @Test func readsARequestLineAndHeaders() throws {
        guard
            case .head(let head) = Self.read(
                "GET /shop/?q=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-None-Match:  \"ab\" \r\n\r\nrest")
        else {
            Issue.record("no head")
            return
        }
        #expect((head.method, head.target, head.version) == ("GET", "/shop/?q=1", "HTTP/1.1"))
        #expect(head.value("host") == "127.0.0.1")
        #expect(head.value("if-none-match") == "\"ab\"")
        #expect(
            head.length == "GET /shop/?q=1 HTTP/1.1\r\nHost: 127.0.0.1\r\nIf-None-Match:  \"ab\" \r\n\r\n".utf8.count)
    }

    @Test func waitsForTheEndOfTheHead() {
        #expect(Self.read("GET / HTTP/1.1\r\nHost: x\r\n") == .incomplete(RequestHead.Scan(scanned: 25, lineEnd: 15)))
        #expect(Self.read("GET / HT") == .incomplete(RequestHead.Scan(scanned: 8)))
    }

    @Test func refusesALongRequestLineWith414AndALongHeadWith431() {
        let line = "GET /" + String(repeating: "a", count: 100) + " HTTP/1.1"
        #expect(Self.read(line) == .refused(414), "before its end arrives")
        #expect(Self.read(line + "\r\n\r\n") == .refused(414))
        let header = "GET / HTTP/1.1\r\nX: " + String(repeating: "b", count: 400)
        #expect(Self.read(header) == .refused(431), "before its end arrives")
        #expect(Self.read(header + "\r\n\r\n") == .refused(431))
        #expect(Self.read("GET / HTTP/1.1\r\nX: " + String(repeating: "b", count: 300) + "\r\n\r\n") != .refused(431))
        // At the limit exactly a head is read; one or two bytes over (its blank line's end past it) it is refused.
        let prefix = "GET / HTTP/1.1\r\nX: "
        func head(length: Int) -> String {
            prefix + String(repeating: "b", count: length - prefix.utf8.count - 4) + "\r\n\r\n"
        }
        guard case .head = Self.read(head(length: 400)) else {
            Issue.record("a head of 400 bytes not read")
            return
        }
        #expect(Self.read(head(length: 401)) == .refused(431))
        #expect(Self.read(head(length: 402)) == .refused(431))
    }

    @Test(arguments: [
        "GET /\r\n\r\n", "GET  / HTTP/1.1\r\n\r\n", "GET / HTTP/2.0x\r\n\r\n", "GET / HTTP/1.1\r\nno colon\r\n\r\n",
        "GET / HTTP/1.1\r\nBad Name: x\r\n\r\n",
    ])
    func refusesMalformedHeadsWith400(text: String) {
        #expect(Self.read(text) == .refused(400))
    }

    /// Fed a byte at a time, a head at the limit is looked at once per byte: the same answer,
    /// and no more work than in one go (quadratic rescanning would cost ~10⁹ steps here).
    @Test func readsAHeadSentAByteAtATimeInLinearTime() {
        let limits = RequestLimits(requestLine: 8 * 1024, head: 64 * 1024)
        let text =
            "GET /" + String(repeating: "p", count: 8000) + " HTTP/1.1\r\n"
            + (0..<1000).map { "X-Header-\($0): " + String(repeating: "v", count: 40) + "\r\n" }.joined() + "\r\n"
        let bytes = Array(text.utf8)
        var scan = RequestHead.Scan()
        var received: [UInt8] = []
        received.reserveCapacity(bytes.count)
        let clock = ContinuousClock()
        let start = clock.now
        var result: RequestHead.Reading?
        for byte in bytes {
            received.append(byte)
            switch RequestHead.read(received, after: scan, limits: limits) {
            case .incomplete(let next): scan = next
            case let other: result = other
            }
        }
        let elapsed = clock.now - start
        guard case .head(let head) = result else {
            Issue.record("no head: \(String(describing: result))")
            return
        }
        #expect(head.headers.count == 1000)
        #expect(head.length == bytes.count)
        #expect(elapsed < .seconds(2), "\(elapsed) for \(bytes.count) bytes")
    }
}
