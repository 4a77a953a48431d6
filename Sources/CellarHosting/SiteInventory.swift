/// The files of a built site as the build made them: each one's path, size, and what made it
/// (`goods pages`, `photos`), counted as they are written rather than by walking the folder.
public struct SiteInventory: Sendable, Equatable {
    /// One file of the site.
    public struct File: Sendable, Equatable {
        /// Relative to the site's root: `goods/red/index.html`.
        public let path: String
        public let bytes: Int
        /// What made it, as a host's problems name it: `comments pages`, `data files`, `photos`.
        public let kind: String

        public init(path: String, bytes: Int, kind: String) {
            self.path = path
            self.bytes = bytes
            self.kind = kind
        }
    }

    public private(set) var files: [File] = []
    /// The bytes of every file together.
    public private(set) var bytes = 0

    public init(files: [File] = []) {
        for file in files { add(file) }
    }

    public mutating func add(_ file: File) {
        files.append(file)
        bytes += file.bytes
    }

    /// Takes out the file at `path`, when there is one.
    public mutating func remove(_ path: String) {
        guard let index = files.firstIndex(where: { $0.path == path }) else { return }
        bytes -= files.remove(at: index).bytes
    }

    /// The file at `path`, when there is one.
    public func file(at path: String) -> File? {
        files.first { $0.path == path }
    }

    /// How many files there are of each kind, most first (equal counts by kind).
    public var countsByKind: [(kind: String, count: Int)] {
        var counts: [String: Int] = [:]
        for file in files { counts[file.kind, default: 0] += 1 }
        return counts.map { ($0.key, $0.value) }.sorted { ($0.count, $1.kind) > ($1.count, $0.kind) }
    }

    /// How many entries (files and folders) each folder holds, by the folder's path (`""` for
    /// the root, `goods/` for the others).
    public var entriesByFolder: [String: Int] {
        var entries: [String: Set<Substring>] = [:]
        for file in files {
            var path = Substring(file.path)
            while true {
                let slash = path.lastIndex(of: "/")
                let folder = slash.map { String(path[...$0]) } ?? ""
                let name = slash.map { path[path.index(after: $0)...] } ?? path
                // A folder already entered in its parent was entered in every folder above.
                guard entries[folder, default: []].insert(name).inserted, let slash else { break }
                path = path[..<slash]
            }
        }
        return entries.mapValues(\.count)
    }
}
