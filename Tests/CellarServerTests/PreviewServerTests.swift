@testable import CellarServer
import LoopbackClient
import Foundation
import Testing

@Suite("The preview server, over loopback HTTP")
struct PreviewServerTests {
    @Test func servesFolderURLsFromTheirIndexUnderTheMountPath() async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        let home = try await running.client.send("GET", "/shop/")
        #expect(home.status == 200)
        #expect(home.headers["content-type"] == "text/html; charset=utf-8")
        #expect(home.text == RunningServer.index, "served exactly as built, without the reload script")
        let goods = try await running.client.send("GET", "/shop/goods/tea/")
        #expect(goods.status == 200)
        #expect(goods.text.contains("Tea"))
    }

    @Test func redirectsTheRootAndFolderURLsWithoutTheirSlash() async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        for (target, location) in [
            ("/", "/shop/"), ("/shop", "/shop/"), ("/shop/goods/tea", "/shop/goods/tea/"),
            ("/shop/goods/tea?x=1", "/shop/goods/tea/?x=1"),
        ] {
            let response = try await running.client.send("GET", target)
            #expect(response.status == 302, "\(target)")
            #expect(response.headers["location"] == location, "\(target)")
        }
    }

    @Test func servesAtTheRootWhenMountedThere() async throws {
        let running = try await RunningServer.start(mountPath: "/")
        defer { Task { await running.stop() } }
        #expect(try await running.client.send("GET", "/").text == RunningServer.index)
        #expect(try await running.client.send("GET", "/shop/").status == 404)
    }

    @Test(arguments: [
        ("/shop/assets/style.css", "text/css; charset=utf-8"),
        ("/shop/robots.txt", "text/plain; charset=utf-8"),
        ("/shop/sitemap.xml", "application/xml; charset=utf-8"),
        ("/shop/reports/catalogue.md", "text/markdown; charset=utf-8"),
        ("/shop/media/pic.png", "image/png"),
    ])
    func namesEachFilesMediaType(target: String, type: String) async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        let response = try await running.client.send("GET", target)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == type)
    }

    @Test func answersHeadWithTheHeadersAndNoBody() async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        let get = try await running.client.send("GET", "/shop/assets/style.css")
        let head = try await running.client.send("HEAD", "/shop/assets/style.css")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.headers["content-length"] == String(get.body.count))
        #expect(head.headers["etag"] == get.headers["etag"])
    }

    @Test func answersAMatchingETagWith304UntilTheFileChanges() async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        let first = try await running.client.send("GET", "/shop/assets/style.css")
        let tag = try #require(first.headers["etag"])
        let again = try await running.client.send("GET", "/shop/assets/style.css", headers: ["If-None-Match": tag])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        let other = try await running.client.send(
            "GET", "/shop/assets/style.css", headers: ["If-None-Match": "\"0000000000000000\""])
        #expect(other.status == 200)
        try Data("body { color: blue }".utf8).write(
            to: URL(fileURLWithPath: running.folder + "/assets/style.css"), options: .atomic)
        let changed = try await running.client.send("GET", "/shop/assets/style.css", headers: ["If-None-Match": tag])
        #expect(changed.status == 200)
        #expect(changed.text == "body { color: blue }")
        #expect(changed.headers["etag"] != tag)
    }

    @Test func servesTheSites404PageWithStatus404() async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        for target in ["/shop/no-such-page/", "/shop/nothing.css", "/elsewhere/", "/shop/robots.txt/"] {
            let response = try await running.client.send("GET", target)
            #expect(response.status == 404, "\(target)")
            #expect(response.text == RunningServer.notFoundPage, "\(target)")
        }
    }

    @Test func refusesOtherMethods() async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        let response = try await running.client.send("POST", "/shop/")
        #expect(response.status == 405)
        #expect(response.headers["allow"] == "GET, HEAD")
    }

    @Test(arguments: [
        "/shop/../secret.txt", "/../secret.txt", "/shop/%2e%2e/secret.txt", "/shop/%2E%2E/secret.txt",
        "/shop/.%2e/secret.txt", "/shop/..%2fsecret.txt", "/shop/..%2Fsecret.txt", "/shop/%2e%2e%2fsecret.txt",
        "/shop/..%5csecret.txt", "/shop/..\\secret.txt", "/shop/goods/../../secret.txt", "/shop/./../secret.txt",
        "/shop/%252e%252e/secret.txt", "/shop/index.html%00", "/shop/%00/../secret.txt", "//secret.txt",
        "/shop//../secret.txt", "http://127.0.0.1/shop/../secret.txt", "secret.txt", "/shop/escape.txt",
        "/shop/%c0%ae%c0%ae/secret.txt",
    ])
    func neverReadsOutsideTheSite(target: String) async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        let response = try await running.client.send("GET", target)
        #expect(response.status == 400 || response.status == 404, "\(target) → \(response.status)")
        #expect(!response.text.contains(RunningServer.secret), "\(target)")
    }

    @Test func refusesANulByteInTheRawTarget() async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        let response = try await running.client.send("GET", "/shop/index.html\u{0}.css")
        #expect(response.status == 400)
    }

    @Test func fiftyConcurrentRequestsGetCompletePagesWhileFilesAreReplaced() async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        let versions = (0..<4).map { "<html><body>" + String(repeating: "v\($0) ", count: 50_000) + "</body></html>" }
        let page = running.folder + "/goods/tea/index.html"
        let rounds = Counter()
        let writer = Task.detached {
            while !Task.isCancelled {
                // As the builder does: write a complete file beside it, then rename it over.
                try Data(versions[rounds.value % versions.count].utf8).write(
                    to: URL(fileURLWithPath: page), options: .atomic)
                rounds.increment()
                // Gives its thread back between files: a loop that only yielded kept one of a
                // 2-core machine's two cooperative threads busy, and under load the requests
                // waited past the client's timeout.
                do { try await Task.sleep(for: .milliseconds(2)) } catch is CancellationError { return }
            }
        }
        // The requests start only once the file is being replaced, and it is replaced again
        // while they are answered.
        while rounds.value == 0 { try await Task.sleep(for: .milliseconds(1)) }
        let roundsBefore = rounds.value
        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<50 {
                group.addTask { try await running.client.send("GET", "/shop/goods/tea/").text }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        let roundsAfterwards = rounds.value
        writer.cancel()
        try await writer.value
        #expect(roundsAfterwards > roundsBefore, "the file was replaced while the requests were answered")
        #expect(bodies.count == 50)
        #expect(bodies.allSatisfy { versions.contains($0) })
    }
}

/// A count shared between a writing task and the test.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() {
        lock.withLock { count += 1 }
    }
}
