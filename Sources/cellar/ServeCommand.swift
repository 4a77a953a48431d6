import ArgumentParser
import CellarPreview
import Foundation

/// `cellar serve`: build, serve with live reload, rebuild on changes.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract:
            """
            Build the site, serve it locally and rebuild it, reloading the browser, whenever the fixtures or templates \
            change.
            """
    )

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: UInt16 = 8000

    @Option(help: "The address to listen on; 0.0.0.0 makes the preview reachable from other machines.")
    var host = "127.0.0.1"

    @OptionGroup var site: SiteOptions

    func run() async throws {
        let preview = Preview(options: site.buildOptions(), host: host, port: port) { Self.say($0) }
        let running = Task {
            try await preview.run { address in
                Self.say("Serving \(address.string ?? "") — live reload on; Ctrl-C stops")
            }
        }
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        let stops = [SIGINT, SIGTERM].map { DispatchSource.makeSignalSource(signal: $0, queue: .main) }
        for stop in stops {
            stop.setEventHandler { running.cancel() }
            stop.resume()
        }
        // Cancelling the signal sources once the preview ends also keeps them alive until then,
        // which an optimised build would not otherwise do.
        defer { stops.forEach { $0.cancel() } }
        try await running.value
        Self.say("Stopped.")
    }

    /// Prints a line at once, also when standard output is a file or pipe.
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
