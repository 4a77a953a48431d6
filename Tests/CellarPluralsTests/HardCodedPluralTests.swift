import CellarTestSupport
import Foundation
import Testing

/// Counts go through CLDR's rules: the string tables' plural texts for shoppers
/// (`InterfaceStrings`, the script's `counted`), `EnglishCount` for what the commands print.
/// A word chosen by comparing a count with 1 is English's rule written out by hand, wrong in
/// most languages: this fails on one in the sources or the storefront script.
struct HardCodedPluralTests {
    @Test func noTextIsChosenByComparingACountWithOne() throws {
        let countComparedWithOne = /(?:==|===|!=|!==)\s*1\s*\?\s*['"]/
        var found: [String] = []
        for (folder, suffix) in [("Sources", ".swift"), ("Templates/assets", ".js")] {
            let root = Repository.root + "/" + folder
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(suffix) else { continue }
                let lines = try String(contentsOfFile: root + "/" + relative, encoding: .utf8).split(
                    separator: "\n", omittingEmptySubsequences: false)
                for (number, line) in lines.enumerated() where line.contains(countComparedWithOne) {
                    found.append("\(folder)/\(relative):\(number + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(
            found.isEmpty,
            """
            a hard-coded plural; use EnglishCount or a plural text of the string \
            table:\n\(found.joined(separator: "\n"))
            """
        )
    }
}
