import Foundation

/// The size an SVG file gives itself, as a browser shows it in an `<img>` without CSS: its
/// root `<svg>` element's `width` and `height` in absolute units (px or no unit, in, cm, mm,
/// pt, pc), or one of them and the other from the `viewBox`'s proportions.
///
/// Unknown (`nil`) when the file leaves its size to where it is shown: no `width` or `height`,
/// or only relative ones (`%`, `em`), whatever its `viewBox`; and for SVGZ. Read as bytes
/// from the start of the file, no XML parser: no entities, no references followed, nothing fetched.
public struct SVGSize: Sendable, Equatable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// How much of a file is read for its root element's start tag.
    static let readLimit = 64 * 1024

    /// The size `data`, an SVG file, gives itself; `nil` when unknown.
    public init?(svg data: Data) {
        guard let attributes = Self.rootAttributes(in: [UInt8](data.prefix(Self.readLimit))) else { return nil }
        let width = attributes["width"].flatMap(Self.length)
        let height = attributes["height"].flatMap(Self.length)
        let viewBox = attributes["viewBox"].flatMap(Self.viewBoxSize)
        let size: (Double, Double)
        switch (width, height, viewBox) {
        case let (width?, height?, _): size = (width, height)
        case let (width?, nil, box?): size = (width, width * box.height / box.width)
        case let (nil, height?, box?): size = (height * box.width / box.height, height)
        default: return nil
        }
        let rounded = (width: Int(size.0.rounded()), height: Int(size.1.rounded()))
        guard rounded.width > 0, rounded.height > 0 else { return nil }
        self.init(width: rounded.width, height: rounded.height)
    }

    /// The attributes of the first element, when it is `<svg>` (with or without a namespace
    /// prefix), after an XML declaration, processing instructions, comments and a doctype.
    private static func rootAttributes(in bytes: [UInt8]) -> [String: String]? {
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        func skip(past end: [UInt8]) -> Bool {
            while index + end.count <= bytes.count {
                if bytes[index..<index + end.count].elementsEqual(end) {
                    index += end.count
                    return true
                }
                index += 1
            }
            return false
        }
        while true {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else { return nil }
            if bytes[index...].starts(with: Array("<?".utf8)) {
                guard skip(past: Array("?>".utf8)) else { return nil }
            } else if bytes[index...].starts(with: Array("<!--".utf8)) {
                guard skip(past: Array("-->".utf8)) else { return nil }
            } else if bytes[index...].starts(with: Array("<!".utf8)) {
                // A doctype; one with an internal subset (`[…]`, where entities live) is not read.
                while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
                    if bytes[index] == UInt8(ascii: "[") { return nil }
                    index += 1
                }
                index += 1
            } else {
                break
            }
        }
        index += 1
        let nameStart = index
        while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: ">"),
            bytes[index] != UInt8(ascii: "/")
        {
            index += 1
        }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        guard name == "svg" || name.hasSuffix(":svg") else { return nil }
        var attributes: [String: String] = [:]
        while true {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/") { return attributes }
            let keyStart = index
            while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "=") { index += 1 }
            let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
            index += 1
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                return nil
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            while index < bytes.count, bytes[index] != quote { index += 1 }
            guard index < bytes.count else { return nil }
            attributes[key] = String(decoding: bytes[valueStart..<index], as: UTF8.self)
            index += 1
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// Pixels per unit, as CSS counts them (96 px to the inch).
    private static let units: [String: Double] = [
        "": 1, "px": 1, "in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "pt": 96.0 / 72, "pc": 16,
    ]

    /// `120`, `120px`, `3in` in pixels; `nil` for a relative length (`%`, `em`) or none.
    private static func length(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let number = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "+" || $0 == "-" || $0 == "e" || $0 == "E" }
        guard let value = Double(number), value > 0, value.isFinite,
            let scale = units[String(trimmed.dropFirst(number.count))]
        else {
            return nil
        }
        return value * scale
    }

    /// The `viewBox`'s width and height (`min-x min-y width height`, spaces or commas between).
    private static func viewBoxSize(_ text: String) -> (width: Double, height: Double)? {
        let numbers = text.split { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "\r" }.compactMap {
            Double($0)
        }
        guard numbers.count == 4, numbers[2] > 0, numbers[3] > 0, numbers[2].isFinite, numbers[3].isFinite else {
            return nil
        }
        return (numbers[2], numbers[3])
    }
}
