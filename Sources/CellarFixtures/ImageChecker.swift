import CellarModel
import Foundation

/// Checks that local image paths named in the fixtures are safe and exist, remembering each
/// answer (catalogues name the same few images many times).
///
/// A local path must be relative, stay inside the fixtures folder (no `..` component or
/// backslash, and no symbolic link leading out), and name a regular file. (Control
/// characters, NUL among them, are gone before: ``FieldReader`` removes them from every string.)
/// Files read at the same time share one checker.
final class ImageChecker: @unchecked Sendable {
    private let directory: String
    private let resolvedDirectory: String?
    /// Guarded by `lock`.
    private var problems: [String: String?] = [:]
    private let lock = NSLock()

    init(directory: String) {
        self.directory = directory
        resolvedDirectory = Self.resolvedPath(directory)
    }

    /// What is wrong with a local image path, or `nil` when it is fine.
    func problem(withLocalPath path: String) -> String? {
        if let known = lock.withLock({ problems[path] }) { return known }
        let problem = findProblem(withLocalPath: path)
        lock.withLock { problems[path] = .some(problem) }
        return problem
    }

    private func findProblem(withLocalPath path: String) -> String? {
        let outside = "image path must stay inside the fixtures folder"
        if path.hasPrefix("/") || path.contains("\\")
            || path.split(separator: "/", omittingEmptySubsequences: false).contains("..")
        {
            return outside
        }
        let fullPath = directory + "/" + path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: fullPath, isDirectory: &isDirectory), !isDirectory.boolValue else {
            return "image file \"\(path)\" does not exist in the fixtures folder"
        }
        if let resolvedDirectory, let resolved = Self.resolvedPath(fullPath),
            !resolved.hasPrefix(resolvedDirectory.hasSuffix("/") ? resolvedDirectory : resolvedDirectory + "/")
        {
            return outside
        }
        return nil
    }

    /// The absolute path with every symbolic link resolved, or `nil` when it cannot be resolved.
    private static func resolvedPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
