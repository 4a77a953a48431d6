import Foundation
#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

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
    ///
    /// Writes first and makes the folders only when that fails: system calls a page count at
    /// 100,000s of pages, and most pages need at most their own folder made.
    func write(_ contents: String, to relativePath: String) throws(BuildError) {
        let file = staging + "/" + relativePath
        var contents = contents
        var error = contents.withUTF8 { Self.write($0, to: file) }
        if error == ENOENT {
            let folder = (file as NSString).deletingLastPathComponent
            if mkdir(folder, 0o755) != 0 { _ = try stagedPath(relativePath) }
            error = contents.withUTF8 { Self.write($0, to: file) }
        }
        if error != 0 {
            throw .output("cannot write \(file): \(String(cString: strerror(error)))")
        }
    }

    /// Writes `bytes` to a new file at `path`; the `errno` of what failed, or 0.
    private static func write(_ bytes: UnsafeBufferPointer<UInt8>, to path: String) -> Int32 {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return errno }
        defer { close(descriptor) }
        var written = 0
        while written < bytes.count {
            let result = systemWrite(descriptor, bytes.baseAddress! + written, bytes.count - written)
            if result < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += result
        }
        return 0
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
