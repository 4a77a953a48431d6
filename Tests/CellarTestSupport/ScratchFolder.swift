import Foundation

extension Repository {
    /// One folder per test process under the temporary directory, holding every scratch
    /// folder; removed when the process exits.
    private static let scratchRoot: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cellar-tests-\(UUID().uuidString)")
            .path
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { Repository.removeScratchRoot() }
        return path
    }()

    private static func removeScratchRoot() {
        try? FileManager.default.removeItem(atPath: scratchRoot)
    }

    /// A new empty folder, removed with the others when the test process exits.
    /// - Parameter name: a word for the folder's name, to tell tests' folders apart.
    public static func scratchFolder(_ name: String) -> String {
        let path = (scratchRoot as NSString).appendingPathComponent("\(name)-\(UUID().uuidString)")
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A scratch copy of the repository's templates with `changes` (file → text) written
    /// over it; a `nil` text deletes the file.
    public static func templatesCopy(_ changes: [String: String?]) throws -> String {
        let folder = scratchFolder("theme") + "/Templates"
        try FileManager.default.copyItem(atPath: templates, toPath: folder)
        for (name, text) in changes {
            let path = folder + "/" + name
            if let text {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            } else {
                try FileManager.default.removeItem(atPath: path)
            }
        }
        return folder
    }

    /// A file's text, read as UTF-8; throws when the file is not there or cannot be read, so a
    /// test about a file the build did not make fails rather than reading no text.
    /// Whether the HTML page at `path` is one that sends its visitors to a page's new place
    /// (a place Cellar 0.1 gave it).
    public static func isMovedPage(_ path: String) throws -> Bool {
        try text(path).contains(#"<meta http-equiv="refresh""#)
    }

    public static func text(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }
}
