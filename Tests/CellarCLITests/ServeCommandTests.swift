import Foundation
import LoopbackClient
import Testing

@Suite("cellar serve")
struct ServeCommandTests {
    /// The `cellar` executable built beside the tests.
    private var executable: URL {
        let beside = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("cellar")
        return FileManager.default.fileExists(atPath: beside.path) ? beside : Bundle.main.bundleURL.appendingPathComponent("cellar")
    }

    @Test func servesOnLoopbackByDefaultAndStopsCleanlyOnCtrlC() async throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("cellar-serve-\(UUID().uuidString)/site").path
        let process = Process()
        process.executableURL = executable
        process.arguments = ["serve", "--port", "0", "--output", output]
        process.currentDirectoryURL = URL(fileURLWithPath: CellarCommandTests.repository)
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
        let match = try #require(banner.firstMatch(of: #/Serving http://127\.0\.0\.1:(\d+)/ — live reload on/#), Comment(rawValue: banner))
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
