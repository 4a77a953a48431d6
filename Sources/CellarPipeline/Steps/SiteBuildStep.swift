/// One step of the build as a value: its name (``BuildStep``), and what it does to the build's
/// state. ``SiteBuilder`` runs the steps in order, times each, and names the step in what a
/// failure throws.
protocol SiteBuildStep: Sendable {
    /// The step's name, which its timing and its failures carry.
    var step: BuildStep { get }

    /// Does the step: reads what the steps before it set in `state`, and sets what it makes.
    func run(_ state: inout BuildState) async throws(BuildError.Reason)
}
