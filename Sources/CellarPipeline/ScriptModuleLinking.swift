import CellarViews
import Foundation

/// Publishes the theme's assets under content-hashed names, with each script module (`.js`)
/// importing the others by their published names: its relative imports of theme modules
/// (`import … from './data.js'`, `export … from '…'`, `import './x.js'`, `import('./x.js')`)
/// are rewritten before its own hash is taken. So a module's name changes whenever a module
/// it imports, directly or not, changes; every module can be cached forever; and a page
/// names only its entry module, with no import map to repeat on every page.
enum ScriptModuleLinking {
    /// Every file of `files` (by path in the theme, with the name errors show it as) as
    /// published; a cycle of imports, which no content hash can express, is refused.
    static func hashedAssets(_ files: [String: (contents: Data, shownAs: String)]) throws(ThemeError) -> [HashedAsset] {
        var published: [String: HashedAsset] = [:]
        var importing: [String] = []

        func publish(_ path: String) throws(ThemeError) -> HashedAsset {
            if let asset = published[path] { return asset }
            let file = files[path]!
            guard path.hasSuffix(".js") else {
                let asset = HashedAsset(path: path, contents: file.contents)
                published[path] = asset
                return asset
            }
            importing.append(path)
            let source = [UInt8](file.contents)
            var linked: [UInt8] = []
            linked.reserveCapacity(source.count + 256)
            var copied = 0
            for specifier in Self.importSpecifiers(in: source) {
                let imported = Self.resolve(specifier.text, from: path)
                guard files[imported] != nil, imported.hasSuffix(".js") else { continue }
                if let start = importing.firstIndex(of: imported) {
                    let cycle = (importing[start...] + [imported]).map { ($0 as NSString).lastPathComponent }.joined(
                        separator: " → ")
                    throw ThemeError(
                        file: file.shownAs, line: specifier.line(in: source),
                        problem:
                            """
                            imports “\(specifier.text)” in a cycle (\(cycle)); modules are published under their \
                            contents' hashes, which a cycle cannot have
                            """
                    )
                }
                let hashedName = (try publish(imported).publishedPath as NSString).lastPathComponent
                let folder = (specifier.text as NSString).deletingLastPathComponent
                linked += source[copied..<specifier.range.lowerBound]
                linked += Array((folder.isEmpty ? hashedName : folder + "/" + hashedName).utf8)
                copied = specifier.range.upperBound
            }
            linked += source[copied...]
            importing.removeLast()
            let asset = HashedAsset(path: path, contents: Data(linked))
            published[path] = asset
            return asset
        }

        return try files.keys.sorted().map { (path) throws(ThemeError) in try publish(path) }
    }

    /// A quoted module specifier in a script: its text and the byte range of that text.
    struct Specifier {
        let text: String
        let range: Range<Int>

        /// The line it is on, from 1, for errors.
        func line(in source: [UInt8]) -> Int {
            source[..<range.lowerBound].count { $0 == UInt8(ascii: "\n") } + 1
        }
    }

    /// The relative specifiers (starting `./` or `../`) quoted right after the word `from` or
    /// `import`, or after `import(`. The words are found wherever they stand, strings and
    /// comments included; only a specifier that names one of the theme's modules is rewritten.
    static func importSpecifiers(in source: [UInt8]) -> [Specifier] {
        var specifiers: [Specifier] = []
        var index = 0
        while index < source.count {
            guard isIdentifierByte(source[index]),
                index == 0 || !isIdentifierByte(source[index - 1]) && source[index - 1] != UInt8(ascii: ".")
            else {
                index += 1
                continue
            }
            var end = index
            while end < source.count, isIdentifierByte(source[end]) { end += 1 }
            let word = source[index..<end]
            defer { index = end }
            let isImport = word.elementsEqual("import".utf8)
            guard isImport || word.elementsEqual("from".utf8) else { continue }
            var position = skippingSpace(in: source, from: end)
            if isImport, position < source.count, source[position] == UInt8(ascii: "(") {
                position = skippingSpace(in: source, from: position + 1)
            }
            guard position < source.count,
                source[position] == UInt8(ascii: "'") || source[position] == UInt8(ascii: "\"")
            else { continue }
            let quote = source[position]
            let start = position + 1
            guard let close = source[start...].firstIndex(where: { $0 == quote || $0 == UInt8(ascii: "\n") }),
                source[close] == quote
            else { continue }
            let text = String(decoding: source[start..<close], as: UTF8.self)
            if text.hasPrefix("./") || text.hasPrefix("../") {
                specifiers.append(Specifier(text: text, range: start..<close))
            }
        }
        return specifiers
    }

    /// The theme path `specifier` names from the module at `path`: `./data.js` from
    /// `assets/store/main.js` is `assets/store/data.js`.
    static func resolve(_ specifier: String, from path: String) -> String {
        var parts = (path as NSString).deletingLastPathComponent.split(separator: "/", omittingEmptySubsequences: true)
        for part in specifier.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default:
            byte >= 0x80
        }
    }

    private static func skippingSpace(in source: [UInt8], from index: Int) -> Int {
        var index = index
        while index < source.count, [0x20, 0x09, 0x0A, 0x0D].contains(source[index]) { index += 1 }
        return index
    }
}
