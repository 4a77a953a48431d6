import Crypto
import Foundation

/// `images/imported/` in a fixtures folder: each fetched picture in a file named after its
/// URL (`tshirts-3f2a9c81d0.jpg`: the URL's last part and the start of its SHA-256), written
/// whole (``WholeFile``), and a picture fetched before is found again without a download.
struct PictureFolder {
    /// The folder, relative to the fixtures folder, as `images` entries name the files in it.
    static let relativePath = "images/imported"
    let path: String
    /// The files there by name without extension.
    private var files: [String: String] = [:]

    /// Makes the folder when it is missing, and removes what a fetch that was stopped left half-written.
    init(fixtures: String) throws {
        path = fixtures + "/" + Self.relativePath
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: path) {
            if name.hasPrefix("."), name.hasSuffix(".partial") {
                try? FileManager.default.removeItem(atPath: path + "/" + name)
            } else if !name.hasPrefix(".") {
                files[(name as NSString).deletingPathExtension] = name
            }
        }
    }

    /// The name, without extension, that the picture at `url` is saved under.
    static func stem(of url: String) -> String {
        let digest = SHA256.hash(data: Data(url.utf8)).prefix(5).map { String(format: "%02x", $0) }.joined()
        let path = URLComponents(string: url)?.path ?? ""
        let last = ((path as NSString).lastPathComponent as NSString).deletingPathExtension.lowercased()
        var slug = ""
        for character in last.unicodeScalars {
            if ("a"..."z").contains(character) || ("0"..."9").contains(character) {
                slug.unicodeScalars.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        let trimmed = String(slug.prefix(40)).trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        return (trimmed.isEmpty ? "picture" : trimmed) + "-" + digest
    }

    /// The path (relative to the fixtures folder) of the picture at `url`, when fetched before.
    func existing(_ url: String) -> String? {
        files[Self.stem(of: url)].map { Self.relativePath + "/" + $0 }
    }

    /// Saves the picture at `url` and returns its path relative to the fixtures folder.
    func save(_ data: Data, of url: String, fileExtension: String) throws -> String {
        let name = Self.stem(of: url) + "." + fileExtension
        try WholeFile.write(data, to: path + "/" + name)
        return Self.relativePath + "/" + name
    }
}
