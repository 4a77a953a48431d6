import CellarTestSupport
import CellarPipeline
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("Product feed files")
struct FeedFileTests {
    /// The `<item>`s of a Google feed, each as its elements' text by name, read by Foundation's
    /// XML parser (libxml2), which stops at the first thing that is not well-formed XML 1.0.
    private final class FeedReader: NSObject, XMLParserDelegate {
        var items: [[String: [String]]] = []
        private var item: [String: [String]]?
        private var text = ""
        private var inShipping = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if name == "item" { item = [:] }
            if name == "g:shipping" { inShipping = true }
            text = ""
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            text += string
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "item", let item {
                items.append(item)
                self.item = nil
            } else if name == "g:shipping" {
                inShipping = false
            } else if item != nil {
                item![(inShipping ? "g:shipping/" : "") + name, default: []].append(text)
            }
        }
    }

    private static func items(inFeedAt path: String) throws -> [[String: [String]]] {
        let parser = try #require(XMLParser(contentsOf: URL(fileURLWithPath: path)))
        let reader = FeedReader()
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        return reader.items
    }

    private static func build(_ fixtures: String, baseURL: String? = nil) async throws -> String {
        let output = Repository.scratchFolder("feeds") + "/site"
        _ = try await SiteBuilder(options: BuildOptions(fixtures: fixtures, templates: Repository.templates, output: output, baseURL: baseURL)).build()
        return output
    }

    @Test func sampleFeedHasEveryGoodsItemGoogleTakesWithItsFixtureValues() async throws {
        let output = try await Self.build(Repository.fixtures)
        let items = try Self.items(inFeedAt: output + "/feeds/google.xml")
        let goods = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repository.fixtures + "/goods.json"))) as? [[String: Any]])
        // The sample shop's goods break no rule of Google's but these two.
        let listed = goods.filter { ($0["image"] != nil || $0["thumb"] != nil) && $0["description"] != nil }
        #expect(items.count == listed.count)
        #expect(items.count > 50)
        let categories = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: Repository.fixtures + "/categories.json"))) as? [[String: Any]])
        let categoryNames = Dictionary(uniqueKeysWithValues: categories.map { ($0["id"] as! String, $0["name"] as! String) })
        func amount(_ value: Any?) -> String? {
            (value as? NSNumber).map { String(format: "%.2f CNY", $0.doubleValue) }
        }
        for (item, fixture) in zip(items, listed) {
            let id = fixture["id"] as! String
            #expect(item["g:id"] == [id])
            #expect(item["title"] == [fixture["title"] as! String])
            #expect(item["link"]?.first?.hasPrefix("https://cellar.example.com/goods/") == true)
            let image = try #require(item["g:image_link"]?.first)
            // The photo's share rendition: 1200 px wide (the sample photos are wider), in the site.
            let photo = ((fixture["image"] as? String ?? fixture["thumb"] as! String) as NSString).deletingPathExtension
            #expect(image.hasPrefix("https://cellar.example.com/media/" + photo + "-1200."), "\(id): \(image)")
            let file = output + "/" + image.dropFirst("https://cellar.example.com/".count)
            #expect(FileManager.default.contents(atPath: file).flatMap(EncodedImageSize.init)?.width == 1200, "\(id): \(image)")
            #expect(item["g:availability"] == [(fixture["stock"] as? Int ?? 0) > 0 ? "in_stock" : "out_of_stock"])
            let price = fixture["price"] as! NSNumber
            if let market = fixture["marketPrice"] as? NSNumber, market.doubleValue > price.doubleValue {
                #expect(item["g:price"] == [amount(market)!], "\(id)")
                #expect(item["g:sale_price"] == [amount(price)!], "\(id)")
            } else {
                #expect(item["g:price"] == [amount(price)!], "\(id)")
                #expect(item["g:sale_price"] == nil, "\(id)")
            }
            #expect(item["g:brand"] == (fixture["brand"] as? String).map { [$0] })
            #expect(item["g:condition"] == ["new"])
            #expect(item["g:product_type"] == [categoryNames[fixture["category"] as! String]!])
            #expect(item["g:gtin"] == (fixture["gtin"] as? String).map { [$0] })
            #expect(item["g:identifier_exists"] == (fixture["gtin"] == nil ? ["no"] : nil))
            #expect(item["g:shipping/g:country"] == ["CN", "HK"])
            #expect(item["g:shipping/g:price"] == ["0.00 CNY", "45.00 CNY"])
        }
        let soldOut = zip(items, listed).filter { ($0.1["stock"] as? Int ?? 0) == 0 }
        #expect(!soldOut.isEmpty)
        #expect(soldOut.allSatisfy { $0.0["g:availability"] == ["out_of_stock"] })
    }

    @Test func hostileTextStaysWellFormedXMLAndQuotedCSV() async throws {
        let title = "Bad ]]> <b>bold</b> & \"Tom's\" \u{07}\u{1B}bell 🍷 白酒"
        let goods = #"[{"id": "g-1", "title": "Bad ]]> <b>bold</b> & \"Tom's\" \u0007\u001Bbell 🍷 白酒", "category": "wine", "price": 12, "brand": "A, \"B\"", "image": "https://img.example.com/a.jpg", "description": "Line <one> & ]]>\n\nline\u0000 two 🍷"}]"#
        let output = try await Self.build(TinyShop(goods: goods, comments: "[]").path)
        let item = try #require(try Self.items(inFeedAt: output + "/feeds/google.xml").first)
        #expect(item["title"] == [title.replacingOccurrences(of: "\u{07}\u{1B}", with: "")])
        // The excerpt drops Markdown's tags and `>`; the XML keeps the rest, NUL left out.
        #expect(item["description"] == ["Line & ]] line two 🍷"])
        #expect(item["g:brand"] == [#"A, "B""#])
        let csv = try Repository.text(output + "/feeds/meta.csv")
        let lines = csv.components(separatedBy: "\r\n")
        #expect(lines.first == "id,title,description,availability,condition,price,link,image_link,brand,sale_price")
        #expect(lines.count == 3 && lines.last == "", "a header, one row, each ended by CRLF")
        #expect(lines[1] == #"g-1,"Bad ]]> <b>bold</b> & ""Tom's"" bell 🍷 白酒",Line & ]] line two 🍷,out of stock,new,12.00 CNY,"#
            + #"https://host/shop/goods/g-1/,https://img.example.com/a.jpg,"A, ""B""","#)
    }

    @Test func noFeedsWithoutAnAbsoluteBaseURLAndAWarningSaysSo() async throws {
        let output = Repository.scratchFolder("feeds") + "/site"
        let shop = TinyShop()
        let summary = try await SiteBuilder(options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output, baseURL: "/shop/")).build()
        #expect(!FileManager.default.fileExists(atPath: output + "/feeds"))
        #expect(try Repository.text(output + "/reports/catalogue.html").contains("No feeds: the base URL is not absolute"))
        #expect(summary.warnings.last == #"--base-url: "/shop/" is not an absolute http(s) URL, so the build makes no product feeds (feeds/google.xml, feeds/meta.csv) and no sitemap"#)
        shop.write("store.json", TinyShop.store.replacingOccurrences(of: "https://host/shop/", with: "/"))
        let fromStore = try await SiteBuilder(options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)).build()
        #expect(fromStore.warnings.last?.hasPrefix(#"store.json.baseURL: "/" is not an absolute http(s) URL"#) == true)
        let absolute = try await SiteBuilder(options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output, baseURL: "https://host/")).build()
        #expect(!absolute.warnings.contains { $0.contains("base") })
        #expect(FileManager.default.fileExists(atPath: output + "/feeds/google.xml"))
    }
}
