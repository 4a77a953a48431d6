import Foundation

/// The pixel size an encoded PNG, JPEG or WebP file declares, read from its bytes (not through
/// libvips, which the code under test uses), and whether a PNG has an alpha channel.
public struct EncodedImageSize: Equatable, CustomStringConvertible {
    public let width: Int
    public let height: Int

    public var description: String { "\(width) × \(height)" }

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `nil` when the bytes are none of the three formats or are cut short.
    public init?(_ data: Data) {
        let bytes = [UInt8](data)
        func bigEndian(_ at: Int, _ count: Int) -> Int { bytes[at..<at + count].reduce(0) { $0 << 8 | Int($1) } }
        func littleEndian(_ at: Int, _ count: Int) -> Int {
            bytes[at..<at + count].reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
            self.init(width: bigEndian(16, 4), height: bigEndian(20, 4))
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            var index = 2
            while index + 9 < bytes.count, bytes[index] == 0xFF {
                let marker = bytes[index + 1]
                if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
                    self.init(width: bigEndian(index + 7, 2), height: bigEndian(index + 5, 2))
                    return
                }
                index += 2 + bigEndian(index + 2, 2)
            }
            return nil
        } else if bytes.count >= 30, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8)
        {
            switch String(decoding: bytes[12..<16], as: UTF8.self) {
            case "VP8 ": self.init(width: littleEndian(26, 2) & 0x3FFF, height: littleEndian(28, 2) & 0x3FFF)
            case "VP8L":
                let bits = littleEndian(21, 4)
                self.init(width: (bits & 0x3FFF) + 1, height: ((bits >> 14) & 0x3FFF) + 1)
            case "VP8X": self.init(width: littleEndian(24, 3) + 1, height: littleEndian(27, 3) + 1)
            default: return nil
            }
        } else {
            return nil
        }
    }

    /// Whether a PNG's colour type carries alpha (grey or RGB with alpha).
    public static func pngHasAlpha(_ data: Data) -> Bool {
        data.count > 25 && [4, 6].contains(data[data.startIndex + 25])
    }
}
