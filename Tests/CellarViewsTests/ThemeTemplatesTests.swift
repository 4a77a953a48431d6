import CellarTestSupport
@testable import CellarViews
import Foundation
import Testing

@Suite("Loading a theme")
struct ThemeTemplatesTests {
    private func loadError(_ changes: [String: String?]) throws -> ThemeError? {
        let folder = try Repository.templatesCopy(changes)
        do {
            _ = try ThemeTemplates(directory: folder)
            return nil
        } catch {
            return error
        }
    }

    @Test func theShippedTemplatesLoad() throws {
        _ = try ThemeTemplates(directory: Repository.templates)
    }

    /// What many pages show alike is rendered once a build for each (``SectionCache``): the
    /// layout's frame for each depth and category, the stars for each rating.
    @Test func theShippedFrameAndStarsAreCachedSections() throws {
        func sectionCache(in nodes: [Template.Node]) -> [String] {
            nodes.flatMap { node -> [String] in
                switch node {
                case .cachedSection(let name, let content, _):
                    [name.path.joined(separator: ".")] + sectionCache(in: content)
                case .section(_, _, let content), .cachedList(_, let content, _), .included(let content, _):
                    sectionCache(in: content)
                case .filledBlock(_, let block): sectionCache(in: block.nodes)
                default: []
                }
            }
        }
        let theme = try ThemeTemplates(directory: Repository.templates)
        for page in ["home", "category", "goods", "comments", "doc", "cart", "checkout", "search"] {
            let shared = sectionCache(in: try #require(theme.renderer.templates[page]).nodes)
            // The frame's sections: <head>'s, the header's around the market picker (the page's own), the footer's.
            #expect(shared.filter { $0 == "layout.frame" }.count == 4, "\(page)")
            // The goods and comments pages' own stars and their comments', the cards' (the
            // search page's is the script's card template).
            #expect(
                shared.contains("rating") == ["home", "category", "goods", "comments", "search"].contains(page),
                "\(page)")
        }
    }

    @Test func aMissingTemplateIsNamed() throws {
        let error = try #require(try loadError(["goods.mustache": nil]))
        #expect(error.file == "goods.mustache")
        #expect(error.problem.contains("missing"))
    }

    @Test func aSyntaxErrorNamesTemplateAndLine() throws {
        let error = try #require(
            try loadError(["doc.mustache": "<p>one</p>\n<p>two</p>\n{{#body}}\n<p>never closed</p>\n"]))
        #expect(error.file == "doc.mustache")
        #expect(error.line != nil)
        #expect(error.description.hasPrefix("doc.mustache:"))
    }

    @Test func aPartialThatDoesNotExistIsAnErrorWithItsLine() throws {
        let error = try #require(
            try loadError(["partials/comment.mustache": "<li>\n{{author}}\n{{> avatar}}\n</li>\n"]))
        #expect(error.description == "partials/comment.mustache:3: uses partial “avatar”, which does not exist")
    }

    /// The shipped template `file` with its first `old` replaced by `new`.
    private func edited(_ file: String, replacing old: String, with new: String) throws -> [String: String?] {
        let text = try String(contentsOfFile: Repository.templates + "/" + file, encoding: .utf8)
        let range = try #require(text.range(of: old), "\(file) has no “\(old)”")
        return [file: text.replacingCharacters(in: range, with: new)]
    }

    /// The 1-based line of the first `text` in the shipped template `file`.
    private func line(of text: String, in file: String) throws -> Int {
        let content = try String(contentsOfFile: Repository.templates + "/" + file, encoding: .utf8)
        let range = try #require(content.range(of: text))
        return content[..<range.lowerBound].count { $0 == "\n" } + 1
    }

    @Test func aMisspeltKeyNamesFileLineKeyAndTheNearestKey() throws {
        let error = try #require(
            try loadError(
                edited(
                    "goods.mustache", replacing: "<h1 class=\"product__title\">{{title}}",
                    with: "<h1 class=\"product__title\">{{titel}}")))
        #expect(error.file == "goods.mustache")
        #expect(error.line == (try line(of: "<h1 class=\"product__title\">", in: "goods.mustache")))
        #expect(error.problem == "unknown key “titel” (did you mean “title”?)")
    }

    /// The suggestion follows the commands' and the fixtures' rule (``EditDistance/nearest(to:among:within:)``):
    /// a key far from every known one gets none.
    @Test func aKeyNearNoKnownKeyGetsNoSuggestion() throws {
        let error = try #require(
            try loadError(
                edited(
                    "goods.mustache", replacing: "<h1 class=\"product__title\">{{title}}",
                    with: "<h1 class=\"product__title\">{{qqqqqqqq}}")))
        #expect(error.problem == "unknown key “qqqqqqqq”")
    }

    @Test func aMisspeltDottedKeyNamesWhatHasNoSuchKey() throws {
        let error = try #require(
            try loadError(edited("layout.mustache", replacing: "{{layout.pageTitle}}", with: "{{layout.pageTitel}}")))
        #expect(error.file == "layout.mustache")
        #expect(error.line == (try line(of: "{{layout.pageTitle}}", in: "layout.mustache")))
        #expect(error.problem == "“layout” has no key “pageTitel” (did you mean “pageTitle”?)")
    }

    @Test func aMisspeltStringsKeyIsCheckedAgainstTheThemesStringTable() throws {
        let error = try #require(
            try loadError(
                edited(
                    "partials/goods-card.mustache", replacing: "{{strings.marketPrice}}",
                    with: "{{strings.marketPrise}}")))
        #expect(error.file == "partials/goods-card.mustache")
        #expect(error.line == (try line(of: "{{strings.marketPrice}}", in: "partials/goods-card.mustache")))
        #expect(error.problem == "“strings” has no key “marketPrise” (did you mean “marketPrice”?)")
    }

    @Test func aBlockIsCheckedInTheFileThatFillsIt() throws {
        let error = try #require(
            try loadError(edited("goods.mustache", replacing: "{{{jsonLD}}}", with: "{{{jsonLd}}}")))
        #expect(error.file == "goods.mustache")
        #expect(error.problem == "unknown key “jsonLd” (did you mean “jsonLD”?)")
    }

    @Test func aPartialIsCheckedInEveryContextItIsUsedFrom() throws {
        // The goods page has `goodRate`; the cards on the home page that show stars do not.
        let error = try #require(
            try loadError(edited("partials/stars.mustache", replacing: "{{value}}", with: "{{value}}{{goodRate}}")))
        #expect(error.file == "partials/stars.mustache")
        #expect(error.problem.hasPrefix("unknown key “goodRate”"))
    }

    @Test func aVariableNamingAListIsAnError() throws {
        let error = try #require(
            try loadError(edited("goods.mustache", replacing: "{{#tags}}", with: "{{tags}}{{#tags}}")))
        #expect(error.file == "goods.mustache")
        #expect(error.problem == "“tags” is a list, which a variable writes as nothing; open it with a section")
    }

    @Test func aKeyOfAnInnerSectionIsUnknownOutsideIt() throws {
        // `label` is a key of each fact, not of the page.
        let error = try #require(
            try loadError(edited("goods.mustache", replacing: "{{#facts}}", with: "{{label}}{{#facts}}")))
        #expect(error.problem.hasPrefix("unknown key “label”"))
    }

    @Test func aPartialThatIncludesItselfIsRefused() throws {
        let direct = try #require(
            try loadError(["partials/stars.mustache": "<span>\n{{#stars}}{{> stars}}{{/stars}}\n</span>\n"]))
        #expect(
            direct.description
                == "partials/stars.mustache:2: “stars” includes itself (stars → stars), which would never end")
        var changes = try edited(
            "partials/stars.mustache", replacing: "{{/hasRating}}", with: "{{/hasRating}}\n{{> comment}}")
        changes["partials/comment.mustache"] = "{{#rating}}{{> stars}}{{/rating}}\n"
        let throughAnother = try #require(try loadError(changes))
        #expect(throughAnother.problem.contains("includes itself"))
        #expect(
            throughAnother.problem.contains("comment → stars → comment")
                || throughAnother.problem.contains("stars → comment → stars"))
    }
}
