import CellarFixtures
import CellarModel
import Foundation

/// Changes under some folders: creating, editing, deleting and renaming files, editors'
/// save-by-rename included. On Linux the kernel reports them as they happen (``KernelFolderEvents``,
/// inotify); elsewhere, or when the kernel cannot watch the folders, the folders are polled:
/// every file's stamp (size, times, inode) compared at each poll. Editors' scratch files
/// (``isScratch(_:)``) are not watched: writing one is not an edit.
struct FolderWatcher: Sendable {
    let folders: [String]
    /// How often the folders are polled when the kernel does not report changes.
    var interval: Duration = .milliseconds(200)
    /// Whether to poll even where the kernel could report changes.
    var polls = false

    /// One element per change seen (several changes in a row may come as one); ends when the
    /// consuming task is cancelled.
    var changes: AsyncStream<Void> {
        if !polls, let events = KernelFolderEvents(folders: folders, ignoring: Self.isScratch) {
            return events.changes
        }
        return polledChanges
    }

    private var polledChanges: AsyncStream<Void> {
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

    /// What the folders hold now.
    struct Snapshot: Equatable {
        /// Each file's stamp, by path.
        var files: [String: FileStamp] = [:]
        /// Every folder below the watched ones: a file replaced by a folder is a change.
        var folders: Set<String> = []
    }

    func snapshot() -> Snapshot {
        var snapshot = Snapshot()
        for folder in folders {
            guard let enumerator = FileManager.default.enumerator(atPath: folder) else { continue }
            while let relative = enumerator.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if Self.isScratch(name) {
                    if name.hasPrefix(".") { enumerator.skipDescendants() }  // a hidden folder: .git and the like
                    continue
                }
                let path = (folder as NSString).appendingPathComponent(relative)
                guard let stamp = FileStamp(path: path) else { continue }
                if stamp.isFolder {
                    snapshot.folders.insert(path)
                } else {
                    snapshot.files[path] = stamp
                }
            }
        }
        return snapshot
    }

    /// Hidden files (`.comments.json.swp`, `.DS_Store`), backups (`goods.json~`), temporary
    /// files (`comments.json.tmp`) and Vim's write probe (`4913`): never fixtures or templates.
    static func isScratch(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name == "4913"
            || ["tmp", "swp", "swx"].contains((name as NSString).pathExtension)
    }
}
