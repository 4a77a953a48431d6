import CellarModel

/// How the cart's data is split into shards, so adding to the cart loads one small file:
/// a goods item's cart key is a hash of its id, the same on every build and machine, and its
/// shard is the key modulo the shard count, a power of two for about ``goodsPerShard`` goods
/// a shard. The pages give the script each goods item's key and the cart's index gives the
/// count, so the hash is computed here alone; a key outlives a change of the count.
public struct CartShards: Sendable {
    /// About how many goods a shard holds: at 100,000 goods, 1,024 shards of about 14 KB.
    public static let goodsPerShard = 100
    /// Keys are below this, a multiple of any shard count.
    static let keyLimit = 1 << 20

    /// How many shards there are.
    public let count: Int
    /// The indices into the catalogue's goods of each shard's goods, in file order.
    let members: [[Int]]

    /// Kept while the goods ids are the same, as they are after a goods edit (``ContextReuse``).
    static func isKept(after reuse: ContextReuse) -> Bool { true }

    init(goods: [GoodsItem]) {
        var count = 1
        while count * Self.goodsPerShard < goods.count, count < Self.keyLimit { count *= 2 }
        var members = [[Int]](repeating: [], count: count)
        for (index, item) in goods.enumerated() {
            members[Self.key(of: item.id) % count].append(index)
        }
        self.count = count
        self.members = members
    }

    /// The cart key of a goods item: the 32-bit FNV-1a hash of its id's UTF-8 bytes, below ``keyLimit``.
    static func key(of id: String) -> Int {
        var hash: UInt32 = 0x811c_9dc5
        for byte in id.utf8 {
            hash = (hash ^ UInt32(byte)) &* 0x0100_0193
        }
        return Int(hash) % keyLimit
    }
}
