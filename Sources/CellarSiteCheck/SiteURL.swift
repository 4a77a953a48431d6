import Foundation

/// A URL split into its parts as RFC 3986 reads them, leniently: any text splits (a relative
/// reference has no scheme or host), and joined again it is the text it was split from.
struct SiteURL: Equatable {
    /// In lower case; empty for a relative reference.
    var scheme = ""
    /// The host, with its port and user; empty when there is none.
    var authority = ""
    var path = ""
    var query = ""
    var fragment = ""

    init(scheme: String, authority: String, path: String, query: String = "", fragment: String = "") {
        self.scheme = scheme
        self.authority = authority
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    init(_ text: String) {
        var rest = Substring(text)
        if let colon = rest.firstIndex(of: ":"), let first = rest.first, first.isASCII, first.isLetter,
            rest[..<colon].allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        {
            scheme = rest[..<colon].lowercased()
            rest = rest[rest.index(after: colon)...]
        }
        if rest.hasPrefix("//") {
            rest = rest.dropFirst(2)
            let end = rest.firstIndex { "/?#".contains($0) } ?? rest.endIndex
            authority = String(rest[..<end])
            rest = rest[end...]
        }
        if let hash = rest.firstIndex(of: "#") {
            fragment = String(rest[rest.index(after: hash)...])
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            query = String(rest[rest.index(after: question)...])
            rest = rest[..<question]
        }
        path = String(rest)
    }

    /// The URL as text again (an empty query or fragment left out).
    var text: String {
        var text = scheme.isEmpty ? "" : scheme + ":"
        if !authority.isEmpty { text += "//" + authority }
        text += path
        if !query.isEmpty { text += "?" + query }
        if !fragment.isEmpty { text += "#" + fragment }
        return text
    }

    /// Whether `text` is an absolute http(s) URL: with its scheme and its host.
    static func isAbsolute(_ text: String) -> Bool {
        let url = SiteURL(text)
        return ["http", "https"].contains(url.scheme) && !url.authority.isEmpty
    }

    /// `reference` read relative to this URL (RFC 3986, section 5.2).
    func resolving(_ reference: String) -> SiteURL {
        guard !reference.isEmpty else { return SiteURL(scheme: scheme, authority: authority, path: path, query: query) }
        var url = SiteURL(reference)
        if !url.scheme.isEmpty, url.scheme != scheme { return url }
        url.scheme = scheme
        if !url.authority.isEmpty {
            url.path = Self.removingDotSegments(url.path)
            return url
        }
        url.authority = authority
        if url.path.isEmpty {
            url.path = path
            if url.query.isEmpty { url.query = query }
        } else if url.path.hasPrefix("/") {
            url.path = Self.removingDotSegments(url.path)
        } else {
            let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? (authority.isEmpty ? "" : "/")
            url.path = Self.removingDotSegments(folder + url.path)
        }
        return url
    }

    /// The URL as the checks compare URLs: its scheme and host in lower case, its path
    /// percent-encoded one way, without its fragment.
    var normal: String {
        let path = Self.percentEncoded(Self.percentDecoded(path), keeping: "/:@!$&'()*+,;=-._~")
        return SiteURL(scheme: scheme, authority: authority.lowercased(), path: path, query: query).text
    }

    /// `text` as a normal URL (see ``normal``).
    static func normal(_ text: String) -> String { SiteURL(text).normal }

    /// A path with its `.` and `..` segments resolved (RFC 3986, section 5.2.4).
    private static func removingDotSegments(_ path: String) -> String {
        var output: [Substring] = []
        let segments = path.split(separator: "/", omittingEmptySubsequences: false)
        for (index, segment) in segments.enumerated() {
            let isLast = index == segments.count - 1
            switch segment {
            case ".":
                if isLast { output.append("") }
            case "..":
                if output.count > 1 { output.removeLast() }
                if isLast { output.append("") }
            default:
                output.append(segment)
            }
        }
        return output.joined(separator: "/")
    }

    /// `text` with each `%XX` read as the byte it stands for, the bytes as UTF-8 (a byte that
    /// is not UTF-8 read as U+FFFD).
    static func percentDecoded(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            if utf8[index] == UInt8(ascii: "%"), index + 2 < utf8.count,
                let high = hexValue(utf8[index + 1]), let low = hexValue(utf8[index + 2])
            {
                bytes.append(high << 4 | low)
                index += 3
            } else {
                bytes.append(utf8[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` with each UTF-8 byte but ASCII letters, digits, `_.-~` and those of `kept`
    /// written `%XX`.
    static func percentEncoded(_ text: String, keeping kept: String) -> String {
        let kept = Set(("_.-~" + kept).utf8)
        var encoded = ""
        for byte in text.utf8 {
            let isAlphanumeric =
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            if isAlphanumeric || kept.contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return encoded
    }

    /// The first value of the query parameter `name` that is not empty (`+` read as a space).
    func queryValue(_ name: String) -> String? {
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { continue }
            let key = Self.percentDecoded(parts[0].replacingOccurrences(of: "+", with: " "))
            let value = Self.percentDecoded(parts[1].replacingOccurrences(of: "+", with: " "))
            if key == name, !value.isEmpty { return value }
        }
        return nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension String {
    /// The string with zeros before it up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
