import CellarTestSupport
import Foundation
import Testing

/// `cellar build` killed with SIGKILL while it publishes leaves the old site or the new one
/// whole in the output folder, never a mix, and the next build finishes the new one. The build
/// is killed at three moments of a rebuild: while it links the unchanged files into the staging
/// folder (polled until one of them appears there), just after the new site took the output's
/// place (polled until the output folder's inode changes), and while it stages.
@Suite("A build killed while it publishes", .serialized)
struct KilledPublishTests {
    /// The moments the build is killed at, polled for in the staging folder and the output.
    enum Moment: CaseIterable {
        case staging, linking, exchanged
    }

    @Test(arguments: [
        ("a price edit", "goods.json", #""price": 388,"#, #""price": 391,"#),
        ("a store-name edit", "store.json", "Cellar Wine Shop", "Cellar Wine Hall"),
    ])
    func leavesTheOldSiteOrTheNewWhole(edit: String, file: String, old: String, new: String) throws {
        let work = Repository.scratchFolder("killed-publish")
        let fixtures = work + "/fixtures"
        try FileManager.default.copyItem(atPath: Repository.fixtures, toPath: fixtures)
        let cache = work + "/cache"
        let oldSite = try build(fixtures, into: work + "/old", cache: cache)
        try replace(old, with: new, in: fixtures + "/" + file)
        let newSite = try build(fixtures, into: work + "/new", cache: cache)
        let changed =
            newSite.filter { oldSite[$0.key] != $0.value }.count + oldSite.keys.filter { newSite[$0] == nil }.count
        #expect(changed > 0, "\(edit) changes the site")
        let unchanged = try #require(oldSite.keys.sorted().first { oldSite[$0] == newSite[$0] })

        for moment in Moment.allCases {
            let output = work + "/site-\(moment)"
            try FileManager.default.copyItem(atPath: work + "/old", toPath: output)
            let process = try start(fixtures, into: output, cache: cache)
            let staging = "\(output).staging-\(process.processIdentifier)"
            let outputInode = inode(output)
            let deadline = Date().addingTimeInterval(120)
            var reached = false
            while process.isRunning, Date() < deadline, !reached {
                switch moment {
                case .staging: reached = access(staging, F_OK) == 0
                case .linking: reached = access(staging + "/" + unchanged, F_OK) == 0
                case .exchanged: reached = inode(output) != outputInode
                }
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            let seen = Repository.files(in: output)
            let state = seen == oldSite ? "old" : seen == newSite ? "new" : "a mix"
            print("\(edit), killed \(reached ? "at" : "after") \(moment): the output holds the \(state) site")
            #expect(state != "a mix", "\(edit), killed at \(moment): \(difference(seen, oldSite, newSite))")

            _ = try build(fixtures, into: output, cache: cache)
            #expect(Repository.files(in: output) == newSite, "\(edit): the next build finishes the new site")
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: work).filter {
                $0.hasPrefix("site-\(moment).")
            }
            #expect(leftovers.isEmpty, "the next build removes what the killed one left: \(leftovers)")
        }
    }

    private func start(_ fixtures: String, into output: String, cache: String) throws -> Process {
        let process = Process()
        process.executableURL = Repository.cellarExecutable
        process.arguments = ["build", "--quiet", "--fixtures", fixtures, "--output", output, "--cache-dir", cache]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    private func build(_ fixtures: String, into output: String, cache: String) throws -> [String: Data] {
        let run = try CellarRun(["build", "--quiet", "--fixtures", fixtures, "--output", output, "--cache-dir", cache])
        #expect(run.status == 0, "\(run.errors)")
        return Repository.files(in: output)
    }

    private func replace(_ old: String, with new: String, in path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let range = try #require(text.range(of: old), "\(old) in \(path)")
        try text.replacingCharacters(in: range, with: new).write(toFile: path, atomically: false, encoding: .utf8)
    }

    private func inode(_ path: String) -> UInt64 {
        var status = stat()
        return stat(path, &status) == 0 ? UInt64(status.st_ino) : 0
    }

    /// How a mixed output differs from both sites, in a few paths.
    private func difference(_ seen: [String: Data], _ old: [String: Data], _ new: [String: Data]) -> String {
        let notOld = Set(seen.keys).union(old.keys).filter { seen[$0] != old[$0] }.sorted()
        let notNew = Set(seen.keys).union(new.keys).filter { seen[$0] != new[$0] }.sorted()
        return
            """
            \(notOld.count) files differ from the old site (\(notOld.prefix(3))), \(notNew.count) from the new \
            (\(notNew.prefix(3)))
            """
    }
}
