/// Where escaped text goes: ``RenderedText``, which pages render into, or a `String`, which
/// ``JSONWriter`` builds JSON-LD in.
protocol TextOutput {
    mutating func append(_ text: String)
    mutating func append(_ text: Substring)
    /// Appends valid UTF-8 that starts and ends on whole scalars.
    mutating func append(utf8 text: UnsafeBufferPointer<UInt8>)
}

extension String: TextOutput {
    mutating func append(_ text: Substring) {
        append(contentsOf: text)
    }

    mutating func append(utf8 text: UnsafeBufferPointer<UInt8>) {
        append(String(decoding: text, as: UTF8.self))
    }
}
