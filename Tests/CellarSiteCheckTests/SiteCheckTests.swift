import CellarSiteCheck
import CellarTestSupport
import Foundation
import Testing

/// `cellar check --site`'s rules over the sample shop in its two markets (zh-CN in CNY at the
/// root, en in USD under /en/), built by the `cellar` executable: the site as built has no
/// fault, and a copy broken one way each (a language alternate, a page's language, a price in
/// the page, its structured data or a feed) has exactly the faults
/// scripts/tools/check_markets.py finds in it (Tests/Publishing/markets_check_test.py breaks
/// the same copies for it).
@Suite struct SiteCheckTests {
    static let base = "https://cellar.example.com/"
    /// The goods item the copies break: the sample's first, on sale, without variants.
    static let goodsID = "g-001"
    static let rootPage = "goods/g-001/index.html"
    static let englishPage = "en/goods/g-001/index.html"
    static let rootURL = base + "goods/g-001/"
    static let englishURL = base + "en/goods/g-001/"

    /// The sample shop (Fixtures/, Templates/) built once for the suite.
    static let sample = build(fixtures: Repository.fixtures)

    /// The shop in `fixtures` built with the repository's theme into a scratch folder.
    static func build(fixtures: String) -> String {
        let output = Repository.scratchFolder("site-check") + "/site"
        let run = try! CellarRun([
            "build", "--quiet", "--fixtures", fixtures, "--templates", Repository.templates, "--output", output,
        ])
        precondition(run.status == 0, "the shop in \(fixtures) builds: \(run.errors)")
        return output
    }

    /// The English market's sale price of the goods item, as its page's Open Graph gives it (`54.99`).
    static let salePrice: String = {
        let page = try! Repository.text(sample + "/" + englishPage)
        let match = page.firstMatch(of: /<meta property="product:price:amount" content="([0-9.]+)">/)!
        return String(match.1)
    }()

    /// A scratch copy of the sample (without its photos: no check reads a picture) changed by
    /// `change`, which gets the copy's folder.
    static func brokenCopy(_ change: (String) throws -> Void) throws -> String {
        let copy = Repository.scratchFolder("broken-site") + "/site"
        try FileManager.default.createDirectory(atPath: copy, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: sample) where name != "media" {
            try FileManager.default.copyItem(atPath: sample + "/" + name, toPath: copy + "/" + name)
        }
        try change(copy)
        return copy
    }

    /// Replaces `old` in the file at `path`, where it is found once, with `new`.
    static func replaceOnce(_ old: String, with new: String, in path: String) throws {
        let text = try Repository.text(path)
        let found = text.ranges(of: old)
        try #require(found.count == 1, "\(old) is found once in \(path), not \(found.count) times")
        try Data(text.replacingCharacters(in: found[0], with: new).utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Replaces the text from `start` up to and with the first `end` after it in the file at
    /// `path` with what `change` makes of it.
    static func changeSpan(
        from start: String, through end: String, in path: String, _ change: (String) throws -> String
    ) throws {
        let text = try Repository.text(path)
        let first = try #require(text.range(of: start), "\(start) is in \(path)")
        let last = try #require(text[first.upperBound...].range(of: end), "\(end) follows \(start) in \(path)")
        let span = first.lowerBound..<last.upperBound
        let changed = try change(String(text[span]))
        try Data(text.replacingCharacters(in: span, with: changed).utf8).write(to: URL(fileURLWithPath: path))
    }

    // MARK: The sites as built

    @Test func theSampleInItsTwoMarketsHasNoFault() throws {
        let report = try SiteCheck.check(site: Self.sample)
        #expect(report.lines == [])
        let pages = Repository.files(in: Self.sample).keys.filter { $0.hasSuffix(".html") }.count
        #expect(report.summary == "\(pages) pages in 2 markets: 0 hreflang faults, 0 price mismatches, 0 feed faults")
    }

    @Test func theSampleInOneMarketHasNoFault() throws {
        let fixtures = Repository.scratchFolder("one-market") + "/Fixtures"
        try FileManager.default.copyItem(atPath: Repository.fixtures, toPath: fixtures)
        // Without its markets, the shop has no translations either (they are the other markets').
        try FileManager.default.removeItem(atPath: fixtures + "/translations")
        let storePath = fixtures + "/store.json"
        var store = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: storePath))) as? [String: Any])
        store["markets"] = nil
        try JSONSerialization.data(withJSONObject: store).write(to: URL(fileURLWithPath: storePath))
        let site = Self.build(fixtures: fixtures)
        let report = try SiteCheck.check(site: site)
        #expect(report.lines == [])
        #expect(report.marketCount == 1)
        #expect(report.pageCount > 100)
    }

    @Test func aMarketSellingOnlySomeGoodsHasNoFault() throws {
        let fixtures = Repository.scratchFolder("some-goods") + "/Fixtures"
        try FileManager.default.copyItem(atPath: Repository.fixtures, toPath: fixtures)
        let storePath = fixtures + "/store.json"
        var store = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: storePath))) as? [String: Any])
        var markets = try #require(store["markets"] as? [[String: Any]])
        markets[1]["sells"] = ["categories": ["red-wine", "white-wine"], "except": [Self.goodsID]]
        store["markets"] = markets
        try JSONSerialization.data(withJSONObject: store).write(to: URL(fileURLWithPath: storePath))
        let site = Self.build(fixtures: fixtures)
        #expect(!FileManager.default.fileExists(atPath: site + "/" + Self.englishPage))
        let report = try SiteCheck.check(site: site)
        #expect(report.lines == [])
        #expect(report.marketCount == 2)
    }

    @Test func aShopServedUnderAPathHasNoFault() throws {
        let site = Self.build(fixtures: TinyShop().path)
        let report = try SiteCheck.check(site: site)
        #expect(report.lines == [])
        #expect(report.marketCount == 1)
    }

    @Test func aFolderThatIsNoBuiltSiteIsSaidToBeNone() throws {
        #expect(throws: SiteCheckError.noHomePage(Repository.fixtures)) {
            try SiteCheck.check(site: Repository.fixtures)
        }
        let missing = Repository.scratchFolder("no-site") + "/none"
        #expect(throws: SiteCheckError.noFolder(missing)) { try SiteCheck.check(site: missing) }
        #expect(SiteCheckError.noHomePage("out").description == "out has no index.html; is it a built site?")
    }

    // MARK: Language alternates

    @Test func aRemovedReturnLinkIsCaught() throws {
        let site = try Self.brokenCopy { site in
            try Self.replaceOnce(
                #"<link rel="alternate" hreflang="zh-CN" href="\#(Self.rootURL)">"# + "\n", with: "",
                in: site + "/" + Self.englishPage)
        }
        try expectFaults(
            in: site,
            [
                """
                \(Self.englishPage): does not link back to \(Self.rootPage), which lists it under hreflang en \
                (missing return link zh-CN \(Self.rootURL))
                """,
                """
                sitemap.xml: \(Self.englishURL): alternates differ from \(Self.englishPage)'s head: only in the \
                sitemap zh-CN \(Self.rootURL); only in the page nothing
                """,
            ])
    }

    @Test func aMissingSelfReferenceIsCaught() throws {
        let site = try Self.brokenCopy { site in
            try Self.replaceOnce(
                #"<link rel="alternate" hreflang="en" href="\#(Self.englishURL)">"# + "\n", with: "",
                in: site + "/" + Self.englishPage)
        }
        try expectFaults(
            in: site,
            [
                """
                \(Self.englishPage): alternates differ from those of \(Self.rootPage): only here nothing; only \
                there en \(Self.englishURL)
                """,
                "\(Self.englishPage): does not list itself (\(Self.englishURL)) among its alternates",
                """
                sitemap.xml: \(Self.englishURL): alternates differ from \(Self.englishPage)'s head: only in the \
                sitemap en \(Self.englishURL); only in the page nothing
                """,
            ])
    }

    @Test func aMissingXDefaultIsCaught() throws {
        let site = try Self.brokenCopy { site in
            try Self.replaceOnce(
                #"<link rel="alternate" hreflang="x-default" href="\#(Self.rootURL)">"# + "\n", with: "",
                in: site + "/" + Self.rootPage)
        }
        try expectFaults(
            in: site,
            [
                """
                \(Self.englishPage): alternates differ from those of \(Self.rootPage): only here x-default \
                \(Self.rootURL); only there nothing
                """,
                "\(Self.rootPage): has no x-default alternate",
                """
                sitemap.xml: \(Self.rootURL): alternates differ from \(Self.rootPage)'s head: only in the sitemap \
                x-default \(Self.rootURL); only in the page nothing
                """,
            ])
    }

    @Test func aRelativeHrefIsCaught() throws {
        let site = try Self.brokenCopy { site in
            try Self.replaceOnce(
                #"hreflang="en" href="\#(Self.englishURL)""#, with: #"hreflang="en" href="../../en/goods/g-001/""#,
                in: site + "/" + Self.rootPage)
        }
        try expectFaults(
            in: site, ["\(Self.rootPage): alternate href '../../en/goods/g-001/' (hreflang en) is not absolute"])
    }

    @Test func anInvalidHreflangIsCaught() throws {
        let site = try Self.brokenCopy { site in
            try Self.replaceOnce(
                #"<link rel="alternate" hreflang="en""#, with: #"<link rel="alternate" hreflang="english""#,
                in: site + "/" + Self.englishPage)
        }
        try expectFaults(
            in: site,
            [
                "\(Self.englishPage): hreflang 'english' is not a BCP 47 language[-script][-region] or x-default",
                """
                \(Self.rootPage): does not link back to \(Self.englishPage), which lists it under hreflang zh-CN and \
                x-default (missing return link english \(Self.englishURL))
                """,
                """
                sitemap.xml: \(Self.englishURL): alternates differ from \(Self.englishPage)'s head: only in the \
                sitemap en \(Self.englishURL); only in the page english \(Self.englishURL)
                """,
            ])
    }

    @Test func aSecondAlternateWithOneHreflangIsCaught() throws {
        let link = #"<link rel="alternate" hreflang="en" href="\#(Self.englishURL)">"# + "\n"
        let site = try Self.brokenCopy { site in
            try Self.replaceOnce(
                link, with: link + #"<link rel="alternate" hreflang="en" href="\#(Self.base)en/">"# + "\n",
                in: site + "/" + Self.rootPage)
        }
        try expectFaults(
            in: site,
            [
                """
                \(Self.englishPage): alternates differ from those of \(Self.rootPage): only here nothing; only \
                there en \(Self.base)en/
                """,
                """
                en/index.html: does not link back to \(Self.rootPage), which lists it under hreflang en (missing \
                return link x-default \(Self.rootURL), zh-CN \(Self.rootURL))
                """,
                "\(Self.rootPage): hreflang en is listed twice (\(Self.englishURL) and \(Self.base)en/)",
                """
                sitemap.xml: \(Self.rootURL): alternates differ from \(Self.rootPage)'s head: only in the sitemap \
                nothing; only in the page en \(Self.base)en/
                """,
            ])
    }

    @Test func aWrongHTMLLangIsCaught() throws {
        let site = try Self.brokenCopy { site in
            try Self.replaceOnce(#"<html lang="en">"#, with: #"<html lang="fr">"#, in: site + "/" + Self.englishPage)
        }
        try expectFaults(
            in: site,
            [
                """
                \(Self.englishPage): <html lang='fr'> but hreflang en in \(Self.englishPage), \(Self.rootPage) \
                names it
                """
            ])
    }

    // MARK: Prices

    @Test func aChangedJSONLDPriceIsCaught() throws {
        let sale = Self.salePrice
        let site = try Self.brokenCopy { site in
            try Self.replaceOnce(
                #""price":"\#(sale)","priceCurrency":"USD""#, with: #""price":"1.23","priceCurrency":"USD""#,
                in: site + "/" + Self.englishPage)
        }
        try expectFaults(
            in: site,
            [
                """
                \(Self.englishPage): price mismatch for g-001 in the market at /en/: JSON-LD 1.23 USD; shown (price \
                box) $\(sale); Open Graph \(sale) USD; google.xml \(sale) USD; meta.csv \(sale) USD
                """
            ])
    }

    @Test func aChangedFeedPriceIsCaught() throws {
        let sale = Self.salePrice
        let site = try Self.brokenCopy { site in
            try Self.changeSpan(
                from: "<g:id>\(Self.goodsID)</g:id>", through: "</item>", in: site + "/en/feeds/google.xml"
            ) { item in
                let changed = item.replacingOccurrences(
                    of: "<g:sale_price>\(sale) USD<", with: "<g:sale_price>1.23 USD<")
                try #require(changed != item, "the item's sale price is \(sale) USD")
                return changed
            }
        }
        try expectFaults(
            in: site,
            [
                """
                \(Self.englishPage): price mismatch for g-001 in the market at /en/: JSON-LD \(sale) USD; shown \
                (price box) $\(sale); Open Graph \(sale) USD; google.xml 1.23 USD; meta.csv \(sale) USD
                """
            ])
    }

    @Test func aChangedShownPriceIsCaught() throws {
        let sale = Self.salePrice
        let site = try Self.brokenCopy { site in
            try Self.replaceOnce(
                #"<span class="price price--large">$\#(sale)</span>"#,
                with: #"<span class="price price--large">$1.23</span>"#, in: site + "/" + Self.englishPage)
        }
        try expectFaults(
            in: site,
            [
                """
                \(Self.englishPage): price mismatch for g-001 in the market at /en/: JSON-LD \(sale) USD; shown \
                (price box) $1.23; Open Graph \(sale) USD; google.xml \(sale) USD; meta.csv \(sale) USD
                """
            ])
    }

    @Test func aPriceShownInTheOtherMarketsFormatIsCaught() throws {
        let sale = Self.salePrice
        let site = try Self.brokenCopy { site in
            try Self.replaceOnce(
                #"<span class="price price--large">$\#(sale)</span>"#,
                with: #"<span class="price price--large">¥\#(sale)</span>"#, in: site + "/" + Self.englishPage)
        }
        try expectFaults(
            in: site,
            [
                """
                \(Self.englishPage): price mismatch for g-001 in the market at /en/: JSON-LD \(sale) USD; shown \
                (price box) ¥\(sale); Open Graph \(sale) USD; google.xml \(sale) USD; meta.csv \(sale) USD
                """
            ])
    }

    // MARK: The feeds against the pages

    @Test func aGoodsItemLeftOutOfAFeedIsCaught() throws {
        let site = try Self.brokenCopy { site in
            try Self.changeSpan(
                from: "<item>\n<g:id>\(Self.goodsID)</g:id>", through: "</item>\n", in: site + "/en/feeds/google.xml"
            ) { _ in "" }
        }
        try expectFaults(
            in: site,
            [
                "en/feeds/google.xml: has no item g-001, which meta.csv lists",
                """
                \(Self.englishPage): goods item g-001 is not in en/feeds/google.xml, though Merchant Center would \
                take it
                """,
            ])
    }

    @Test func aFeedItemWithoutItsPageIsCaught() throws {
        let site = try Self.brokenCopy { site in
            try FileManager.default.removeItem(atPath: site + "/goods/g-001")
        }
        try expectFaults(
            in: site,
            [
                """
                \(Self.englishPage): alternate \(Self.rootURL) (hreflang x-default) is no page of the site \
                (expected \(Self.rootPage))
                """,
                """
                \(Self.englishPage): alternate \(Self.rootURL) (hreflang zh-CN) is no page of the site \
                (expected \(Self.rootPage))
                """,
                "feeds/google.xml: item g-001 links to \(Self.rootURL), which is no goods page of the site",
                "feeds/meta.csv: item g-001 links to \(Self.rootURL), which is no goods page of the site",
                "sitemap.xml: lists \(Self.rootURL), which is no page of the site",
            ])
    }

    /// The check of `site` finds exactly the faults `lines` (`FILE: problem`), in order.
    private func expectFaults(in site: String, _ lines: [String], sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        let report = try SiteCheck.check(site: site)
        #expect(report.lines == lines, sourceLocation: sourceLocation)
    }
}
