import Foundation

/// The JSON Schemas of the fixtures files (the repository's `docs/schemas/`: `store.schema.json`,
/// `categories.schema.json`, `goods.schema.json`, `comments.schema.json`, and
/// `translation.schema.json` for each `translations/<locale>.json`), embedded at build time by
/// the `EmbedFolders` plugin, for `cellar init` to put beside the files.
public enum FixtureSchemas {
    /// Every schema by its file name.
    public static let files = EmbeddedFiles.decode(encodedFiles)
}
