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
        fixtures: String = "Fixtures", templates: String? = nil, output: String = "site", baseURL: String? = nil,
        jobs: Int? = nil, strict: Bool = false, hostLimits: HostLimits? = nil, cacheDirectory: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.fixtures = fixtures
        self.templates = templates
        self.output = output
        self.baseURL = baseURL
        self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
        self.strict = strict
        self.hostLimits = hostLimits
        self.cacheDirectory = cacheDirectory ?? ImageCache.defaultDirectory
        self.environment = environment
    }
}

