import Foundation

/// What `cellar init` writes besides `Fixtures/store.json`: the repository's `Starter/` folder
/// (a README for the shop owner and a small catalogue with pictures), embedded at build time
/// by the `EmbedFolders` plugin.
public enum StarterShop {
    /// Every file by its path in the new shop's folder (`README.md`, `Fixtures/goods.json`).
    public static let files = EmbeddedFiles.decode(encodedFiles)
}
