import Foundation

/// Checks that the output folder is apart from the fixtures and templates and holds a site (or
/// nothing) that may be replaced; a last build's record serves only while the output it wrote
/// is there.
struct PrepareOutputStep: SiteBuildStep {
    var step: BuildStep { .prepareOutput }

    func run(_ state: inout BuildState) throws(BuildError.Reason) {
        try checkOutputIsApart(state.output, options: state.options)
        try state.output.checkReplaceable()
        if case .apart(let folder) = state.options.reports {
            try ReportsFolder(path: folder).checkReplaceable(apartFrom: [
                ("output", state.output.path), ("fixtures", state.options.fixtures),
                ("templates", state.options.templates),
            ])
        }
        if !state.output.exists { state.previous = nil }
    }

    /// The output must not hold the fixtures or templates, or replacing it would delete them.
    private func checkOutputIsApart(_ output: OutputFolder, options: BuildOptions) throws(BuildError.Reason) {
        let outputPath = URL(fileURLWithPath: output.path).standardizedFileURL.resolvingSymlinksInPath().path + "/"
        for (name, folder) in [("fixtures", options.fixtures), ("templates", options.templates)] {
            guard let folder else { continue }
            let path = URL(fileURLWithPath: folder).standardizedFileURL.resolvingSymlinksInPath().path + "/"
            if path.hasPrefix(outputPath) {
                throw .files(
                    "the output folder \(output.path) contains the \(name) folder \(folder); choose another output")
            }
        }
    }
}
