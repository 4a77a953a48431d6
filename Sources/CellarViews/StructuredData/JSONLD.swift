import CellarViewModels
import Foundation

/// JSON-LD for a `<script type="application/ld+json">` element: deterministic (sorted keys)
/// and safe inside the element, since `<`, `>` and `&` are written as `\u003c`, `\u003e` and
/// `\u0026`, so no text from the fixtures can close the `<script>`.
enum JSONLD {
    static func product(_ product: ProductDataViewModel) -> String {
        scriptSafe(encoded(ProductJSONLD(product)))
    }

    private static func encoded(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Plain structs of strings and numbers always encode.
        return String(decoding: try! encoder.encode(value), as: UTF8.self)
    }

    /// Escapes the characters HTML reads inside `<script>`; the JSON means the same.
    static func scriptSafe(_ json: String) -> String {
        // Byte by byte: the three are ASCII, so no UTF-8 sequence holds their bytes.
        var safe: [UInt8] = []
        safe.reserveCapacity(json.utf8.count)
        for byte in json.utf8 {
            switch byte {
            case UInt8(ascii: "<"): safe += "\\u003c".utf8
            case UInt8(ascii: ">"): safe += "\\u003e".utf8
            case UInt8(ascii: "&"): safe += "\\u0026".utf8
            default: safe.append(byte)
            }
        }
        return String(decoding: safe, as: UTF8.self)
    }
}
