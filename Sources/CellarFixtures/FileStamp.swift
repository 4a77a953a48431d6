import CellarModel
import Foundation

/// What a file looks like from outside, without reading it: its identity, size and times.
/// Saving a file in place, replacing it by a rename or turning it into a folder all change it.
public struct FileStamp: Sendable, Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    public let isFolder: Bool
    /// Modification and status-change times, in nanoseconds.
    let modified: Int64
    let changed: Int64

    /// The stamp of the file at `path`; `nil` when there is none.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        isFolder = info.st_mode & S_IFMT == S_IFDIR
        #if canImport(Darwin)
            modified = Int64(info.st_mtimespec.tv_sec) * 1_000_000_000 + Int64(info.st_mtimespec.tv_nsec)
            changed = Int64(info.st_ctimespec.tv_sec) * 1_000_000_000 + Int64(info.st_ctimespec.tv_nsec)
        #else
            modified = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
            changed = Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec)
        #endif
    }
}
