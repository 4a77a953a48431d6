import AsyncHTTPClient
import CellarHTTP
import Crypto
import Foundation
import NIOCore
import NIOHTTP1

/// The S3 calls a deploy makes (ListObjectsV2, PutObject, DeleteObjects), each signed with
/// Signature V4 and retried with backoff when the server or the network fails for a while
/// (5xx, `SlowDown`, `RequestTimeout`, a reset or refused connection, a request stalled past
/// its ``RequestTimeout``), none past the deploy's ``DeployDeadline``.
///
/// Requests go through AsyncHTTPClient, on SwiftNIO's event loops: a deploy waiting for the
/// network waits in epoll/kqueue, using no CPU, and a reset connection fails its request at once.
/// ``shutDown()`` must be called once the client is done with.
final class S3Client: Sendable {
    let endpoint: S3Endpoint
    private let signer: SignatureV4
    private let http: HTTPClient
    private let retries: RetryPolicy
    private let timeout: RequestTimeout
    private let deadline: DeployDeadline
    private let credentials: AWSCredentials

    /// The most bytes read of an answer: a listing page of 1,000 keys is under 1 MiB.
    private static let maxAnswerBytes = 16 << 20

    init(
        endpoint: S3Endpoint, credentials: AWSCredentials, region: String, connections: Int, retries: RetryPolicy,
        timeout: RequestTimeout, deadline: DeployDeadline
    ) {
        self.endpoint = endpoint
        self.credentials = credentials
        signer = SignatureV4(credentials: credentials, region: region)
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            // Connecting, and an answer's body stopping, each get the request's base time; the
            // whole request its deadline (``RequestTimeout/limit(forBodyOf:)``).
            timeout: .init(connect: .seconds(timeout.wholeSeconds), read: .seconds(timeout.wholeSeconds)),
            connectionPool: .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: connections),
            decompression: .disabled
        )
        configuration.httpVersion = .http1Only
        http = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
        self.retries = retries
        self.timeout = timeout
        self.deadline = deadline
    }

    /// Closes the client's connections.
    func shutDown() async {
        try? await http.shutdown()
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
                        throw S3RequestError(
                            problem:
                                """
                                \(endpoint.name) answered a listing with HTTP \(response.status) and no S3 listing: is \
                                it an S3 API endpoint?
                                """,
                            isTransient: false)
                    case .incomplete(let why):
                        throw S3RequestError(
                            problem:
                                """
                                page \(number) of the listing of s3://\(endpoint.bucket)/\(prefix) was not read whole: \
                                \(why)
                                """,
                            isTransient: true)
                    }
                }
            }
            for (key, object) in page.objects where objects.updateValue(object, forKey: key) != nil {
                throw S3RequestError(
                    problem:
                        """
                        page \(number) of the listing of s3://\(endpoint.bucket)/\(prefix) lists \(key) again, listed \
                        on an earlier page
                        """,
                    isTransient: false)
            }
            if let next = page.nextToken, !tokensSeen.insert(next).inserted {
                throw S3RequestError(
                    problem:
                        """
                        page \(number) of the listing of s3://\(endpoint.bucket)/\(prefix) leads back to an earlier \
                        page (its NextContinuationToken was given before)
                        """,
                    isTransient: false)
            }
            token = page.nextToken
            pageNumber += 1
        } while token != nil
        return objects
    }

    /// Stores `body` at `key` with these headers (`Content-Type`, `Cache-Control`…), checked
    /// by the server against its MD5.
    /// - Returns: the ETag the server answered with, without quotes; `nil` when it gave none.
    func put(_ body: Data, at key: String, md5: Insecure.MD5Digest, headers: [String: String])
        async throws(S3RequestError) -> String?
    {
        var headers = headers
        headers["content-md5"] = Data(md5).base64EncodedString()
        return try await send("PUT", key: key, headers: headers, body: body).eTag
    }

    /// Deletes up to 1,000 keys in one request (DeleteObjects).
    /// - Returns: the keys the server could not delete, with why.
    func delete(_ keys: [String]) async throws(S3RequestError) -> [KeyFailure] {
        let body = Data(
            ("""
            <?xml version=\"1.0\" encoding=\"UTF-8\"?><Delete \
            xmlns=\"http://s3.amazonaws.com/doc/2006-03-01/\"><Quiet>true</Quiet>
            """
                + keys.map { "<Object><Key>\(XMLElements.escaping($0))</Key></Object>" }.joined() + "</Delete>").utf8)
        let headers = [
            "content-md5": Data(Insecure.MD5.hash(data: body)).base64EncodedString(), "content-type": "application/xml",
        ]
        let response = try await send(
            "POST", key: nil, query: [(name: "delete", value: "")], headers: headers, body: body)
        return XMLElements(String(decoding: response.body, as: UTF8.self)).all("Error").map {
            KeyFailure(
                key: $0.value("Key") ?? "?",
                problem: redacted("\($0.value("Code") ?? "error"): \($0.value("Message") ?? "")"))
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
        _ method: String, key: String?, query: [(name: String, value: String)] = [], headers: [String: String] = [:],
        body: Data = Data()
    ) async throws(S3RequestError) -> Response {
        try await retrying { () async throws(S3RequestError) -> Response in
            try await sendOnce(method, key: key, query: query, headers: headers, body: body)
        }
    }

    /// `attempt`'s result, tried again after a pause while its failure is transient, attempts
    /// are left and the deploy's deadline allows; the last failure says how many attempts were
    /// made. A connection reset or refused is tried again at once the first time (a kept-alive
    /// connection the server closed), after a pause from then on.
    private func retrying<T>(_ attempt: () async throws(S3RequestError) -> T) async throws(S3RequestError) -> T {
        var number = 1
        var resets = 0
        while true {
            do {
                return try await attempt()
            } catch
                where error.isTransient && number < retries.attempts(throttled: error.isThrottling)
            {
                if error.isConnectionFailure { resets += 1 }
                let pause = error.isConnectionFailure && resets == 1 ? 0 : retries.delay(before: number + 1)
                guard deadline.allows(pauseOf: pause) else { throw deadline.passed(after: error) }
                if pause > 0 { try? await Task.sleep(nanoseconds: pause) }
                number += 1
            } catch  where error.isTransient && number > 1 {
                throw S3RequestError(problem: error.problem + " (\(number) attempts)", isTransient: true)
            }
        }
    }

    private func sendOnce(
        _ method: String, key: String?, query: [(name: String, value: String)], headers: [String: String], body: Data
    ) async throws(S3RequestError) -> Response {
        let payloadHash = SignatureV4.hex(SHA256.hash(data: body))
        var signed = SignatureV4.Request(
            method: method, encodedPath: endpoint.encodedPath(of: key), query: query, headers: headers,
            payloadHash: payloadHash)
        let now = Date()
        signed.headers["host"] = endpoint.host
        signed.headers["x-amz-date"] = AMZDate(now).full
        signed.headers["x-amz-content-sha256"] = payloadHash
        if let token = credentials.sessionToken { signed.headers["x-amz-security-token"] = token }
        var request = HTTPClientRequest(
            url: endpoint.url(path: signed.encodedPath, query: signed.canonicalQuery).absoluteString)
        request.method = HTTPMethod(rawValue: method)
        for (name, value) in signed.headers { request.headers.add(name: name, value: value) }
        request.headers.add(name: "authorization", value: signer.authorization(for: signed, at: now))
        if !body.isEmpty || method == "PUT" { request.body = .bytes(body) }
        let limit = timeout.limit(forBodyOf: body.count)
        guard let requestDeadline = deadline.forRequest(within: limit) else { throw deadline.passed(after: nil) }
        let status: Int
        let data: Data
        let eTag: String?
        do {
            let response = try await http.execute(request, deadline: requestDeadline)
            let answer = try await response.body(upTo: Self.maxAnswerBytes, by: requestDeadline)
            status = Int(response.status.code)
            data = Data(answer.readableBytesView)
            eTag = response.headers.first(name: "etag")?.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        } catch let error as HTTPClientError where error == .deadlineExceeded || error == .readTimeout {
            guard !deadline.hasPassed else { throw deadline.passed(after: nil) }
            throw S3RequestError(
                problem:
                    """
                    \(endpoint.name) did not answer within \(Int(limit.rounded(.up))) s (a stalled or dropped \
                    connection)
                    """,
                isTransient: true)
        } catch {
            throw S3RequestError(
                problem: "\(endpoint.name) could not be reached: \(redacted(Self.describe(error)))", isTransient: true,
                isConnectionFailure: true
            )
        }
        guard (200..<300).contains(status) else { throw failure(status: status, body: data) }
        return Response(status: status, body: data, eTag: eTag)
    }

    /// A network failure in words.
    private static func describe(_ error: any Error) -> String {
        switch error {
        case let error as HTTPClientError where error == .remoteConnectionClosed:
            "the connection was closed before the answer"
        case let error as HTTPClientError where error == .connectTimeout:
            "no connection within the time allowed"
        case let error as IOError:
            error.description
        default:
            String(describing: error)
        }
    }

    /// What an answer other than 2xx means, in words; transient when retrying may help.
    private func failure(status: Int, body: Data) -> S3RequestError {
        let error = XMLElements(String(decoding: body, as: UTF8.self))
        let code = error.value("Code")
        let message = redacted(error.value("Message") ?? "")
        let said = code.map { "\($0)\(message.isEmpty ? "" : ": \(message)")" } ?? "no S3 error in the answer"
        let transient =
            status >= 500 || status == 429 || code == "SlowDown" || code == "RequestTimeout" || code == "InternalError"
        let problem: String
        switch code {
        case "InvalidAccessKeyId", "SignatureDoesNotMatch", "InvalidToken", "ExpiredToken", "TokenRefreshRequired",
            "InvalidSecurity":
            problem =
                """
                \(endpoint.name) refused the credentials (\(said)); check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, \
                or the profile in the shared credentials file
                """
        case "AccessDenied":
            problem =
                """
                \(endpoint.name) denied access to the bucket \(endpoint.bucket) (\(said)); the credentials may not \
                list, write or delete there
                """
        case "NoSuchBucket":
            problem = "the bucket \(endpoint.bucket) does not exist at \(endpoint.name)"
        case "PermanentRedirect", "AuthorizationHeaderMalformed", "IllegalLocationConstraintException":
            problem = "\(endpoint.name): \(said); check --region"
        case nil:
            problem =
                """
                \(endpoint.name) answered HTTP \(status) with no S3 \
                error\(status == 404 || status == 405 ? ": is it an S3 API endpoint?" : "")
                """
        default:
            problem = "\(endpoint.name) answered HTTP \(status), \(said)"
        }
        return S3RequestError(
            problem: problem, isTransient: transient, isThrottling: status == 503 || status == 429 || code == "SlowDown"
        )
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
    /// The connection failed (reset, refused, closed) rather than the server answering or stalling.
    var isConnectionFailure = false
    /// The server asked for fewer requests (HTTP 503 or 429, `SlowDown`): an answer S3 gives in
    /// bursts under load, tried more often than other failures (``RetryPolicy/throttledAttempts``).
    var isThrottling = false
}
