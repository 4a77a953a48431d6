import Foundation

/// The folder the catalogue report is written to when it is apart from the site
/// (``BuildOptions/Reports/apart(folder:)``): replaced whole once the site is published, by
/// renaming a folder of the new files into its place, so it never holds half a report.
struct ReportsFolder: Sendable {
    let path: String

    init(path: String) {
        self.path = URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The link from the report's pages to the site at `output`: a relative path
    /// (`../site`), so the report reads from any copy of both folders side by side.
    func link(to output: String) -> String {
        let from = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let to = URL(fileURLWithPath: output).standardizedFileURL.resolvingSymlinksInPath().pathComponents
        let shared = zip(from, to).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: from.count - shared) + to[shared...]
        return path.joined(separator: "/")
    }

    /// Refuses a folder the report would replace that holds something else: a report's folder
    /// is empty, absent or holds an earlier report. It must not be inside the site (or the
    /// site's publishing would remove it) nor hold the site, the fixtures or the templates.
    func checkReplaceable(apartFrom folders: [(name: String, path: String?)]) throws(BuildError.Reason) {
        let mine = Self.resolved(path)
        for (name, folder) in folders {
            guard let folder else { continue }
            let other = Self.resolved(folder)
            if mine.hasPrefix(other) && name == "output" {
                throw .files(
                    "the reports folder \(path) is inside the output \(folder), which is published; "
                        + "name a folder outside it with --reports DIR, or publish the report with --publish-reports")
            }
            if other.hasPrefix(mine) {
                throw .files(
                    "the reports folder \(path) contains the \(name) folder \(folder); name another with --reports DIR")
            }
        }
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw .files("\(path) is a file, not a folder; name a folder for the report with --reports DIR")
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path), !entries.isEmpty else { return }
        guard entries.contains("catalogue.html") else {
            throw .files(
                "\(path) is not empty and holds no earlier report (no catalogue.html); refusing to replace it. "
                    + "Name another folder with --reports DIR")
        }
    }

    /// Replaces the folder's files with `files` (by name).
    func replace(with files: [(name: String, contents: Data)]) throws(BuildError.Reason) {
        let manager = FileManager.default
        let pid = ProcessInfo.processInfo.processIdentifier
        let new = "\(path).new-\(pid)"
        let old = "\(path).old-\(pid)"
        do {
            try? manager.removeItem(atPath: new)
            try manager.createDirectory(atPath: new, withIntermediateDirectories: true)
            for file in files {
                try file.contents.write(to: URL(fileURLWithPath: new + "/" + file.name))
            }
            let hadReport = manager.fileExists(atPath: path)
            if hadReport { try manager.moveItem(atPath: path, toPath: old) }
            try manager.moveItem(atPath: new, toPath: path)
            if hadReport { try manager.removeItem(atPath: old) }
        } catch {
            try? manager.removeItem(atPath: new)
            if !manager.fileExists(atPath: path) { try? manager.moveItem(atPath: old, toPath: path) }
            throw .files(
                """
                cannot write the report to \(path): \
                \((error as NSError).localizedFailureReason ?? error.localizedDescription)
                """
            )
        }
    }

    private static func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path + "/"
    }
}
