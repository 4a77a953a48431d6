import CellarHTTP
import CellarImages

/// How `cellar fetch-images` (and `cellar import --fetch-images`) downloads pictures.
public struct ImageFetchOptions: Sendable {
    /// Pictures downloaded at once.
    public var connections: Int
    public var timeout: RequestTimeout
    public var retries: RetryPolicy
    /// The largest picture taken, in bytes: Shopify takes uploads up to 20 MB, Google Shopping 16 MB.
    public var maxBytes: Int
    /// The build's photo settings, whose checks (format, pixel limit) a picture must pass.
    public var settings: ImageSettings

    public init(
        connections: Int = 8, timeout: RequestTimeout = RequestTimeout(),
        retries: RetryPolicy = RetryPolicy(attempts: 4, throttledAttempts: 6), maxBytes: Int = 32 << 20,
        settings: ImageSettings = ImageSettings()
    ) {
        self.connections = connections
        self.timeout = timeout
        self.retries = retries
        self.maxBytes = maxBytes
        self.settings = settings
    }
}
