import Foundation

/// The reference (the repository's `docs/`: `FixturesFormat.md`, `Importing.md` …), embedded at
/// build time by the `EmbedFolders` plugin, for `cellar help TOPIC` to print to a shop owner
/// who has the binary and not the repository.
public enum BuiltInDocs {
    /// Every file by its path in `docs/`.
    public static let files = EmbeddedFiles.decode(encodedFiles)

    /// The topics `cellar help` prints, each with its page.
    public static let topics: KeyValuePairs<String, String> = [
        "fixtures": "FixturesFormat.md", "import": "Importing.md", "checkout": "Checkout.md",
        "publishing": "Publishing.md", "templates": "Templates.md", "building": "Building.md",
        "storefront": "Storefront.md", "preview": "Preview.md",
    ]
}
