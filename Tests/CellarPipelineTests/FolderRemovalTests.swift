@testable import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("Removing an old site")
struct FolderRemovalTests {
    @Test func removesNestedFoldersAndTheirFilesButNotWhatALinkPointsTo() throws {
        let scratch = Repository.scratchFolder("removal")
        let kept = scratch + "/kept"
        try FileManager.default.createDirectory(atPath: kept, withIntermediateDirectories: true)
        try Data("outside".utf8).write(to: URL(fileURLWithPath: kept + "/file.txt"))
        let site = scratch + "/old-site"
        for folder in ["goods/a", "goods/b/deep/deeper", "empty"] {
            try FileManager.default.createDirectory(atPath: site + "/" + folder, withIntermediateDirectories: true)
        }
        for file in ["index.html", "goods/a/index.html", "goods/b/deep/deeper/x.json", ".hidden"] {
            try Data("page".utf8).write(to: URL(fileURLWithPath: site + "/" + file))
        }
        try FileManager.default.createSymbolicLink(atPath: site + "/goods/link", withDestinationPath: kept)

        FolderRemoval.remove(site)

        #expect(!FileManager.default.fileExists(atPath: site))
        #expect(
            try String(contentsOfFile: kept + "/file.txt", encoding: .utf8) == "outside",
            "a symbolic link inside is removed, not followed")
    }

    @Test func aPathThatIsNotThereIsLeftAsItIs() {
        let scratch = Repository.scratchFolder("removal")
        FolderRemoval.remove(scratch + "/missing")
        #expect(FileManager.default.fileExists(atPath: scratch))
    }
}
