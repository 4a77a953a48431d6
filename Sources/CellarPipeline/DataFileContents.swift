import CellarModel
import CellarViewModels
import CellarViews
import Foundation

/// The files of ``DataFiles``: one JSON file, or each shard of a ``DataShardSet`` as JSON under
/// its content-hashed name (`data/search/terms-3.1a2b3c4d.json`) and the set's manifest naming
/// them. A file whose value has the digest of the one the last build wrote at its place
/// (``DataFileValues``) is kept as the output has it: neither written again nor compared.
struct DataFileContents: Sendable {
    /// Each file made, its path in the site and its bytes, a shard set's manifest last.
    let files: [(path: String, contents: Data)]
    /// The files kept: their values are the last build's, or nothing they show changed.
    let kept: [String]
    /// What each file, made or kept, was made from (empty unless recorded).
    let values: DataFileValues

    /// - Parameters:
    ///   - previous: what the last build's data files were made from; a file whose value has
    ///     the same digest is kept, and so are the files ``DataFiles/kept(_:)`` names.
    ///   - mode: with ``BuildMode/serve``, each value's digest is taken for ``values``; a build
    ///     that keeps nothing for the next one (``BuildMode/once``) does not hash its values.
    init(_ data: DataFiles, reusing previous: DataFileValues? = nil, mode: BuildMode = .serve) {
        if case .inFolder(let folder, let files) = data {
            // The market's files are made as the default market's are, then put in its folder;
            // what they were made from is kept under the folder's place.
            let inner = DataFileContents(
                files, reusing: previous.map { DataFileValues(units: [files.place: $0.units[data.place] ?? [:]]) },
                mode: mode)
            self.files = inner.files.map { (folder + $0.path, $0.contents) }
            kept = inner.kept.map { folder + $0 }
            values = DataFileValues(units: [data.place: inner.values.units[files.place] ?? [:]])
            return
        }
        var made = Made(previous: previous.flatMap { $0.units[data.place] }, recordsValues: mode.keepsForNextBuild)
        switch data {
        case .shards(let set): made.add(set)
        case .json(let path, let value): _ = made.add(value, at: path.file, named: { _ in path.file })
        case .kept: made.keepAll()
        case .inFolder: preconditionFailure("made above")
        }
        files = made.files
        kept = made.kept
        values = DataFileValues(units: [data.place: made.values])
    }

    /// The files made and kept so far, of one place (``DataFiles/place``).
    private struct Made {
        let previous: [String: DataFileValues.File]?
        let recordsValues: Bool
        var files: [(path: String, contents: Data)] = []
        var kept: [String] = []
        var values: [String: DataFileValues.File] = [:]

        /// Adds `value`'s file at `place`, the path `name` gives for its hash: the last build's
        /// when its value's digest was the same, else made. The hash.
        mutating func add(_ value: ScriptValue, at place: String, named name: (String) -> String) -> String {
            let digest = recordsValues ? value.hashValue : nil
            if let digest, let file = previous?[place], file.digest == digest {
                kept.append(file.path)
                values[place] = file
                return file.hash
            }
            let contents = Data(ScriptDataJSON.text(of: value).utf8)
            let hash = ContentHash.hex(of: contents)
            let path = name(hash)
            files.append((path, contents))
            if let digest { values[place] = DataFileValues.File(digest: digest, path: path, hash: hash) }
            return hash
        }

        /// Keeps every file the last build made at this place.
        mutating func keepAll() {
            values = previous ?? [:]
            kept = values.values.map(\.path)
        }

        mutating func add(_ set: DataShardSet) {
            let folder = DataShardSet.folder + "\(set.kind)/"
            /// Adds `value`'s JSON as `name` with its content hash; the hash.
            func addShard(_ value: ScriptValue, as name: String) -> String {
                add(value, at: folder + name) { folder + "\(name).\($0).json" }
            }
            var groups: [String: ScriptValue] = [:]
            for group in set.groups {
                var hashes = ""
                hashes.reserveCapacity(group.shards.count * 8)
                for (number, shard) in group.shards.enumerated() {
                    hashes += addShard(shard, as: "\(group.name)-\(number)")
                }
                var entry: [String: ScriptValue] = ["hashes": .string(hashes)]
                if let perIndex = group.shardsPerIndex {
                    let digits = perIndex * 8
                    var indexHashes = ""
                    for (number, start) in stride(from: 0, to: hashes.utf8.count, by: digits).enumerated() {
                        let slice = hashes.utf8.dropFirst(start).prefix(digits)
                        indexHashes += addShard(
                            .string(String(decoding: slice, as: UTF8.self)), as: "\(group.name)-index-\(number)")
                    }
                    entry = [
                        "count": .int(group.shards.count), "shardsPerIndex": .int(perIndex),
                        "index": .string(indexHashes),
                    ]
                }
                if let keys = group.keys { entry["keys"] = .array(keys.map(ScriptValue.string)) }
                groups[group.name] = .object(entry)
            }
            let manifest = ScriptValue.object(["groups": .object(groups), "settings": set.settings])
            let path = DataShardSet.manifestPath(of: set.kind).file
            _ = add(manifest, at: path) { _ in path }
        }
    }
}

/// What a build's data files were made from, by the place of the ``DataFiles`` they belong to
/// (``DataFiles/place``) and then by each file's own place (a shard's path without its hash,
/// `data/cart/goods-3`; a manifest's or a JSON file's path): its value's digest, and the path
/// and hash it was written under. `cellar serve` keeps it in the ``BuildRecord``; the next
/// build keeps each file whose value has the same digest, and the files of each place it
/// names to keep.
struct DataFileValues: Sendable {
    struct File: Sendable {
        /// The value's `hashValue`, held rather than the value: 64 bits of SipHash under a key
        /// random to the process, so two different values at one place share it by chance
        /// about once in 2^64 comparisons, and no value can be made to meet another's.
        let digest: Int
        let path: String
        let hash: String
    }

    var units: [String: [String: File]] = [:]

    /// Adds the files of `other`'s places.
    mutating func add(_ other: DataFileValues) {
        units.merge(other.units) { _, new in new }
    }
}
