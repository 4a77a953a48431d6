import CellarModel

/// The cart's data (kind `cart`, ``DataShardSet``): every goods item's current price and
/// stock, in the shards ``CartShards`` puts them in, so a cart saved before a rebuild shows
/// today's prices and drops what is gone or sold out, and adding to the cart loads one shard.
/// Each shard is `{fields, rows}`: `id`, `title`, `cents`, `stock`, `url`, `thumb` per goods
/// item, URLs relative to the shard. In a catalogue with variants, a goods item with variants
/// has a row per variant (its price, stock, picture, and its page's URL opening on it) and
/// every row two more fields: `variant` (its id) and `options` ("Size: 750 ml · Vintage: 2018"),
/// `null` for goods without variants. With an `endpoint` checkout every row has a `signature`
/// too: of its goods id, variant id, unit price and currency (``OrderSignature/line``), which
/// the checkout sends with the line for the receiver to check. The shards' hashes are in index shards of
/// ``shardsPerIndex`` (see ``DataShardSet``), not in the manifest.
public struct CartDataViewModel: Sendable, Equatable {
    /// The folder of the cart's data under `data/`.
    public static let kind = "cart"
    /// The group of the manifest that lists the shards.
    public static let group = "goods"
    static let fields: [ScriptValue] = ["id", "title", "cents", "stock", "url", "thumb"]
    /// Shards named per index shard. An add-to-cart fetches the manifest, one index shard and
    /// one shard: at 100,000 goods (1,024 shards) the manifest would otherwise carry 8 KB of
    /// hashes; in index shards of 64 it carries 16 hashes and an index shard is 0.5 KB.
    static let shardsPerIndex = 64

    public let shards: DataShardSet

    init(context: SiteContext) {
        let links = LinkBuilder(relativeTo: DataShardSet.manifestPath(of: Self.kind), assets: context.assets)
        let catalogue = context.catalogue
        let hasVariants = catalogue.goods.contains { !$0.variants.isEmpty }
        let signing = context.orderSigningSecret
        let currency = catalogue.store.currency
        func signature(_ goods: GoodsItem, _ variant: Variant?, _ price: Money) -> [ScriptValue] {
            guard let signing else { return [] }
            let message = OrderSignature.line(
                goods: goods.id, variant: variant?.id, unitPrice: price.decimal, currency: currency)
            return [.string(signing.signature(of: message))]
        }
        let fields =
            (hasVariants ? Self.fields + ["variant", "options"] : Self.fields) + (signing == nil ? [] : ["signature"])
        let shards: [ScriptValue] = context.cartShards.members.map { members in
            var rows: [ScriptValue] = []
            rows.reserveCapacity(members.count)
            for index in members {
                let goods = catalogue.goods[index]
                let url = links.url(to: context.routes.goods(goods.id))
                guard !goods.variants.isEmpty else {
                    let row: [ScriptValue] = [
                        .string(goods.id), .string(goods.title), .int(goods.price.cents), .int(goods.stock),
                        .string(url),
                        links.imageURL(goods.thumb ?? goods.image).map(ScriptValue.string) ?? .null,
                    ]
                    rows.append(
                        .array((hasVariants ? row + [.null, .null] : row) + signature(goods, nil, goods.price)))
                    continue
                }
                for variant in goods.variants {
                    rows.append(
                        .array(
                            [
                                .string(goods.id), .string(goods.title), .int(variant.price.cents), .int(variant.stock),
                                .string(url + "?variant=" + variant.id),
                                links.imageURL(variant.thumb ?? variant.image).map(ScriptValue.string) ?? .null,
                                .string(variant.id),
                                .string(context.strings.optionValues(goods.options, variant.values)),
                            ] + signature(goods, variant, variant.price)))
                }
            }
            return .object(["fields": .array(fields), "rows": .array(rows)])
        }
        self.shards = DataShardSet(
            kind: Self.kind,
            groups: [DataShardSet.Group(name: Self.group, shards: shards, shardsPerIndex: Self.shardsPerIndex)])
    }
}

extension CartDataViewModel: DataFileKind {
    static func files(in site: SiteViewModel, after changes: SiteChanges?) -> CollectionOfOne<DataFiles> {
        CollectionOfOne(.shards(CartDataViewModel(context: site.context).shards))
    }

    /// The cart's data shows the goods items' own fields and ratings, and what every page shares.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.everyPage || changes.anyGoodsItem || changes.anyRating
    }
}
