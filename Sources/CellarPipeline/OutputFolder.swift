import Foundation
#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
#endif

/// The output folder, replaced only by a whole site. A build stages every file that differs
/// from what the output holds in a staging folder beside it; once all of them are written,
/// the staging folder is completed into the new site and put in the output's place in one
/// step (``SiteExchange``), so a reader of the folder sees the old site or the new one, never
/// a mix. The first build renames the whole staging folder into place. A failed or killed
/// build leaves the previous site exactly as it was.
struct OutputFolder: Sendable {
    let path: String
    let staging: String
    /// Whether the output held nothing when the build started, so no file there needs comparing.
    private let wasAbsent: Bool
    /// Whether the staging folder holds the whole site (``KeptSite``) rather than only the files staged.
    private(set) var holdsWholeSite = false

    /// - Parameter path: as typed (`o`, `.`, `./out/`, `../site`, through a symlink): made
    ///   absolute with its symlinks resolved, so the staging folder is a sibling of the real
    ///   folder (on its file system, for the renames) and never inside it (`.`).
    init(path: String) {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        self.path = standardized
        staging = "\(standardized).staging-\(ProcessInfo.processInfo.processIdentifier)"
        SiteExchange.restoreSwappedOut(of: standardized)
        wasAbsent = !FileManager.default.fileExists(atPath: standardized)
    }

    /// Whether the output already holds a site.
    var exists: Bool { FileManager.default.fileExists(atPath: path) }

    /// Refuses to replace a folder that is neither empty nor an earlier site.
    func checkReplaceable() throws(BuildError.Reason) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue {
            throw .files("\(path) is a file, not a folder; name a folder for the site with --output")
        }
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path), !entries.isEmpty else { return }
        guard entries.contains("index.html") else {
            throw .files("\(path) is not empty and holds no earlier site (no index.html); refusing to replace it")
        }
    }

    /// Makes the staging folder: the site the last build kept, brought up to the output, when
    /// there is one (`kept`), else an empty folder. Removes the staging folders that builds which
    /// no longer run left beside the output (a build stopped by a signal cannot remove its own).
    mutating func prepareStaging(from kept: KeptSite?) throws(BuildError.Reason) {
        removeStagingOfEndedBuilds()
        if let kept, exists, access(staging, F_OK) == 0,
            SiteExchange(output: path, staging: staging).bringUpToDate(kept)
        {
            holdsWholeSite = true
            return
        }
        holdsWholeSite = false
        do {
            FolderRemoval.remove(staging)
            try FileManager.default.createDirectory(atPath: staging, withIntermediateDirectories: true)
        } catch {
            throw .files("cannot create \(staging): \(error.localizedDescription)")
        }
    }

    private func removeStagingOfEndedBuilds() {
        let parent = Self.folder(of: path)
        let prefix = (path as NSString).lastPathComponent + ".staging-"
        guard let siblings = try? FileManager.default.contentsOfDirectory(atPath: parent) else { return }
        for sibling in siblings where sibling.hasPrefix(prefix) {
            guard let pid = pid_t(sibling.dropFirst(prefix.count)), pid > 0,
                pid != ProcessInfo.processInfo.processIdentifier,
                kill(pid, 0) != 0, errno == ESRCH
            else { continue }
            FolderRemoval.remove((parent as NSString).appendingPathComponent(sibling))
        }
    }

    /// Stages a file unless the output already holds exactly these bytes there.
    /// - Returns: whether the file was staged (it is new or changed).
    @discardableResult
    func stage(_ contents: some ContiguousBytes, as relativePath: String) throws(BuildError.Reason) -> Bool {
        if !wasAbsent,
            let published = FileManager.default.contents(
                atPath: (path as NSString).appendingPathComponent(relativePath)),
            contents.withUnsafeBytes({ bytes in published.withUnsafeBytes { Self.areEqual($0, bytes) } })
        {
            return false
        }
        try writeStaged(as: relativePath) { write in contents.withUnsafeBytes(write) }
        return true
    }

    /// Stages a file written in parts: `writeParts` hands each part, in order, to the function
    /// it is given. The file is compared with the output's once written, so it is never held whole.
    /// - Returns: whether the file was staged (it is new or changed).
    @discardableResult
    func stage(as relativePath: String, writingParts writeParts: (([UInt8]) -> Void) -> Void) throws(BuildError.Reason)
        -> Bool
    {
        let file = try writeStaged(as: relativePath) { write in
            withoutActuallyEscaping(write) { write in
                var error: Int32 = 0
                writeParts { part in
                    if error == 0 { error = part.withUnsafeBytes(write) }
                }
                return error
            }
        }
        let published = (path as NSString).appendingPathComponent(relativePath)
        if !wasAbsent, Self.filesAreEqual(file, published) {
            unlink(file)
            // A whole site keeps the file: the output's, as the staging folder had it.
            if holdsWholeSite { link(published, file) }
            return false
        }
        return true
    }

    /// Makes the staged file `relativePath`, whose bytes `write` writes through the function
    /// it is given (which returns the `errno` of what failed, or 0); the staged file's path.
    @discardableResult
    private func writeStaged(
        as relativePath: String, _ write: ((UnsafeRawBufferPointer) -> Int32) -> Int32
    ) throws(BuildError.Reason) -> String {
        let file = staging + "/" + relativePath
        // The staging folder starts empty and most pages have a folder of their own, so the
        // folder (all before the last slash) is made first; its parents only when that fails
        // (system calls count at 100,000s of pages).
        let folder = String(file[..<file.utf8.lastIndex(of: UInt8(ascii: "/"))!])
        if mkdir(folder, 0o755) != 0, errno == ENOENT { try Self.makeFolder(of: file) }
        // A whole site's files are links to the output's: the new bytes go in a file of their own.
        if holdsWholeSite { unlink(file) }
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        var error = descriptor >= 0 ? write { Self.write($0, to: descriptor) } : errno
        if descriptor >= 0, close(descriptor) != 0, error == 0 { error = errno }
        if error != 0 {
            throw .files("cannot write \(file): \(String(cString: strerror(error)))")
        }
        return file
    }

    private static func areEqual(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> Bool {
        first.count == second.count
            && (first.isEmpty || memcmp(first.baseAddress!, second.baseAddress!, first.count) == 0)
    }

    /// Whether two files hold the same bytes, compared mapped (Foundation's `contentsEqual`
    /// compares them a byte at a time: 10s of ms for a feed); a file that cannot be read is
    /// not equal, so the staged one is kept.
    private static func filesAreEqual(_ first: String, _ second: String) -> Bool {
        guard let a = try? Data(contentsOf: URL(fileURLWithPath: first), options: .alwaysMapped),
            let b = try? Data(contentsOf: URL(fileURLWithPath: second), options: .alwaysMapped)
        else { return false }
        return a.withUnsafeBytes { a in b.withUnsafeBytes { b in areEqual(a, b) } }
    }

    /// Writes `bytes` to an open file; the `errno` of what failed, or 0.
    private static func write(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
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

    /// Puts the new site in place: the `staged` files, and the output's others but `stale`
    /// ones, relative paths all. With `keepingOldSite`, the site it replaces is left at the
    /// staging folder's path for the next build to start from.
    /// - Returns: what the next build brings the kept site up to the output with; `nil` when
    ///   none is kept.
    func publish(staged: [String], stale: [String], keepingOldSite: Bool) throws(BuildError.Reason) -> KeptSite? {
        guard exists else {
            do {
                try FileManager.default.moveItem(atPath: staging, toPath: path)
            } catch {
                throw .files("cannot create \(path): \(error.localizedDescription)")
            }
            return nil
        }
        let exchange = SiteExchange(output: path, staging: staging)
        if holdsWholeSite {
            try exchange.publishWhole(removing: stale)
        } else {
            try exchange.publish(keeping: Set(staged), removing: Set(stale), keepingOldSite: keepingOldSite)
        }
        guard keepingOldSite else {
            if holdsWholeSite { FolderRemoval.remove(staging) }
            return nil
        }
        return KeptSite(changed: staged, removed: stale)
    }

    /// Every file in the output, relative to it.
    func files() -> Set<String> {
        var files = Set<String>()
        guard let enumerator = FileManager.default.enumerator(atPath: path) else { return files }
        while let relative = enumerator.nextObject() as? String {
            if enumerator.fileAttributes?[.type] as? FileAttributeType != .typeDirectory { files.insert(relative) }
        }
        return files
    }

    func discardStaging() {
        FolderRemoval.remove(staging)
    }

    /// The folder holding `path`: `.` for a name alone, `/` for a name at the root. Not
    /// `NSString.deletingLastPathComponent`, which crashes on a one-character path on Linux.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func makeFolder(of file: String) throws(BuildError.Reason) {
        let folder = Self.folder(of: file)
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .files("cannot create \(folder): \(error.localizedDescription)")
        }
    }
}
