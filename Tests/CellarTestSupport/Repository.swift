import Foundation
import CellarViewModels

/// Paths in this repository, for tests that read its fixtures and templates or run its tool.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    public static let fixtures = root + "/Fixtures"
    public static let templates = root + "/Templates"
    public static let site = root + "/site"
    /// Tiny photos for the image tests: EXIF-rotated, with alpha, 1 × 1, a panorama, and bad ones.
    public static let testPhotos = root + "/Tests/CellarImagesTests/Photos"
    /// Shopify's and WooCommerce's own sample product exports.
    public static let importSamples = root + "/Tests/CellarImportTests/Samples"

    /// The `cellar` executable `swift build` made beside the test bundle.
    public static var cellarExecutable: URL {
        let bundle = Bundle.main.bundleURL
        let beside = bundle.deletingLastPathComponent().appendingPathComponent("cellar")
        return FileManager.default.fileExists(atPath: beside.path) ? beside : bundle.appendingPathComponent("cellar")
    }

    /// The theme's string table for a locale (`Templates/strings/en.json`).
    public static func stringTable(_ locale: String) -> [String: StringTableText] {
        stringTableJSON(locale).mapValues { StringTableText(jsonValue: $0)! }
    }

    /// The repository theme's string table for `locale` as its JSON object, to change and write again.
    public static func stringTableJSON(_ locale: String) -> [String: Any] {
        let data = FileManager.default.contents(atPath: "\(templates)/strings/\(locale).json")!
        return try! JSONSerialization.jsonObject(with: data) as! [String: Any]
    }

    /// Every file below `folder`, relative to it, with its bytes.
    public static func files(in folder: String) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder + "/" + relative
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }
}
