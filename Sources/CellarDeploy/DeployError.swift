import CellarPlurals

/// Why a deploy stopped, said so a shop owner knows what to do.
public enum DeployError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The destination is not `s3://BUCKET[/PREFIX]`.
    case location(String)
    /// `--endpoint` is not an http(s) URL.
    case endpoint(String)
    /// No credentials, or incomplete ones.
    case credentials(String)
    /// The site folder is missing or not a Cellar build.
    case site(String)
    /// The server refused or could not be reached; nothing of what failed was changed.
    case remote(String)
    /// The bucket's listing could not be read whole (after retries); nothing was changed.
    case listing(String)
    /// The changes were made, but the bucket listed afterwards does not hold the site.
    case verification(BucketDifference)
    /// The changes were made, but the bucket's listing afterwards could not be read whole.
    case unverified(String)
    /// More keys would be deleted than `--max-deletes` allows; nothing was changed.
    case tooManyDeletes(count: Int, limit: Int, examples: [String])
    /// Some files could not be uploaded or keys deleted, after retries; `untried` uploads
    /// did not start after that.
    case failedKeys(failures: [KeyFailure], untried: Int, deletesSkipped: Bool)

    public var description: String {
        switch self {
        case .location(let text):
            "\"\(text)\" is not a destination; write s3://BUCKET or s3://BUCKET/PREFIX"
        case .endpoint(let text):
            "--endpoint \"\(text)\" is not an http(s) URL (e.g. https://ACCOUNT.r2.cloudflarestorage.com)"
        case .credentials(let problem):
            "credentials: \(problem)"
        case .site(let problem):
            problem
        case .remote(let problem):
            problem
        case .listing(let problem):
            "\(problem); nothing was changed"
        case .verification(let difference):
            "after the deploy the bucket does not hold the site: \(difference.description); rerun to finish the deploy"
        case .unverified(let problem):
            """
            the changes were made, but the bucket could not be listed afterwards to check them: \(problem); rerun to \
            check
            """
        case .tooManyDeletes(let count, let limit, let examples):
            """
            the deploy would delete \(count) keys, more than --max-deletes \(limit) allows \
            (\(examples.joined(separator: ", "))\(count > examples.count ? ", …" : "")); nothing was changed. Check \
            the destination, or rerun with --max-deletes \(count)
            """
        case .failedKeys(let failures, let untried, let deletesSkipped):
            "\(EnglishCount.of(failures.count, "key", "keys")) failed:\n"
                + failures.map { "  \($0.key): \($0.problem)" }.joined(separator: "\n")
                + (untried > 0
                    ? "\n\(EnglishCount.of(untried, "other file was", "other files were")) not tried after that" : "")
                + (deletesSkipped
                    ? "\nnothing was deleted; rerun to finish the deploy" : "\nrerun to finish the deploy")
        }
    }
}

/// A key a deploy could not upload or delete, and why.
public struct KeyFailure: Error, Sendable, Equatable {
    public let key: String
    public let problem: String
}
