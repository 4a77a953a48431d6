import CellarTestSupport
import Foundation
import LoopbackClient
import Testing

@Suite("cellar serve")
struct ServeCommandTests {
    @Test func servesOnLoopbackByDefaultAndStopsCleanlyOnCtrlC() async throws {
        let output = Repository.scratchFolder("serve") + "/site"
        let process = Process()
        process.executableURL = Repository.cellarExecutable
        process.arguments = ["serve", "--port", "0", "--output", output]
        process.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        let stdout = Pipe()
        process.standardOutput = stdout
        try process.run()
        let reader = stdout.fileHandleForReading
        let banner = try await LoopbackClient.onThread {
            var text = ""
            while !text.contains("Ctrl-C") {
                let data = reader.availableData
                if data.isEmpty { break }
                text += String(decoding: data, as: UTF8.self)
            }
            return text
        }
        let match = try #require(
            banner.firstMatch(of: #/Serving http://127\.0\.0\.1:(\d+)/ — live reload on/#), Comment(rawValue: banner))
        let client = LoopbackClient(port: try #require(UInt16(match.1)))
        let home = try await client.send("GET", "/")
        #expect(home.status == 200)
        #expect(home.text.contains("data-cellar-live-reload"))

        process.interrupt()
        let rest = try await LoopbackClient.onThread {
            let data = reader.readDataToEndOfFile()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }
        #expect(process.terminationStatus == 0)
        #expect(rest.contains("Stopped."))
        let onDisk = try String(contentsOfFile: output + "/index.html", encoding: .utf8)
        #expect(!onDisk.contains("data-cellar-live-reload"), "the built files stay free of the reload script")
    }
}
