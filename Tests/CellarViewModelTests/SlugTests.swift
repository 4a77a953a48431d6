import CellarTestSupport
import CellarModel
import CellarViewModels
import Testing

struct SlugTests {
    static let awkwardIDs: [String] = [
        "abc", "白酒", "a b/c", "../x", "..", ".", "CON", "con", "Con", "nul", "com1", "LPT9", "aux",
        String(repeating: "x", count: 300), String(repeating: "Ab", count: 150), "ABC", "Red Wine",
        "", " ", "-", "a--b", "-a", "a-", "a/../../b", "C:\\windows", "%2e%2e", "emoji 🍷 wine", "🍷",
        "MiXeD-Case-42", String(repeating: "a", count: 64), String(repeating: "a", count: 65),
        String(repeating: "白", count: 40), "Château", "chateau", "e\u{301}te\u{301}", "\u{0}\u{7}tab\tnew\nline",
    ]

    private static let reserved: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul"]
        for digit in 0...9 { names.insert("com\(digit)"); names.insert("lpt\(digit)") }
        return names
    }()

    /// The slugs of `ids` as the site's routes give them to goods items.
    private static func slugs(_ ids: [String]) -> [String] {
        let routes = Routes(catalogue: TestData.catalogue(goods: ids.map { TestData.goods($0) }))
        return ids.map { String(routes.goods($0).value.dropFirst("goods/".count).dropLast()) }
    }

    @Test func tidyIDIsKept() {
        #expect(Slug.make(from: "abc") == "abc")
        #expect(Slug.make(from: "red-wine-2") == "red-wine-2")
    }

    @Test(arguments: [
        ("Château Montrose", "chateau-montrose"), ("Straße", "strasse"), ("Ærø", "aero"), ("Łódź", "lodz"),
        ("Phở Hà Nội", "pho-ha-noi"), ("İstanbul", "istanbul"), ("Œuvre", "oeuvre"), ("Þórsmörk", "thorsmork"),
        ("ﬁne", "fine"), ("ＡＢＣ 42", "abc-42"), ("Moët & Chandon", "moet-chandon"),
        ("Marqués de Riscal", "marques-de-riscal"),
    ])
    func latinLettersLoseTheirAccents(name: String, slug: String) {
        #expect(Slug.make(from: name) == slug)
    }

    @Test(arguments: [
        ("白酒", "白酒"), ("gift sets/boxes", "gift-sets-boxes"), ("Вино Крыма", "вино-крыма"),
        ("Ελληνικό Κρασί", "ελληνικό-κρασί"),
        ("हिन्दी", "हिन्दी"), ("張裕 · 解百纳", "張裕-解百纳"), ("サントリー", "サントリー"), ("a b/c", "a-b-c"), ("../x", "x"),
        ("a--b", "a-b"),
        ("emoji 🍷 wine", "emoji-wine"),
    ])
    func otherScriptsKeepTheirLetters(name: String, slug: String) {
        #expect(Slug.make(from: name) == slug)
    }

    @Test func composedAndDecomposedTextGiveOneSlug() {
        #expect(Slug.make(from: "e\u{301}te\u{301}") == "ete")
        #expect(Slug.make(from: "\u{439}") == Slug.make(from: "\u{438}\u{306}"))
    }

    @Test func longSlugIsCutAtACharacterWithinTheLimit() {
        let chinese = Slug.make(from: String(repeating: "白", count: 40))
        #expect(chinese == String(repeating: "白", count: 21))
        #expect(Slug.make(from: String(repeating: "ab ", count: 40)).utf8.count <= 64)
        #expect(!Slug.make(from: String(repeating: "ab ", count: 40)).hasSuffix("-"))
    }

    @Test func onlyIDsThatShareASlugAreHashed() {
        let slugs = Self.slugs(["Red Wine", "red wine", "Château", "white-wine", "White Wine"])
        #expect(slugs[0].hasPrefix("red-wine--") && slugs[1].hasPrefix("red-wine--") && slugs[0] != slugs[1])
        #expect(slugs[2] == "chateau")
        #expect(slugs[3] == "white-wine", "a tidy id keeps its slug")
        #expect(slugs[4].hasPrefix("white-wine--"))
    }

    @Test func theHashIsTheSameInEveryRelease() {
        #expect(Self.slugs(["Red Wine", "red wine"]) == ["red-wine--dbf1706f80e9680d", "red-wine--45281c80b0831e8d"])
    }

    @Test(arguments: ["CON", "con", "Con", "nul", "com0", "com1", "lpt9", "🍷", ""])
    func reservedOrEmptySlugsAreHashed(id: String) {
        let slug = Self.slugs([id])[0]
        #expect(slug.contains("--"))
        #expect(!Self.reserved.contains(slug.lowercased()))
    }

    @Test func everySlugIsSafe() {
        for (id, slug) in zip(Self.awkwardIDs, Self.slugs(Self.awkwardIDs)) {
            #expect(!slug.isEmpty, "\(id)")
            let marks: Set<Unicode.GeneralCategory> = [.nonspacingMark, .spacingMark, .enclosingMark]
            #expect(
                slug.unicodeScalars.allSatisfy {
                    $0 == "-" || $0.properties.isAlphabetic || $0.properties.generalCategory == .decimalNumber
                        || marks.contains($0.properties.generalCategory)
                },
                "\(slug) holds only letters, digits and hyphens")
            #expect(slug == slug.lowercased())
            #expect(slug.utf8.count <= 82)
            #expect(slug != "." && slug != "..")
            #expect(!slug.contains("/") && !slug.contains("\\") && !slug.contains("%"))
            #expect(!Self.reserved.contains(slug))
        }
        #expect(Self.slugs(Self.awkwardIDs) == Self.slugs(Self.awkwardIDs), "stable")
    }

    @Test func distinctAwkwardIDsGetDistinctSlugs() {
        let ids = Array(Set(Self.awkwardIDs))
        #expect(Set(Self.slugs(ids)).count == ids.count)
    }
}
