import CellarTestSupport
import CellarModel
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

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
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
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: fixtures, templates: Repository.templates, output: output, baseURL: baseURL)
        ).build()
        return output
    }

    /// What the feeds list of a goods item in the fixtures: itself, or each of its variants,
    /// with the values its feed item must have.
    private struct Listed {
        let id: String
        let groupID: String?
        let title: String
        let photo: String
        let price: NSNumber
        let marketPrice: NSNumber?
        let stock: Int
        let gtin: String?
        let goods: [String: Any]

        /// - Parameters:
        ///   - title: the goods item's title as the feed's market words it.
        ///   - values: its translation's option values, by option and value.
        static func items(of goods: [String: Any], titled title: String, values: [String: [String: String]] = [:])
            -> [Listed]
        {
            let photo = goods["image"] as? String ?? goods["thumb"] as? String
            guard let variants = goods["variants"] as? [[String: Any]] else {
                return photo.map {
                    [
                        Listed(
                            id: goods["id"] as! String, groupID: nil, title: title, photo: $0,
                            price: goods["price"] as! NSNumber,
                            marketPrice: goods["marketPrice"] as? NSNumber, stock: goods["stock"] as? Int ?? 0,
                            gtin: goods["gtin"] as? String, goods: goods)
                    ]
                } ?? []
            }
            let options = goods["options"] as! [String]
            let translated = values
            return variants.map { variant in
                let values = variant["values"] as! [String: String]
                let shown = options.map { translated[$0]?[values[$0]!] ?? values[$0]! }
                let id = variant["id"] as? String ?? Variant.id(fromSKU: variant["sku"] as! String)!
                return Listed(
                    id: "\(goods["id"] as! String):\(id)", groupID: goods["id"] as? String,
                    title: "\(title) (\(shown.joined(separator: ", ")))",
                    photo: variant["image"] as? String
                        ?? (variant["images"] as? [[String: Any]])?.first?["src"] as? String
                        ?? variant["thumb"] as? String ?? photo!,
                    price: variant["price"] as! NSNumber,
                    marketPrice: variant["marketPrice"] as? NSNumber, stock: variant["stock"] as? Int ?? 0,
                    gtin: variant["gtin"] as? String, goods: goods
                )
            }
        }
    }

    @Test func sampleFeedHasEveryGoodsItemGoogleTakesWithItsFixtureValues() async throws {
        let output = try await Self.build(Repository.fixtures)
        let items = try Self.items(inFeedAt: output + "/feeds/google.xml")
        let goods = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: Repository.fixtures + "/goods.json"))) as? [[String: Any]])
        // The sample shop's goods break no rule of Google's but these two.
        // The default market's pages and feed word the texts as its translation does, where it does.
        let translation = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: Repository.fixtures + "/translations/zh-CN.json")))
                as? [String: [String: Any]])
        let translatedGoods = translation["goods"] as? [String: [String: Any]] ?? [:]
        let translatedCategories = translation["categories"] as? [String: [String: String]] ?? [:]
        let translatedBrands = translation["brands"] as? [String: String] ?? [:]
        let listed = goods.filter { $0["description"] != nil }.flatMap {
            let text = translatedGoods[$0["id"] as! String]
            return Listed.items(
                of: $0, titled: text?["title"] as? String ?? $0["title"] as! String,
                values: text?["values"] as? [String: [String: String]] ?? [:])
        }
        #expect(items.count == listed.count)
        #expect(items.count > 50)
        let categories = try #require(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: Repository.fixtures + "/categories.json")))
                as? [[String: Any]])
        let categoryNames = Dictionary(
            uniqueKeysWithValues: categories.map {
                let id = $0["id"] as! String
                return (id, translatedCategories[id]?["name"] ?? $0["name"] as! String)
            })
        func amount(_ value: NSNumber) -> String {
            String(format: "%.2f CNY", value.doubleValue)
        }
        for (item, fixture) in zip(items, listed) {
            let id = fixture.id
            #expect(item["g:id"] == [id])
            #expect(item["g:item_group_id"] == fixture.groupID.map { [$0] })
            #expect(item["title"] == [fixture.title])
            #expect(item["link"]?.first?.hasPrefix("https://cellar.example.com/goods/") == true)
            let image = try #require(item["g:image_link"]?.first)
            // The photo's share rendition: 1200 px wide (the sample photos are wider), in the site.
            let photo = (fixture.photo as NSString).deletingPathExtension
            #expect(image.hasPrefix("https://cellar.example.com/media/" + photo + "-1200."), "\(id): \(image)")
            let file = output + "/" + image.dropFirst("https://cellar.example.com/".count)
            #expect(
                FileManager.default.contents(atPath: file).flatMap(EncodedImageSize.init)?.width == 1200,
                "\(id): \(image)")
            #expect(item["g:availability"] == [fixture.stock > 0 ? "in_stock" : "out_of_stock"])
            if let market = fixture.marketPrice, market.doubleValue > fixture.price.doubleValue {
                #expect(item["g:price"] == [amount(market)], "\(id)")
                #expect(item["g:sale_price"] == [amount(fixture.price)], "\(id)")
            } else {
                #expect(item["g:price"] == [amount(fixture.price)], "\(id)")
                #expect(item["g:sale_price"] == nil, "\(id)")
            }
            #expect(item["g:brand"] == (fixture.goods["brand"] as? String).map { [translatedBrands[$0] ?? $0] })
            #expect(item["g:condition"] == ["new"])
            #expect(item["g:product_type"] == [categoryNames[fixture.goods["category"] as! String]!])
            #expect(item["g:gtin"] == fixture.gtin.map { [$0] })
            #expect(item["g:identifier_exists"] == (fixture.gtin == nil ? ["no"] : nil))
            #expect(item["g:shipping/g:country"] == ["CN", "HK"])
            #expect(item["g:shipping/g:price"] == ["0.00 CNY", "45.00 CNY"])
        }
        let soldOut = zip(items, listed).filter { $0.1.stock == 0 }
        #expect(!soldOut.isEmpty)
        #expect(soldOut.allSatisfy { $0.0["g:availability"] == ["out_of_stock"] })
    }

    @Test func hostileTextStaysWellFormedXMLAndQuotedCSV() async throws {
        let title = "Bad ]]> <b>bold</b> & \"Tom's\" \u{07}\u{1B}bell 🍷 白酒"
        let goods =
            #"""
            [{"id": "g-1", "title": "Bad ]]> <b>bold</b> & \"Tom's\" \u0007\u001Bbell 🍷 白酒", "category": "wine", \#
            "price": 12, "brand": "A, \"B\"", "image": "https://img.example.com/a.jpg", "description": "Line <one> & \#
            ]]>\n\nline\u0000 two 🍷"}]
            """#
        let output = try await Self.build(TinyShop(goods: goods, comments: "[]").path)
        let item = try #require(try Self.items(inFeedAt: output + "/feeds/google.xml").first)
        #expect(item["title"] == [title.replacingOccurrences(of: "\u{07}\u{1B}", with: "")])
        // The excerpt drops Markdown's tags and `>`; the XML keeps the rest, NUL left out.
        #expect(item["description"] == ["Line & ]] line two 🍷"])
        #expect(item["g:brand"] == [#"A, "B""#])
        let csv = try Repository.text(output + "/feeds/meta.csv")
        let lines = csv.components(separatedBy: "\r\n")
        #expect(
            lines.first
                == "id,title,description,availability,condition,price,link,image_link,additional_image_link,"
                + "brand,sale_price")
        #expect(lines.count == 3 && lines.last == "", "a header, one row, each ended by CRLF")
        #expect(
            lines[1]
                == #"g-1,"Bad ]]> <b>bold</b> & ""Tom's"" bell 🍷 白酒",Line & ]] line two 🍷,out of stock,new,12.00 CNY,"#
                + #"https://host/shop/goods/g-1/,https://img.example.com/a.jpg,,"A, ""B""","#)
    }

    @Test func noFeedsWithoutAnAbsoluteBaseURLAndAWarningSaysSo() async throws {
        let output = Repository.scratchFolder("feeds") + "/site"
        let shop = TinyShop()
        let summary = try await SiteBuilder(
            options: BuildOptions(
                fixtures: shop.path, templates: Repository.templates, output: output, baseURL: "/shop/")
        ).build()
        #expect(!FileManager.default.fileExists(atPath: output + "/feeds"))
        #expect(
            try Repository.text(output + "-reports/catalogue.html").contains("No feeds: the base URL is not absolute"))
        #expect(
            summary.warnings.last
                == #"""
                --base-url: "/shop/" is not an absolute http(s) URL, so the build makes no product feeds \#
                (feeds/google.xml, feeds/meta.csv) and no sitemap
                """#
        )
        shop.write("store.json", TinyShop.store.replacingOccurrences(of: "https://host/shop/", with: "/"))
        let fromStore = try await SiteBuilder(
            options: BuildOptions(fixtures: shop.path, templates: Repository.templates, output: output)
        ).build()
        #expect(fromStore.warnings.last?.hasPrefix(#"store.json.baseURL: "/" is not an absolute http(s) URL"#) == true)
        let absolute = try await SiteBuilder(
            options: BuildOptions(
                fixtures: shop.path, templates: Repository.templates, output: output, baseURL: "https://host/")
        ).build()
        #expect(!absolute.warnings.contains { $0.contains("base") })
        #expect(FileManager.default.fileExists(atPath: output + "/feeds/google.xml"))
    }
}
