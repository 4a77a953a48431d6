/// Puts the staged files in place and removes the last build's files this one no longer
/// makes (and the pages left out for the host), in one call: ``OutputFolder/publish(staged:stale:)``.
struct PublishStep: SiteBuildStep {
    var step: BuildStep { .publish }

    func run(_ state: inout BuildState) throws(BuildError.Reason) {
        state.stale =
            state.plan.staleFiles(
                pageFiles: state.staged.pageFiles, otherFiles: state.staged.otherFiles, in: state.output)
            + state.leftOut
        try state.output.publish(staged: state.staged.staged, stale: state.stale)
    }
}
