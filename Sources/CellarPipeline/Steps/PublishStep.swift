import CellarModel

/// Puts the staged files in place and removes the last build's files this one no longer
/// makes (and the pages left out for the host), in one call:
/// ``OutputFolder/publish(staged:stale:keepingOldSite:)``; under `cellar serve`, the site it
/// replaces is kept for the next build to start from (``KeptSite``).
struct PublishStep: SiteBuildStep {
    var step: BuildStep { .publish }

    func run(_ state: inout BuildState) throws(BuildError.Reason) {
        state.stale =
            state.plan.staleFiles(
                pageFiles: state.staged.pageFiles, otherFiles: state.staged.otherFiles, in: state.output)
            + state.leftOut
        state.keptSite = try state.output.publish(
            staged: state.staged.staged, stale: state.stale, keepingOldSite: state.mode.keepsForNextBuild)
    }
}
