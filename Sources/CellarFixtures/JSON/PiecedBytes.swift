import CellarModel
import Foundation

/// A file's bytes as a run of pieces, so that the next version of a file that changed in one
/// place shares the bytes before and after it with this one and copies only the changed
/// bytes: a price edited in a 20 MB `goods.json` copies a few bytes, not the file.
struct PiecedBytes: Sendable {
    /// The bytes, in order; none empty.
    let pieces: [ArraySlice<UInt8>]
    let count: Int

    /// More pieces than this are joined into one, so comparing stays one `memcmp` a piece.
    static let mostPieces = 32

    init(_ bytes: [UInt8]) {
        pieces = bytes.isEmpty ? [] : [bytes[...]]
        count = bytes.count
    }

    /// These bytes with `count - prefix - suffix` bytes after the first `prefix` replaced by
    /// `middle` (copied): the bytes before and after are shared, not copied.
    func replacing(after prefix: Int, before suffix: Int, with middle: UnsafeBufferPointer<UInt8>) -> PiecedBytes {
        let pieces =
            slices(in: 0..<prefix) + (middle.isEmpty ? [] : [Array(middle)[...]]) + slices(in: count - suffix..<count)
        let replaced = PiecedBytes(pieces: pieces, count: prefix + middle.count + suffix)
        return pieces.count > Self.mostPieces ? PiecedBytes(replaced.joined()) : replaced
    }

    /// The bytes in `range`, as slices of the pieces.
    private func slices(in range: Range<Int>) -> [ArraySlice<UInt8>] {
        var slices: [ArraySlice<UInt8>] = []
        var offset = 0
        for piece in pieces {
            let kept = (offset..<offset + piece.count).clamped(to: range)
            if !kept.isEmpty { slices.append(piece.dropFirst(kept.lowerBound - offset).prefix(kept.count)) }
            offset += piece.count
        }
        return slices
    }

    private init(pieces: [ArraySlice<UInt8>], count: Int) {
        self.pieces = pieces
        self.count = count
    }

    /// The bytes in one buffer, copied unless they are one piece.
    func withContiguousBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        pieces.count == 1 ? pieces[0].withUnsafeBufferPointer(body) : joined().withUnsafeBufferPointer(body)
    }

    /// The bytes in one array, a piece copied at a time (not byte by byte, as `Array(pieces.joined())` would).
    private func joined() -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for piece in pieces { bytes += piece }
        return bytes
    }

    /// How many bytes at the start these and `other` have in common.
    func commonPrefix(with other: UnsafeBufferPointer<UInt8>) -> Int {
        guard !other.isEmpty else { return 0 }
        var offset = 0
        for piece in pieces {
            let length = min(piece.count, other.count - offset)
            let common = piece.withUnsafeBufferPointer {
                Self.commonPrefix($0.baseAddress!, other.baseAddress! + offset, length)
            }
            offset += common
            if common < piece.count { break }
        }
        return offset
    }

    /// How many bytes at the end these and `other` have in common, at most `limit`.
    func commonSuffix(with other: UnsafeBufferPointer<UInt8>, limit: Int) -> Int {
        guard !other.isEmpty else { return 0 }
        var length = 0
        for piece in pieces.reversed() {
            let compared = min(piece.count, limit - length)
            let common = piece.withUnsafeBufferPointer {
                Self.commonSuffix($0.baseAddress! + $0.count, other.baseAddress! + other.count - length, compared)
            }
            length += common
            if common < piece.count { break }
        }
        return length
    }

    /// How many of the `count` bytes at `a` and `b` are the same before the first that differs.
    private static func commonPrefix(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let block = 4096
        var index = 0
        while index + block <= count, memcmp(a + index, b + index, block) == 0 { index += block }
        while index < count, a[index] == b[index] { index += 1 }
        return index
    }

    /// How many of the `count` bytes before `aEnd` and `bEnd` are the same after the last that differs.
    private static func commonSuffix(_ aEnd: UnsafePointer<UInt8>, _ bEnd: UnsafePointer<UInt8>, _ count: Int) -> Int {
        let block = 4096
        var length = 0
        while length + block <= count, memcmp(aEnd - length - block, bEnd - length - block, block) == 0 {
            length += block
        }
        while length < count, (aEnd - length - 1).pointee == (bEnd - length - 1).pointee { length += 1 }
        return length
    }
}
