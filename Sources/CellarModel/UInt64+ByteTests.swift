/// Tests of the eight bytes of a word all at once, for scans that pass eight bytes at a time
/// over text that needs nothing done (a JSON string literal's, a control character's search).
extension UInt64 {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any of the eight bytes is below `limit` (at most 0x80). A byte's high bit is set
    /// in the result only when it or a lower byte is below `limit`: the answer is exact.
    @inline(__always)
    func hasByte(below limit: UInt8) -> Bool {
        (self &- Self.ones &* UInt64(limit)) & ~self & Self.highBits != 0
    }

    /// Whether any of the eight bytes is `byte`.
    @inline(__always)
    func hasByte(_ byte: UInt8) -> Bool {
        (self ^ (Self.ones &* UInt64(byte))).hasByte(below: 1)
    }
}
