@testable import CellarViews
import Foundation
import Testing

@Suite("Loading a theme")
struct ThemeTests {
    static let templates = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Templates").path

    /// A copy of the real templates in a scratch folder, with `changes` written over it (`nil` deletes).
    private func theme(_ changes: [String: String?]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellar-theme-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.templates, toPath: folder)
        for (name, text) in changes {
            let path = folder + "/" + name
            if let text { try Data(text.utf8).write(to: URL(fileURLWithPath: path)) } else { try FileManager.default.removeItem(atPath: path) }
        }
        return folder
    }

    private func loadError(_ changes: [String: String?]) throws -> ThemeError? {
        let folder = try theme(changes)
        do {
            _ = try Theme(directory: folder)
            return nil
        } catch {
            return error
        }
    }

    @Test func theShippedTemplatesLoad() throws {
        _ = try Theme(directory: Self.templates)
    }

    @Test func aMissingTemplateIsNamed() throws {
        let error = try #require(try loadError(["goods.mustache": nil]))
        #expect(error.file == "goods.mustache")
        #expect(error.problem.contains("missing"))
    }

    @Test func aSyntaxErrorNamesTemplateAndLine() throws {
        let error = try #require(try loadError(["doc.mustache": "<p>one</p>\n<p>two</p>\n{{#body}}\n<p>never closed</p>\n"]))
        #expect(error.file == "doc.mustache")
        #expect(error.line != nil)
        #expect(error.description.hasPrefix("doc.mustache:"))
    }

    @Test func aPartialThatDoesNotExistIsAnErrorWithItsLine() throws {
        let error = try #require(try loadError(["partials/comment.mustache": "<li>\n{{author}}\n{{> avatar}}\n</li>\n"]))
        #expect(error.description == "partials/comment.mustache:3: uses partial “avatar”, which does not exist")
    }
}
