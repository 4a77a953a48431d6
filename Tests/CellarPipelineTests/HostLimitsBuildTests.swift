import CellarHosting
import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("The site's files against its host's limits")
struct HostLimitsBuildTests {
    private static func options(_ shop: TinyShop, host: HostLimits? = nil, strict: Bool = false, output: String? = nil)
        -> BuildOptions
    {
        BuildOptions(
            fixtures: shop.path, templates: Repository.templates,
            output: output ?? Repository.scratchFolder("out") + "/site",
            strict: strict, hostLimits: host)
    }

    /// A host that takes 10 files, 3 entries in a folder and files of 3,000 bytes.
    private static let tinyHost = HostLimits(name: "Tiny host", files: 10, entriesPerFolder: 3, fileBytes: 3_000)

    @Test func theSummaryCountsEveryFileAndItsBytes() async throws {
        let options = Self.options(TinyShop())
        let summary = try await SiteBuilder(options: options).build()
        let files = Repository.files(in: options.output)
        #expect(summary.fileCount == files.count)
        #expect(summary.byteCount == files.values.map(\.count).reduce(0, +))
        #expect(summary.line.contains(": \(files.count) files, "))
        #expect(!summary.warnings.contains { $0.contains("takes") }, "no host, nothing to check")
    }

    @Test func aSitePastItsHostsLimitsIsWarnedAboutNamingWhatTakesTheMost() async throws {
        let options = Self.options(TinyShop(), host: Self.tinyHost)
        let summary = try await SiteBuilder(options: options).build()
        let files = Repository.files(in: options.output)
        let largest = try #require(files.max { ($0.value.count, $1.key) < ($1.value.count, $0.key) })
        let pages = files.keys.filter { $0.hasSuffix(".html") }.count
        #expect(
            summary.warnings.contains {
                $0.hasPrefix("the site has \(files.count) files, more than Tiny host takes (10); most are ")
            })
        #expect(
            summary.warnings.contains {
                $0.hasPrefix("the site's root folder holds ")
                    && $0.hasSuffix("entries, more than Tiny host takes in one folder (3)")
            })
        #expect(
            summary.warnings.contains {
                $0.hasPrefix("\(largest.key) (") && $0.contains("larger than Tiny host takes in one file (2.9 KiB)")
            })
        #expect(pages > 10)
    }

    @Test func withStrictASitePastItsHostsLimitsFailsAndLeavesThePreviousSite() async throws {
        // Goods with all a feed wants: no warning for --strict to stop the build at first.
        let shop = TinyShop(
            goods: #"""
                [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "stock": 3, "description": \#
                "Dry.", "image": "https://img.example.com/1.jpg"},
                 {"id": "g-2", "title": "Moutai", "category": "白酒", "price": 1499, "stock": 0, "description": \#
                "Strong.", "image": "https://img.example.com/2.jpg"}]
                """#)
        let output = Repository.scratchFolder("out") + "/site"
        _ = try await SiteBuilder(options: Self.options(shop, output: output)).build()
        let before = Repository.files(in: output)
        shop.write("comments.json", TinyShop.comments.replacingOccurrences(of: "Lovely", with: "Lovely indeed"))
        let error = await #expect(throws: BuildError.self) {
            try await SiteBuilder(options: Self.options(shop, host: Self.tinyHost, strict: true, output: output))
                .build()
        }
        #expect(error?.step == .checkHost)
        #expect(
            String(describing: error!).hasPrefix(
                "check the host's limits: the site does not fit Tiny host (--strict makes that an error):\n"
                    + "the site has "
            ))
        #expect(Repository.files(in: output) == before)
        let siblings = try FileManager.default.contentsOfDirectory(
            atPath: (output as NSString).deletingLastPathComponent)
        #expect(
            siblings.sorted() == ["site", "site-reports"],
            "no staging folder is left behind, beside the site and its report")
    }

    @Test func theOptionOverridesStoreJSONsHost() async throws {
        let shop = TinyShop(
            store: TinyShop.store.replacingOccurrences(
                of: #""currency": "CNY""#, with: #""currency": "CNY", "host": "netlify""#))
        let summary = try await SiteBuilder(options: Self.options(shop, host: Self.tinyHost)).build()
        #expect(summary.warnings.contains { $0.contains("Tiny host") })
        #expect(!summary.warnings.contains { $0.contains("Netlify") })
    }

    @Test func theGoogleFeedIsAlsoWrittenGzipCompressed() async throws {
        let options = Self.options(TinyShop())
        _ = try await SiteBuilder(options: options).build()
        let feed = try #require(Repository.files(in: options.output)["feeds/google.xml"])
        #expect(try gunzip(options.output + "/feeds/google.xml.gz") == feed)
    }

    @Test func aFeedLargerThanTheHostTakesInOneFileIsPublishedCompressedAlone() async throws {
        let shop = TinyShop()
        let output = Repository.scratchFolder("out") + "/site"
        _ = try await SiteBuilder(options: Self.options(shop, output: output)).build()
        let before = Repository.files(in: output)
        let feed = try #require(before["feeds/google.xml"])
        let compressed = try #require(before["feeds/google.xml.gz"])
        let host = HostLimits(
            name: "Tiny host", files: nil, entriesPerFolder: nil, fileBytes: (feed.count + compressed.count) / 2)
        let summary = try await SiteBuilder(options: Self.options(shop, host: host, output: output)).build()
        let after = Repository.files(in: output)
        #expect(after["feeds/google.xml"] == nil, "the feed the last build wrote is gone")
        #expect(after["feeds/google.xml.gz"] == compressed)
        #expect(
            summary.warnings.contains {
                $0.hasPrefix("feeds/google.xml (")
                    && $0.hasSuffix(
                        "so the site has it gzip-compressed alone: feeds/google.xml.gz (\(compressed.count) bytes)")
            })
        #expect(
            !summary.warnings.contains {
                $0.hasPrefix("feeds/google.xml (") && $0.contains("larger than Tiny host takes")
                    && !$0.contains("alone")
            })
        #expect(summary.fileCount == after.count)
    }
}
