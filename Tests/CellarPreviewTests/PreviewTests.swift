import CellarTestSupport
import CellarPipeline
import CellarPreview
import Foundation
import LoopbackClient
import Testing

@Suite("cellar serve: watch, rebuild, reload")
struct PreviewTests {
    /// A copy of the sample shop's fixtures and an output folder beside it.
    private func scratchShop() throws -> (fixtures: String, output: String) {
        let scratch = Repository.scratchFolder("preview")
        try FileManager.default.copyItem(atPath: Repository.fixtures, toPath: scratch + "/Fixtures")
        return (scratch + "/Fixtures", scratch + "/site")
    }

    /// Each output file's inode: the build renames a new file over a changed one, so a changed
    /// file gets a new inode and an untouched one keeps its own.
    private func inodes(in folder: String) -> [String: UInt64] {
        var inodes: [String: UInt64] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let file = enumerator?.nextObject() as? String {
            var info = stat()
            if stat(folder + "/" + file, &info) == 0, info.st_mode & S_IFMT == S_IFREG {
                inodes[file] = UInt64(info.st_ino)
            }
        }
        return inodes
    }

    /// Starts `cellar serve`'s preview on a free port; returns its task and a client.
    private func startPreview(fixtures: String, output: String) async throws -> (Task<Void, Error>, LoopbackClient) {
        var preview = Preview(
            options: BuildOptions(fixtures: fixtures, templates: Repository.templates, output: output), port: 0
        ) { _ in }
        preview.pollInterval = .milliseconds(50)
        preview.quietPeriod = .milliseconds(50)
        let (ports, listening) = AsyncStream<UInt16>.makeStream()
        let task = Task { try await preview.run { address in listening.yield(UInt16(address.port!)) } }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        return (task, LoopbackClient(port: port))
    }

    @Test func editingACommentRewritesOnlyItsGoodsPagesAndReloadsTheBrowser() async throws {
        let (fixtures, output) = try scratchShop()
        let (task, client) = try await startPreview(fixtures: fixtures, output: output)
        let events = try await client.open("/__cellar/events")
        _ = try await events.read(until: ": connected")
        let before = inodes(in: output)

        let commentsFile = fixtures + "/comments.json"
        var comments =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: commentsFile)))
            as! [[String: Any]]
        let goodsID = comments[0]["goods"] as! String
        // The goods page shows the item's newest comments: edit its newest.
        let date = { (index: Int) in comments[index]["createdAt"] as? String ?? "" }
        let newest = try #require(
            comments.indices.filter { comments[$0]["goods"] as? String == goodsID }.max { date($0) < date($1) })
        comments[newest]["content"] = "Edited while the preview runs"
        // Waves of 50 requests at once from before the rebuild replaces the page until after:
        // every page arrives whole, the old one or the new one. The file is saved once the
        // first wave is answered, since a rebuild can take less time than a wave.
        let edited = { (page: LoopbackClient.Response) in page.text.contains("Edited while the preview runs") }
        var oldPagesSeen = false, editedPageSeen = false, wholePages = true
        for wave in 0..<400 {
            let pages = try await withThrowingTaskGroup(of: LoopbackClient.Response.self) { group in
                for _ in 0..<50 { group.addTask { try await client.send("GET", "/goods/\(goodsID)/") } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            if wave == 0 {
                try JSONSerialization.data(withJSONObject: comments).write(to: URL(fileURLWithPath: commentsFile))
            }
            oldPagesSeen = oldPagesSeen || pages.contains { !edited($0) }
            editedPageSeen = pages.contains(where: edited)
            wholePages =
                wholePages
                && pages.allSatisfy {
                    $0.status == 200 && $0.text.hasSuffix("</html>\n")
                        && $0.headers["content-length"] == String($0.body.count)
                }
            if editedPageSeen { break }
        }
        #expect(oldPagesSeen && editedPageSeen, "the requests went on from before the rebuild to after it")
        #expect(wholePages)

        #expect(try await events.read(until: "event: reload").contains("event: reload"))
        let after = inodes(in: output)
        let changed = after.keys.filter { before[$0] != after[$0] }
        #expect(!changed.isEmpty)
        let goodsFolder = try #require(
            changed.first { $0.hasPrefix("goods/") }.map {
                $0.split(separator: "/").prefix(2).joined(separator: "/") + "/"
            })
        #expect(
            changed.allSatisfy { $0.hasPrefix(goodsFolder) || $0.hasPrefix("en/" + goodsFolder) },
            "only the goods page and its comment pages, in each market: \(changed.sorted())")
        #expect(Set(after.keys) == Set(before.keys))
        let pageWithTheComment = try #require(
            changed.first { try Repository.text(output + "/" + $0).contains("Edited while the preview runs") },
            "goods \(goodsID)")
        let url = "/" + pageWithTheComment.replacingOccurrences(of: "index.html", with: "")
        #expect(try await client.send("GET", url).text.contains("Edited while the preview runs"))

        // A broken fixture: an error event, the server goes on with the last good site.
        try Data("[{\"id\": \"c1\",".utf8).write(to: URL(fileURLWithPath: commentsFile))
        let failure = try await events.read(until: "event: failed")
        #expect(failure.contains("comments.json"))
        #expect(inodes(in: output) == after, "the last good site stays as it was")
        let stillServed = try await client.send("GET", url)
        #expect(stillServed.status == 200)
        #expect(stillServed.text.contains("Edited while the preview runs"))
        #expect(stillServed.text.contains("data-cellar-live-reload"))

        // Fixed again: a reload.
        try JSONSerialization.data(withJSONObject: comments).write(to: URL(fileURLWithPath: commentsFile))
        #expect(try await events.read(until: "event: reload").contains("event: reload"))

        // Ctrl-C cancels the preview, which stops cleanly.
        task.cancel()
        try await task.value
        let written = Repository.files(in: output).filter {
            String(decoding: $0.value, as: UTF8.self).contains("__cellar")
        }
        #expect(written.isEmpty, "the files on disk never hold the reload script: \(written.keys.sorted().prefix(3))")
    }

    @Test func aTemplateEditRebuildsAndReloads() async throws {
        let (fixtures, output) = try scratchShop()
        let templates = (output as NSString).deletingLastPathComponent + "/Templates"
        try FileManager.default.copyItem(atPath: Repository.templates, toPath: templates)
        var preview = Preview(options: BuildOptions(fixtures: fixtures, templates: templates, output: output), port: 0)
        { _ in }
        preview.pollInterval = .milliseconds(50)
        preview.quietPeriod = .milliseconds(50)
        let (ports, listening) = AsyncStream<UInt16>.makeStream()
        let task = Task { try await preview.run { address in listening.yield(UInt16(address.port!)) } }
        var iterator = ports.makeAsyncIterator()
        let client = LoopbackClient(port: try #require(await iterator.next()))
        let events = try await client.open("/__cellar/events")
        _ = try await events.read(until: ": connected")
        // Editors often save by writing a new file and renaming it over the old one.
        let notFound = templates + "/not-found.mustache"
        let edited = (try String(contentsOfFile: notFound, encoding: .utf8)) + "\n<p>Edited template</p>\n"
        try Data(edited.utf8).write(to: URL(fileURLWithPath: notFound), options: .atomic)
        _ = try await events.read(until: "event: reload")
        let page = try await client.send("GET", "/no-such-page/")
        #expect(page.status == 404)
        #expect(page.text.contains("Edited template"))
        task.cancel()
        try await task.value
    }

    @Test(arguments: [
        ("replaced by a folder", "goods.json: file cannot be read"),
        ("deleted", "goods.json: file is missing"),
        ("half-written", "invalid JSON"),
    ])
    func aFixtureFileBrokenWhileServingKeepsTheLastGoodSiteWithTheProblemShown(breakage: String, problem: String)
        async throws
    {
        let (fixtures, output) = try scratchShop()
        let (task, client) = try await startPreview(fixtures: fixtures, output: output)
        let events = try await client.open("/__cellar/events")
        _ = try await events.read(until: ": connected")
        let before = Repository.files(in: output)
        let goods = fixtures + "/goods.json"
        let original = try Data(contentsOf: URL(fileURLWithPath: goods))
        switch breakage {
        case "replaced by a folder":
            try FileManager.default.removeItem(atPath: goods)
            try FileManager.default.createDirectory(atPath: goods, withIntermediateDirectories: false)
        case "deleted":
            try FileManager.default.removeItem(atPath: goods)
        default:
            try original.prefix(original.count / 2).write(to: URL(fileURLWithPath: goods))
        }
        // Removing a file and making a folder in its place may take two rebuilds: wait for the last.
        let failure = try await events.read(until: problem)
        #expect(failure.contains("event: failed"))
        #expect(Repository.files(in: output) == before, "the last good site stays as it was")
        let page = try await client.send("GET", "/")
        #expect(page.status == 200)
        #expect(page.text.contains("data-cellar-live-reload"), "the page served has the script that shows the problem")
        let openedMeanwhile = try await client.open("/__cellar/events")
        #expect(
            try await openedMeanwhile.read(until: problem).contains("event: failed"),
            "a page opened meanwhile shows it too")

        if breakage == "replaced by a folder" { try FileManager.default.removeItem(atPath: goods) }
        try original.write(to: URL(fileURLWithPath: goods))
        #expect(try await events.read(until: "event: reload").contains("event: reload"))
        #expect(Repository.files(in: output) == before, "put back, the site is as it was")
        task.cancel()
        try await task.value
    }

    /// A market's price list edited while serving: the market's pages reload with the new
    /// price, and the site on disk is the one a build from scratch makes.
    @Test func aPriceListEditRebuildsAsABuildFromScratchAndReloads() async throws {
        let store = #"""
            {"name": "Tiny Cellar", "currency": "CNY", "locale": "zh-CN", "baseURL": "https://host/shop/", \#
            "orderEmail": "orders@host", "markets": [{"id": "cn"}, \#
            {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "prices": "prices/us.csv"}]}
            """#
        let shop = TinyShop(store: store)
        shop.write("prices/us.csv", "goods,variant,price,marketPrice\ng-1,,12.50,15.00\ng-2,,199.00,\n")
        let output = Repository.scratchFolder("preview-prices") + "/site"
        // The site is served at its base URL's path, /shop/.
        let (task, client) = try await startPreview(fixtures: shop.path, output: output)
        let events = try await client.open("/__cellar/events")
        _ = try await events.read(until: ": connected")
        #expect(try await client.send("GET", "/shop/en/goods/g-1/").text.contains("$12.50"))
        shop.write("prices/us.csv", "goods,variant,price,marketPrice\ng-1,,11.25,15.00\ng-2,,199.00,\n")
        #expect(try await events.read(until: "event: reload").contains("event: reload"))
        #expect(try await client.send("GET", "/shop/en/goods/g-1/").text.contains("$11.25"))
        let fresh = Repository.scratchFolder("preview-prices-fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: fresh)
        ).build()
        #expect(Repository.files(in: output) == Repository.files(in: fresh))
        task.cancel()
        try await task.value
    }

    /// An editor saving in place: goods.json truncated, then, a moment later (after the quiet
    /// period, so the empty file is rebuilt from), written whole with an edit. The page reloads
    /// with the edit and never hears of a failure.
    @Test func aFixtureFileSavedInPlaceIsNoErrorWhileItIsWritten() async throws {
        let (fixtures, output) = try scratchShop()
        let (task, client) = try await startPreview(fixtures: fixtures, output: output)
        let events = try await client.open("/__cellar/events")
        _ = try await events.read(until: ": connected")
        let goods = fixtures + "/goods.json"
        let original = try String(contentsOfFile: goods, encoding: .utf8)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(original.utf8)) as? [[String: Any]])
        // A tag, not the title or the origin: the sample's translations word every title and
        // specification in both markets; tags are shown as written.
        let tag = try #require((items[0]["tags"] as? [String])?.first)
        let tagRange = try #require(original.range(of: #""\#(tag)""#))
        let edited = Data(original.replacingCharacters(in: tagRange, with: #""\#(tag) Saved In Place""#).utf8)
        let handle = try #require(FileHandle(forWritingAtPath: goods))
        try handle.truncate(atOffset: 0)
        try await Task.sleep(for: .milliseconds(150))
        try handle.write(contentsOf: edited)
        try handle.close()
        let heard = try await events.read(until: "event: reload")
        #expect(!heard.contains("event: failed"), "\(heard)")
        let id = try #require(items[0]["id"] as? String)
        #expect(
            try String(contentsOfFile: output + "/goods/\(id)/index.html", encoding: .utf8).contains("Saved In Place"))
        task.cancel()
        try await task.value
    }
}
