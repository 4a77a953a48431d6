import CellarPlurals

/// How a bucket, as listed after a deploy, differs from what the deploy stored: keys of the
/// site it lacks, keys holding other bytes (another ETag or size) and keys the site does not
/// have. Empty when the bucket holds exactly the site.
public struct BucketDifference: Sendable, Equatable {
    public let missing: [String]
    public let differing: [String]
    public let extra: [String]

    /// - Parameters:
    ///   - expected: every key of the site with the object the deploy left or stored there.
    ///   - listed: the bucket's objects under the prefix, as listed afterwards.
    init(expected: [String: S3Client.Object], listed: [String: S3Client.Object]) {
        missing = expected.keys.filter { listed[$0] == nil }.sorted()
        differing = expected.compactMap { key, object in listed[key].flatMap { $0 == object ? nil : key } }.sorted()
        extra = listed.keys.filter { expected[$0] == nil }.sorted()
    }

    public var isEmpty: Bool { missing.isEmpty && differing.isEmpty && extra.isEmpty }

    /// "2 keys missing (www/a.html, www/b.html), 1 with other bytes (www/index.html)", naming
    /// the first few keys of each kind.
    public var description: String {
        [(missing, "missing"), (differing, "with other bytes"), (extra, "not in the site")].compactMap { keys, what in
            guard !keys.isEmpty else { return nil }
            let examples = keys.prefix(5).joined(separator: ", ") + (keys.count > 5 ? ", …" : "")
            return "\(EnglishCount.of(keys.count, "key", "keys")) \(what) (\(examples))"
        }.joined(separator: ", ")
    }
}
