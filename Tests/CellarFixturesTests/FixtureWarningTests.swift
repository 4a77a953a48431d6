@testable import CellarFixtures
import Foundation
import Testing
@testable import CellarModel

/// Problems that do not stop a build: each kind is noted once, with its file, place and
/// problem, and the goods item it is about.
struct FixtureWarningTests {
    /// A goods item with an image and a description, so it has no warnings of its own.
    private static func item(_ fields: String = "") -> String {
        #"""
        {"id": "g-1", "title": "Riesling", "category": "wine", "price": 10, "thumb": "https://img.example.com/t.jpg", \#
        "description": "Dry."\#(fields)}
        """#
    }

    private func warnings(_ files: [String: String?]) throws -> [String] {
        try FixtureFolder(files).load().warnings.map(\.description)
    }

    @Test func controlCharactersAreRemovedFromTextWithAWarning() throws {
        // U+0007 escaped (JSON forbids it raw), U+0085 (C1) raw, tab and line feed kept.
        let folder = FixtureFolder([
            "goods.json": "["
                + Self.item().replacingOccurrences(of: "\"Riesling\"", with: "\"Ries\\u0007ling\u{85}\"")
                .replacingOccurrences(of: "\"Dry.\"", with: "\"Dry,\\tcrisp\\n\"") + "]",
            "comments.json": #"[{"id": "c1", "goods": "g-1", "star": 5, "content": "Nice\u001b[31m"}]"#,
            "docs/faq.md": "# FAQ\n\nAsk \u{7F}us.\n",
        ])
        let catalogue = try folder.load()
        #expect(catalogue.goods[0].title == "Riesling")
        #expect(catalogue.goods[0].description == "Dry,\tcrisp\n")
        #expect(catalogue.comments(onGoods: "g-1").first?.content == "Nice[31m")
        #expect(catalogue.docs[0].markdown == "# FAQ\n\nAsk us.\n")
        #expect(
            catalogue.warnings.map(\.description) == [
                "goods.json[0] (id \"g-1\").title: control characters removed (U+0007, U+0085)",
                "comments.json[0].content: control character removed (U+001B)",
                "docs/faq.md:3: control character removed (U+007F)",
            ])
        #expect(catalogue.warnings.map(\.goodsID) == ["g-1", nil, nil])
    }

    @Test func aC1ControlCharacterAloneIsFoundAndRemoved() throws {
        // U+009F (C2 9F in UTF-8) with no C0 character beside it; "é" (C3 A9) and U+00A0 (C2 A0) stay.
        let folder = FixtureFolder([
            "goods.json": "[" + Self.item().replacingOccurrences(of: "\"Riesling\"", with: "\"Ries\u{9F}ling é\u{A0}\"")
                + "]"
        ])
        let catalogue = try folder.load()
        #expect(catalogue.goods[0].title == "Riesling é\u{A0}")
        #expect(
            catalogue.warnings.map(\.description) == [
                "goods.json[0] (id \"g-1\").title: control character removed (U+009F)"
            ])
    }

    @Test func facetValuesAreTrimmedAndNormalizedWithAWarningNamingTheValue() throws {
        // The real wine-shop data's case: " 四川" beside "四川"; an ideographic space; an
        // "é" written as "e" and a combining acute accent; a brand of spaces only.
        let goods =
            "["
            + [
                Self.item(#", "origin": " 四川""#),
                Self.item(#", "origin": "四川", "brand": "Re\u0301my\u3000""#).replacingOccurrences(
                    of: "g-1", with: "g-2"),
                Self.item(#", "scent": "  ", "brand": "Rémy""#).replacingOccurrences(of: "g-1", with: "g-3"),
            ].joined(separator: ",") + "]"
        let catalogue = try FixtureFolder(["goods.json": goods]).load()
        #expect(
            catalogue.goods.map { $0.origin.map { Array($0.unicodeScalars) } } == [
                Array("四川".unicodeScalars), Array("四川".unicodeScalars), nil,
            ])
        #expect(catalogue.goods[1].brand.map { Array($0.unicodeScalars) } == Array("R\u{E9}my".unicodeScalars))
        #expect(catalogue.goods[2].scent == nil)
        #expect(
            catalogue.warnings.map(\.description) == [
                #"""
                goods.json[0] (id "g-1").origin: " 四川" is read as "四川" (spaces around it dropped, Unicode \#
                normalised), so shoppers filter it with the other goods of that value
                """#,
                """
                goods.json[1] (id \"g-2\").brand: \"Re\u{301}my\\u{3000}\" is read as \"R\u{E9}my\" (spaces around it \
                dropped, Unicode normalised), so shoppers filter it with the other goods of that value
                """,
                #"goods.json[2] (id "g-3").scent: "  " is only spaces; read as no value"#,
            ])
        #expect(catalogue.warnings.map(\.goodsID) == ["g-1", "g-2", "g-3"])
    }

    @Test func unsafeURLSchemesAreNamed() throws {
        let store =
            #"""
            {"name": "C", "currency": "CNY", "banners": [{"id": "b", "image": "https://img.example.com/b.jpg", \#
            "title": "", "link": {"url": "javascript:alert(1)"}}, {"id": "c", "image": \#
            "https://img.example.com/c.jpg", "title": "", "link": {"url": "https://example.com/"}}]}
            """#
        let goods = "[" + Self.item(#", "image": "data:text/html,<script>alert(1)</script>""#) + "]"
        let comments =
            #"""
            [{"id": "c1", "goods": "g-1", "star": 5, "avatar": "vbscript:x"}, {"id": "c2", "goods": "g-1", "star": 5, \#
            "avatar": "//img.example.com/a.jpg"}]
            """#
        #expect(
            try warnings(["store.json": store, "goods.json": goods, "comments.json": comments]) == [
                #"""
                store.json.banners[0].link.url: URL "javascript:alert(1)" has an unsafe scheme (only http, https, \#
                mailto and relative URLs); it is left out
                """#,
                #"""
                goods.json[0] (id "g-1").image: image URL "data:text/html,<script>alert(1)</script>" has an unsafe \#
                scheme (only http, https and paths); it is left out
                """#,
                #"""
                comments.json[0].avatar: image URL "vbscript:x" has an unsafe scheme (only http, https and paths); it \#
                is left out
                """#,
            ])
    }

    @Test func goodsWithoutImageOrDescription() throws {
        let goods = #"""
            [{"id": "bare", "title": "T", "category": "wine", "price": 1},
             {"id": "blank", "title": "T", "category": "wine", "price": 1, "image": "https://img.example.com/i.jpg", \#
            "description": " \n "},
             {"id": "fine", "title": "T", "category": "wine", "price": 1, "thumb": "https://img.example.com/t.jpg", \#
            "description": "Dry."}]
            """#
        let catalogue = try FixtureFolder(["goods.json": goods]).load()
        #expect(
            catalogue.warnings.map(\.description) == [
                "goods.json[0] (id \"bare\"): no image", "goods.json[0] (id \"bare\"): no description",
                "goods.json[1] (id \"blank\"): no description",
            ])
        #expect(catalogue.warnings.map(\.goodsID) == ["bare", "bare", "blank"])
    }

    @Test func marketPriceBelowThePrice() throws {
        let goods =
            "[" + Self.item(#", "marketPrice": 9.9"#) + ", "
            + Self.item(#", "marketPrice": 10"#).replacingOccurrences(of: "g-1", with: "g-2") + "]"
        #expect(
            try warnings(["goods.json": goods]) == [
                #"goods.json[0] (id "g-1"): market price 9.90 is below the price 10.00"#
            ])
    }

    /// 150 characters (ideographs and an accented letter of two code points among them) pass;
    /// one more is warned of, naming the goods item the feeds know it by.
    @Test func aTitleLongerThanGoogleShowsIsWarnedOf() throws {
        let shown = String(repeating: "白", count: 100) + String(repeating: "e\u{301}", count: 49) + "x"
        let goods =
            "[" + Self.item().replacingOccurrences(of: "\"Riesling\"", with: "\"\(shown)\"") + ", "
            + Self.item().replacingOccurrences(of: "g-1", with: "g-2").replacingOccurrences(
                of: "\"Riesling\"", with: "\"\(shown)y\"") + "]"
        #expect(
            try warnings(["goods.json": goods]) == [
                #"""
                goods.json[1] (id "g-2").title: is 151 characters long; Google Shopping shows 150, and the product \#
                feeds cut it there
                """#
            ])
    }

    @Test func warningsComeInFileOrderThenElementOrder() throws {
        let goods =
            "[" + Self.item(#", "marketPrice": 1"#) + ", "
            + Self.item(#", "brand": "\u0001""#).replacingOccurrences(of: "g-1", with: "g-2") + "]"
        let store = #"{"name": "C\u0002", "currency": "CNY"}"#
        #expect(
            try warnings(["goods.json": goods, "store.json": store]) == [
                "store.json.name: control character removed (U+0002)",
                #"goods.json[0] (id "g-1"): market price 1.00 is below the price 10.00"#,
                #"goods.json[1] (id "g-2").brand: control character removed (U+0001)"#,
            ])
    }

    @Test func cleanFixturesHaveNone() throws {
        #expect(try warnings(["goods.json": "[" + Self.item() + "]"]).isEmpty)
    }
}
