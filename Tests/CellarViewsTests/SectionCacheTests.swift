@testable import CellarViewModels
@testable import CellarViews
import Synchronization
import Testing

/// How often any ``Sign``'s text was read.
private let signReads = Mutex(0)

/// What many pages show alike.
private struct Sign: TypedTemplateFace, Equatable {
    var text: String

    static let templateKeys: TemplateKeys<Sign> = [
        .key("text") { sign in
            signReads.withLock { $0 += 1 }
            return sign.text
        }
    ]
}

private struct Slot: TypedTemplateFace {
    var sign: Common<Sign>

    static let templateKeys: TemplateKeys<Slot> = [
        .key("sign") { $0.sign }
    ]
}

private struct Poster: TypedTemplateFace {
    var title: String
    var sign: Common<Sign>
    var slots: [Slot] = []
    var isNew = false

    static let templateKeys: TemplateKeys<Poster> = [
        .key("title") { $0.title },
        .key("isNew") { $0.isNew },
        .key("sign") { $0.sign },
        .key("slots") { $0.slots },
    ]
}

@Suite("Sections over common faces", .serialized)
struct SectionCacheTests {
    private func renderer(_ text: String, partials: [String: String] = [:]) throws -> TemplateRenderer {
        var templates = ["page": try TemplateParser(text: text, file: "page.mustache").parse()]
        for (name, partial) in partials {
            templates[name] = try TemplateParser(text: partial, file: "\(name).mustache").parse()
        }
        let page = try TemplateBinder(templates: templates, stringKeys: []).bind(
            "page", renderedWith: .face(Poster.self))
        return TemplateRenderer(templates: ["page": page])
    }

    private func reads(_ body: () throws -> Void) rethrows -> Int {
        let before = signReads.withLock { $0 }
        try body()
        return signReads.withLock { $0 } - before
    }

    @Test func aSectionReadingOnlyItsCommonFaceIsRenderedOnceForEachFace() throws {
        let renderer = try renderer("{{title}}: {{#sign}}<{{text}}>{{/sign}}")
        let sign = Common(Sign(text: "a & b"))
        let sectionCache = SectionCache()
        var texts: [String] = []
        let firstReads = reads {
            for title in ["one", "two", "three"] {
                texts.append(
                    renderer.render(Poster(title: title, sign: sign), with: "page", sharing: sectionCache).string)
            }
        }
        #expect(texts == ["one: <a &amp; b>", "two: <a &amp; b>", "three: <a &amp; b>"])
        #expect(firstReads == 1)
        // Another face showing the same is another: its section renders once more.
        let other = Common(Sign(text: "a & b"))
        #expect(
            reads { _ = renderer.render(Poster(title: "four", sign: other), with: "page", sharing: sectionCache) } == 1)
        // Without shared sections, every page renders it.
        #expect(
            reads {
                for title in ["one", "two"] { _ = renderer.render(Poster(title: title, sign: sign), with: "page") }
            } == 2)
    }

    @Test func aSectionReadingOutsideItsCommonFaceRendersForEveryPage() throws {
        let renderer = try renderer("{{#sign}}{{text}} of {{title}}{{/sign}}")
        let sign = Common(Sign(text: "sale"))
        let sectionCache = SectionCache()
        let texts = ["one", "two"].map {
            renderer.render(Poster(title: $0, sign: sign), with: "page", sharing: sectionCache).string
        }
        #expect(texts == ["sale of one", "sale of two"])
    }

    @Test func aSectionAskingWhereAnOuterListIsRendersForEveryItem() throws {
        let renderer = try renderer(
            "{{#slots}}{{#sign}}{{#first()}}[{{/first()}}{{text}}{{#last()}}]{{/last()}}{{/sign}}{{/slots}}")
        let sign = Common(Sign(text: "x"))
        let poster = Poster(title: "", sign: sign, slots: Array(repeating: Slot(sign: sign), count: 3))
        #expect(renderer.render(poster, with: "page", sharing: SectionCache()).string == "[xxx]")
    }

    /// A standalone partial re-indents its lines: a shared section in it is kept by whether
    /// it starts a line, which decides whether its first line is indented.
    @Test func aCachedSectionInAnIndentedPartialIsIndentedAsIfRenderedEachTime() throws {
        let renderer = try renderer(
            "<ul>\n  {{> item}}\n</ul>\n",
            partials: ["item": "{{#isNew}}new: {{/isNew}}{{#sign}}<li>{{text}}</li>\n<li>more</li>{{/sign}}\n"]
        )
        let sign = Common(Sign(text: "a"))
        let posters = [true, false, true, false].map { Poster(title: "", sign: sign, isNew: $0) }
        let sectionCache = SectionCache()
        let texts = posters.map { renderer.render($0, with: "page", sharing: sectionCache).string }
        #expect(texts == posters.map { renderer.render($0, with: "page").string })
        #expect(texts[0] == "<ul>\n  new: <li>a</li>\n  <li>more</li>\n</ul>\n")
        #expect(texts[1] == "<ul>\n  <li>a</li>\n  <li>more</li>\n</ul>\n")
    }
}
