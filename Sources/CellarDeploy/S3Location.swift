/// Where a deploy puts the site: a bucket and a key prefix, written `s3://BUCKET[/PREFIX]`.
public struct S3Location: Sendable, Equatable, CustomStringConvertible {
    public let bucket: String
    /// The keys' common start, empty or ending in `/` (`shop/`).
    public let prefix: String

    /// Reads `s3://BUCKET[/PREFIX]`; `nil` when `text` is not of that form or the bucket name
    /// is not one S3 allows (3 to 63 lowercase letters, digits, dots and hyphens).
    public init?(_ text: String) {
        guard text.hasPrefix("s3://") else { return nil }
        let rest = text.dropFirst("s3://".count)
        let bucket = String(rest.prefix { $0 != "/" })
        guard (3...63).contains(bucket.count),
            bucket.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "." || $0 == "-") }),
            bucket.first!.isLetter || bucket.first!.isNumber
        else { return nil }
        let path = rest.dropFirst(bucket.count).split(separator: "/").joined(separator: "/")
        self.bucket = bucket
        prefix = path.isEmpty ? "" : path + "/"
    }

    /// The key of a site's file (`assets/style.3f2a9c81.css`).
    public func key(of path: String) -> String { prefix + path }

    public var description: String { "s3://\(bucket)/\(prefix)" }
}
