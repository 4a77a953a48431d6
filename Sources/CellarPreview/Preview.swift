import AsyncAlgorithms
import CellarPipeline
import CellarServer
import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// `cellar serve`: builds the site, serves it with live reload, and rebuilds it whenever
/// the fixtures or templates change — a stream of file changes (from the kernel where it
/// reports them, else by polling), debounced, each turned into an incremental build (only
/// the fixture files that changed are read, only pages whose view model or templates changed
/// are rendered, only changed files written) and then a reload event for the open pages. A
/// rebuild that fails is tried once more after ``settlePeriod`` before its problems are shown
/// (a save in progress is no error); one that fails again keeps the last good site served and
/// shows its problems over the pages until fixed.
public struct Preview: Sendable {
    public let options: BuildOptions
    public let host: String
    public let port: UInt16
    /// How often the folders are looked at when they are polled.
    public var pollInterval: Duration = .milliseconds(200)
    /// How long the folders must stay quiet before a rebuild: a save by rename is several
    /// events within a millisecond.
    public var quietPeriod: Duration = .milliseconds(40)
    /// How long a failed rebuild waits before it is tried again and, failing again, shown: an
    /// editor that saves in place (truncating the file, then writing it) leaves it empty or
    /// half-written for a moment, and the change is seen before the save ends.
    public var settlePeriod: Duration = .milliseconds(300)
    private let log: @Sendable (String) -> Void

    public init(
        options: BuildOptions, host: String = "127.0.0.1", port: UInt16 = 8000,
        log: @escaping @Sendable (String) -> Void
    ) {
        self.options = options
        self.host = host
        self.port = port
        self.log = log
    }

    /// Builds, then serves and rebuilds until the task is cancelled (Ctrl-C), then stops the
    /// server cleanly. Throws when the first build fails or the server cannot start.
    /// - Parameter onListening: called with the site's URL once the server accepts connections.
    public func run(onListening: @Sendable (URLComponents) async -> Void = { _ in }) async throws {
        let builder = SiteBuilder(options: options)
        // The record is held by `record` alone, so each rebuild's replaces the last one's.
        var record: BuildRecord
        let first: BuildSummary
        (first, record) = try await builder.build(after: nil)
        returnFreedMemory()
        first.warnings.forEach { log("warning: \($0)") }
        log(first.line)
        first.reportLine.map(log)
        let channel = ReloadChannel()
        let server = try PreviewServer(
            folder: options.output, mountPath: first.rootPath, host: host, port: port, reload: channel)
        let serving = Task { try await server.run() }
        var address = URLComponents()
        address.scheme = "http"
        address.host = host.contains(":") ? "[\(host)]" : host
        address.port = await server.port.map(Int.init)
        address.path = first.rootPath
        await onListening(address)
        let watcher = FolderWatcher(
            folders: [options.fixtures] + [options.templates].compactMap { $0 }, interval: pollInterval)
        for await _ in watcher.changes.debounce(for: quietPeriod) {
            do {
                let rebuilt = try await rebuild(with: builder, after: record)
                rebuilt.summary.warnings.forEach { log("warning: \($0)") }
                log(rebuilt.summary.changeLine)
                await channel.send(.reload)
                // Replacing the record frees the last build's, which takes a while: after the reload.
                record = rebuilt.record
                returnFreedMemory()
            } catch {
                log("Rebuild failed; still serving the last good site:\n\(error)")
                await channel.send(.failed(problems: error.problems))
            }
        }
        await server.stop()
        serving.cancel()
        _ = await serving.result
        builder.discardKeptSite()
    }

    /// A rebuild; when it fails, a second one after ``settlePeriod``, which reads the files
    /// again as they are then.
    private func rebuild(with builder: SiteBuilder, after record: BuildRecord) async throws(BuildError) -> (
        summary: BuildSummary, record: BuildRecord
    ) {
        do {
            return try await builder.build(after: record)
        } catch {
            // Cancelled (Ctrl-C), the wait ends at once and the loop after this rebuild.
            try? await Task.sleep(for: settlePeriod)
            return try await builder.build(after: record)
        }
    }

    /// Hands the memory a build freed back to the system: glibc's allocator would otherwise
    /// keep it, and serve's resident memory would stay at each rebuild's peak (the last
    /// build's record and the new one's, side by side). `malloc_trim` is glibc's own, looked
    /// up by name: its header is not in Swift's Glibc module, and other C libraries lack it.
    private func returnFreedMemory() {
        #if canImport(Glibc)
            typealias MallocTrim = @convention(c) (Int) -> Int32
            guard let trim = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return }
            _ = unsafeBitCast(trim, to: MallocTrim.self)(0)
        #endif
    }
}
