@testable import CellarViews
import Synchronization
import Testing

/// How often any ``Note``'s text was read.
private let noteReads = Mutex(0)

/// A list item with a value: a feed's item.
private struct Note: TypedTemplateFace, Hashable {
    var text: String

    static let templateKeys: TemplateKeys<Note> = [
        .key("text") { note in
            noteReads.withLock { $0 += 1 }
            return note.text
        }
    ]
}

private struct Board: TypedTemplateFace {
    var name = "board"
    var notes: [Note]

    static let templateKeys: TemplateKeys<Board> = [
        .key("name") { $0.name },
        .key("notes") { $0.notes },
    ]
}

@Suite("List items kept by their values", .serialized)
struct ListItemCacheTests {
    private func renderer(_ text: String) throws -> TemplateRenderer {
        let templates = ["page": try TemplateParser(text: text, file: "page.mustache").parse()]
        let page = try TemplateBinder(templates: templates, stringKeys: []).bind(
            "page", renderedWith: .face(Board.self))
        return TemplateRenderer(templates: ["page": page])
    }

    private func board(_ texts: String...) -> Board {
        Board(notes: texts.map { Note(text: $0) })
    }

    /// The text of `board` and how many notes were read to render it.
    private func rendered(_ board: Board, by renderer: TemplateRenderer, keepingIn listItems: ListItemCache?) -> (
        text: String, reads: Int
    ) {
        let before = noteReads.withLock { $0 }
        let text = renderer.render(board, with: "page", listItems: listItems).string
        return (text, noteReads.withLock { $0 } - before)
    }

    @Test func anItemOfAValueRenderedBeforeIsCopiedInThisBuildAndTheNext() throws {
        let renderer = try renderer("<ul>\n{{#notes}}\n  <li>{{text}}</li>\n{{/notes}}\n</ul>\n")
        let first = ListItemCache()
        let before = rendered(board("a", "b", "a"), by: renderer, keepingIn: first)
        #expect(before.text == "<ul>\n  <li>a</li>\n  <li>b</li>\n  <li>a</li>\n</ul>\n")
        #expect(before.reads == 2, "the second a is copied")
        let edited = board("a", "c", "b")
        let after = rendered(edited, by: renderer, keepingIn: ListItemCache(keeping: first))
        #expect(after.text == rendered(edited, by: renderer, keepingIn: nil).text)
        #expect(after.reads == 1, "only c, which the last build did not have")
    }

    @Test func itKeepsOnlyTheTextsTheLastBuildUsed() throws {
        let renderer = try renderer("{{#notes}}{{text}};{{/notes}}")
        let first = ListItemCache()
        #expect(rendered(board("a", "b"), by: renderer, keepingIn: first).reads == 2)
        let second = ListItemCache(keeping: first)
        #expect(rendered(board("a", "c"), by: renderer, keepingIn: second).reads == 1, "only c")
        let third = rendered(board("a", "b"), by: renderer, keepingIn: ListItemCache(keeping: second))
        #expect(third.text == "a;b;")
        #expect(third.reads == 1, "b, which the last build did not use, is gone: rendered again")
    }

    @Test(arguments: [
        "{{#notes}}{{name}}: {{text}};{{/notes}}",
        "{{#notes}}{{text}}{{^last()}}, {{/last()}}{{/notes}}",
    ])
    func aListWhoseItemsReadMoreThanThemselvesIsRenderedEveryTime(template: String) throws {
        let renderer = try renderer(template)
        let listItems = ListItemCache()
        let notes = board("a", "b", "a")
        let first = rendered(notes, by: renderer, keepingIn: listItems)
        let again = rendered(notes, by: renderer, keepingIn: ListItemCache(keeping: listItems))
        #expect(first.reads == 3 && again.reads == 3)
        #expect(again.text == rendered(notes, by: renderer, keepingIn: nil).text)
        // The last item differs from the others only by its place: a copy would be wrong.
        let moved = board("a", "b")
        #expect(
            rendered(moved, by: renderer, keepingIn: ListItemCache(keeping: listItems)).text
                == rendered(moved, by: renderer, keepingIn: nil).text)
    }
}
