import CellarHTTP

/// What `cellar deploy` publishes where, and how.
public struct DeployOptions: Sendable {
    /// The built site's folder.
    public var site: String
    public var destination: S3Location
    /// An S3-compatible server's URL; `nil` for AWS.
    public var endpoint: String?
    public var region: String
    /// List what would change and change nothing.
    public var dryRun: Bool
    /// The most keys a deploy may delete; more stop it before anything changes. Negative: no limit.
    public var maxDeletes: Int
    /// Store text files gzip-compressed, with `Content-Encoding: gzip`.
    public var gzip: Bool
    /// Upload every file, even those the bucket holds with the same bytes (to apply new headers).
    public var force: Bool
    /// Uploads at once.
    public var jobs: Int
    public var retries: RetryPolicy
    public var timeout: RequestTimeout
    /// The seconds the whole deploy may take, retries included; `nil`: as long as its requests take.
    public var deadline: Double?

    /// Hugo's default for `maxDeletes`.
    public static let defaultMaxDeletes = 256

    public init(
        site: String = "site", destination: S3Location, endpoint: String? = nil, region: String = "us-east-1",
        dryRun: Bool = false,
        maxDeletes: Int = defaultMaxDeletes, gzip: Bool = false, force: Bool = false, jobs: Int = 16,
        retries: RetryPolicy = RetryPolicy(),
        timeout: RequestTimeout = RequestTimeout(), deadline: Double? = nil
    ) {
        self.site = site
        self.destination = destination
        self.endpoint = endpoint
        self.region = region
        self.dryRun = dryRun
        self.maxDeletes = maxDeletes
        self.gzip = gzip
        self.force = force
        self.jobs = max(1, jobs)
        self.retries = retries
        self.timeout = timeout
        self.deadline = deadline
    }
}
