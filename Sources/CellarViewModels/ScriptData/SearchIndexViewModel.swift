import CellarModel
import CellarPlurals

/// What the search page matches against, as data shards (``DataShardSet``) in `data/search/`,
/// so a search fetches only what its words need:
///
/// - `terms` shards: the index's terms (``SearchTokens``' words; a Chinese word's bigrams and
///   its last character alone, so one character finds every place it is in) in UTF-16 order,
///   split into shards of about ``chunkBytes``, each `{term: postings}` (``PostingList``),
///   keyed in the manifest by its first term;
/// - `records` shards: the goods in best-selling order, ``recordsPerShard`` to a shard, each
///   a row of the fields the manifest's settings name, what a result's card shows, their
///   hashes in index shards of 64 (see ``DataShardSet``). URLs are relative to the shards.
///
/// A goods item's variants' SKUs are among its terms (as its brand is), so a SKU finds its
/// goods item. In a catalogue with variants, or whose checkout provider has buttons of its own,
/// every record has three more fields: `price`, the card's price text ("From ¥98.00" when its
/// variants' prices differ), and `buy` and `addLabel`, what its card's button does
/// (``CardPurchaseViewModel``) and the button's name.
public struct SearchIndexViewModel: Sendable, Equatable {
    public static let kind = "search"
    /// The terms shards' size, about: small, since a search fetches a whole shard per word.
    static let chunkBytes = 8_000
    /// Records per shard: a page of results fetches one shard per result at worst, and the
    /// manifest names every shard, so neither may grow large at 100,000 goods.
    static let recordsPerShard = 16
    /// Records shards named per index shard: their hashes stay out of the manifest, which
    /// would otherwise carry 50 KB of them at 100,000 goods.
    static let recordsShardsPerIndex = 64
    static let recordFields: [ScriptValue] = [
        "id", "title", "brand", "cents", "rating", "url", "thumb", "inStock", "cartKey",
    ]

    public let shards: DataShardSet

    /// The `terms` group: its shards and their keys.
    struct Terms: Sendable {
        let shards: [ScriptValue]
        let keys: [String]

        /// Kept while no changed goods item's fields the terms are made from changed: its
        /// title, brand, category and variants' SKUs, and its sales, which its position follows.
        static func isKept(after reuse: ContextReuse) -> Bool {
            !reuse.anyChangedItem(\.title) && !reuse.anyChangedItem(\.brand) && !reuse.anyChangedItem(\.category)
                && !reuse.anyChangedItem(\.saleCount) && !reuse.anyChangedItem { $0.variants.map(\.sku) }
        }
    }

    init(context: SiteContext) {
        let links = LinkBuilder(relativeTo: DataShardSet.manifestPath(of: Self.kind), assets: context.assets)
        let catalogue = context.catalogue
        let goods = context.bestSellers
        let terms = context.searchTerms { Self.terms(of: goods, in: catalogue) }
        var records: [ScriptValue] = []
        var recordShards: [ScriptValue] = []
        records.reserveCapacity(Self.recordsPerShard)
        // The cards' own prices ("From …") and buttons, when some card's is not the site cart's.
        let withButtons =
            goods.contains { !$0.variants.isEmpty }
            || ItemPurchaseViewModel.template(for: catalogue.store.checkout) != nil
        for item in goods {
            let record: [ScriptValue] = [
                .string(item.id), .string(item.title), item.brand.map(ScriptValue.string) ?? .null,
                .int(item.price.cents),
                context.rating(of: item).average.map { .string(NumberText.oneDecimal($0)) } ?? .null,
                .string(links.url(to: context.routes.goods(item.id))),
                links.imageURL(item.thumb ?? item.image).map(ScriptValue.string) ?? .null,
                .int(item.stock > 0 ? 1 : 0), .int(CartShards.key(of: item.id)),
            ]
            if withButtons {
                let card = GoodsCardViewModel(goods: item, context: context, links: links)
                records.append(
                    .array(
                        record + [
                            .string(card.price), card.purchase.scriptValue, .string(card.buttonLabel),
                        ]))
            } else {
                records.append(.array(record))
            }
            if records.count == Self.recordsPerShard {
                recordShards.append(.array(records))
                records.removeAll(keepingCapacity: true)
            }
        }
        if !records.isEmpty { recordShards.append(.array(records)) }
        shards = DataShardSet(
            kind: Self.kind,
            groups: [
                .init(name: "terms", shards: terms.shards, keys: terms.keys),
                .init(name: "records", shards: recordShards, shardsPerIndex: Self.recordsShardsPerIndex),
            ],
            settings: .object([
                "recordsPerShard": .int(Self.recordsPerShard),
                "recordFields": .array(
                    withButtons ? Self.recordFields + ["price", "buy", "addLabel"] : Self.recordFields),
            ])
        )
    }

    /// The terms of `goods`, in best-selling order: each goods item's, at its position.
    private static func terms(of goods: some Collection<GoodsItem>, in catalogue: Catalogue) -> Terms {
        let categoryNames = Dictionary(
            catalogue.categories.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
        var postings: [String: [UInt32]] = [:]
        var otherTerms: [String: [String]] = [:]
        var terms = ItemTerms()
        for (position, item) in goods.enumerated() {
            terms.removeAll()
            for (number, token) in SearchTokens.tokens(of: item.title).enumerated() {
                terms.add(token, place: number == 0 ? .titleStart : .title)
            }
            let other = (item.brand ?? "") + " " + (categoryNames[item.category] ?? "")
            if otherTerms[other] == nil {
                var found = ItemTerms()
                for token in SearchTokens.tokens(of: other) { found.add(token, place: .brandOrCategory) }
                otherTerms[other] = found.entries.map(\.term)
            }
            for term in otherTerms[other]! { terms.add(term, place: .brandOrCategory) }
            for case let sku? in item.variants.lazy.map(\.sku) {
                for token in SearchTokens.tokens(of: sku) { terms.add(token, place: .brandOrCategory) }
            }
            for entry in terms.entries {
                postings[entry.term, default: []].append(PostingList.posting(position: position, place: entry.place))
            }
        }
        var chunks: [ScriptValue] = []
        var keys: [String] = []
        var chunk: [String: ScriptValue] = [:]
        var chunkSize = 0
        for term in postings.keys.sorted(by: { $0.utf16.lexicographicallyPrecedes($1.utf16) }) {
            let text = PostingList.encode(postings[term]!)
            if chunk.isEmpty { keys.append(term) }
            chunk[term] = .string(text)
            chunkSize += term.utf8.count + text.utf8.count + 6
            if chunkSize >= Self.chunkBytes {
                chunks.append(.object(chunk))
                chunk = [:]
                chunkSize = 0
            }
        }
        if !chunk.isEmpty { chunks.append(.object(chunk)) }
        return Terms(shards: chunks, keys: keys)
    }

    /// One goods item's terms, each with the best place it is in.
    private struct ItemTerms {
        private(set) var entries: [(term: String, place: PostingList.Place)] = []

        mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

        /// A word's terms: itself, or a Chinese word's bigrams and its last character.
        mutating func add(_ token: SearchTokens.Token, place: PostingList.Place) {
            guard token.isHan else { return add(token.text, place: place) }
            let characters = Array(token.text.unicodeScalars)
            for index in characters.indices.dropLast() {
                add(
                    String(String.UnicodeScalarView(characters[index...index + 1])),
                    place: index == 0 ? place : min(place, .title))
            }
            add(String(characters[characters.count - 1]), place: characters.count == 1 ? place : min(place, .title))
        }

        mutating func add(_ term: String, place: PostingList.Place) {
            if let index = entries.firstIndex(where: { $0.term == term }) {
                entries[index].place = max(entries[index].place, place)
            } else {
                entries.append((term, place))
            }
        }
    }
}

extension SearchIndexViewModel: DataFileKind {
    static func files(in site: SiteViewModel, after changes: SiteChanges?) -> CollectionOfOne<DataFiles> {
        CollectionOfOne(.shards(SearchIndexViewModel(context: site.context).shards))
    }

    /// The index shows the goods items' own fields and ratings, and what every page shares
    /// (the store, the interface strings, the categories, the names of the assets).
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.anyGoodsItem || changes.anyRating
    }
}
