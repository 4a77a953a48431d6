import CellarHosting
import CellarImages
import Foundation

/// What to build from where, and where to put it.
public struct BuildOptions: Sendable {
    public var fixtures: String
    /// A folder whose files replace the built-in theme's at the same paths; `nil` for the
    /// built-in theme alone.
    public var templates: String?
    public var output: String
    /// Where the catalogue report's files go: by default apart from the site, in
    /// ``defaultReportsFolder(output:)``.
    public var reports: Reports
    /// Overrides the store's `baseURL`.
    public var baseURL: String?
    /// How many pages render at once; defaults to the number of cores.
    public var jobs: Int
    /// Whether warnings, and a site past its host's limits, stop the build as errors do (for CI).
    public var strict: Bool
    /// The limits of the host the site is published to, checked after staging; overrides
    /// store.json's `host`. `nil` for the store's host, or none.
    public var hostLimits: HostLimits?
    /// Where encoded photos are kept between builds (outside the output).
    public var cacheDirectory: String
    /// Where secrets are read from (the Foxy store's, at `checkout.secretVariable`): the
    /// process's environment unless a test gives its own.
    public var environment: [String: String]

    public init(
        fixtures: String = "Fixtures", templates: String? = nil, output: String = "site", reports: Reports? = nil,
        baseURL: String? = nil,
        jobs: Int? = nil, strict: Bool = false, hostLimits: HostLimits? = nil, cacheDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.fixtures = fixtures
        self.templates = templates
        self.output = output
        self.reports = reports ?? .apart(folder: Self.defaultReportsFolder(output: output))
        self.baseURL = baseURL
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.strict = strict
        self.hostLimits = hostLimits
        self.cacheDirectory = cacheDirectory ?? ImageCache.defaultDirectory
        self.environment = environment
    }

    /// Where the catalogue report goes: it is the shop owner's (stock per category, what is
    /// low on stock, feed gaps), not the shoppers'.
    public enum Reports: Sendable, Equatable {
        /// In this folder, outside the site; its links to the site's pages lead into the output.
        case apart(folder: String)
        /// In the site's `reports/` folder, published with it: `noindex`, out of the sitemap,
        /// linked from no shopper page.
        case published
    }

    /// The report's folder when none is named: beside the output, its name with `-reports`
    /// (`site` → `site-reports`), so two sites built side by side keep their own.
    public static func defaultReportsFolder(output: String) -> String {
        let url = URL(fileURLWithPath: output).standardizedFileURL
        return url.deletingLastPathComponent().appendingPathComponent(url.lastPathComponent + "-reports").path
    }
}
