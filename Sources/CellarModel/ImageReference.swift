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

    private static func hasScheme(_ string: String) -> Bool {
        guard let colon = string.firstIndex(of: ":") else { return false }
        let scheme = string[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }
}
