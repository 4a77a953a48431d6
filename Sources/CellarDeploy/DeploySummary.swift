import CellarPlurals

/// What a deploy did, or with ``DeployOptions/dryRun`` would do.
public struct DeploySummary: Sendable, Equatable {
    public var destination: String
    public var dryRun: Bool
    /// Keys uploaded (or to upload), each with why: `new` or `changed` (`forced` with `--force`).
    public var uploads: [(key: String, reason: String)] = []
    public var uploadedBytes: Int = 0
    public var unchanged: Int = 0
    /// Keys deleted (or to delete).
    public var deletes: [String] = []
    /// Keys of the site the bucket was found to hold with the deployed bytes, by a listing
    /// read whole (after the changes, when there were any).
    public var checkedKeys: Int = 0
    public var seconds: Double = 0
    /// Why a dry run could not list the bucket (no credentials), so that it lists what a first
    /// deploy would upload; `nil` when it compared the site with the bucket.
    public var bucketUnavailable: String?

    public static func == (lhs: DeploySummary, rhs: DeploySummary) -> Bool {
        lhs.destination == rhs.destination && lhs.dryRun == rhs.dryRun
            && lhs.uploads.map(\.key) == rhs.uploads.map(\.key)
            && lhs.uploadedBytes == rhs.uploadedBytes && lhs.unchanged == rhs.unchanged && lhs.deletes == rhs.deletes
    }

    /// "Deployed to s3://shop/ in 2.1 s: 667 uploaded (12.4 MB), 0 unchanged, 0 deleted; the
    /// bucket holds the site's 667 files"; for a dry run, what would be.
    public var line: String {
        let time = (seconds * 100).rounded() / 100
        if dryRun, let bucketUnavailable {
            return "Dry run for \(destination): the bucket could not be compared (\(bucketUnavailable)); "
                + "a first deploy would upload \(uploads.count) (\(Self.bytes(uploadedBytes))); nothing was changed"
        }
        if dryRun {
            return
                """
                Dry run for \(destination): would upload \(uploads.count) (\(Self.bytes(uploadedBytes))), \(unchanged) \
                unchanged, would delete \(deletes.count); nothing was changed
                """
        }
        return
            """
            Deployed to \(destination) in \(time) s: \(uploads.count) uploaded (\(Self.bytes(uploadedBytes))), \
            \(unchanged) unchanged, \(deletes.count) deleted; the bucket holds the site's \
            \(EnglishCount.of(checkedKeys, "file", "files"))
            """
    }

    /// One line per key a dry run would upload or delete.
    public var plannedChanges: [String] {
        uploads.map { "would upload \($0.key) (\($0.reason))" } + deletes.map { "would delete \($0)" }
    }

    /// `1.2 MB`, `340 KB`, `12 B` (powers of 1,000).
    public static func bytes(_ count: Int) -> String {
        switch count {
        case ..<1_000: "\(count) B"
        case ..<1_000_000: "\((Double(count) / 100).rounded() / 10) KB"
        case ..<1_000_000_000: "\((Double(count) / 100_000).rounded() / 10) MB"
        default: "\((Double(count) / 100_000_000).rounded() / 10) GB"
        }
    }
}
