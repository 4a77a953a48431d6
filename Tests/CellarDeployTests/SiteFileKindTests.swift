import CellarHosting
import Testing

struct SiteFileKindTests {
    @Test(arguments: [
        ("assets/style.fb410ef7.css", SiteFileKind.contentHashed),
        ("assets/store/main.eb1a3f6c.js", .contentHashed),
        ("media/images/goods/red-320.44ee533f5f.webp", .contentHashed),
        ("data/search/terms-0.19c4f59f.json", .contentHashed),
        ("data/search/manifest.json", .other),
        ("en/data/search/terms-0.19c4f59f.json", .contentHashed),
        ("en/data/search/manifest.json", .other),
        ("en/goods/cafe1234/index.html", .page),
        ("en/assets/style.fb410ef7.css", .other),
        ("media/images/avatars/avatar-1.svg", .other),
        ("assets/style.css", .other),
        ("assets/style.FB410EF7.css", .other),
        ("assets/logo.fb410ef.svg", .other),
        ("assets/logo.fb410ef7fb410ef7f.svg", .other),
        ("assets/logo.fb410ef7g.svg", .other),
        ("goods/cafe1234/index.html", .page),
        ("docs/deadbeef.html", .page),
        ("index.html", .page),
        ("feeds/google.xml", .other),
        ("reports/ratings.csv", .other),
        ("sitemap.xml", .index),
        ("sitemaps/2.xml", .index),
        ("robots.txt", .index),
    ])
    func kindsByPath(path: String, kind: SiteFileKind) {
        #expect(SiteFileKind(path: path) == kind)
    }

    @Test func contentHashedFilesAreKeptAYearOthersRevalidated() {
        #expect(SiteFileKind.contentHashed.cacheControl == "public, max-age=31536000, immutable")
        for kind in [SiteFileKind.other, .page, .index] {
            #expect(kind.cacheControl == "public, max-age=0, must-revalidate")
        }
    }

    @Test func whatIsNamedGoesUpBeforeWhatNamesIt() {
        #expect(SiteFileKind.allCases.sorted() == [.contentHashed, .other, .page, .index])
    }
}
