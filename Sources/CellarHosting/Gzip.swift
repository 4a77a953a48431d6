import CZlib
import Foundation

/// gzip compression: zlib's deflate in a gzip wrapper, level 6, no name or time in the header,
/// so the same bytes always compress to the same bytes: a build does not write an unchanged
/// compressed file again, and a deploy can compare a compressed file's MD5 with the stored
/// object's. Whole (``compressed(_:)``), or in parts as they come (``compress(_:)`` each
/// part, then ``finish()``): either way, the same bytes.
public final class Gzip {
    private var stream = z_stream()

    /// A stream to compress parts into.
    public init() {
        // windowBits 15 + 16: a gzip header and trailer rather than zlib's.
        guard deflateInit2_(&stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            fatalError("zlib could not start deflate")
        }
    }

    deinit {
        deflateEnd(&stream)
    }

    /// `data` compressed whole, in one pass into room zlib says is enough.
    public static func compressed(_ data: Data) -> Data {
        let gzip = Gzip()
        let room = Int(deflateBound(&gzip.stream, uLong(data.count)))
        return Data(data.withUnsafeBytes { gzip.deflate($0, flush: Z_FINISH, room: room) })
    }

    /// The compressed bytes `part` adds (often none: deflate holds them until it has enough).
    public func compress(_ part: [UInt8]) -> [UInt8] {
        part.withUnsafeBytes { deflate($0, flush: Z_NO_FLUSH, room: 64 * 1024) }
    }

    /// The last compressed bytes and the gzip trailer.
    public func finish() -> [UInt8] {
        deflate(UnsafeRawBufferPointer(start: nil, count: 0), flush: Z_FINISH, room: 64 * 1024)
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
