import CellarBuiltIns
import CellarFixtures
import CellarModel
import Foundation

/// What `cellar init` writes: the starter shop (a README for the shop owner and a small
/// catalogue in `Fixtures/`) with a `store.json` of the shop's own name, currency and locale,
/// and the fixtures' JSON Schemas (`Fixtures/schemas/`) named by `store.json` and, for the
/// other files, by `.vscode/settings.json`.
public struct NewShop: Sendable {
    public let name: String
    public let currency: String
    public let locale: String

    /// - Throws: a name that is blank, a currency that is not 3 uppercase letters or a
    ///   locale Cellar has no interface for (``LocaleMatch``: `zh-cn` and `zh-Hans-CN` are `zh-CN`).
    public init(name: String, currency: String, locale: String) throws(NewFolder.Failure) {
        guard !name.allSatisfy(\.isWhitespace) else {
            throw NewFolder.Failure(description: "the shop's name must not be empty")
        }
        guard Store.isCurrencyCode(currency) else {
            throw NewFolder.Failure(
                description:
                    "the currency must be 3 uppercase letters (ISO 4217, like USD or CNY), found \"\(currency)\"")
        }
        guard let table = LocaleMatch.table(for: locale, among: Self.locales) else {
            throw NewFolder.Failure(
                description: "the locale must be one of \(Self.locales.joined(separator: ", ")), found \"\(locale)\"")
        }
        self.name = name
        self.currency = currency
        self.locale = table
    }

    /// The locales the built-in theme has a string table for (`strings/zh-CN.json` → `zh-CN`).
    static let locales = Theme.locales(overrides: nil)

    /// Writes the shop as the folder at `path`, which must not exist or be empty.
    public func create(at path: String) throws(NewFolder.Failure) {
        // The theme's locales without a starter of their own get the English one.
        var files = StarterShop.files(locale: StarterShop.locales.contains(locale) ? locale : "en")
        files["Fixtures/store.json"] = Data(storeJSON.utf8)
        for (name, schema) in FixtureSchemas.files {
            files["Fixtures/schemas/" + name] = schema
        }
        files[".vscode/settings.json"] = Data(Self.editorSettings.utf8)
        try NewFolder.create(at: path, files: files)
    }

    /// Editors that read `.vscode/settings.json` (VS Code and others) validate and complete the
    /// fixtures as the owner types: `store.json` names its schema itself, the files of lists
    /// (which cannot) are mapped here, the markets' price lists where FixturesFormat.md puts
    /// them (`prices/`).
    static let editorSettings = """
        {
          "json.schemas": [
            {"fileMatch": ["Fixtures/categories.json"], "url": "./Fixtures/schemas/categories.schema.json"},
            {"fileMatch": ["Fixtures/goods.json"], "url": "./Fixtures/schemas/goods.schema.json"},
            {"fileMatch": ["Fixtures/comments.json"], "url": "./Fixtures/schemas/comments.schema.json"},
            {"fileMatch": ["Fixtures/prices/*.json"], "url": "./Fixtures/schemas/price-list.schema.json"}
          ]
        }

        """

    /// The store's own words in the starter's languages: its tagline, and what its banner's
    /// title puts before the shop's name.
    private static let words: [String: (tagline: String, welcome: String)] = [
        "en": ("Wine and beer we have tasted ourselves", "Welcome to "),
        "zh-CN": ("我们亲自品尝过的葡萄酒和啤酒", "欢迎光临"),
    ]

    /// The store, its banner leading to the wine, two goods featured on the home page; the
    /// base URL a placeholder for the shop's own address (an absolute one, so the build makes
    /// the sitemap and the product feeds).
    var storeJSON: String {
        let words = Self.words[locale] ?? Self.words["en"]!
        let welcome = words.welcome + name
        return """
            {
              "$schema": "schemas/store.schema.json",
              "name": \(name.jsonStringLiteral),
              "tagline": \(words.tagline.jsonStringLiteral),
              "baseURL": "https://shop.example.com/",
              "currency": "\(currency)",
              "locale": "\(locale)",
              "banners": [
                {"id": "welcome", "image": "images/banners/welcome.svg", "title": \(welcome.jsonStringLiteral), \
            "link": {"category": "wine"}}
              ],
              "featured": ["house-red", "pinot-noir"]
            }

            """
    }
}
