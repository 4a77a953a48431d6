import CZlib
import Foundation

/// gzip compression: zlib's deflate in a gzip wrapper, level 6, no name or time in the header,
/// so the same bytes always compress to the same bytes: a build does not write an unchanged
/// compressed file again, and a deploy can compare a compressed file's MD5 with the stored
/// object's. Whole (``compressed(_:)``), or in parts as they come, in segments
/// (``init(inSegmentsReusing:keepingSegments:)``, then ``compress(_:)`` each part and
/// ``finish()``): the bytes are cut where they say
/// (content-defined boundaries, as `gzip --rsyncable` draws them) and each segment is
/// compressed apart (raw deflate from a fresh start, flushed to a byte at its end) in the one
/// gzip member: an edit changes only the segments around it, and a segment compressed before
/// (``GzipSegments``) is copied rather than compressed again, to the same bytes.
public final class Gzip {
    private var stream = z_stream()
    /// In segments: those compressed or copied so far, when kept.
    public private(set) var segments: GzipSegments?
    private let previous: GzipSegments?
    /// The bytes read since the last segment ended.
    private var segment: [UInt8] = []
    /// How many bytes of ``segment`` were looked at for a boundary.
    private var scanned = 0
    /// Deflate's output for one segment, before it is copied out at its size.
    private var room: [UInt8] = []
    private var checksum = crc32(0, nil, 0)
    private var length: UInt64 = 0
    private var hasHeader = false

    /// A stream for ``compressed(_:)``: one deflate stream with zlib's gzip wrapper.
    private init() {
        previous = nil
        // windowBits 15 + 16: a gzip header and trailer rather than zlib's.
        guard
            deflateInit2_(
                &stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)
            ) == Z_OK
        else {
            fatalError("zlib could not start deflate")
        }
    }

    /// A stream to compress parts into, in segments.
    /// - Parameters:
    ///   - previous: segments compressed before, copied when met again.
    ///   - keepsSegments: whether to keep this file's segments (``segments``): the compressed
    ///     copy's bytes, for a rebuild to reuse.
    public init(inSegmentsReusing previous: GzipSegments?, keepingSegments keepsSegments: Bool) {
        self.previous = previous
        segments = keepsSegments ? GzipSegments() : nil
        // windowBits -15: raw deflate, the gzip wrapper written here.
        guard
            deflateInit2_(
                &stream, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
                == Z_OK
        else {
            fatalError("zlib could not start deflate")
        }
    }

    deinit {
        deflateEnd(&stream)
    }

    /// A segment ends after at least ``minimumSegment`` bytes, where the high 18 bits of the
    /// rolling hash are clear (about 256 KiB further on), or at ``maximumSegment`` bytes:
    /// large enough that starting afresh costs about 2% of the compressed size.
    static let minimumSegment = 64 * 1024
    static let maximumSegment = 1024 * 1024
    private static let boundaryMask: UInt64 = 0x3FFFF << 46

    /// The gzip header: deflate, no flags, no time, level 6's extra flags (none), Unix.
    private static let header: [UInt8] = [0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0x03]

    /// A random 64-bit number per byte value for the rolling hash, the same on every build
    /// (SplitMix64 from a fixed seed).
    private static let gear: [UInt64] = {
        var state: UInt64 = 0x5EED_CE11_A4C0_FFEE
        return (0..<256).map { _ in
            state &+= 0x9E37_79B9_7F4A_7C15
            var value = state
            value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
            value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
            return value ^ (value >> 31)
        }
    }()

    /// `data` compressed whole, in one pass into room zlib says is enough.
    public static func compressed(_ data: Data) -> Data {
        let gzip = Gzip()
        return Data(data.withUnsafeBytes { gzip.deflate($0, flush: Z_FINISH) })
    }

    /// The compressed bytes `part` adds: the header first, then each segment it ends (often
    /// none: a segment ends where the bytes say).
    public func compress(_ part: [UInt8]) -> [UInt8] {
        var output = startOutput()
        segment += part
        var start = 0
        while let end = segment.withUnsafeBytes({ Self.boundary(in: $0, segmentStart: start, scanned: scanned) }) {
            output += segment.withUnsafeBytes { endSegment(UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
            start = end
            scanned = end
        }
        segment.removeFirst(start)
        scanned = segment.count
        return output
    }

    /// Where the segment starting at `segmentStart` in `bytes` ends, looking from `scanned`
    /// on: after the byte where the rolling hash of the last 64 bytes has its high 18 bits clear,
    /// at least ``minimumSegment`` bytes in, or at ``maximumSegment`` bytes; `nil` when not
    /// within `bytes`. The hash holds the last 64 bytes alone, each in a bit of it, so it is
    /// computed from the 64 bytes before the first place a segment may end, not over the
    /// whole segment.
    private static func boundary(in bytes: UnsafeRawBufferPointer, segmentStart: Int, scanned: Int) -> Int? {
        let first = max(scanned, segmentStart + minimumSegment - 1)
        let last = min(bytes.count, segmentStart + maximumSegment)
        guard first < last else {
            return bytes.count >= segmentStart + maximumSegment ? segmentStart + maximumSegment : nil
        }
        return gear.withUnsafeBufferPointer { gear in
            var hash: UInt64 = 0
            for index in first - 64..<first {
                hash = (hash << 1) &+ gear[Int(bytes[index])]
            }
            for index in first..<last {
                hash = (hash << 1) &+ gear[Int(bytes[index])]
                if hash & boundaryMask == 0 { return index + 1 }
            }
            return last == segmentStart + maximumSegment ? last : nil
        }
    }

    /// The last compressed bytes and the gzip trailer.
    public func finish() -> [UInt8] {
        var output = startOutput()
        if !segment.isEmpty { output += segment.withUnsafeBytes { endSegment($0) } }
        segment = []
        // A final block with no data: fixed codes, end of block.
        output += [0x03, 0x00]
        for shift in stride(from: 0, to: 32, by: 8) {
            output.append(UInt8(truncatingIfNeeded: UInt64(checksum) >> UInt64(shift)))
        }
        for shift in stride(from: 0, to: 32, by: 8) {
            output.append(UInt8(truncatingIfNeeded: length >> UInt64(shift)))
        }
        return output
    }

    private func startOutput() -> [UInt8] {
        guard !hasHeader else { return [] }
        hasHeader = true
        return Self.header
    }

    /// `bytes`, a segment, compressed from a fresh start (flushed to a byte boundary without
    /// ending the stream) or copied.
    private func endSegment(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        let digest = GzipSegments.Digest(bytes)
        checksum = crc32_combine(checksum, digest.checksum, Int(bytes.count))
        length += UInt64(bytes.count)
        let compressed =
            previous?.compressed[digest]
            ?? {
                precondition(deflateReset(&stream) == Z_OK, "the deflate stream is consistent")
                return deflate(bytes, flush: Z_SYNC_FLUSH)
            }()
        segments?.compressed[digest] = compressed
        return compressed
    }

    /// Runs deflate over the whole of `input` into ``room``, grown until it holds all the
    /// output; the output, copied out at its size.
    private func deflate(_ input: UnsafeRawBufferPointer, flush: Int32) -> [UInt8] {
        stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
        stream.avail_in = uInt(input.count)
        var produced = 0
        if room.isEmpty { room = Array(repeating: 0, count: Int(deflateBound(&stream, uLong(input.count)))) }
        repeat {
            if produced == room.count { room += repeatElement(0, count: room.count) }
            produced = room.withUnsafeMutableBufferPointer { room in
                stream.next_out = room.baseAddress! + produced
                stream.avail_out = uInt(room.count - produced)
                let result = CZlib.deflate(&stream, flush)
                precondition(result != Z_STREAM_ERROR, "the deflate stream is consistent")
                return room.count - Int(stream.avail_out)
            }
        } while stream.avail_out == 0
        return Array(room[..<produced])
    }
}

/// The segments of a file a ``Gzip`` compressed in segments, compressed, by their digests:
/// what a rebuild of `cellar serve` copies rather than compresses again.
public struct GzipSegments: Sendable {
    /// A segment's length, CRC-32 (which the gzip trailer's is combined from) and a 64-bit hash
    /// of its bytes: 96 bits from two unrelated functions of bytes of the same length. Two
    /// different segments of a feed have the same digest by chance about once in 2^96 pairs,
    /// and the feed's bytes are the shop's own, not an attacker's.
    public struct Digest: Hashable, Sendable {
        let length: Int
        let checksum: uLong
        let hash: UInt64

        init(_ bytes: UnsafeRawBufferPointer) {
            length = bytes.count
            checksum = crc32(0, bytes.bindMemory(to: Bytef.self).baseAddress, uInt(bytes.count))
            hash = Self.hash(bytes)
        }

        /// A multiply-and-shift hash of 8 bytes at a time: each step mixes the hash with one word
        /// by a bijection, so two inputs that differ in one word never meet.
        private static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
            var hash = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            func mix(_ word: UInt64) {
                hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 31
            }
            var offset = 0
            while offset + 8 <= bytes.count {
                mix(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            for index in offset..<bytes.count { tail = tail << 8 | UInt64(bytes[index]) }
            mix(tail)
            return hash
        }
    }

    public var compressed: [Digest: [UInt8]] = [:]

    public init() {}
}
