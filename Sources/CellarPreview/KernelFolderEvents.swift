import Dispatch
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// Changes under folders as the Linux kernel reports them (inotify), within a millisecond of
/// the write: every folder below the watched ones is watched, folders made later as they
/// appear. Where there is no inotify (macOS), or the kernel refuses the watches (too many
/// folders, a folder missing), it cannot be made and ``FolderWatcher`` polls instead.
final class KernelFolderEvents: Sendable {
    /// One element per batch of events the kernel handed over that names a file that is not
    /// scratch; ends when the consuming task is cancelled.
    let changes: AsyncStream<Void>

    #if canImport(Glibc)
        init?(folders: [String], ignoring isScratch: @escaping @Sendable (String) -> Bool) {
            let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { return nil }
            let watches = Watches(descriptor: descriptor, isScratch: isScratch)
            guard folders.allSatisfy({ watches.addTree($0) }) else {
                close(descriptor)
                return nil
            }
            let (stream, continuation) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
            let source = DispatchSource.makeReadSource(
                fileDescriptor: descriptor, queue: DispatchQueue(label: "cellar.folder-events"))
            source.setEventHandler {
                if watches.readEvents() { continuation.yield() }
            }
            source.setCancelHandler { close(descriptor) }
            watches.source = source
            continuation.onTermination = { _ in watches.source?.cancel() }
            source.resume()
            changes = stream
        }

        /// The watches and the folder each watches. Touched only while setting up and then on the
        /// read source's serial queue, one event batch at a time.
        private final class Watches: @unchecked Sendable {
            private let descriptor: Int32
            private let isScratch: @Sendable (String) -> Bool
            private var folders: [Int32: String] = [:]
            /// What reads the events; cancelling it closes the descriptor.
            var source: DispatchSourceRead?
            private static let events = UInt32(
                IN_CLOSE_WRITE | IN_MODIFY | IN_ATTRIB | IN_CREATE | IN_DELETE | IN_MOVED_FROM | IN_MOVED_TO
                    | IN_DELETE_SELF | IN_MOVE_SELF
            )

            init(descriptor: Int32, isScratch: @escaping @Sendable (String) -> Bool) {
                self.descriptor = descriptor
                self.isScratch = isScratch
            }

            /// Watches `folder` and every folder below it but hidden ones; `false` when the kernel
            /// refuses to watch `folder` itself.
            @discardableResult
            func addTree(_ folder: String) -> Bool {
                let watch = inotify_add_watch(descriptor, folder, Self.events | UInt32(IN_ONLYDIR))
                guard watch >= 0 else { return false }
                folders[watch] = folder
                let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for name in entries where !isScratch(name) {
                    let path = (folder as NSString).appendingPathComponent(name)
                    var isFolder: ObjCBool = false
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                        addTree(path)
                    }
                }
                return true
            }

            /// Reads every event waiting; whether one of them named a file that is not scratch.
            func readEvents() -> Bool {
                var changed = false
                let capacity = 64 * 1024
                let buffer = UnsafeMutableRawPointer.allocate(
                    byteCount: capacity, alignment: MemoryLayout<inotify_event>.alignment)
                defer { buffer.deallocate() }
                while true {
                    let count = read(descriptor, buffer, capacity)
                    guard count > 0 else { break }
                    var offset = 0
                    while offset + MemoryLayout<inotify_event>.size <= count {
                        let event = buffer.loadUnaligned(fromByteOffset: offset, as: inotify_event.self)
                        let nameStart = buffer.advanced(by: offset + MemoryLayout<inotify_event>.size)
                        let name = event.len > 0 ? String(cString: nameStart.assumingMemoryBound(to: CChar.self)) : ""
                        offset += MemoryLayout<inotify_event>.size + Int(event.len)
                        changed = handle(event, named: name) || changed
                    }
                }
                return changed
            }

            /// Follows folders made or moved in and forgets removed ones; whether the event is an edit.
            private func handle(_ event: inotify_event, named name: String) -> Bool {
                if event.mask & UInt32(IN_IGNORED) != 0 {
                    folders[event.wd] = nil
                    return false
                }
                if event.mask & UInt32(IN_Q_OVERFLOW) != 0 { return true }
                guard !name.isEmpty else {
                    // The watched folder itself was removed or moved.
                    return event.mask & UInt32(IN_DELETE_SELF | IN_MOVE_SELF) != 0
                }
                guard !isScratch(name), let folder = folders[event.wd] else { return false }
                if event.mask & UInt32(IN_ISDIR) != 0, event.mask & UInt32(IN_CREATE | IN_MOVED_TO) != 0 {
                    addTree((folder as NSString).appendingPathComponent(name))
                }
                return true
            }
        }
    #else
        init?(folders _: [String], ignoring _: @escaping @Sendable (String) -> Bool) {
            return nil
        }
    #endif
}
