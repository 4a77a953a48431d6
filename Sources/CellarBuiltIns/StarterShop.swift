import Foundation

/// What `cellar init` writes besides `Fixtures/store.json`: the repository's `Starter/` folder
/// (a README for the shop owner and a small catalogue with pictures), embedded at build time
/// by the `EmbedFolders` plugin. Its words are in a folder per locale (`Starter/en/`,
/// `Starter/zh-CN/`); the pictures, which show none, are shared.
public enum StarterShop {
    /// Every file of the starter, by its path in `Starter/`.
    static let embedded = EmbeddedFiles.decode(encodedFiles)

    /// The locales the starter is written in: the folders of its words.
    public static let locales = Set(
        embedded.keys.compactMap { path -> String? in
            guard let slash = path.firstIndex(of: "/"), !path.hasPrefix("Fixtures/") else { return nil }
            return String(path[..<slash])
        })

    /// Every file for a shop in `locale` (one of ``locales``), by its path in the new shop's
    /// folder (`README.md`, `Fixtures/goods.json`): the shared pictures and that locale's words.
    public static func files(locale: String) -> [String: Data] {
        var files: [String: Data] = [:]
        for (path, contents) in embedded {
            if path.hasPrefix("Fixtures/") {
                files[path] = contents
            } else if path.hasPrefix(locale + "/") {
                files[String(path.dropFirst(locale.count + 1))] = contents
            }
        }
        return files
    }
}
