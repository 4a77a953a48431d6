import CellarHosting
import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A build's publish: the output folder replaced by the new site in one step, so whoever reads
/// the folder (a host serving it, `cellar deploy`, `cellar serve`) finds the old site or the
/// new one whole, never a mix, and a build killed at any moment leaves one of them in place.
///
/// The staging folder holds the files the build made anew; the publish completes it into the
/// whole new site with a hard link to each of the output's unchanged files (no bytes copied),
/// then exchanges the two folders in one rename, `renameat2(RENAME_EXCHANGE)` on Linux and
/// `renamex_np(RENAME_SWAP)` on macOS, and removes the old site, which is then at the staging
/// folder's path (a build killed while removing it leaves a staging folder that the next build
/// removes). Where the file system cannot exchange two folders, the old site is renamed aside
/// (``SwappedOutSite``) and the new one renamed into place: for that moment the output is
/// missing, never mixed, and a build killed in it leaves the old site aside, which the next
/// build puts back (``restoreSwappedOut(of:)``) and `cellar deploy` names.
struct SiteExchange {
    /// The output folder, absolute, with its symlinks resolved.
    let output: String
    /// The staging folder beside it, holding every file new or changed.
    let staging: String

    /// Completes the staging folder with the output's files but the `staged` ones' old
    /// versions and `stale` ones (relative paths), and puts it in the output's place; the old
    /// site is removed, or with `keepingOldSite` left at the staging folder's path
    /// (``KeptSite``).
    func publish(keeping staged: Set<String>, removing stale: Set<String>, keepingOldSite: Bool)
        throws(BuildError.Reason)
    {
        try linkUnchangedFiles(leavingOut: stale.union(staged))
        try exchange()
        if !keepingOldSite { FolderRemoval.remove(staging) }
    }

    /// Puts a staging folder that holds the whole new site but the `stale` files in the
    /// output's place, once those are removed; the old site is left at the staging folder's path.
    func publishWhole(removing stale: [String]) throws(BuildError.Reason) {
        for relative in stale { removeFile(relative) }
        try exchange()
    }

    /// Brings the site kept at the staging folder's path up to the output, which differs from
    /// it by what `kept` says the build that published the output changed: each changed file
    /// linked from the output in place of the kept one, each removed file removed. Whether it
    /// could: when not, the staging folder is for the caller to remove.
    func bringUpToDate(_ kept: KeptSite) -> Bool {
        for relative in kept.removed { removeFile(relative) }
        for relative in kept.changed {
            unlink(staging + "/" + relative)
            do throws(BuildError.Reason) { try link(relative) } catch { return false }
        }
        return true
    }

    /// Removes the staging folder's file `relative`, and the folders it leaves empty, as a
    /// site made from scratch has none.
    private func removeFile(_ relative: String) {
        guard unlink(staging + "/" + relative) == 0 else { return }
        var folder = OutputFolder.folder(of: relative)
        while folder != ".", rmdir(staging + "/" + folder) == 0 {
            folder = OutputFolder.folder(of: folder)
        }
    }

    /// Hard-links into the staging folder every file of the output but those `left` out (and
    /// any it has a file for); a file system without hard links gets copies.
    private func linkUnchangedFiles(leavingOut left: Set<String>) throws(BuildError.Reason) {
        var folders = [""]
        while let folder = folders.popLast() {
            let source = folder.isEmpty ? output : output + "/" + folder
            guard let directory = opendir(source) else { throw .files("cannot read \(source): \(Self.reason(errno))") }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) {
                    String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let relative = folder.isEmpty ? name : folder + "/" + name
                if Self.isFolder(entry, at: output + "/" + relative) {
                    folders.append(relative)
                } else if !left.contains(relative) {
                    try link(relative)
                }
            }
        }
    }

    /// Links the output's file `relative` into the staging folder, unless it holds one there.
    private func link(_ relative: String) throws(BuildError.Reason) {
        let source = output + "/" + relative
        let target = staging + "/" + relative
        if linkat(AT_FDCWD, source, AT_FDCWD, target, 0) == 0 || errno == EEXIST { return }
        if errno == ENOENT {
            // Folders are made only for the files they get, so a folder left empty by stale files goes.
            let parent = OutputFolder.folder(of: target)
            if mkdir(parent, 0o755) != 0, errno != EEXIST {
                do {
                    try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
                } catch {
                    throw .files("cannot create \(parent): \(error.localizedDescription)")
                }
            }
            if linkat(AT_FDCWD, source, AT_FDCWD, target, 0) == 0 { return }
        }
        guard errno == EPERM || errno == EXDEV || errno == ENOTSUP || errno == EMLINK else {
            throw .files("cannot link \(source) into \(staging): \(Self.reason(errno))")
        }
        do {
            try FileManager.default.copyItem(atPath: source, toPath: target)
        } catch {
            throw .files("cannot copy \(source) into \(staging): \(error.localizedDescription)")
        }
    }

    /// Swaps the staging folder and the output: in one rename where the file system can, else
    /// with the old site renamed aside for a moment.
    private func exchange() throws(BuildError.Reason) {
        if Self.exchange(staging, output) == 0 { return }
        guard errno == EINVAL || errno == ENOSYS || errno == ENOTSUP else {
            throw .files("cannot exchange \(staging) with \(output): \(Self.reason(errno))")
        }
        let aside = SwappedOutSite.path(of: output, process: ProcessInfo.processInfo.processIdentifier)
        guard rename(output, aside) == 0 else {
            throw .files("cannot rename \(output) to \(aside): \(Self.reason(errno))")
        }
        guard rename(staging, output) == 0 else {
            let error = errno
            rename(aside, output)
            throw .files("cannot rename \(staging) to \(output): \(Self.reason(error))")
        }
        // The old site goes where the exchange would have put it, removed with the staging folder.
        rename(aside, staging)
    }

    /// Puts back the site a build killed while it was renamed aside left (``SwappedOutSite``),
    /// when the output is missing; removes it when the output is in place.
    static func restoreSwappedOut(of output: String) {
        for aside in SwappedOutSite.leftBehind(by: output)
        where !isRunning(SwappedOutSite.process(of: aside, output: output)) {
            if access(output, F_OK) != 0, rename(aside, output) == 0 { continue }
            FolderRemoval.remove(aside)
        }
    }

    /// Whether a process with this id runs.
    static func isRunning(_ process: pid_t?) -> Bool {
        guard let process, process > 0 else { return false }
        return process == ProcessInfo.processInfo.processIdentifier || kill(process, 0) == 0 || errno != ESRCH
    }

    /// Exchanges two paths in one rename; 0, or -1 with `errno` set.
    private static func exchange(_ first: String, _ second: String) -> Int32 {
        #if canImport(Glibc)
            // glibc declares renameat2 (2.28 and later) only under _GNU_SOURCE, which Swift's Glibc
            // module is not built with: it is found by name instead.
            typealias RenameAt2 =
                @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
            guard let symbol = dlsym(nil, "renameat2") else {
                errno = ENOSYS
                return -1
            }
            let renameExchange: UInt32 = 1 << 1
            return unsafeBitCast(symbol, to: RenameAt2.self)(AT_FDCWD, first, AT_FDCWD, second, renameExchange)
        #elseif canImport(Darwin)
            return renamex_np(first, second, UInt32(RENAME_SWAP))
        #endif
    }

    private static func isFolder(_ entry: UnsafeMutablePointer<dirent>, at path: String) -> Bool {
        if entry.pointee.d_type != UInt8(DT_UNKNOWN) { return entry.pointee.d_type == UInt8(DT_DIR) }
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }

    private static func reason(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
}
