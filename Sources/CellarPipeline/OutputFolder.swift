import Foundation

/// The output folder, written as a whole: a build goes into a staging folder beside it,
/// which replaces the old output only when everything was written. A failed build leaves
/// the previous site exactly as it was.
struct OutputFolder {
    let path: String
    let staging: String
    private let fileManager = FileManager.default

    init(path: String) {
        let standardized = (path as NSString).standardizingPath
        self.path = standardized
        staging = "\(standardized).staging-\(ProcessInfo.processInfo.processIdentifier)"
    }

    /// Refuses to replace a folder that is neither empty nor an earlier site.
    func checkReplaceable() throws(BuildError) {
        guard let entries = try? fileManager.contentsOfDirectory(atPath: path), !entries.isEmpty else { return }
        guard entries.contains("index.html") else {
            throw .output("\(path) is not empty and holds no earlier site (no index.html); refusing to replace it")
        }
    }

    func prepareStaging() throws(BuildError) {
        do {
            try? fileManager.removeItem(atPath: staging)
            try fileManager.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw .output("cannot create \(staging): \(error.localizedDescription)")
        }
    }

    /// Writes a file into the staging folder, making its folders.
    func write(_ contents: String, to relativePath: String) throws(BuildError) {
        let file = try stagedPath(relativePath)
        do {
            try Data(contents.utf8).write(to: URL(fileURLWithPath: file))
        } catch {
            throw .output("cannot write \(file): \(error.localizedDescription)")
        }
    }

    /// Copies a file or folder into the staging folder.
    func copy(_ source: String, to relativePath: String) throws(BuildError) {
        let target = try stagedPath(relativePath)
        do {
            try fileManager.copyItem(atPath: source, toPath: target)
        } catch {
            throw .output("cannot copy \(source) to \(target): \(error.localizedDescription)")
        }
    }

    /// The path of a file in the staging folder, once its folder exists.
    private func stagedPath(_ relativePath: String) throws(BuildError) -> String {
        let path = (staging as NSString).appendingPathComponent(relativePath)
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .output("cannot create \(folder): \(error.localizedDescription)")
        }
        return path
    }

    /// Puts the staging folder in place of the output.
    func publish() throws(BuildError) {
        let previous = "\(path).previous-\(ProcessInfo.processInfo.processIdentifier)"
        let hadOutput = fileManager.fileExists(atPath: path)
        do {
            if hadOutput { try fileManager.moveItem(atPath: path, toPath: previous) }
            do {
                try fileManager.moveItem(atPath: staging, toPath: path)
            } catch {
                if hadOutput { try? fileManager.moveItem(atPath: previous, toPath: path) }
                throw error
            }
            if hadOutput { try fileManager.removeItem(atPath: previous) }
        } catch {
            throw .output("cannot replace \(path): \(error.localizedDescription)")
        }
    }

    func discardStaging() {
        try? fileManager.removeItem(atPath: staging)
    }
}
