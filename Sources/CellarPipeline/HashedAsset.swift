import Foundation

/// A file of the theme's `assets/`, published under a name holding its content's hash
/// (`assets/style.css` → `assets/style.3f2a9c81.css`), so hosts can cache it forever.
struct HashedAsset: Sendable {
    /// Its path in the theme, relative to the site: `assets/style.css`.
    let path: String
    let contents: Data

    /// Its path in the site: the hash goes before the last extension.
    var publishedPath: String {
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let fileExtension = (name as NSString).pathExtension
        let hashed =
            fileExtension.isEmpty
            ? "\(name).\(hash)"
            : "\((name as NSString).deletingPathExtension).\(hash).\(fileExtension)"
        return folder.isEmpty ? hashed : folder + "/" + hashed
    }

    private var hash: String { ContentHash.hex(of: contents) }
}
