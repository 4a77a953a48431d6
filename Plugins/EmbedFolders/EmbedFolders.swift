import Foundation
import PackagePlugin

/// Embeds folders of the repository in the target it is applied to: `Templates/` as
/// `BuiltInTheme`, `Starter/` (what `cellar init` writes) as `StarterShop`, the fixtures'
/// JSON Schemas (`docs/schemas/`) as `FixtureSchemas`, the reference (`docs/`) as `BuiltInDocs`. For each, a build
/// command writes every file's bytes into a generated Swift source (see `FolderEmbedder`), so
/// the folders stay the one source of what the binary carries.
@main
struct EmbedFolders: BuildToolPlugin {
    static let folders = [
        (folder: "Templates", type: "BuiltInTheme"), (folder: "Starter", type: "StarterShop"),
        (folder: "docs/schemas", type: "FixtureSchemas"),
        (folder: "docs", type: "BuiltInDocs"),
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        try Self.folders.map { entry in
            let folder = context.package.directoryURL.appending(path: entry.folder)
            let output = context.pluginWorkDirectoryURL.appending(path: "\(entry.type)+Files.swift")
            return .buildCommand(
                displayName: "Embedding \(entry.folder)/",
                executable: try context.tool(named: "FolderEmbedder").url,
                arguments: [folder.path, output.path, entry.type],
                inputFiles: try Self.inputs(in: folder),
                outputFiles: [output]
            )
        }
    }

    /// `folder`, every folder and file below it but hidden ones (editors' swap files): a
    /// changed file reruns the command, and so does a file added or removed, which changes its
    /// folder's modification time (SwiftPM asks the plugin for the list only when it plans
    /// the build anew, not on every build).
    private static func inputs(in folder: URL) throws -> [URL] {
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else {
            throw PluginError.noFolder(folder.path)
        }
        return [folder] + enumerator.compactMap { $0 as? URL }.sorted { $0.path < $1.path }
    }

    enum PluginError: Error, CustomStringConvertible {
        case noFolder(String)

        var description: String {
            switch self {
            case .noFolder(let path): "the folder \(path) cannot be read"
            }
        }
    }
}
