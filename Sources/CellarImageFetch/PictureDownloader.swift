import AsyncHTTPClient
import CellarHTTP
import Foundation
import NIOCore
import NIOHTTP1

/// Downloads pictures over HTTP(S) with AsyncHTTPClient: redirects followed (at most 5, no
/// loop), each answer's size and type checked as it arrives, and transient failures (5xx, 429,
/// a stall past the ``RequestTimeout``, a reset or refused connection) tried again after a
/// pause by the ``RetryPolicy``. ``shutDown()`` must be called once it is done with.
final class PictureDownloader: Sendable {
    private let http: HTTPClient
    private let options: ImageFetchOptions

    init(options: ImageFetchOptions) {
        self.options = options
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .follow(max: 5, allowCycles: false),
            timeout: .init(
                connect: .seconds(options.timeout.wholeSeconds), read: .seconds(options.timeout.wholeSeconds)),
            connectionPool: .init(
                idleTimeout: .seconds(30), concurrentHTTP1ConnectionsPerHostSoftLimit: options.connections),
            decompression: .disabled
        )
        configuration.httpVersion = .automatic
        http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
    }

    func shutDown() async {
        try? await http.shutdown()
    }

    /// The bytes at `url`, after retries while the failure is transient.
    func download(_ url: String) async throws(DownloadProblem) -> Data {
        var attempt = 1
        while true {
            do {
                return try await downloadOnce(url)
            } catch  where error.isTransient && attempt < options.retries.attempts(throttled: error.isThrottling) {
                attempt += 1
                try? await Task.sleep(nanoseconds: options.retries.delay(before: attempt))
            } catch  where error.isTransient && attempt > 1 {
                throw DownloadProblem(error.problem + " (\(attempt) attempts)")
            }
        }
    }

    private func downloadOnce(_ url: String) async throws(DownloadProblem) -> Data {
        var request = HTTPClientRequest(url: url)
        request.headers.add(name: "accept", value: "image/webp,image/png,image/jpeg,image/gif,image/*;q=0.8")
        request.headers.add(name: "user-agent", value: "Cellar (cellar fetch-images)")
        let start = NIODeadline.now()
        do {
            let response = try await http.execute(
                request, deadline: start + .milliseconds(Int64(options.timeout.seconds * 1000)))
            let length = try check(response)
            let deadline = start + .milliseconds(Int64(options.timeout.limit(forBodyOf: length ?? 0) * 1000))
            let body = try await response.body(upTo: options.maxBytes, by: deadline)
            return Data(body.readableBytesView)
        } catch let problem as DownloadProblem {
            throw problem
        } catch is NIOTooManyBytesError {
            throw DownloadProblem("larger than the limit of \(Self.megabytes(options.maxBytes))")
        } catch let error as HTTPClientError {
            throw Self.problem(error, timeout: options.timeout.seconds)
        } catch {
            throw DownloadProblem("could not be reached: \(error)", isTransient: true)
        }
    }

    /// Refuses an answer that is no picture before its body is read: an error status, a text
    /// type (an HTML page in its place), an SVG, or a size past the limit.
    /// - Returns: the body's size, when the answer gives it (`Content-Length`).
    private func check(_ response: HTTPClientResponse) throws(DownloadProblem) -> Int? {
        let status = Int(response.status.code)
        guard (200..<300).contains(status) else {
            let said = "HTTP \(status) \(response.status.reasonPhrase)"
            switch status {
            case 429: throw DownloadProblem(said, isTransient: true, isThrottling: true)
            case 408, 500...: throw DownloadProblem(said, isTransient: true, isThrottling: status == 503)
            default: throw DownloadProblem(said)
            }
        }
        let type = (response.headers.first(name: "content-type") ?? "").lowercased()
        if type.hasPrefix("image/svg") { throw DownloadProblem(PictureBytes.svgProblem) }
        if type.hasPrefix("text/") || type.contains("html") || type.hasPrefix("application/json") {
            let name = type.split(separator: ";").first.map(String.init) ?? type
            throw DownloadProblem("answered with \(name), not a picture")
        }
        let length = response.headers.first(name: "content-length").flatMap { Int($0) }
        if let length, length > options.maxBytes {
            throw DownloadProblem(
                "is \(Self.megabytes(length)), larger than the limit of \(Self.megabytes(options.maxBytes))")
        }
        return length
    }

    private static func problem(_ error: HTTPClientError, timeout: Double) -> DownloadProblem {
        switch error {
        case .redirectCycleDetected: DownloadProblem("redirects in a loop")
        case .redirectLimitReached: DownloadProblem("redirects more than 5 times")
        case .deadlineExceeded, .readTimeout, .connectTimeout:
            DownloadProblem("did not answer within \(NumberFormat.seconds(timeout))", isTransient: true)
        case .invalidURL, .emptyHost, .emptyScheme: DownloadProblem("is not a URL that can be fetched")
        case .remoteConnectionClosed: DownloadProblem("closed the connection before the answer", isTransient: true)
        default: DownloadProblem("could not be reached: \(error)", isTransient: true)
        }
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }
}

/// Why a picture could not be downloaded, in words.
struct DownloadProblem: Error, Sendable {
    let problem: String
    /// Trying again may help: the server failed or stalled, or the connection did.
    let isTransient: Bool
    /// The server asked for fewer requests (429, 503): tried more often.
    let isThrottling: Bool

    init(_ problem: String, isTransient: Bool = false, isThrottling: Bool = false) {
        self.problem = problem
        self.isTransient = isTransient
        self.isThrottling = isThrottling
    }
}

enum NumberFormat {
    /// `30 s`, `0.5 s`.
    static func seconds(_ value: Double) -> String {
        value.rounded() == value ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
