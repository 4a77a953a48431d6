import CellarTestSupport
import Foundation
import Testing

@Suite("The cellar command")
struct CellarCommandTests {
    /// Runs the `cellar` executable built beside the tests.
    private func cellar(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = Repository.cellarExecutable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    private func scratch() -> String {
        Repository.scratchFolder("cli")
    }

    @Test func buildPrintsASummaryLineWithPagesByKind() throws {
        let output = scratch() + "/site"
        let result = try cellar(["build", "--output", output])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("Built 417 pages (404 1, cart 2, category 12, comments 308, data 12, docs 3, feed 2, goods 60, home 1, report 13, robots 1, search 1, sitemap 1) in "))
        #expect(result.errors.split(separator: "\n").allSatisfy { $0.hasPrefix("warning: ") },
                "no progress line when standard error is not a terminal, only the sample shop's warnings")
    }

    @Test func quietBuildPrintsNothing() throws {
        let result = try cellar(["build", "--quiet", "--output", scratch() + "/site"])
        #expect(result.status == 0)
        #expect(result.output.isEmpty)
    }

    @Test func checkReportsEveryProblemAndFails() throws {
        let fixtures = scratch()
        try Data(#"{"name": "S", "currency": "CNY"}"#.utf8).write(to: URL(fileURLWithPath: fixtures + "/store.json"))
        try Data(#"[{"id": "a", "name": "A"}]"#.utf8).write(to: URL(fileURLWithPath: fixtures + "/categories.json"))
        try Data(#"[{"id": "g", "title": "G", "category": "b", "price": "12"}]"#.utf8).write(to: URL(fileURLWithPath: fixtures + "/goods.json"))
        let result = try cellar(["check", "--fixtures", fixtures])
        #expect(result.status == 1)
        #expect(result.errors.contains("goods.json[0].category"))
        #expect(result.errors.contains("goods.json[0].price"))
    }

    @Test func checkAcceptsTheSampleShop() throws {
        let result = try cellar(["check"])
        #expect(result.status == 0)
        #expect(result.output.contains("60 goods, 400 comments"))
    }
}
