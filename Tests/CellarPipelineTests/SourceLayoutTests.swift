import CellarTestSupport
import Foundation
import Testing

/// The package's Swift code is laid out within 120 columns. `.swift-format` (at the root) is the
/// formatter that brings it there: `swift format -i -r Sources Tests Plugins Package.swift`.
/// What the formatter cannot break (a long string literal, comment or regex) is broken by hand,
/// a string into a multi-line literal whose lines end in `\` so that its value stays the same.
@Suite("Source layout")
struct SourceLayoutTests {
    /// The longest line, in characters, that the code may have.
    static let lineLength = 120

    /// Every `.swift` file below Sources/, Tests/ and Plugins/, and Package.swift, by path.
    static func swiftFiles() -> [String] {
        var files = ["Package.swift"]
        for folder in ["Sources", "Tests", "Plugins"] {
            let enumerator = FileManager.default.enumerator(atPath: Repository.root + "/" + folder)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".swift") { files.append(folder + "/" + relative) }
            }
        }
        return files.sorted()
    }

    @Test func noLineIsLongerThan120Characters() throws {
        let files = Self.swiftFiles()
        #expect(files.count > 400, "the package's Swift files are found")
        var long: [String] = []
        for file in files {
            let source = try Repository.text(Repository.root + "/" + file)
            let lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            for (index, line) in lines.enumerated() where line.count > Self.lineLength {
                long.append("\(file):\(index + 1): \(line.count) characters")
            }
        }
        #expect(
            long.isEmpty,
            """
            \(long.count) lines are longer than \(Self.lineLength) characters (run `swift format -i -r Sources Tests \
            Plugins Package.swift`, then break what it leaves by hand):
            \(long.joined(separator: "\n"))
            """)
    }
}
