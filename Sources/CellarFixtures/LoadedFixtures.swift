import CellarModel

/// A loaded catalogue with what it was read from, so the next load re-reads only the files
/// that changed since (``FixtureLoader/load(reusing:)``).
public struct LoadedFixtures: Sendable {
    public let catalogue: Catalogue
    /// Each fixture file's stamp when it was read, by its name in the fixtures folder
    /// (`goods.json`, `docs`, `docs/faq.md`, `translations/en.json`, a price list store.json
    /// names, `prices/us.csv`); files that were not there are absent.
    let stamps: [String: FileStamp]
    /// What the loader noted, by file (the docs' under `docs`, the translations' under
    /// `translations`, the price lists' under `prices`), to be noted again while the files are kept.
    let warnings: [String: [FixtureWarning]]
    let categoryIDs: IDRegistry
    let goodsIDs: IDRegistry
    /// When the loader remembers it: `goods.json` as read, element by element.
    let goodsFile: GoodsFile?
    /// When the loader remembers it: `comments.json` as read, element by element.
    let commentsFile: CommentsFile?
}
