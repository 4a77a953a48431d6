import ArgumentParser
import CellarHTTP
import CellarImageFetch
import Foundation

/// `cellar fetch-images`: the goods pictures a fixtures folder names by http(s) URL brought
/// into it, so the build puts them through the photo ladder like its own.
struct FetchImagesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fetch-images",
        abstract: "Download the goods pictures goods.json names by http(s) URL into images/imported/.",
        discussion:
            """
            Each URL is fetched once, several at a time, retried when the server fails for a while, and checked as \
            the build checks a photo; goods.json then names the files (every other byte of it stays). A picture that \
            cannot be fetched keeps its URL and is named with why. The build itself makes no network request.
            """
    )

    @Option(help: "The fixtures folder.")
    var fixtures = "Fixtures"

    @OptionGroup var fetch: FetchImagesOptions

    func run() async throws {
        let summary = try await fetch.run(in: fixtures)
        print(summary)
    }
}

/// The options of a fetch, for `cellar fetch-images` and `cellar import --fetch-images`.
struct FetchImagesOptions: ParsableArguments {
    @Option(help: "Pictures downloaded at once.")
    var connections = 8

    @Option(help: "Seconds a picture's server may take to answer before the request is tried again.")
    var timeout = RequestTimeout().seconds

    /// Fetches the pictures of the fixtures in `folder`, with a progress line on a terminal.
    func run(in folder: String) async throws -> ImageFetchSummary {
        guard connections > 0 else { throw ValidationError("--connections must be at least 1") }
        guard timeout > 0 else { throw ValidationError("--timeout must be more than 0 seconds") }
        let progress = ProgressLine.forTerminal()
        let summary = try await ImageFetch(
            fixtures: folder,
            options: ImageFetchOptions(connections: connections, timeout: RequestTimeout(seconds: timeout))
        ).run { done, total in progress?.show("Fetching pictures", done, of: total) }
        progress?.clear()
        return summary
    }
}
