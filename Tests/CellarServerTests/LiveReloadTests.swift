@testable import CellarServer
import LoopbackClient
import Foundation
import Testing

@Suite("Live reload in the preview server")
struct LiveReloadTests {
    @Test func addsTheReloadScriptToHTMLOnlyInLiveReloadMode() async throws {
        let running = try await RunningServer.start(reload: ReloadChannel())
        defer { Task { await running.stop() } }
        let home = try await running.client.send("GET", "/shop/")
        #expect(home.text.contains("data-cellar-live-reload"))
        #expect(home.text.hasSuffix("</body></html>"), "the script goes inside the body")
        #expect(home.headers["content-length"] == String(home.body.count))
        let notFound = try await running.client.send("GET", "/shop/missing/")
        #expect(notFound.text.contains("data-cellar-live-reload"))
        let stylesheet = try await running.client.send("GET", "/shop/assets/style.css")
        #expect(stylesheet.text == "body { color: red }")
        let onDisk = try String(contentsOfFile: running.folder + "/index.html", encoding: .utf8)
        #expect(onDisk == RunningServer.index, "the files themselves stay as built")
    }

    @Test func servesNoEventStreamWithoutLiveReload() async throws {
        let running = try await RunningServer.start()
        defer { Task { await running.stop() } }
        #expect(try await running.client.send("GET", ReloadScript.eventsPath).status == 404)
    }

    @Test func sendsReloadAndFailureEventsToOpenPages() async throws {
        let channel = ReloadChannel()
        let running = try await RunningServer.start(reload: channel)
        defer { Task { await running.stop() } }
        let stream = try await running.client.open(ReloadScript.eventsPath)
        let greeting = try await stream.read(until: ": connected")
        #expect(greeting.contains("Content-Type: text/event-stream"))
        await channel.send(.reload)
        #expect(try await stream.read(until: "event: reload").contains("event: reload"))
        await channel.send(.failed(problems: ["goods.json[3].price: must be a number ≥ 0, found \"<script>\""]))
        let failure = try await stream.read(until: "price")
        #expect(failure.contains("event: failed"))
        #expect(
            failure.contains(#"goods.json[3].price: must be a number ≥ 0, found \"<script>\""#),
            "JSON-escaped, shown as text by the overlay")
    }

    @Test func aPageOpenedWhileTheBuildIsBrokenHearsTheFailureAtOnce() async throws {
        let channel = ReloadChannel()
        let running = try await RunningServer.start(reload: channel)
        defer { Task { await running.stop() } }
        await channel.send(.failed(problems: ["comments.json[0].rating: must be 1 to 5"]))
        let stream = try await running.client.open(ReloadScript.eventsPath)
        #expect(try await stream.read(until: "rating").contains("event: failed"))
        await channel.send(.reload)
        let later = try await running.client.open(ReloadScript.eventsPath)
        let greeting = try await later.read(until: ": connected")
        #expect(!greeting.contains("event: failed"), "fixed: no overlay any more")
    }

    @Test func stopEndsOpenEventStreams() async throws {
        let channel = ReloadChannel()
        let running = try await RunningServer.start(reload: channel)
        let stream = try await running.client.open(ReloadScript.eventsPath)
        _ = try await stream.read(until: ": connected")
        await running.stop()
        #expect(try await stream.readsToTheEnd(), "the open page's event response completes")
    }

    @Test func finishEndsEveryListenersStream() async throws {
        let channel = ReloadChannel()
        let stream = await channel.listen(heartbeat: .milliseconds(10))
        let listening = Task {
            var messages = 0
            for await _ in stream { messages += 1 }
            return !Task.isCancelled
        }
        await channel.finish()
        let deadline = Task {
            try await Task.sleep(for: .seconds(10))
            listening.cancel()
        }
        #expect(await listening.value, "the stream ended by itself, not by the deadline")
        deadline.cancel()
        let late = await channel.listen()
        for await _ in late { Issue.record("a stream opened after finish() ends at once") }
    }
}
