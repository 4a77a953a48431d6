@testable import CellarHosting
import CellarTestSupport
import Foundation
import Testing

/// gzip in content-defined segments: a real gzip file, the same bytes however the input comes
/// in parts or whichever segments were copied from the last build, changed only around an edit.
@Suite("gzip in segments")
struct GzipSegmentsTests {
    /// About 5 MB of feed-like text: many segments.
    private static let text: [UInt8] = Array(
        (0..<20_000).map { index in
            """
            <item>\n<g:id>g-\(index)</g:id>\n<title>Wine number \
            \(index * 7919 % 10_007)</title>\n<g:price>\(index % 997).00 CNY</g:price>\n
            """
                + String(repeating: "Dry and crisp, \(index % 13) years. ", count: 5) + "\n</item>\n"
        }.joined().utf8)

    private func compressed(_ bytes: [UInt8], partSize: Int, reusing previous: GzipSegments? = nil) -> (
        bytes: [UInt8], segments: GzipSegments
    ) {
        let gzip = Gzip(inSegmentsReusing: previous, keepingSegments: true)
        var output: [UInt8] = []
        for start in stride(from: 0, to: bytes.count, by: partSize) {
            output += gzip.compress(Array(bytes[start..<min(start + partSize, bytes.count)]))
        }
        output += gzip.finish()
        return (output, gzip.segments!)
    }

    private func decompressed(_ bytes: [UInt8]) throws -> [UInt8] {
        let file = Repository.scratchFolder("gzip") + "/file.gz"
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return Array(try gunzip(file))
    }

    @Test func itIsAGzipFileOfTheBytesWhateverThePartsAre() throws {
        let whole = compressed(Self.text, partSize: Self.text.count)
        #expect(whole.segments.compressed.count > 4, "several segments")
        #expect(try decompressed(whole.bytes) == Self.text)
        for partSize in [10_000, 65_536, 1_300_001] {
            #expect(compressed(Self.text, partSize: partSize).bytes == whole.bytes, "parts of \(partSize) bytes")
        }
        #expect(try decompressed(compressed([], partSize: 1).bytes).isEmpty, "nothing")
        #expect(compressed(Self.text, partSize: 1_000).bytes.count < Self.text.count / 3, "compressed")
    }

    @Test func anEditChangesTheSegmentsAroundItAloneAndTheLastBuildsAreCopied() throws {
        let before = compressed(Self.text, partSize: 100_000)
        let edited = Array(
            String(decoding: Self.text, as: UTF8.self).replacingOccurrences(
                of: "<g:id>g-10000</g:id>", with: "<g:id>g-10000-b</g:id>"
            ).utf8)
        let fresh = compressed(edited, partSize: 100_000)
        let reused = compressed(edited, partSize: 77_777, reusing: before.segments)
        #expect(reused.bytes == fresh.bytes, "the same file, copied segments or not")
        #expect(try decompressed(reused.bytes) == edited)
        let new = Set(fresh.segments.compressed.keys).subtracting(before.segments.compressed.keys)
        #expect(
            (1...3).contains(new.count),
            "the segment with the edit, and at most two after it before the boundaries fall in step")
        #expect(fresh.segments.compressed.count > 6, "the others, most, are the last build's")
        // Copied, not compressed again: a segment the last build has compresses to what it kept.
        var planted = before.segments
        let untouched = try #require(fresh.segments.compressed.keys.first { before.segments.compressed[$0] != nil })
        planted.compressed[untouched] = [0xFF]
        #expect(compressed(edited, partSize: 100_000, reusing: planted).bytes != fresh.bytes)
    }

    /// A segment is known by its digest, not its length alone: an edit that keeps the length
    /// compresses its segment again.
    @Test func anEditOfTheSameLengthIsCompressedAgain() throws {
        let before = compressed(Self.text, partSize: 100_000)
        let edited = Array(
            String(decoding: Self.text, as: UTF8.self).replacingOccurrences(
                of: "<g:id>g-10000</g:id>", with: "<g:id>g-99999</g:id>"
            ).utf8)
        #expect(edited.count == Self.text.count)
        let reused = compressed(edited, partSize: 100_000, reusing: before.segments)
        let isFresh = reused.bytes == compressed(edited, partSize: 100_000).bytes
        #expect(isFresh, "the edited segment compressed again, not the last build's copied")
        let isEdited = try decompressed(reused.bytes) == edited
        #expect(isEdited)
    }
}
