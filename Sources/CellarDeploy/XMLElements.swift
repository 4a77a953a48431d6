import Foundation

/// Reads the few elements S3's answers hold (`ListBucketResult`, `Error`, `DeleteResult`)
/// from their text: elements without attributes holding text or other elements, no
/// namespaces to resolve, no DTD. Enough for S3's fixed shapes, not a general XML parser.
struct XMLElements {
    let text: Substring

    init(_ text: some StringProtocol) {
        self.text = Substring(text)
    }

    /// The contents of every `<name>…</name>`, in order (an opening tag may carry attributes).
    func all(_ name: String) -> [XMLElements] {
        var found: [XMLElements] = []
        var rest = text[...]
        let openTag = Array("<\(name)".utf8), closeTag = Array("</\(name)>".utf8)
        while let open = Self.range(of: openTag, in: rest) {
            let afterName = rest[open.upperBound...]
            guard let next = afterName.first, next == ">" || next == " " || next == "/",
                let tagEnd = afterName.firstIndex(of: ">")
            else {
                rest = afterName
                continue
            }
            if tagEnd > afterName.startIndex, afterName[afterName.index(before: tagEnd)] == "/" {
                found.append(XMLElements(""))
                rest = rest[afterName.index(after: tagEnd)...]
                continue
            }
            let contentStart = afterName.index(after: tagEnd)
            guard let close = Self.range(of: closeTag, in: rest[contentStart...]) else { break }
            found.append(XMLElements(rest[contentStart..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return found
    }

    /// Where `pattern` first occurs in `text`, found byte by byte: Foundation's `range(of:)`
    /// copies the text it searches on Linux, which made reading a listing page quadratic.
    private static func range(of pattern: [UInt8], in text: Substring) -> Range<String.Index>? {
        let bytes = text.utf8
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: pattern[0]) {
            var end = found
            var rest = pattern[...]
            while let byte = rest.first, end < bytes.endIndex, bytes[end] == byte {
                rest = rest.dropFirst()
                end = bytes.index(after: end)
            }
            if rest.isEmpty { return found..<end }
            start = bytes.index(after: found)
        }
        return nil
    }

    /// The first `<name>…</name>`'s text, its entities decoded.
    func value(_ name: String) -> String? {
        all(name).first.map { Self.decodingEntities($0.text) }
    }

    /// Whether the text holds an element `name`.
    func has(_ name: String) -> Bool { !all(name).isEmpty }

    static func decodingEntities(_ text: Substring) -> String {
        guard text.contains("&") else { return String(text) }
        var out = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) {
                    out.unicodeScalars.append(scalar)
                } else {
                    out += "&\(entity);"
                }
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }

    /// `text` with `&`, `<`, `>`, `"` and `'` written as entities.
    static func escaping(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.append(character)
            }
        }
        return out
    }
}
