import Foundation

/// The hash in the names of the files hosts may cache forever (theme assets, data shards):
/// the first 8 hex digits of the contents' 64-bit FNV-1a hash, stable across builds and machines.
enum ContentHash {
    static func hex(of contents: Data) -> String {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in contents {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(value >> 32, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
