import CZlib

/// gzip compression of bytes that come in parts (zlib's deflate in a gzip wrapper, level 6,
/// no name or time in the header, so the same parts always compress to the same bytes and an
/// unchanged file is not written again).
final class GzipStream {
    private var stream = z_stream()

    init() {
        // windowBits 15 + 16: a gzip header and trailer rather than zlib's.
        guard deflateInit2_(&stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            fatalError("zlib could not start deflate")
        }
    }

    deinit {
        deflateEnd(&stream)
    }

    /// The compressed bytes `part` adds (often none: deflate holds them until it has enough).
    func compress(_ part: [UInt8]) -> [UInt8] {
        deflate(part, flush: Z_NO_FLUSH)
    }

    /// The last compressed bytes and the gzip trailer.
    func finish() -> [UInt8] {
        deflate([], flush: Z_FINISH)
    }

    private func deflate(_ input: [UInt8], flush: Int32) -> [UInt8] {
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        input.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = uInt(input.count)
            repeat {
                let produced = chunk.withUnsafeMutableBufferPointer { chunk in
                    stream.next_out = chunk.baseAddress
                    stream.avail_out = uInt(chunk.count)
                    let result = CZlib.deflate(&stream, flush)
                    precondition(result != Z_STREAM_ERROR, "the deflate stream is consistent")
                    return chunk.count - Int(stream.avail_out)
                }
                output += chunk[..<produced]
            } while stream.avail_out == 0
        }
        return output
    }
}
