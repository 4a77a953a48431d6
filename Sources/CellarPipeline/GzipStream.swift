import CZlib

/// gzip compression of bytes that come in parts, in segments that end where the bytes say
/// (content-defined boundaries, as `gzip --rsyncable` draws them), each compressed apart:
/// zlib's raw deflate at level 6 from a fresh start, flushed to a byte at its end, all in one
/// gzip member with no name or time in its header. The same bytes always compress to the same
/// bytes, an edit changes only the segments around it, and a segment the last build compressed
/// (``GzipSegments``) is copied rather than compressed again: the file is the same either way.
final class GzipStream {
    /// The segments compressed or copied so far, when kept for the next build.
    private(set) var segments: GzipSegments?
    private let previous: GzipSegments?
    private var stream = z_stream()
    private var segment: [UInt8] = []
    /// The rolling hash of the bytes read so far, each of the last 64 in a bit of it.
    private var hash: UInt64 = 0
    private var checksum = crc32(0, nil, 0)
    private var length: UInt64 = 0
    private var hasHeader = false

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

    /// - Parameters:
    ///   - previous: the segments the last build compressed, copied when met again.
    ///   - keepsSegments: whether to keep this file's segments (``segments``): as many bytes
    ///     as the file and its copy, for a rebuild to reuse.
    init(reusing previous: GzipSegments? = nil, keepingSegments keepsSegments: Bool = false) {
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

    /// The compressed bytes `part` adds: the gzip header first, then each segment it ends.
    func compress(_ part: [UInt8]) -> [UInt8] {
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

    /// The last segment, a final empty block and the gzip trailer.
    func finish() -> [UInt8] {
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

    /// The segment read so far, compressed or copied.
    private func endSegment() -> [UInt8] {
        defer { segment.removeAll(keepingCapacity: true) }
        let key = GzipSegments.Segment(bytes: segment)
        let compressed = previous?.compressed[key] ?? deflateSegment()
        segments?.compressed[key] = compressed
        return compressed
    }

    /// The segment compressed from a fresh start, flushed to a byte boundary without ending the stream.
    private func deflateSegment() -> [UInt8] {
        precondition(deflateReset(&stream) == Z_OK, "the deflate stream is consistent")
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        segment.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            repeat {
                let produced = chunk.withUnsafeMutableBufferPointer { chunk in
                    stream.next_out = chunk.baseAddress
                    stream.avail_out = uInt(chunk.count)
                    let result = deflate(&stream, Z_SYNC_FLUSH)
                    precondition(result != Z_STREAM_ERROR, "the deflate stream is consistent")
                    return chunk.count - Int(stream.avail_out)
                }
                output += chunk[..<produced]
            } while stream.avail_out == 0
        }
        return output
    }
}

/// The segments of a file a ``GzipStream`` compressed, by their bytes: what a rebuild of
/// `cellar serve` copies rather than compresses again.
struct GzipSegments: Sendable {
    /// A segment's bytes, hashed in one go.
    struct Segment: Hashable, Sendable {
        let bytes: [UInt8]

        func hash(into hasher: inout Hasher) {
            bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    var compressed: [Segment: [UInt8]] = [:]
}
