/// Tests of the eight bytes of a word all at once, for scans that pass eight bytes at a time
/// over text up to the first byte that may need something done (a JSON string literal's, a
/// control character's search).
extension UInt64 {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The high bits of the bytes below `limit` (at most 0x80). A byte's high bit is set only
    /// when it or a less significant byte is below `limit`: the least significant set bit is
    /// exact, and so is whether there is any.
    @inline(__always)
    package func bytes(below limit: UInt8) -> UInt64 {
        (self &- Self.ones &* UInt64(limit)) & ~self & Self.highBits
    }

    /// The high bits of the bytes equal to `byte`, as exact as ``bytes(below:)``.
    @inline(__always)
    package func bytes(equalTo byte: UInt8) -> UInt64 {
        (self ^ (Self.ones &* UInt64(byte))).bytes(below: 1)
    }
}
