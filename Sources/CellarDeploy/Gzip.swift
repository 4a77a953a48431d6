import CZlib
import Foundation

/// gzip compression (zlib's deflate in a gzip wrapper, level 6, no name or time in the
/// header), so the same bytes always compress to the same bytes and a deploy can compare
/// a compressed file's MD5 with the stored object's.
enum Gzip {
    static func compress(_ data: Data) -> Data {
        var stream = z_stream()
        // windowBits 15 + 16: a gzip header and trailer rather than zlib's.
        guard deflateInit2_(&stream, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            fatalError("zlib could not start deflate")
        }
        defer { deflateEnd(&stream) }
        var output = Data(count: Int(deflateBound(&stream, uLong(data.count))) + 32)
        let written: Int = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = out.bindMemory(to: Bytef.self).baseAddress
                stream.avail_out = uInt(out.count)
                let result = deflate(&stream, Z_FINISH)
                precondition(result == Z_STREAM_END, "deflateBound leaves room for the whole stream")
                return Int(stream.total_out)
            }
        }
        output.count = written
        return output
    }
}
