@testable import CellarDeploy
import CellarTestSupport
import Crypto
import Foundation
import Testing

/// Our signer against botocore's on the same requests (Tests/Deploy/sigv4_cases.py signs them;
/// scripts/tests/deploy-tests.sh checks the committed file is still what botocore makes), and
/// against AWS's own example in the S3 documentation.
struct SignatureV4Tests {
    struct Case: Decodable, CustomTestStringConvertible {
        let name: String
        let method: String
        let endpoint: String
        let bucket: String
        let key: String?
        let query: [[String]]
        let headers: [String: String]
        let body: String
        let token: String?
        let accessKeyID: String
        let secretAccessKey: String
        let date: String
        let region: String
        let encodedPath: String
        let authorization: String

        var testDescription: String { name }
    }

    static let cases: [Case] = {
        let url = URL(fileURLWithPath: Repository.root + "/Tests/CellarDeployTests/sigv4-botocore.json")
        return try! JSONDecoder().decode([Case].self, from: Data(contentsOf: url))
    }()

    @Test(arguments: cases)
    func signsAsBotocoreDoes(_ example: Case) throws {
        let endpoint = try S3Endpoint(url: example.endpoint, region: example.region, bucket: example.bucket)
        let path = endpoint.encodedPath(of: example.key)
        #expect(path == example.encodedPath)
        let credentials = AWSCredentials(
            accessKeyID: example.accessKeyID, secretAccessKey: example.secretAccessKey, sessionToken: example.token)
        let date = try #require(ISO8601DateFormatter().date(from: example.date))
        var headers = example.headers
        headers["host"] = endpoint.host
        headers["x-amz-date"] = AMZDate(date).full
        headers["x-amz-content-sha256"] = SignatureV4.hex(SHA256Digest.of(example.body))
        if let token = example.token { headers["x-amz-security-token"] = token }
        let request = SignatureV4.Request(
            method: example.method, encodedPath: path, query: example.query.map { ($0[0], $0[1]) }, headers: headers,
            payloadHash: headers["x-amz-content-sha256"]!)
        let signer = SignatureV4(credentials: credentials, region: example.region)
        #expect(signer.authorization(for: request, at: date) == example.authorization)
    }

    /// "Example: GET Object" of https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
    @Test func signsAWSsDocumentedExample() {
        let credentials = AWSCredentials(
            accessKeyID: "AKIAIOSFODNN7EXAMPLE", secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY")
        let emptyHash = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
        let request = SignatureV4.Request(
            method: "GET", encodedPath: "/test.txt",
            headers: [
                "Host": "examplebucket.s3.amazonaws.com", "Range": "bytes=0-9", "x-amz-content-sha256": emptyHash,
                "x-amz-date": "20130524T000000Z",
            ], payloadHash: emptyHash)
        let date = Date(timeIntervalSince1970: 1_369_353_600)
        #expect(
            SignatureV4(credentials: credentials, region: "us-east-1").authorization(for: request, at: date)
                == """
                AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, \
                SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, \
                Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41
                """
        )
    }

    @Test func credentialsDescribeThemselvesWithoutKeys() {
        let credentials = AWSCredentials(
            accessKeyID: "AKIAVISIBLE", secretAccessKey: "secret-value", sessionToken: "token-value")
        var dumped = ""
        dump(credentials, to: &dumped)
        let shown = "\(credentials) \(String(reflecting: credentials)) \(dumped)"
        #expect(!shown.contains("AKIAVISIBLE") && !shown.contains("secret-value") && !shown.contains("token-value"))
    }
}

/// The hex SHA-256 of a text's UTF-8, through the same library the signer uses.
private enum SHA256Digest {
    static func of(_ text: String) -> [UInt8] {
        Array(Crypto.SHA256.hash(data: Data(text.utf8)))
    }
}
