import CellarModel
import CellarViewModels
import Testing

struct SlugTests {
    static let awkwardIDs: [String] = [
        "abc", "白酒", "a b/c", "../x", "..", ".", "CON", "con", "Con", "nul", "com1", "LPT9", "aux",
        String(repeating: "x", count: 300), String(repeating: "Ab", count: 150), "ABC", "Red Wine",
        "", " ", "-", "a--b", "-a", "a-", "a/../../b", "C:\\windows", "%2e%2e", "emoji 🍷 wine",
        "MiXeD-Case-42", String(repeating: "a", count: 64), String(repeating: "a", count: 65),
    ]

    private static let reserved: Set<String> = {
        var names: Set<String> = ["con", "prn", "aux", "nul"]
        for digit in 0...9 { names.insert("com\(digit)"); names.insert("lpt\(digit)") }
        return names
    }()

    @Test func tidyIDIsKept() {
        #expect(Slug.make(from: "abc") == "abc")
        #expect(Slug.make(from: "red-wine-2") == "red-wine-2")
    }

    @Test func chineseIDIsHashed() {
        let slug = Slug.make(from: "白酒")
        #expect(slug.hasPrefix("id--"))
        #expect(slug.count == "id--".count + 16)
    }

    @Test func readablePartIsKept() {
        #expect(Slug.make(from: "Red Wine").hasPrefix("red-wine--"))
        #expect(Slug.make(from: "a b/c").hasPrefix("a-b-c--"))
        #expect(Slug.make(from: "../x").hasPrefix("x--"))
    }

    @Test(arguments: ["CON", "con", "Con", "nul", "com0", "com1", "lpt9"])
    func reservedNamesAreNotUsedAsTheyAre(id: String) {
        let slug = Slug.make(from: id)
        #expect(slug != id)
        #expect(!Self.reserved.contains(slug.lowercased()))
        #expect(slug.hasPrefix(id.lowercased() + "--"))
    }

    @Test func caseMatters() {
        #expect(Slug.make(from: "ABC") != Slug.make(from: "abc"))
        #expect(Slug.make(from: "CON") != Slug.make(from: "con"))
    }

    @Test func longIDIsShortened() {
        let slug = Slug.make(from: String(repeating: "x", count: 300))
        #expect(slug.count <= 80)
        #expect(slug.hasPrefix("xxxx"))
        #expect(Slug.make(from: String(repeating: "x", count: 300)) != Slug.make(from: String(repeating: "x", count: 301)))
    }

    @Test(arguments: awkwardIDs)
    func everySlugIsSafe(id: String) {
        let slug = Slug.make(from: id)
        #expect(!slug.isEmpty)
        #expect(slug.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 },
                "\(slug) matches ^[a-z0-9-]+$")
        #expect(slug.count <= 80)
        #expect(slug != "." && slug != "..")
        #expect(!slug.contains("/"))
        #expect(!Self.reserved.contains(slug.lowercased()))
        #expect(Slug.make(from: id) == slug, "stable")
    }

    @Test func distinctAwkwardIDsGetDistinctSlugs() {
        let ids = Set(Self.awkwardIDs)
        let slugs = Set(ids.map(Slug.make(from:)))
        #expect(slugs.count == ids.count)
    }
}
