/// The UTF-8 bytes of the Markdown a conversion writes, in one buffer that grows and is reused
/// from one description to the next. A block that must be reworked once written (a paragraph's
/// lines trimmed, a list item's lines indented) is rewritten in place at the end: the bytes it
/// wrote are copied aside, and what they become is written again. Bytes are cut and spliced
/// only where characters start, so they stay as valid UTF-8 as what was written.
struct MarkdownBytes: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Where ``rewrite(from:_:)`` copies the bytes it rewrites.
    private var copy: UnsafeMutablePointer<UInt8>
    private var copyCapacity: Int
    /// How many bytes have been written.
    private(set) var count = 0
    /// Whether the bytes written are known to be valid UTF-8: what writes bytes not checked
    /// before (libxml2's text) checks them, and clears this when they are not.
    var isValidUTF8 = true

    init() {
        capacity = 4096
        start = .allocate(capacity: capacity)
        copyCapacity = 4096
        copy = .allocate(capacity: copyCapacity)
    }

    deinit {
        start.deallocate()
        copy.deallocate()
    }

    /// The bytes written from `offset` on, valid until the next write.
    func bytes(from offset: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: start + offset, count: count - offset)
    }

    /// The bytes written from `offset` (where a character starts) on as text: not validated
    /// again when they are known to be valid, else repaired as `String(decoding:as:)` repairs.
    func string(from offset: Int) -> String {
        let bytes = bytes(from: offset)
        guard isValidUTF8 else { return String(decoding: bytes, as: UTF8.self) }
        return String(copying: UTF8Span(unchecked: bytes.span))
    }

    var last: UInt8? { count > 0 ? start[count - 1] : nil }

    mutating func removeAll() {
        count = 0
        isValidUTF8 = true
    }

    /// Forgets the bytes written from `offset` on.
    mutating func truncate(to offset: Int) { count = offset }

    mutating func append(_ byte: UInt8) {
        reserve(1)
        start[count] = byte
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (start + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    /// Lets `write` write at most `maximum` bytes at the end; it returns how many it wrote.
    mutating func append(atMost maximum: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += write(start + count)
    }

    /// Replaces the bytes written from `offset` on with what `write` appends given a copy of
    /// them. `write` must not rewrite (there is one copy).
    mutating func rewrite(from offset: Int, _ write: (UnsafeBufferPointer<UInt8>, inout MarkdownBytes) -> Void) {
        let length = count - offset
        if length > copyCapacity {
            copy.deallocate()
            copyCapacity = max(length, copyCapacity * 2)
            copy = .allocate(capacity: copyCapacity)
        }
        copy.update(from: start + offset, count: length)
        count = offset
        write(UnsafeBufferPointer(start: copy, count: length), &self)
    }

    /// Keeps of the bytes written from `offset` on only those in `range` (relative to `offset`).
    mutating func keep(_ range: Range<Int>, from offset: Int) {
        if range.lowerBound > 0 {
            UnsafeMutableRawPointer(start + offset).copyMemory(
                from: start + offset + range.lowerBound, byteCount: range.count)
        }
        count = offset + range.count
    }

    private mutating func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let grown = max(count + extra, capacity * 2)
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        larger.moveInitialize(from: start, count: count)
        start.deallocate()
        start = larger
        capacity = grown
    }
}
