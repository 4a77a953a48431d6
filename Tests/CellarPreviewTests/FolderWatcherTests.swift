import Foundation
import Testing
@testable import CellarPreview

@Suite("Watching the fixtures and templates")
struct FolderWatcherTests {
    @Test func editorsScratchFilesAreNotWatched() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellar-watch-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/docs", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let watched = ["comments.json", "docs/faq.md", "images/a.tmp.png"]
        let scratch = [".comments.json.swp", "comments.json~", "comments.json.tmp", "docs/4913", "docs/.faq.md.swx", ".DS_Store", ".git/objects/ab"]
        for name in watched + scratch {
            try FileManager.default.createDirectory(
                atPath: ((folder + "/" + name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        let watcher = FolderWatcher(folders: [folder])
        #expect(Set(watcher.snapshot().keys) == Set(watched.map { folder + "/" + $0 }))
    }
}
