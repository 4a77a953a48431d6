import Foundation

/// One HTML page of a built site, with what the checks read of it: its language, canonical
/// URL and language alternates, its Open Graph prices and JSON-LD, and, for a goods page, the
/// prices it shows.
struct SitePage {
    /// A language alternate as the page's head lists it.
    struct Alternate {
        /// The hreflang as written.
        let hreflang: String
        /// The href as written.
        let href: String
        /// The href read relative to the page, as a normal URL.
        let url: String
    }

    /// The prices a price box shows: its price (`span.price`) and regular price
    /// (`s.market-price`), as their texts.
    struct ShownPrices {
        /// Where the page shows them, for the messages: `price box`, `variants table`.
        let place: String
        let price: String?
        let regularPrice: String?
    }

    /// The page's file, relative to the site.
    let file: String
    /// The URL it is served at, from the site's base URL.
    let url: String
    /// Its `<html lang>`.
    let language: String?
    /// Its canonical URL, normal; `nil` when its head has no canonical link.
    let canonical: String?
    let alternates: [Alternate]
    /// Its Open Graph `product:price:*` properties by name.
    let openGraphPrices: [String: String]
    /// Its JSON-LD scripts, parsed.
    let jsonLD: [Any]
    /// Why each of its JSON-LD scripts that does not parse does not.
    let jsonLDErrors: [String]
    /// The JSON-LD Product (or ProductGroup) of a goods page; `nil` on other pages.
    let product: [String: Any]?
    /// The goods item's id: its add-to-cart button's, else its structured data's.
    let goodsID: String?
    /// What its price box shows, outside the variants table.
    let shownBox: ShownPrices?
    /// What each variant's row of the variants table shows, and the price box it shows when chosen.
    let shownVariants: [String: [ShownPrices]]
    /// The variant the page shows as chosen (`aria-current`).
    let currentVariant: String?

    /// The page at `file`, of the site served at `base` (which ends in `/`), read from `text`.
    init(file: String, text: String, base: String) {
        self.file = file
        let path = file.hasSuffix("index.html") ? String(file.dropLast("index.html".count)) : file
        url = SiteURL.normal(base + SiteURL.percentEncoded(path, keeping: "/"))
        let root = HTMLDocument(text)?.root
        language = root.flatMap { $0.name == "html" ? $0 : $0.descendants(named: "html").first }?
            .attribute("lang")
        let head = root.flatMap { $0.name == "head" ? $0 : $0.descendants(named: "head").first } ?? root
        var canonical: String?
        var alternates: [Alternate] = []
        let pageURL = SiteURL(url)
        for link in head?.descendants(named: "link") ?? [] {
            let rels = (link.attribute("rel") ?? "").lowercased().split(whereSeparator: \.isWhitespace)
            let href = link.attribute("href")
            if rels.contains("canonical"), canonical == nil, let href, !href.isEmpty {
                canonical = pageURL.resolving(href).normal
            }
            if rels.contains("alternate"), let hreflang = link.attribute("hreflang") {
                alternates.append(
                    Alternate(hreflang: hreflang, href: href ?? "", url: pageURL.resolving(href ?? "").normal))
            }
        }
        self.canonical = canonical
        self.alternates = alternates
        var openGraphPrices: [String: String] = [:]
        for meta in head?.descendants(named: "meta") ?? [] {
            if let property = meta.attribute("property"), property.hasPrefix("product:price:") {
                openGraphPrices[property] = meta.attribute("content") ?? ""
            }
        }
        self.openGraphPrices = openGraphPrices
        var jsonLD: [Any] = []
        var jsonLDErrors: [String] = []
        for script in root?.descendants(named: "script") ?? []
        where (script.attribute("type") ?? "").trimmingCharacters(in: .whitespaces).lowercased()
            == "application/ld+json"
        {
            do {
                jsonLD.append(
                    try JSONSerialization.jsonObject(with: Data(script.scriptText.utf8), options: [.fragmentsAllowed]))
            } catch {
                jsonLDErrors.append(error.localizedDescription)
            }
        }
        self.jsonLD = jsonLD
        self.jsonLDErrors = jsonLDErrors
        product = Self.product(in: jsonLD)
        guard let product, let root else {
            (goodsID, shownBox, shownVariants, currentVariant) = (nil, nil, [:], nil)
            return
        }
        let button = root.descendants(withClass: "add-to-cart").first { !($0.attribute("data-goods-id") ?? "").isEmpty }
        goodsID =
            button?.attribute("data-goods-id")
            ?? [product["productGroupID"], product["sku"]].lazy
            .compactMap { $0 as? String }.first { !$0.isEmpty }
        shownBox = root.descendants(withClass: "product__price-box", skipping: ["template"]).first
            .map { Self.shownPrices(in: $0, place: "price box", skipping: ["template"]) }
        var shownVariants: [String: [ShownPrices]] = [:]
        var currentVariant: String?
        for row in root.descendants(named: "tr", withClass: "variants__row", skipping: ["template"]) {
            guard let variant = row.attribute("data-variant-id"), !variant.isEmpty else { continue }
            shownVariants[variant, default: []].append(
                Self.shownPrices(in: row, place: "variants table", skipping: ["template"]))
            for template in row.descendants(named: "template") {
                shownVariants[variant, default: []].append(
                    Self.shownPrices(in: template, place: "price box of the variant", skipping: []))
            }
            if row.attribute("aria-current") == "true" { currentVariant = variant }
        }
        self.shownVariants = shownVariants
        self.currentVariant = currentVariant
    }

    /// Its alternates as the checks compare them: each (hreflang in lower case, URL) once.
    var alternateSet: Set<AlternateEntry> {
        Set(alternates.map { AlternateEntry(hreflang: $0.hreflang.lowercased(), url: $0.url) })
    }

    /// The URL the page is known by: its canonical URL, else the one it is served at.
    var selfURL: String { canonical ?? url }

    /// The first Product or ProductGroup of the JSON-LD, looking into `@graph`s too.
    private static func product(in jsonLD: [Any]) -> [String: Any]? {
        func objects(_ value: Any) -> [[String: Any]] {
            if let list = value as? [Any] { return list.flatMap(objects) }
            guard let object = value as? [String: Any] else { return [] }
            return [object] + objects(object["@graph"] ?? [Any]())
        }
        return jsonLD.lazy.flatMap(objects).first {
            let types = LinkedData.types(of: $0)
            return types.contains("Product") || types.contains("ProductGroup")
        }
    }

    private static func shownPrices(in element: HTMLElement, place: String, skipping: Set<String>) -> ShownPrices {
        ShownPrices(
            place: place,
            price: element.descendants(withClass: "price", skipping: skipping).first?.text,
            regularPrice: element.descendants(withClass: "market-price", skipping: skipping).first?.text)
    }

    /// Each offer of the goods page: its variant's id (`nil` for goods without variants), the
    /// offer, and the Product it is of (the variant's, or the page's).
    var offers: [(variant: String?, offer: [String: Any], product: [String: Any])] {
        guard let product else { return [] }
        guard LinkedData.types(of: product).contains("ProductGroup") else {
            return LinkedData.objects(product["offers"]).map { (nil, $0, product) }
        }
        return LinkedData.objects(product["hasVariant"]).flatMap { variant in
            LinkedData.objects(variant["offers"]).map { offer in
                (SiteURL(offer["url"] as? String ?? "").queryValue("variant"), offer, variant)
            }
        }
    }
}

/// A language alternate as the checks compare them: its hreflang in lower case and its URL.
struct AlternateEntry: Hashable, Comparable {
    let hreflang: String
    let url: String

    static func < (left: AlternateEntry, right: AlternateEntry) -> Bool {
        (left.hreflang, left.url) < (right.hreflang, right.url)
    }
}
