@testable import CellarViews
import Testing

/// A view model stand-in with one value of each kind.
private struct Shelf: TypedTemplateFace {
    var name: String? = "Reds"
    var note: String? = nil
    var isOpen = true
    var count = 2
    var bottles: [Bottle] = [Bottle(title: "Merlot", price: "¥10.00"), Bottle(title: "Shiraz", price: nil)]
    var tags: [String] = ["dry", "<oak>"]
    var owner: Bottle? = Bottle(title: "Cellar master", price: nil)

    static let templateKeys: TemplateKeys<Shelf> = [
        .key("name") { $0.name },
        .key("note") { $0.note },
        .key("isOpen") { $0.isOpen },
        .key("count") { $0.count },
        .key("bottles") { $0.bottles },
        .key("tags") { $0.tags },
        .key("owner") { $0.owner },
    ]
}

private struct Bottle: TypedTemplateFace {
    var title: String
    var price: String?

    static let templateKeys: TemplateKeys<Bottle> = [
        .key("title") { $0.title },
        .key("price") { $0.price },
    ]
}

@Suite("The template engine")
struct TemplateEngineTests {
    private func render(_ text: String, partials: [String: String] = [:], shelf: Shelf = Shelf()) throws -> String {
        var templates = ["page": try TemplateParser(text: text, file: "page.mustache").parse()]
        for (name, partial) in partials {
            templates[name] = try TemplateParser(text: partial, file: "\(name).mustache").parse()
        }
        return TemplateRenderer(templates: templates).render(shelf, with: "page").string
    }

    private func parseError(_ text: String) -> ThemeError? {
        do {
            _ = try TemplateParser(text: text, file: "page.mustache").parse()
            return nil
        } catch {
            return error
        }
    }

    @Test func variablesAreEscapedUnlessAskedForRaw() throws {
        var shelf = Shelf()
        shelf.name = "<b>Reds & Co</b>"
        #expect(
            try render("{{name}}|{{{name}}}|{{& name}}", shelf: shelf)
                == "&lt;b&gt;Reds &amp; Co&lt;/b&gt;|<b>Reds & Co</b>|<b>Reds & Co</b>")
    }

    @Test func numbersFlagsAndMissingValues() throws {
        #expect(try render("{{count}} {{isOpen}} [{{note}}] [{{nothing}}] [{{bottles}}]") == "2 true [] [] []")
    }

    @Test func sectionsRepeatListsAndPushEachItem() throws {
        #expect(try render("{{#bottles}}{{title}} in {{name}};{{/bottles}}") == "Merlot in Reds;Shiraz in Reds;")
        #expect(try render("{{#tags}}[{{.}}]{{/tags}}") == "[dry][&lt;oak&gt;]")
    }

    @Test func sectionsTestFlagsOptionalsAndObjects() throws {
        #expect(try render("{{#isOpen}}open{{/isOpen}}{{^isOpen}}closed{{/isOpen}}") == "open")
        #expect(try render("{{#note}}has note{{/note}}{{^note}}no note{{/note}}") == "no note")
        #expect(try render("{{#owner}}{{title}}{{/owner}}") == "Cellar master")
        #expect(try render("{{#name}}<{{.}}>{{/name}}") == "<Reds>")
    }

    @Test func anEmptyListIsFalseAndEmptyTestsIt() throws {
        var shelf = Shelf()
        shelf.bottles = []
        #expect(try render("{{#bottles}}x{{/bottles}}{{^bottles}}none{{/bottles}}", shelf: shelf) == "none")
        #expect(
            try render(
                "{{^empty(bottles)}}some{{/empty(bottles)}}{{#empty(bottles)}}empty{{/empty(bottles)}}", shelf: shelf)
                == "empty")
        #expect(
            try render("{{^empty(bottles)}}some{{/empty(bottles)}}{{#empty(bottles)}}empty{{/empty(bottles)}}")
                == "some")
    }

    @Test func firstAndLastKnowTheInnermostListsPosition() throws {
        #expect(try render("[{{#tags}}{{^first()}},{{/first()}}\"{{.}}\"{{/tags}}]") == #"["dry","&lt;oak&gt;"]"#)
        #expect(try render("{{#bottles}}{{title}}{{^last()}}, {{/last()}}{{/bottles}}") == "Merlot, Shiraz")
        #expect(try render("{{#last()}}outside{{/last()}}") == "")
    }

    @Test func jsonEscapesInsideStrings() throws {
        var shelf = Shelf()
        shelf.name = "say \"hi\"</script>"
        #expect(
            try render("{{% CONTENT_TYPE: JSON }}\n{\"name\":\"{{name}}\"}", shelf: shelf)
                == #"{"name":"say \"hi\"\u003c/script\u003e"}"#)
    }

    @Test func dottedNamesLookInsideWhatTheFirstPartFinds() throws {
        #expect(try render("{{owner.title}}|{{owner.missing}}|{{name.title}}") == "Cellar master||")
    }

    @Test func aNameMissingFromTheItemIsLookedUpOutside() throws {
        // `price` is a key of Bottle, so a bottle without a price shows nothing rather than the shelf's.
        #expect(try render("{{#bottles}}{{price}}/{{count}};{{/bottles}}") == "¥10.00/2;/2;")
    }

    @Test func standaloneTagLinesLeaveNoBlankLines() throws {
        let text = "<ul>\n  {{#bottles}}\n  <li>{{title}}</li>\n  {{/bottles}}\n  {{! a comment }}\n</ul>\n"
        #expect(try render(text) == "<ul>\n  <li>Merlot</li>\n  <li>Shiraz</li>\n</ul>\n")
    }

    @Test func tagsSharingALineWithTextKeepTheLine() throws {
        #expect(try render("a {{#isOpen}}b{{/isOpen}}\nc") == "a b\nc")
        #expect(try render("{{#isOpen}}\r\nyes\r\n{{/isOpen}}\r\n") == "yes\r\n")
    }

    @Test func partialsRenderInTheCurrentContext() throws {
        let output = try render("{{#bottles}}{{> bottle}}{{/bottles}}", partials: ["bottle": "({{title}} of {{name}})"])
        #expect(output == "(Merlot of Reds)(Shiraz of Reds)")
    }

    @Test func parentsShowTheirDefaultsUnlessAChildReplacesThem() throws {
        let layout = "<title>{{$title}}Shop{{/title}}</title><main>{{$main}}empty{{/main}}</main>"
        let output = try render("{{<layout}}{{$main}}{{name}}{{/main}}{{/layout}}", partials: ["layout": layout])
        #expect(output == "<title>Shop</title><main>Reds</main>")
    }

    @Test func theOutermostChildsBlockWins() throws {
        let partials = [
            "base": "[{{$slot}}base{{/slot}}]",
            "middle": "{{<base}}{{$slot}}middle{{/slot}}{{/base}}",
        ]
        #expect(try render("{{<middle}}{{$slot}}page{{/slot}}{{/middle}}", partials: partials) == "[page]")
        #expect(try render("{{<middle}}{{/middle}}", partials: partials) == "[middle]")
    }

    @Test func theContentTypePragmaChangesEscaping() throws {
        var shelf = Shelf()
        shelf.name = "a | <b>"
        #expect(try render("{{% CONTENT_TYPE: MARKDOWN }}\n| {{name}} |", shelf: shelf) == #"| a \| \<b\> |"#)
        #expect(try render("{{% CONTENT_TYPE: TEXT }}\n{{name}}", shelf: shelf) == "a | <b>")
    }

    @Test func referencesToPartialsAndParentsAreListedWithTheirLines() throws {
        let template = try TemplateParser(
            text: "{{<layout}}\n{{$main}}{{> goods-card }}{{x}}\n{{/main}}{{/layout}}", file: "t"
        ).parse()
        #expect(template.references.map(\.name) == ["layout", "goods-card"])
        #expect(template.references.map(\.line) == [1, 2])
    }

    @Test func changedDelimitersHoldUntilChangedAgain() throws {
        #expect(try render("{{=<% %>=}}<%name%> {{name}} <%={{ }}=%>{{name}}") == "Reds {{name}} Reds")
        #expect(try render("{{=| |=}}|#bottles||title|;|/bottles|") == "Merlot;Shiraz;")
    }

    @Test func aStandalonePartialIndentsEachLineItRenders() throws {
        let output = try render(
            "<ul>\n  {{> items}}\n</ul>\n", partials: ["items": "{{#bottles}}\n<li>{{title}}</li>\n{{/bottles}}\n"])
        #expect(output == "<ul>\n  <li>Merlot</li>\n  <li>Shiraz</li>\n</ul>\n")
    }

    @Test func sectionsNestedAThousandDeepAreRefusedWithTheLine() throws {
        let text = String(repeating: "{{#isOpen}}\n", count: 1000) + String(repeating: "{{/isOpen}}\n", count: 1000)
        let error = try #require(parseError(text))
        #expect(error.line == TemplateParser.maximumNesting + 1)
        #expect(error.problem.contains("nested more than \(TemplateParser.maximumNesting) deep"))
        let deepest =
            String(repeating: "{{#isOpen}}", count: TemplateParser.maximumNesting) + "{{name}}"
            + String(repeating: "{{/isOpen}}", count: TemplateParser.maximumNesting)
        #expect(try render(deepest) == "Reds")
    }

    @Test(arguments: [
        ("a\n{{#bottles}}\nb\n", 2, "never closed"),
        ("a\n\n{{/bottles}}", 3, "not open"),
        ("{{#a}}\n{{#b}}\n{{/a}}\n{{/b}}", 3, "closes “b”, opened on line 2"),
        ("x\n{{name", 2, "never closed"),
        ("a\n{{=<% %>}}", 2, "does not set delimiters"),
        ("{{= =}}", 1, "does not set delimiters"),
        ("{{=<% %> | =}}", 1, "does not set delimiters"),
        ("{{=<%= %>=}}", 1, "does not set delimiters"),
        ("{{=<% %>=}}\n<%#name%>\n<%/name", 3, "never closed with “%>”"),
        ("\n{{% CONTENT_TYPE: PDF }}", 2, "unknown pragma"),
        ("{{upper(name)}}", 1, "is not a key"),
        ("{{a..b}}", 1, "is not a key"),
    ])
    func syntaxErrorsNameTheLine(_ text: String, _ line: Int, _ problem: String) throws {
        let error = try #require(parseError(text))
        #expect(error.file == "page.mustache")
        #expect(error.line == line)
        #expect(error.problem.contains(problem), "\(error.problem)")
    }

    @Test func aLongListIsHandedOverInPartsThatMakeTheWholeText() throws {
        let template = try TemplateParser(
            text: "<list>\n{{#bottles}}<b>{{title}}</b>\n{{/bottles}}</list>\n", file: "page.mustache"
        ).parse()
        let renderer = TemplateRenderer(templates: ["page": template])
        // 3 MB of items: three parts and the rest.
        let title = String(repeating: "x", count: 90)
        let shelf = Shelf(bottles: Array(repeating: Bottle(title: title, price: nil), count: 30_000))
        var parts: [[UInt8]] = []
        let rest = renderer.render(.face(shelf), with: "page") { parts.append($0.bytes) }
        #expect(parts.count == 2)
        let itemSize = "<b>\(title)</b>\n".utf8.count
        #expect(
            parts.allSatisfy { (TemplateRenderer.partSize..<TemplateRenderer.partSize + itemSize).contains($0.count) })
        #expect(parts.joined() + rest.bytes == renderer.render(shelf, with: "page").bytes)
    }
}
