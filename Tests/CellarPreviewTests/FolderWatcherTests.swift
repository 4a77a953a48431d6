import CellarTestSupport
import Foundation
import Testing
@testable import CellarPreview

@Suite("Watching the fixtures and templates")
struct FolderWatcherTests {
    private func scratchFolder() throws -> String {
        let folder = Repository.scratchFolder("watch")
        try FileManager.default.createDirectory(atPath: folder + "/docs", withIntermediateDirectories: true)
        return folder
    }

    @Test func editorsScratchFilesAreNotWatched() throws {
        let folder = try scratchFolder()
        let watched = ["comments.json", "docs/faq.md", "images/a.tmp.png"]
        let scratch = [
            ".comments.json.swp", "comments.json~", "comments.json.tmp", "docs/4913", "docs/.faq.md.swx", ".DS_Store",
            ".git/objects/ab",
        ]
        for name in watched + scratch {
            try FileManager.default.createDirectory(
                atPath: ((folder + "/" + name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true
            )
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let watcher = FolderWatcher(folders: [folder])
        #expect(Set(watcher.snapshot().files.keys) == Set(watched.map { folder + "/" + $0 }))
    }

    #if os(Linux)
        @Test func onLinuxTheKernelReportsTheChanges() throws {
            let folder = try scratchFolder()
            #expect(KernelFolderEvents(folders: [folder], ignoring: FolderWatcher.isScratch) != nil)
            #expect(
                KernelFolderEvents(folders: [folder + "/missing"], ignoring: FolderWatcher.isScratch) == nil,
                "then polling")
        }
    #endif

    /// Counts the changes a watcher reports.
    private actor Changes {
        private(set) var count = 0
        func add() { count += 1 }

        /// Waits until more than `seen` changes came; whether they did within 10 s.
        func arrive(after seen: Int) async -> Bool {
            for _ in 0..<1000 where count <= seen {
                try? await Task.sleep(for: .milliseconds(10))
            }
            return count > seen
        }
    }

    @Test(arguments: [false, true])
    func everyKindOfEditIsSeenAndScratchFilesAreNot(polls: Bool) async throws {
        let folder = try scratchFolder()
        let comments = folder + "/comments.json"
        try Data("[]".utf8).write(to: URL(fileURLWithPath: comments))
        let changes = Changes()
        let watcher = FolderWatcher(folders: [folder], interval: .milliseconds(20), polls: polls)
        let stream = watcher.changes
        let watching = Task { for await _ in stream { await changes.add() } }
        defer { watching.cancel() }
        let edits: [(String, () throws -> Void)] = [
            ("saved in place", { try Data("[1]".utf8).write(to: URL(fileURLWithPath: comments)) }),
            ("saved by rename", { try Data("[2]".utf8).write(to: URL(fileURLWithPath: comments), options: .atomic) }),
            ("deleted", { try FileManager.default.removeItem(atPath: comments) }),
            (
                "replaced by a folder",
                { try FileManager.default.createDirectory(atPath: comments, withIntermediateDirectories: false) }
            ),
            (
                "a file in a folder made meanwhile",
                { try Data("x".utf8).write(to: URL(fileURLWithPath: comments + "/inside.md")) }
            ),
            ("a docs page added", { try Data("# FAQ".utf8).write(to: URL(fileURLWithPath: folder + "/docs/faq.md")) }),
        ]
        for (name, edit) in edits {
            try await Task.sleep(for: .milliseconds(60))
            let seen = await changes.count
            try edit()
            #expect(await changes.arrive(after: seen), "\(name)")
        }
        try await Task.sleep(for: .milliseconds(300))
        let settled = await changes.count
        for name in [".comments.json.swp", "goods.json.tmp", "docs/4913", "goods.json~"] {
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(await changes.count == settled, "writing scratch files is no edit")
    }
}
