import Foundation

/// The flat categories made from the export's category paths, in the order first used.
///
/// Cellar's categories are one level: a path (`Clothing > Tshirts`) becomes one category
/// named after its last part (`Tshirts`), with an id from the whole path (`clothing-tshirts`)
/// so that `Men > Shirts` and `Women > Shirts` stay apart; when two paths end in the same
/// name, their names show the part before it (`Men › Shirts`, `Women › Shirts`). Parents
/// (`Clothing`) become categories only when goods are in them directly.
struct CategoryPaths {
    private var paths: [[String]] = []
    private var ids: [[String]: String] = [:]
    private var taken: Set<String> = []

    /// The id of the category for `path` (its parts, outermost first), made on first use.
    mutating func id(for path: [String]) -> String {
        if let id = ids[path] { return id }
        let id = Slug.unique(Slug.make(path.joined(separator: " ")), in: &taken)
        ids[path] = id
        paths.append(path)
        return id
    }

    /// The categories, each named after its path's last part, or its last two where that is shared.
    var categories: [ImportedCategory] {
        var leafCounts: [String: Int] = [:]
        for path in paths { leafCounts[path.last!, default: 0] += 1 }
        return paths.map { path in
            let leaf = path.last!
            let name = leafCounts[leaf]! > 1 && path.count > 1 ? path.suffix(2).joined(separator: " › ") : leaf
            return ImportedCategory(id: ids[path]!, name: name)
        }
    }

    /// `A > B > C` split into its parts, spaces trimmed, empty parts left out.
    static func parts(of path: String) -> [String] {
        path.split(separator: ">").map { $0.trimming(.whitespaces) }.filter { !$0.isEmpty }
    }
}
