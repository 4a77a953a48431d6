import CellarViewModels
import CellarViews
import Foundation

/// The templates folder, read once: the templates, parsed and checked, the assets with
/// their published names, and the interface strings for the store's locale.
struct LoadedTheme: Sendable {
    let theme: Theme
    /// Sorted by path.
    let assets: [HashedAsset]
    let strings: InterfaceStrings
    /// What the locale's string table lacks.
    let warnings: [ThemeWarning]

    init(directory: String, locale: String) throws(BuildError.Reason) {
        do {
            theme = try Theme(directory: directory)
            (strings, warnings) = try ThemeStrings.load(locale: locale, themeDirectory: directory)
        } catch {
            throw .theme(error)
        }
        let folder = (directory as NSString).appendingPathComponent("assets")
        assets = try Self.files(under: folder).sorted { $0.key < $1.key }
            .map { HashedAsset(path: "assets/" + $0.key, contents: $0.value) }
    }

    /// Every asset's published, content-hashed name, which the pages link to.
    var assetNames: AssetNames {
        AssetNames(Dictionary(uniqueKeysWithValues: assets.map { (SitePath($0.path), SitePath($0.publishedPath)) }))
    }

    /// Every file below `folder` (none when it does not exist), by its path relative to it.
    private static func files(under folder: String) throws(BuildError.Reason) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return files }
        while let relative = enumerator.nextObject() as? String {
            guard enumerator.fileAttributes?[.type] as? FileAttributeType != .typeDirectory else { continue }
            let path = (folder as NSString).appendingPathComponent(relative)
            guard let contents = FileManager.default.contents(atPath: path) else { throw .files("cannot read \(path)") }
            files[relative] = contents
        }
        return files
    }
}
