import Crypto
import Foundation

/// AWS Signature Version 4 for S3 requests
/// (https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html): the
/// canonical request, the string to sign, the signing key derived from the secret, and the
/// `Authorization` header.
public struct SignatureV4: Sendable {
    let credentials: AWSCredentials
    let region: String
    let service: String

    public init(credentials: AWSCredentials, region: String, service: String = "s3") {
        self.credentials = credentials
        self.region = region
        self.service = service
    }

    /// A request to sign.
    public struct Request: Sendable {
        public var method: String
        /// The path as sent, each segment already URI-encoded (``URIEncoding/path(_:)``).
        public var encodedPath: String
        /// Query parameters, not encoded.
        public var query: [(name: String, value: String)]
        /// Every header to sign, `host` among them; names in any case.
        public var headers: [String: String]
        /// The hex SHA-256 of the body, as sent in `x-amz-content-sha256`.
        public var payloadHash: String

        public init(
            method: String, encodedPath: String, query: [(name: String, value: String)] = [], headers: [String: String],
            payloadHash: String
        ) {
            self.method = method
            self.encodedPath = encodedPath
            self.query = query
            self.headers = headers
            self.payloadHash = payloadHash
        }

        /// The query string as sent and as signed: names and values encoded, sorted.
        public var canonicalQuery: String {
            let encoded: [(name: String, value: String)] = query.map {
                (URIEncoding.component($0.name), URIEncoding.component($0.value))
            }
            let sorted = encoded.sorted { (first, second) -> Bool in
                first.name == second.name ? first.value < second.value : first.name < second.name
            }
            return sorted.map { $0.name + "=" + $0.value }.joined(separator: "&")
        }
    }

    /// The headers to add to `request` (which must already hold `host`, `x-amz-date` and
    /// `x-amz-content-sha256`, and `x-amz-security-token` with a session token): `Authorization`.
    public func authorization(for request: Request, at date: Date) -> String {
        let stamp = AMZDate(date)
        let headers = request.headers.map { (name: $0.key.lowercased(), value: Self.canonicalValue($0.value)) }.sorted {
            $0.name < $1.name
        }
        let signedHeaders = headers.map(\.name).joined(separator: ";")
        let canonicalRequest = [
            request.method,
            request.encodedPath,
            request.canonicalQuery,
            headers.map { "\($0.name):\($0.value)\n" }.joined(),
            signedHeaders,
            request.payloadHash,
        ].joined(separator: "\n")
        let scope = "\(stamp.day)/\(region)/\(service)/aws4_request"
        let stringToSign = [
            "AWS4-HMAC-SHA256", stamp.full, scope, Self.hex(SHA256.hash(data: Data(canonicalRequest.utf8))),
        ].joined(separator: "\n")
        var key = SymmetricKey(data: Data("AWS4\(credentials.secretAccessKey)".utf8))
        for part in [stamp.day, region, service, "aws4_request"] {
            key = SymmetricKey(data: Data(HMAC<SHA256>.authenticationCode(for: Data(part.utf8), using: key)))
        }
        let signature = Self.hex(HMAC<SHA256>.authenticationCode(for: Data(stringToSign.utf8), using: key))
        return
            """
            AWS4-HMAC-SHA256 Credential=\(credentials.accessKeyID)/\(scope), SignedHeaders=\(signedHeaders), \
            Signature=\(signature)
            """
    }

    /// A header's value trimmed, its runs of spaces made one.
    private static func canonicalValue(_ value: String) -> String {
        value.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
            .trimmingCharacters(in: .whitespaces)
    }

    static func hex(_ bytes: some Sequence<UInt8>) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text = [UInt8]()
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }
}

/// A time as SigV4 writes it: `20130524T000000Z`, and its day `20130524`.
struct AMZDate {
    let full: String
    var day: String { String(full.prefix(8)) }

    init(_ date: Date) {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        full =
            """
            \(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T\(two(parts.tm_hour))\
            \(two(parts.tm_min))\(two(parts.tm_sec))Z
            """
    }
}

/// URI encoding as SigV4 wants it: every byte of the UTF-8 but `A–Z a–z 0–9 - . _ ~` as `%XX`
/// (uppercase hex); in a path, `/` is kept.
public enum URIEncoding {
    public static func component(_ text: String) -> String { encode(text, keepingSlash: false) }
    public static func path(_ text: String) -> String { encode(text, keepingSlash: true) }

    private static func encode(_ text: String, keepingSlash: Bool) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out = [UInt8]()
        out.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                out.append(byte)
            case UInt8(ascii: "/") where keepingSlash:
                out.append(byte)
            default:
                out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
