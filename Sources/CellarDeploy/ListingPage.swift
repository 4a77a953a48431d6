import Foundation

/// One page of a ListObjectsV2 answer, read only when it is whole: it ends with
/// `</ListBucketResult>`, its `KeyCount` is the number of entries it holds, each entry has a
/// key under the prefix asked for, an ETag and a size, and `IsTruncated` says whether another
/// page follows, with the `NextContinuationToken` that fetches it. A listing is the state a
/// deploy deletes by, so a page cut off on the wire (inside a well-formed HTTP answer) must
/// never pass for a shorter bucket.
struct ListingPage: Equatable {
    /// The page's objects, by key.
    let objects: [String: S3Client.Object]
    /// The token of the next page; `nil` on the last page.
    let nextToken: String?

    /// Why a page was not read.
    enum Problem: Error, Equatable {
        /// The answer is no S3 listing at all (another kind of server).
        case notAListing
        /// A listing, but not all of it arrived or it contradicts itself; says what is wrong.
        case incomplete(String)
    }

    /// Reads a page listed for keys starting with `prefix`.
    init(_ text: String, prefix: String) throws(Problem) {
        guard let start = text.utf8.firstRange(of: "<ListBucketResult".utf8) else { throw .notAListing }
        guard
            text.utf8.reversed().drop(while: { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 })
                .starts(with: "</ListBucketResult>".utf8.reversed())
        else {
            throw .incomplete("it ends before </ListBucketResult> (cut off after \(text.utf8.count) bytes)")
        }
        let result = XMLElements(text[start.lowerBound...])
        let entries = result.all("Contents")
        guard let keyCountText = result.value("KeyCount"), let keyCount = Int(keyCountText) else {
            throw .incomplete("it has no KeyCount")
        }
        // KeyCount counts common prefixes too, which a listing without a delimiter has none of.
        let prefixes = result.all("CommonPrefixes").count
        guard keyCount == entries.count + prefixes else {
            throw .incomplete("its KeyCount is \(keyCount) but it holds \(entries.count + prefixes) entries")
        }
        var objects: [String: S3Client.Object] = [:]
        for (index, entry) in entries.enumerated() {
            guard let key = entry.value("Key"), let eTag = entry.value("ETag"),
                let size = entry.value("Size").flatMap(Int.init), size >= 0
            else {
                throw .incomplete("its entry \(index + 1) lacks a Key, an ETag or a Size")
            }
            guard key.hasPrefix(prefix) else { throw .incomplete("it lists \(key), which is not under \(prefix)") }
            guard
                objects.updateValue(
                    S3Client.Object(eTag: eTag.trimmingCharacters(in: CharacterSet(charactersIn: "\"")), size: size),
                    forKey: key) == nil
            else {
                throw .incomplete("it lists \(key) twice")
            }
        }
        self.objects = objects
        switch result.value("IsTruncated") {
        case "false":
            nextToken = nil
        case "true":
            guard let token = result.value("NextContinuationToken"), !token.isEmpty else {
                throw .incomplete("it says more pages follow but gives no NextContinuationToken")
            }
            nextToken = token
        default:
            throw .incomplete("it does not say whether more pages follow (no IsTruncated)")
        }
    }
}
