import Foundation

/// Where a bucket's requests go: AWS's regional endpoint with the bucket in the host name
/// (`https://BUCKET.s3.REGION.amazonaws.com/KEY`), or an S3-compatible server given by
/// `--endpoint` (R2, MinIO, B2…), with the bucket as the path's first segment.
public struct S3Endpoint: Sendable {
    let scheme: String
    /// The `Host` header: the host, and the port when it is not the scheme's.
    let host: String
    /// The endpoint's own path, without a trailing slash (usually empty).
    let basePath: String
    let bucket: String
    let pathStyle: Bool

    /// - Parameter url: `--endpoint`; `nil` for AWS.
    public init(url: String?, region: String, bucket: String) throws(DeployError) {
        self.bucket = bucket
        guard let url else {
            scheme = "https"
            // A bucket name with dots does not match AWS's wildcard certificate as a host name.
            pathStyle = bucket.contains(".")
            host = pathStyle ? "s3.\(region).amazonaws.com" : "\(bucket).s3.\(region).amazonaws.com"
            basePath = ""
            return
        }
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
            components.query == nil
        else { throw .endpoint(url) }
        self.scheme = scheme
        // Host names are case-insensitive; signed, as sent, in lowercase (as botocore does).
        self.host = components.port.map { "\(host.lowercased()):\($0)" } ?? host.lowercased()
        basePath =
            components.percentEncodedPath.hasSuffix("/")
            ? String(components.percentEncodedPath.dropLast()) : components.percentEncodedPath
        pathStyle = true
    }

    /// The path of `key` as sent and signed, or of the bucket itself for `nil`.
    func encodedPath(of key: String?) -> String {
        let bucketPath = pathStyle ? basePath + "/" + URIEncoding.component(bucket) : basePath
        guard let key else { return pathStyle ? bucketPath : bucketPath + "/" }
        return bucketPath + "/" + URIEncoding.path(key)
    }

    /// The URL to send to, for a path from ``encodedPath(of:)`` and an encoded query.
    func url(path: String, query: String) -> URL {
        URL(string: "\(scheme)://\(host)\(path)\(query.isEmpty ? "" : "?" + query)")!
    }

    /// How to name the endpoint in a message.
    public var name: String { "\(scheme)://\(host)\(basePath)" }
}
