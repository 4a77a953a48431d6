/// Where an image named in the fixtures lives: at an absolute URL, or in a file
/// relative to the fixtures folder that the build copies into the site.
public enum ImageReference: Sendable, Hashable {
    case remote(String)
    case local(path: String)

    /// Classifies an image string from the fixtures: anything with a URL scheme
    /// (`https:`, `data:`) or starting with `//` or `/` is remote; the rest is a local path.
    public init(_ string: String) {
        if string.hasPrefix("/") || Self.hasScheme(string) {
            self = .remote(string)
        } else {
            self = .local(path: string)
        }
    }

    /// RFC 3986: a letter, then letters, digits, `+`, `-` or `.`, up to a colon. Read as
    /// bytes: it is asked for every image of every page.
    private static func hasScheme(_ string: String) -> Bool {
        let bytes = string.utf8
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return false }
        let scheme = bytes[..<colon]
        guard let first = scheme.first, isASCIILetter(first) else { return false }
        return scheme.allSatisfy { byte in
            isASCIILetter(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
        }
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }
}
