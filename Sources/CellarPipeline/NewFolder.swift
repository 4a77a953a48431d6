import CellarPlurals
import Foundation

/// Writes a folder that must not exist yet or be empty — a new shop, a copy of the theme —
/// all at once: the files go into a staging folder beside it, renamed into place when all are
/// written, so a failed write leaves nothing behind.
public enum NewFolder {
    /// Why a folder could not be made; nothing was written.
    public struct Failure: Error, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// Writes `files` (by path relative to `path`) as the folder at `path`.
    public static func create(at path: String, files: [String: Data]) throws(Failure) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let exists = manager.fileExists(atPath: path, isDirectory: &isDirectory)
        if exists {
            guard isDirectory.boolValue else { throw Failure(description: "\(path) is a file, not a folder") }
            let entries = (try? manager.contentsOfDirectory(atPath: path)) ?? []
            guard entries.isEmpty else {
                throw Failure(
                    description:
                        """
                        \(path) is not empty (\(EnglishCount.of(entries.count, "entry", "entries"))); choose a new or \
                        empty folder
                        """
                )
            }
            guard manager.isWritableFile(atPath: path) else {
                throw Failure(description: "\(path) cannot be written to")
            }
        }
        let url = URL(fileURLWithPath: path).standardizedFileURL
        let staging = url.deletingLastPathComponent().appendingPathComponent(
            ".\(url.lastPathComponent).new-\(getpid())")
        do {
            try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "cannot write \(path): \(Self.reason(error))")
        }
        do {
            for (relative, contents) in files.sorted(by: { $0.key < $1.key }) {
                let file = staging.appendingPathComponent(relative)
                try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try contents.write(to: file)
            }
            // An empty folder that is there (the current one, maybe) stays: what was staged
            // moves into it, entry by entry; a new one is the staging folder, renamed.
            var moves = [(staging, url)]
            if exists {
                moves = try manager.contentsOfDirectory(atPath: staging.path).map {
                    (staging.appendingPathComponent($0), url.appendingPathComponent($0))
                }
            }
            for (from, to) in moves {
                guard rename(from.path, to.path) == 0 else {
                    throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))")
                }
            }
            if exists { try manager.removeItem(at: staging) }
        } catch {
            try? manager.removeItem(at: staging)
            throw error as? Failure ?? Failure(description: "cannot write \(path): \(Self.reason(error))")
        }
    }

    private static func reason(_ error: Error) -> String {
        (error as NSError).localizedFailureReason ?? error.localizedDescription
    }
}
