import Crypto
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The S3 calls a deploy makes (ListObjectsV2, PutObject, DeleteObjects), each signed with
/// Signature V4 and retried with backoff when the server or the network fails for a while
/// (5xx, `SlowDown`, `RequestTimeout`, a dropped connection, a request stalled past its
/// ``RequestTimeout``).
final class S3Client: Sendable {
    let endpoint: S3Endpoint
    private let signer: SignatureV4
    private let session: URLSession
    private let retries: RetryPolicy
    private let timeout: RequestTimeout
    private let credentials: AWSCredentials

    init(endpoint: S3Endpoint, credentials: AWSCredentials, region: String, connections: Int, retries: RetryPolicy, timeout: RequestTimeout) {
        self.endpoint = endpoint
        self.credentials = credentials
        signer = SignatureV4(credentials: credentials, region: region)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpMaximumConnectionsPerHost = connections
        configuration.timeoutIntervalForRequest = timeout.seconds
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        session = URLSession(configuration: configuration)
        self.retries = retries
        self.timeout = timeout
    }

    /// An object in the bucket as listed.
    struct Object: Sendable, Equatable {
        /// The MD5 of the bytes of an object uploaded in one part, in hex; a multipart
        /// upload's ETag holds a `-` and is no MD5.
        let eTag: String
        let size: Int
    }

    /// Every object whose key starts with `prefix`, page by page (ListObjectsV2, 1,000 a page),
    /// each page read whole (``ListingPage``) or, after its retries, not at all: a page cut off
    /// or contradicting itself is a transient failure, retried like a dropped connection.
    func objects(withPrefix prefix: String) async throws(S3RequestError) -> [String: Object] {
        var objects: [String: Object] = [:]
        var token: String?
        var tokensSeen: Set<String> = []
        var pageNumber = 1
        repeat {
            var query = [(name: "list-type", value: "2")]
            if !prefix.isEmpty { query.append((name: "prefix", value: prefix)) }
            if let token { query.append((name: "continuation-token", value: token)) }
            let number = pageNumber
            let page = try await retrying { () async throws(S3RequestError) -> ListingPage in
                let response = try await sendOnce("GET", key: nil, query: query, headers: [:], body: Data())
                do throws(ListingPage.Problem) {
                    return try ListingPage(String(decoding: response.body, as: UTF8.self), prefix: prefix)
                } catch {
                    switch error {
                    case .notAListing:
                        throw S3RequestError(problem: "\(endpoint.name) answered a listing with HTTP \(response.status) and no S3 listing: is it an S3 API endpoint?", isTransient: false)
                    case .incomplete(let why):
                        throw S3RequestError(problem: "page \(number) of the listing of s3://\(endpoint.bucket)/\(prefix) was not read whole: \(why)", isTransient: true)
                    }
                }
            }
            for (key, object) in page.objects where objects.updateValue(object, forKey: key) != nil {
                throw S3RequestError(problem: "page \(number) of the listing of s3://\(endpoint.bucket)/\(prefix) lists \(key) again, listed on an earlier page", isTransient: false)
            }
            if let next = page.nextToken, !tokensSeen.insert(next).inserted {
                throw S3RequestError(problem: "page \(number) of the listing of s3://\(endpoint.bucket)/\(prefix) leads back to an earlier page (its NextContinuationToken was given before)", isTransient: false)
            }
            token = page.nextToken
            pageNumber += 1
        } while token != nil
        return objects
    }

    /// Stores `body` at `key` with these headers (`Content-Type`, `Cache-Control`…), checked
    /// by the server against its MD5.
    /// - Returns: the ETag the server answered with, without quotes; `nil` when it gave none.
    func put(_ body: Data, at key: String, md5: Insecure.MD5Digest, headers: [String: String]) async throws(S3RequestError) -> String? {
        var headers = headers
        headers["content-md5"] = Data(md5).base64EncodedString()
        return try await send("PUT", key: key, headers: headers, body: body).eTag
    }

    /// Deletes up to 1,000 keys in one request (DeleteObjects).
    /// - Returns: the keys the server could not delete, with why.
    func delete(_ keys: [String]) async throws(S3RequestError) -> [KeyFailure] {
        let body = Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Delete xmlns=\"http://s3.amazonaws.com/doc/2006-03-01/\"><Quiet>true</Quiet>"
            + keys.map { "<Object><Key>\(XMLElements.escaping($0))</Key></Object>" }.joined() + "</Delete>").utf8)
        let headers = ["content-md5": Data(Insecure.MD5.hash(data: body)).base64EncodedString(), "content-type": "application/xml"]
        let response = try await send("POST", key: nil, query: [(name: "delete", value: "")], headers: headers, body: body)
        return XMLElements(String(decoding: response.body, as: UTF8.self)).all("Error").map {
            KeyFailure(key: $0.value("Key") ?? "?", problem: redacted("\($0.value("Code") ?? "error"): \($0.value("Message") ?? "")"))
        }
    }

    struct Response {
        let status: Int
        let body: Data
        /// The `ETag` header, without quotes.
        let eTag: String?
    }

    /// Sends a signed request, again after a pause while the failure is transient and
    /// attempts are left.
    private func send(
        _ method: String, key: String?, query: [(name: String, value: String)] = [], headers: [String: String] = [:], body: Data = Data()
    ) async throws(S3RequestError) -> Response {
        try await retrying { () async throws(S3RequestError) -> Response in
            try await sendOnce(method, key: key, query: query, headers: headers, body: body)
        }
    }

    /// `attempt`'s result, tried again after a pause while its failure is transient and
    /// attempts are left; the last failure says how many attempts were made.
    private func retrying<T>(_ attempt: () async throws(S3RequestError) -> T) async throws(S3RequestError) -> T {
        var number = 1
        while true {
            do {
                return try await attempt()
            } catch where error.isTransient && number < retries.attempts {
                try? await Task.sleep(nanoseconds: retries.delay(before: number + 1))
                number += 1
            } catch where error.isTransient && number > 1 {
                throw S3RequestError(problem: error.problem + " (\(number) attempts)", isTransient: true)
            }
        }
    }

    private func sendOnce(
        _ method: String, key: String?, query: [(name: String, value: String)], headers: [String: String], body: Data
    ) async throws(S3RequestError) -> Response {
        let payloadHash = SignatureV4.hex(SHA256.hash(data: body))
        var signed = SignatureV4.Request(method: method, encodedPath: endpoint.encodedPath(of: key), query: query, headers: headers, payloadHash: payloadHash)
        let now = Date()
        signed.headers["host"] = endpoint.host
        signed.headers["x-amz-date"] = AMZDate(now).full
        signed.headers["x-amz-content-sha256"] = payloadHash
        if let token = credentials.sessionToken { signed.headers["x-amz-security-token"] = token }
        var request = URLRequest(url: endpoint.url(path: signed.encodedPath, query: signed.canonicalQuery))
        request.httpMethod = method
        for (name, value) in signed.headers where name != "host" { request.setValue(value, forHTTPHeaderField: name) }
        request.setValue(signer.authorization(for: signed, at: now), forHTTPHeaderField: "authorization")
        if !body.isEmpty || method == "PUT" { request.httpBody = body }
        let limit = timeout.limit(forBodyOf: body.count)
        request.timeoutInterval = limit
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: request, within: limit)
        } catch let error as URLError where error.code == .timedOut {
            throw S3RequestError(problem: "\(endpoint.name) did not answer within \(Int(limit.rounded(.up))) s (a stalled or dropped connection)", isTransient: true)
        } catch {
            throw S3RequestError(problem: "\(endpoint.name) could not be reached: \(redacted(error.localizedDescription))", isTransient: true)
        }
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw failure(status: status, body: data) }
        let eTag = (response as? HTTPURLResponse)?.value(forHTTPHeaderField: "ETag")?.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        return Response(status: status, body: data, eTag: eTag)
    }

    /// What an answer other than 2xx means, in words; transient when retrying may help.
    private func failure(status: Int, body: Data) -> S3RequestError {
        let error = XMLElements(String(decoding: body, as: UTF8.self))
        let code = error.value("Code")
        let message = redacted(error.value("Message") ?? "")
        let said = code.map { "\($0)\(message.isEmpty ? "" : ": \(message)")" } ?? "no S3 error in the answer"
        let transient = status >= 500 || status == 429 || code == "SlowDown" || code == "RequestTimeout" || code == "InternalError"
        let problem: String
        switch code {
        case "InvalidAccessKeyId", "SignatureDoesNotMatch", "InvalidToken", "ExpiredToken", "TokenRefreshRequired", "InvalidSecurity":
            problem = "\(endpoint.name) refused the credentials (\(said)); check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, or the profile in the shared credentials file"
        case "AccessDenied":
            problem = "\(endpoint.name) denied access to the bucket \(endpoint.bucket) (\(said)); the credentials may not list, write or delete there"
        case "NoSuchBucket":
            problem = "the bucket \(endpoint.bucket) does not exist at \(endpoint.name)"
        case "PermanentRedirect", "AuthorizationHeaderMalformed", "IllegalLocationConstraintException":
            problem = "\(endpoint.name): \(said); check --region"
        case nil:
            problem = "\(endpoint.name) answered HTTP \(status) with no S3 error\(status == 404 || status == 405 ? ": is it an S3 API endpoint?" : "")"
        default:
            problem = "\(endpoint.name) answered HTTP \(status), \(said)"
        }
        return S3RequestError(problem: problem, isTransient: transient)
    }

    /// `text` with every key and token written as `***`, so a server that echoes them shows none.
    func redacted(_ text: String) -> String {
        credentials.secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: "***") }
    }
}

/// A request that failed, after its retries when it was transient.
struct S3RequestError: Error, Sendable {
    let problem: String
    let isTransient: Bool
}

/// How often and after how long a transient failure is tried again: exponential backoff
/// with full jitter.
public struct RetryPolicy: Sendable {
    /// Attempts in all, the first among them.
    public var attempts: Int
    public var baseDelay: Double
    public var maxDelay: Double

    public init(attempts: Int = 5, baseDelay: Double = 0.2, maxDelay: Double = 5) {
        self.attempts = attempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    func delay(before attempt: Int) -> UInt64 {
        let ceiling = min(maxDelay, baseDelay * Double(1 << min(attempt - 2, 16)))
        return UInt64(Double.random(in: ceiling / 2...ceiling) * 1_000_000_000)
    }
}
