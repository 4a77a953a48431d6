import Foundation
import CellarFixtures
import CellarModel

/// A copy of a small, valid fixtures folder (`CELLAR_FUZZ_FIXTURES`, made by `scripts/tests/fuzz.sh`)
/// in which one file at a time is replaced by a fuzzing input and the folder is loaded.
final class FixtureSandbox: @unchecked Sendable {
    /// The files an input can replace, picked by its first byte.
    static let files = ["store.json", "categories.json", "goods.json", "comments.json", "docs/about.md"]

    static let shared = FixtureSandbox()

    private let directory: String
    private var originals: [String: Data] = [:]

    private init() {
        guard let base = ProcessInfo.processInfo.environment["CELLAR_FUZZ_FIXTURES"] else {
            fatalError("CELLAR_FUZZ_FIXTURES must name a valid fixtures folder (scripts/tests/fuzz.sh makes one)")
        }
        directory = NSTemporaryDirectory() + "cellar-fuzz-\(getpid())"
        try? FileManager.default.removeItem(atPath: directory)
        do {
            try FileManager.default.copyItem(atPath: base, toPath: directory)
            for file in Self.files {
                originals[file] = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
            }
        } catch {
            fatalError("cannot copy \(base): \(error)")
        }
        do {
            _ = try FixtureLoader(directory: directory).load()
        } catch {
            fatalError("\(base) must be valid fixtures: \(error)")
        }
    }

    /// Loads the folder with `contents` as the file numbered `selector`, then puts the file back.
    func load(_ contents: [UInt8], as selector: Int) {
        let file = Self.files[selector]
        let url = URL(fileURLWithPath: directory + "/" + file)
        try! Data(contents).write(to: url)
        defer { try! originals[file]!.write(to: url) }
        do {
            _ = try FixtureLoader(directory: directory).load()
        } catch {
            precondition(!error.errors.isEmpty, "a failed load names no problem")
        }
    }
}
