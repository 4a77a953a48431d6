import CellarViewModels
import CellarViews
import Foundation

/// The files of a ``DataShardSet``: each shard as JSON under its content-hashed name
/// (`data/search/terms-3.1a2b3c4d.json`) and the set's manifest naming them.
struct DataShardFiles: Sendable {
    /// Each file's path in the site and its bytes, the manifest last.
    let files: [(path: String, contents: Data)]

    init(_ set: DataShardSet) {
        let folder = "data/\(set.kind)/"
        var files: [(path: String, contents: Data)] = []
        var groups: [String: ScriptValue] = [:]
        for group in set.groups {
            var names: [ScriptValue] = []
            names.reserveCapacity(group.shards.count)
            for (number, shard) in group.shards.enumerated() {
                let contents = Data(ScriptDataJSON.text(of: shard).utf8)
                let name = "\(group.name)-\(number).\(ContentHash.hex(of: contents)).json"
                files.append((folder + name, contents))
                names.append(.string(name))
            }
            var entry: [String: ScriptValue] = ["files": .array(names)]
            if let keys = group.keys { entry["keys"] = .array(keys.map(ScriptValue.string)) }
            groups[group.name] = .object(entry)
        }
        let manifest = ScriptValue.object(["groups": .object(groups), "settings": set.settings])
        files.append((DataShardSet.manifestPath(of: set.kind).file, Data(ScriptDataJSON.text(of: manifest).utf8)))
        self.files = files
    }
}
