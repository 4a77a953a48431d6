#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes a folder and everything in it with one `unlinkat` per entry, read through the
/// folder's descriptor: the publish removes a whole old site on every build, and Foundation's
/// `removeItem` spends several calls and path lookups on each file.
enum FolderRemoval {
    /// Removes `path` and what it holds; what cannot be removed stays (the next build's staging
    /// clean-up tries again).
    static func remove(_ path: String) {
        let folder = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
        guard folder >= 0 else {
            unlink(path)
            return
        }
        removeEntries(of: folder)
        rmdir(path)
    }

    /// Removes every entry of the open folder `folder`, whose descriptor it takes over.
    private static func removeEntries(of folder: Int32) {
        guard let directory = fdopendir(folder) else {
            close(folder)
            return
        }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) + [0] }
            if name == [46, 0] || name == [46, 46, 0] { continue }
            name.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: CChar.self) { name in
                    // unlinkat refuses a folder (EISDIR on Linux, EPERM on macOS): empty it, then remove it.
                    guard unlinkat(folder, name.baseAddress!, 0) != 0, errno == EISDIR || errno == EPERM else { return }
                    let child = openat(folder, name.baseAddress!, O_RDONLY | O_DIRECTORY | O_NOFOLLOW)
                    guard child >= 0 else { return }
                    removeEntries(of: child)
                    unlinkat(folder, name.baseAddress!, AT_REMOVEDIR)
                }
            }
        }
    }
}
