/// A kind of data for the storefront script split into shard files, so a page fetches only
/// the shards it needs. The build writes each shard as JSON under a name holding its content's
/// hash, `data/<kind>/<group>-<n>.<hash>.json`, so an unchanged shard keeps its name across
/// rebuilds and hosts can cache it forever, and lists them in the kind's manifest,
/// `data/<kind>/manifest.json` (not hashed: the one file a page reads afresh):
///
///     {"groups": {"terms": {"hashes": "1a2b3c4d5e6f7a8b…", "keys": ["a", "ch", …]}},
///      "settings": …}
///
/// `hashes` holds each shard's 8 hex digits in turn (shard `n` of `terms` is
/// `terms-<n>.<hashes[8n..<8n+8]>.json`, beside the manifest): a shop of 100,000 goods has
/// thousands of shards, and their names in full would make the manifest three times the
/// size. `keys`, when the group has them, name what each
/// shard holds (the first of the sorted terms in it, say); `settings` is whatever else the
/// script needs to find its way (shard sizes, field names).
///
/// A group of very many shards found by number (`shardsPerIndex`) keeps its hashes out of the
/// manifest, which every page using the kind fetches: they go in index shards of their own,
/// `<group>-index-<k>.<hash>.json` (a JSON string of `shardsPerIndex` hashes), and the manifest
/// has `{"count": shards, "shardsPerIndex": 64, "index": "<the index shards' hashes>"}`.
/// Finding such a shard costs one more small fetch, made once per index shard.
///
/// To add a kind of shard:
/// 1. Make a view model (in `ScriptData/`) that builds a `DataShardSet` from the site's
///    context: a `kind` (its folder under `data/`), groups of shards as ``ScriptValue``s, and
///    any `settings`.
/// 2. Declare it a ``DataFileKind`` yielding ``DataFiles/shards(_:)``; the build then writes its
///    shards and its manifest, removes the shards a rebuild no longer makes, and counts them
///    as data files.
/// 3. In the script, `loadManifest(url)` from `assets/store/shards.js` reads the manifest
///    and `shardURL(manifest, group, n)` / `shardFor(manifest, group, key)` find a shard
///    (`findShardURL(manifest, group, n, load)` for a group with `shardsPerIndex`).
public struct DataShardSet: Sendable, Equatable {
    /// One list of shards of the same shape.
    public struct Group: Sendable, Equatable {
        /// Part of each shard's file name: letters, digits and `-` only.
        public let name: String
        public let shards: [ScriptValue]
        /// What each shard holds, in the order of `shards`, for the script to find one by;
        /// `nil` when the script finds shards by their number alone.
        public let keys: [String]?
        /// When set, the shards' hashes are listed in index shards of this many, not in the manifest.
        public let shardsPerIndex: Int?

        public init(name: String, shards: [ScriptValue], keys: [String]? = nil, shardsPerIndex: Int? = nil) {
            precondition(keys == nil || keys?.count == shards.count, "one key per shard")
            precondition(
                shardsPerIndex.map { $0 > 0 && keys == nil } ?? true, "index shards for groups found by number")
            self.name = name
            self.shards = shards
            self.keys = keys
            self.shardsPerIndex = shardsPerIndex
        }
    }

    /// The folder under `data/`: letters, digits and `-` only.
    public let kind: String
    public let groups: [Group]
    public let settings: ScriptValue

    public init(kind: String, groups: [Group], settings: ScriptValue = .null) {
        self.kind = kind
        self.groups = groups
        self.settings = settings
    }

    /// The folder every kind's files are in: `data/<kind>/`.
    public static let folder = "data/"

    /// Where the kind's manifest is in the site.
    public static func manifestPath(of kind: String) -> SitePath {
        SitePath("\(folder)\(kind)/manifest.json")
    }
}
