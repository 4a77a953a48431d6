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
    private var segment: [UInt8] = []
    /// The rolling hash of the bytes read so far, each of the last 64 in a bit of it.
    private var hash: UInt64 = 0
    private var checksum = crc32(0, nil, 0)
    private var length: UInt64 = 0
    private var hasHeader = false

    /// A stream for ``compressed(_:)``: one deflate stream with zlib's gzip wrapper.
    private init() {
        previous = nil
        // windowBits 15 + 16: a gzip header and trailer rather than zlib's.
        guard deflateInit2_(&stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            fatalError("zlib could not start deflate")
        }
    }

    /// A stream to compress parts into, in segments.
    /// - Parameters:
    ///   - previous: segments compressed before, copied when met again.
    ///   - keepsSegments: whether to keep this file's segments (``segments``): as many bytes
    ///     as the file and its compressed copy, for a rebuild to reuse.
    public init(inSegmentsReusing previous: GzipSegments?, keepingSegments keepsSegments: Bool) {
        self.previous = previous
        segments = keepsSegments ? GzipSegments() : nil
        // windowBits -15: raw deflate, the gzip wrapper written here.
        guard deflateInit2_(&stream, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            fatalError("zlib could not start deflate")
        }
        segment.reserveCapacity(Self.maximumSegment)
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
        let room = Int(deflateBound(&gzip.stream, uLong(data.count)))
        return Data(data.withUnsafeBytes { gzip.deflate($0, flush: Z_FINISH, room: room) })
    }

    /// The compressed bytes `part` adds: the header first, then each segment it ends (often
    /// none: a segment ends where the bytes say).
    public func compress(_ part: [UInt8]) -> [UInt8] {
        var output = startOutput()
        checksum = part.withUnsafeBufferPointer { crc32(checksum, $0.baseAddress, uInt($0.count)) }
        length += UInt64(part.count)
        var hash = hash
        Self.gear.withUnsafeBufferPointer { gear in
            part.withUnsafeBufferPointer { part in
                var start = 0
                for index in 0..<part.count {
                    hash = (hash << 1) &+ gear[Int(part[index])]
                    let size = segment.count + index + 1 - start
                    if size >= Self.maximumSegment || (size >= Self.minimumSegment && hash & Self.boundaryMask == 0) {
                        segment.append(contentsOf: UnsafeBufferPointer(rebasing: part[start...index]))
                        output += endSegment()
                        start = index + 1
                    }
                }
                segment.append(contentsOf: UnsafeBufferPointer(rebasing: part[start...]))
            }
        }
        self.hash = hash
        return output
    }

    /// The last compressed bytes and the gzip trailer.
    public func finish() -> [UInt8] {
        var output = startOutput()
        if !segment.isEmpty { output += endSegment() }
        // A final block with no data: fixed codes, end of block.
        output += [0x03, 0x00]
        for shift in stride(from: 0, to: 32, by: 8) { output.append(UInt8(truncatingIfNeeded: UInt64(checksum) >> UInt64(shift))) }
        for shift in stride(from: 0, to: 32, by: 8) { output.append(UInt8(truncatingIfNeeded: length >> UInt64(shift))) }
        return output
    }

    private func startOutput() -> [UInt8] {
        guard !hasHeader else { return [] }
        hasHeader = true
        return Self.header
    }

    /// The segment read so far, compressed from a fresh start (flushed to a byte boundary
    /// without ending the stream) or copied.
    private func endSegment() -> [UInt8] {
        defer { segment.removeAll(keepingCapacity: true) }
        let key = GzipSegments.Segment(bytes: segment)
        let compressed = previous?.compressed[key] ?? {
            precondition(deflateReset(&stream) == Z_OK, "the deflate stream is consistent")
            return segment.withUnsafeBytes { deflate($0, flush: Z_SYNC_FLUSH, room: 64 * 1024) }
        }()
        segments?.compressed[key] = compressed
        return compressed
    }

    /// Runs deflate over the whole of `input`, `room` bytes of output at a time.
    private func deflate(_ input: UnsafeRawBufferPointer, flush: Int32, room: Int) -> [UInt8] {
        var output: [UInt8] = []
        stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
        stream.avail_in = uInt(input.count)
        repeat {
            let start = output.count
            output += repeatElement(0, count: room)
            let produced = output.withUnsafeMutableBufferPointer { output in
                stream.next_out = output.baseAddress! + start
                stream.avail_out = uInt(room)
                let result = CZlib.deflate(&stream, flush)
                precondition(result != Z_STREAM_ERROR, "the deflate stream is consistent")
                return room - Int(stream.avail_out)
            }
            output.removeLast(room - produced)
        } while stream.avail_out == 0
        return output
    }
}

/// The segments of a file a ``Gzip`` compressed in segments, by their bytes: what a rebuild of
/// `cellar serve` copies rather than compresses again.
public struct GzipSegments: Sendable {
    /// A segment's bytes, hashed in one go.
    public struct Segment: Hashable, Sendable {
        let bytes: [UInt8]

        public func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    public var compressed: [Segment: [UInt8]] = [:]

    public init() {}
}
