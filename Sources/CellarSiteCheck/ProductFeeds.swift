import CellarCSV
import Foundation

/// An item of a market's product feed (`feeds/google.xml` or `feeds/meta.csv`).
struct FeedItem {
    let id: String
    let link: String
    let price: Price?
    let salePrice: Price?

    /// The price charged: the sale price, else the price.
    var charged: Price? { salePrice ?? price }
    /// The regular price, when the item is on sale.
    var regular: Price? { salePrice == nil ? nil : price }
}

/// Where a feed item leads: a goods page (its file) and, for a variant, the variant's id.
struct FeedKey: Hashable {
    let file: String
    let variant: String?
}

/// A market's two product feeds, their items by the page (and variant) they link to.
struct MarketFeeds {
    var google: [FeedKey: FeedItem] = [:]
    var meta: [FeedKey: FeedItem] = [:]
}

extension SiteCheck {
    private static let googleNamespace = "http://base.google.com/ns/1.0"

    /// The market's feed items from each feed; `nil` when the market has no `feeds/google.xml`
    /// (or it does not parse). Notes what is wrong with an item on its own, and the items one
    /// feed lists and the other does not.
    mutating func readFeeds(of market: String) -> MarketFeeds? {
        let googlePath = market + "feeds/google.xml"
        guard isSiteFile(googlePath) else { return nil }
        let document: XMLFile
        do {
            document = try XMLFile(contentsOf: folder + "/" + googlePath)
        } catch {
            fault(.feed, googlePath, "does not parse: \(error)")
            return nil
        }
        var feeds = MarketFeeds()
        for item in document.root?.elements(named: "item", in: nil) ?? [] {
            let text = { (name: String) in item.childText(name, in: Self.googleNamespace) }
            let feedItem = FeedItem(
                id: text("id") ?? "", link: item.childText("link", in: nil) ?? "",
                price: Price.fromFeed(text("price")), salePrice: Price.fromFeed(text("sale_price")))
            add(feedItem, to: &feeds.google, of: market, from: googlePath)
        }
        let metaPath = market + "feeds/meta.csv"
        if isSiteFile(metaPath) {
            do {
                let table = try CSVReader.read(contentsOf: folder + "/" + metaPath)
                let columns = ["id", "link", "price", "sale_price"].map(table.column)
                for row in table.rows {
                    let field = { (column: Int) in row[columns[column]].trimmingCharacters(in: .whitespacesAndNewlines)
                    }
                    let feedItem = FeedItem(
                        id: field(0), link: field(1), price: Price.fromFeed(field(2)),
                        salePrice: Price.fromFeed(field(3)))
                    add(feedItem, to: &feeds.meta, of: market, from: metaPath)
                }
            } catch {
                fault(.feed, metaPath, "does not read: \(error)")
            }
        } else {
            fault(.feed, metaPath, "missing beside feeds/google.xml")
        }
        let googleIDs = Set(feeds.google.values.map(\.id))
        let metaIDs = Set(feeds.meta.values.map(\.id))
        for id in googleIDs.subtracting(metaIDs) {
            fault(.feed, metaPath, "has no row for \(id), which google.xml lists")
        }
        for id in metaIDs.subtracting(googleIDs) {
            fault(.feed, googlePath, "has no item \(id), which meta.csv lists")
        }
        return feeds
    }

    /// Adds `item` of the feed at `path` to `items` by the page it links to, when that is a
    /// goods page of the site.
    private mutating func add(
        _ item: FeedItem, to items: inout [FeedKey: FeedItem], of market: String, from path: String
    ) {
        let link = SiteURL(item.link)
        let pageURL = SiteURL(scheme: link.scheme, authority: link.authority, path: link.path).text
        guard let file = file(of: pageURL), page(file)?.product != nil else {
            fault(.feed, path, "item \(item.id) links to \(item.link), which is no goods page of the site")
            return
        }
        if self.market(of: file) != market {
            fault(.feed, path, "item \(item.id) links to \(item.link), a page of another market")
        }
        let key = FeedKey(file: file, variant: link.queryValue("variant"))
        if let other = items[key] {
            fault(.feed, path, "items \(other.id) and \(item.id) both link to \(item.link)")
        }
        items[key] = item
    }
}
