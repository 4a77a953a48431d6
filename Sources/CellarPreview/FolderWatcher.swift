import Foundation

/// Changes under some folders, found by comparing every file's size, modification time and
/// inode at each poll: creating, editing, deleting and renaming files all show, including
/// editors' save-by-rename. Polling works alike on every platform and file system. Editors'
/// scratch files (``isScratch(_:)``) are not watched: writing one is not an edit.
struct FolderWatcher: Sendable {
    let folders: [String]
    var interval: Duration = .milliseconds(200)

    /// One element per poll that saw a change; ends when the consuming task is cancelled.
    var changes: AsyncStream<Void> {
        let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let watcher = self
        let polling = Task {
            var last = watcher.snapshot()
            while !Task.isCancelled {
                try? await Task.sleep(for: watcher.interval)
                let current = watcher.snapshot()
                if current != last {
                    last = current
                    continuation.yield()
                }
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in polling.cancel() }
        return stream
    }

    /// What each file looks like now, by path.
    func snapshot() -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if Self.isScratch(name) {
                    if name.hasPrefix(".") { enumerator.skipDescendants() }  // a hidden folder: .git and the like
                    continue
                }
                let path = (folder as NSString).appendingPathComponent(relative)
                var info = stat()
                guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFDIR else { continue }
                stamps[path] = FileStamp(
                    size: Int64(info.st_size), inode: UInt64(info.st_ino),
                    modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
                )
            }
        }
        return stamps
    }

    /// Hidden files (`.comments.json.swp`, `.DS_Store`), backups (`goods.json~`), temporary
    /// files (`comments.json.tmp`) and Vim's write probe (`4913`): never fixtures or templates.
    static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name == "4913"
            || ["tmp", "swp", "swx"].contains((name as NSString).pathExtension)
    }

    struct FileStamp: Equatable, Sendable {
        let size: Int64
        let inode: UInt64
        let modified: Int64
    }
}
