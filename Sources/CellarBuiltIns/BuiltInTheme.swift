import Foundation

/// The default theme, built into the binary: the repository's `Templates/` folder, embedded
/// at build time by the `EmbedFolders` plugin, so `cellar` needs nothing beside it.
public enum BuiltInTheme {
    /// Every file of the theme by its path in the theme folder (`goods.mustache`,
    /// `partials/stars.mustache`, `assets/style.css`).
    public static let files = EmbeddedFiles.decode(encodedFiles)
}
