import Foundation

/// Reads back the files the `EmbedFolders` plugin wrote into the binary.
enum EmbeddedFiles {
    /// Each file's bytes by its path in its folder.
    static func decode(_ encoded: [(path: String, base64: String)]) -> [String: Data] {
        Dictionary(uniqueKeysWithValues: encoded.map { ($0.path, Data(base64Encoded: $0.base64)!) })
    }
}
