import Foundation

/// Paths in this repository and scratch folders for tests.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let fixtures = root + "/Fixtures"
    static let templates = root + "/Templates"
    static let site = root + "/site"

    /// A new empty folder under the temporary directory.
    static func scratchFolder(_ name: String) -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellar-\(name)-\(UUID().uuidString)").path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Every file below `folder`, relative to it, with its bytes.
    static func files(in folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }

    static func text(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}
