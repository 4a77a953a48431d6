import CellarHosting
import CellarTestSupport
import Foundation
import Testing

struct GzipTests {
    /// Bytes that barely compress (so the output passes deflate's 64 KiB steps), then text that does.
    private static let input: [UInt8] = {
        var state: UInt32 = 2_463_534_242
        let noise = (0..<200_000).map { _ -> UInt8 in
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            return UInt8(truncatingIfNeeded: state)
        }
        return noise + Array(String(repeating: "<li>Château Margaux 2015 ¥1,299.00</li>\n", count: 5000).utf8)
    }()

    private static func readBack(_ compressed: some DataProtocol) throws -> Data {
        let path = Repository.scratchFolder("gzip") + "/file.gz"
        try Data(compressed).write(to: URL(fileURLWithPath: path))
        return try gunzip(path)
    }

    @Test func aWholeFileCompressesToBytesGzipReadsBack() throws {
        #expect(try Self.readBack(Gzip.compressed(Data(Self.input))) == Data(Self.input))
    }

    @Test func theSameBytesAlwaysCompressTheSameWithNoNameOrTime() throws {
        let first = Array(Gzip.compressed(Data(Self.input)))
        #expect(first.elementsEqual(Gzip.compressed(Data(Self.input))))
        #expect(first[0..<4] == [0x1F, 0x8B, 8, 0], "gzip's magic, deflate, no flags: no name")
        #expect(first[4..<8] == [0, 0, 0, 0], "no modification time")
    }

    @Test func nothingCompressesToAnEmptyStream() throws {
        #expect(try Self.readBack(Gzip.compressed(Data())) == Data())
        let gzip = Gzip(inSegmentsReusing: nil, keepingSegments: false)
        #expect(try Self.readBack(gzip.compress([]) + gzip.finish()) == Data())
    }
}
