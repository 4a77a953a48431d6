@testable import CellarViews
import Foundation
import Testing

/// One test of the Mustache spec's files.
struct SpecTest: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var desc: String
    var data: SpecData
    var template: String
    var partials: [String: String]?
    var expected: String
    /// The file it comes from, set when read.
    var file = ""

    var testDescription: String { "\(file): \(name)" }

    private enum CodingKeys: String, CodingKey { case name, desc, data, template, partials, expected }
}

/// The spec's test files (`../shared/mustache-spec/`, beside the package), every test of the
/// required modules and of the optional inheritance module.
@Suite("MustacheSpec")
struct MustacheSpecTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/mustache-spec").standardizedFileURL

    static let supportedFiles = [
        "comments.json", "delimiters.json", "interpolation.json", "inverted.json", "partials.json",
        "sections.json", "~inheritance.json",
    ]

    /// Optional modules Cellar leaves out, with the reason.
    static let unsupportedFiles = [
        "~lambdas.json": "lambdas are not supported: view models are plain values, so a template never runs code",
        "~dynamic-names.json":
            """
        dynamic names (“{{>*name}}”) are not supported: a theme's partials are named in its templates, so each is \
        checked when the theme loads
        """,
    ]

    static func tests(in file: String) throws -> [SpecTest] {
        struct SpecFile: Decodable { var tests: [SpecTest] }
        let data = try Data(contentsOf: folder.appendingPathComponent(file))
        return try JSONDecoder().decode(SpecFile.self, from: data).tests.map { test in
            var test = test
            test.file = file
            return test
        }
    }

    /// Every test of the supported files; empty when they cannot be read, which
    /// `everySpecFileIsRunOrSkippedByName` reports.
    static let supportedTests: [SpecTest] = supportedFiles.flatMap { (try? tests(in: $0)) ?? [] }

    static func render(_ test: SpecTest) throws -> String {
        let testName = "(test)"
        var templates = [testName: try TemplateParser(text: test.template, file: test.name).parse()]
        for (name, text) in test.partials ?? [:] {
            templates[name] = try TemplateParser(text: text, file: name).parse()
        }
        return TemplateRenderer(templates: templates).render(test.data.templateValue, with: testName).string
    }

    @Test func everySpecFileIsRunOrSkippedByName() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter {
            $0.hasSuffix(".json")
        }
        #expect(Set(files) == Set(Self.supportedFiles).union(Self.unsupportedFiles.keys))
        for file in Self.supportedFiles {
            #expect(try !Self.tests(in: file).isEmpty, "\(file) has no tests")
        }
        #expect(Self.supportedTests.count == 163)
    }

    @Test(arguments: supportedTests)
    func specTest(_ test: SpecTest) throws {
        #expect(try Self.render(test) == test.expected, "\(test.desc)\ntemplate: \(test.template.debugDescription)")
    }

    @Test(.disabled("~lambdas.json: \(unsupportedFiles["~lambdas.json"]!)"))
    func lambdas() throws {
        for test in try Self.tests(in: "~lambdas.json") { #expect(try Self.render(test) == test.expected) }
    }

    @Test(.disabled("~dynamic-names.json: \(unsupportedFiles["~dynamic-names.json"]!)"))
    func dynamicNames() throws {
        for test in try Self.tests(in: "~dynamic-names.json") { #expect(try Self.render(test) == test.expected) }
    }
}
