@testable import CellarFixtures
import CellarTestSupport
import Foundation
@testable import CellarModel

/// A fresh temporary fixtures folder for one test, filled with valid fixtures unless told otherwise.
final class FixtureFolder {
    let path: String

    static let store = #"{"name": "Cellar", "currency": "CNY"}"#
    static let categories = #"[{"id": "wine", "name": "Wine"}, {"id": "beer", "name": "Beer"}]"#
    static let goods = #"""
        [{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4},
         {"id": "g-2", "title": "Lager", "category": "beer", "price": 12}]
        """#

    /// Writes `files` (name → contents) over a valid store, categories and goods;
    /// a `nil` contents leaves that file out.
    init(_ files: [String: String?] = [:]) {
        path = Repository.scratchFolder("model")
        let defaults: [String: String?] = [
            "store.json": Self.store, "categories.json": Self.categories, "goods.json": Self.goods,
        ]
        for (name, contents) in defaults.merging(files, uniquingKeysWith: { $1 }) {
            if let contents { write(name, contents) }
        }
    }

    func write(_ name: String, _ text: String) {
        write(name, bytes: Array(text.utf8))
    }

    func write(_ name: String, bytes: [UInt8]) {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try! FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try! Data(bytes).write(to: url)
    }

    func makeDirectory(_ name: String) {
        try! FileManager.default.createDirectory(atPath: path + "/" + name, withIntermediateDirectories: true)
    }

    func load() throws(FixtureErrors) -> Catalogue {
        try FixtureLoader(directory: path).load()
    }

    /// The problems the loader reports; empty when it loads.
    func errors() -> [FixtureError] {
        do {
            _ = try load()
            return []
        } catch {
            return error.errors
        }
    }
}
