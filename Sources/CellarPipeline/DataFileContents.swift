import CellarViewModels
import CellarViews
import Foundation

/// The files of ``DataFiles``: one JSON file, or each shard of a ``DataShardSet`` as JSON under
/// its content-hashed name (`data/search/terms-3.1a2b3c4d.json`) and the set's manifest naming them.
struct DataFileContents: Sendable {
    /// Each file's path in the site and its bytes, a shard set's manifest last.
    let files: [(path: String, contents: Data)]

    init(_ data: DataFiles) {
        switch data {
        case .shards(let set): self.init(set)
        case .json(let path, let value): self.init(files: [(path.file, Data(ScriptDataJSON.text(of: value).utf8))])
        }
    }

    private init(files: [(path: String, contents: Data)]) {
        self.files = files
    }

    private init(_ set: DataShardSet) {
        let folder = DataShardSet.folder + "\(set.kind)/"
        var files: [(path: String, contents: Data)] = []
        var groups: [String: ScriptValue] = [:]
        /// Adds `value`'s JSON as `name` with its content hash; the hash.
        func add(_ value: ScriptValue, as name: String) -> String {
            let contents = Data(ScriptDataJSON.text(of: value).utf8)
            let hash = ContentHash.hex(of: contents)
            files.append((folder + "\(name).\(hash).json", contents))
            return hash
        }
        for group in set.groups {
            var hashes = ""
            hashes.reserveCapacity(group.shards.count * 8)
            for (number, shard) in group.shards.enumerated() {
                hashes += add(shard, as: "\(group.name)-\(number)")
            }
            var entry: [String: ScriptValue] = ["hashes": .string(hashes)]
            if let perIndex = group.shardsPerIndex {
                let digits = perIndex * 8
                var indexHashes = ""
                for (number, start) in stride(from: 0, to: hashes.utf8.count, by: digits).enumerated() {
                    let slice = hashes.utf8.dropFirst(start).prefix(digits)
                    indexHashes += add(.string(String(decoding: slice, as: UTF8.self)), as: "\(group.name)-index-\(number)")
                }
                entry = ["count": .int(group.shards.count), "shardsPerIndex": .int(perIndex), "index": .string(indexHashes)]
            }
            if let keys = group.keys { entry["keys"] = .array(keys.map(ScriptValue.string)) }
            groups[group.name] = .object(entry)
        }
        let manifest = ScriptValue.object(["groups": .object(groups), "settings": set.settings])
        files.append((DataShardSet.manifestPath(of: set.kind).file, Data(ScriptDataJSON.text(of: manifest).utf8)))
        self.files = files
    }
}
