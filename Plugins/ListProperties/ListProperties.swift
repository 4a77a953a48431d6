import PackagePlugin

/// Makes the types of the target it is applied to that declare `PropertyListing` conform: a
/// build command runs `PropertyLister` over the target's Swift sources, which writes each such
/// type's `listProperties` into a generated source, so a view model's properties are listed
/// from its declaration and never restated by hand.
@main
struct ListProperties: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "\(target.name)+PropertyListing.swift")
        return [
            .buildCommand(
                displayName: "Listing the properties of \(target.name)'s PropertyListing types",
                executable: try context.tool(named: "PropertyLister").url,
                arguments: [output.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output]
            )
        ]
    }
}
