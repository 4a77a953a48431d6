import ArgumentParser
import CellarFixtures
import CellarImageFetch
import CellarImport
import CellarModel
import CellarPlurals
import Foundation

/// `cellar import shopify|woocommerce FILE`: a platform's product export as fixtures.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a fixtures folder from a Shopify or WooCommerce product export (CSV).",
        discussion: "Then: cellar build. See docs/Importing.md for what each column becomes.",
        subcommands: [Shopify.self, WooCommerce.self]
    )

    struct Shopify: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "shopify", abstract: "Import Shopify's product CSV (Products → Export in the Shopify admin).")
        @OptionGroup var options: ImportOptions
        func run() async throws { try await options.run(.shopify) }
    }

    struct WooCommerce: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "woocommerce", abstract: "Import WooCommerce's product CSV (Products → Export in WordPress).")
        @OptionGroup var options: ImportOptions
        func run() async throws { try await options.run(.woocommerce) }
    }
}

/// The fixtures an import wrote break the loader's rules.
private struct ImportedFixturesFailCheck: Error, CustomStringConvertible {
    let errors: FixtureErrors

    var description: String { "the imported fixtures do not pass cellar check:\n\(errors)" }
}

/// The options both platforms' imports take.
struct ImportOptions: ParsableArguments {
    @Argument(help: "The export file (CSV).")
    var file: String

    @Option(help: "The fixtures folder to write.")
    var into = "Fixtures"

    @Flag(
        help:
            """
            Replace the folder's categories and goods (and a goods.csv or categories.csv) when there are some; \
            store.json, the comments and the docs stay, but for what points to goods or categories the export does not \
            have.
            """
    )
    var force = false

    @Option(help: "The shop's name, for a new store.json.")
    var name = "My Shop"

    @Option(
        help: "The currency of the prices (ISO 4217; eur reads as EUR), for a new store.json.",
        transform: { $0.uppercased() })
    var currency = "USD"

    @Option(help: "The stock written for goods whose inventory the export does not track.")
    var untrackedStock = 100

    @Flag(
        help:
            """
            Download the products' pictures into the fixtures folder (images/imported/), as `cellar fetch-images` \
            does, so the build makes their sizes; without it goods.json names them by URL.
            """
    )
    var fetchImages = false

    @OptionGroup var fetch: FetchImagesOptions

    /// Reads the export, writes the fixtures, and checks what it wrote by the loader's rules as
    /// it writes it (the store, categories and goods: an import writes no comments or docs).
    func run(_ export: ProductExport) async throws {
        var check = FixtureValuesCheck(directory: into)
        // Held to the end with the check: see the end.
        var imported: PendingImport?
        let writer = FixturesWriter(directory: into, storeName: name, currency: currency)
        let (summary, (written, removed, dropped)) = try export.read(contentsOf: file, untrackedStock: untrackedStock) {
            pending throws(ImportError) in
            imported = pending
            return try writer.write(pending, force: force, checking: &check)
        }
        print(summary)
        print(
            "Wrote \(written.joined(separator: ", ")) in \(into)"
                + (removed.isEmpty
                    ? "." : "; removed \(removed.joined(separator: ", ")), which would be read in their place."))
        for line in dropped { print(line) }
        if fetchImages, let shop = imported?.shop {
            let rows = Dictionary(shop.goods.map { ($0.id, $0.row) }, uniquingKeysWith: { first, _ in first })
            let fetched = try await fetch.run(in: into)
            let lines = fetched.lines { failure in
                failure.goodsIDs.map { id in rows[id].map { "row \($0) (\(id))" } ?? id }.joined(separator: ", ")
            }
            for line in lines { print(line) }
        }
        let (goodsCount, warnings): (Int, [FixtureWarning])
        do {
            (goodsCount, warnings) = try check.goodsCountAndWarnings()
        } catch {
            throw ImportedFixturesFailCheck(errors: error)
        }
        print(
            """
            \(into) checks: \(EnglishCount.of(goodsCount, "goods item", "goods items")), \
            \(EnglishCount.of(warnings.count, "warning", "warnings")). Next: cellar build --fixtures \(into)
            """
        )
        // The import is done and said so: the process ends here, its memory taken back by the
        // system at once, not let go of value by value (100,000 goods items, twice over, take
        // 0.15 s to free on one thread, about 6% of the import).
        withExtendedLifetime((imported, check)) { Foundation.exit(EXIT_SUCCESS) }
    }
}
