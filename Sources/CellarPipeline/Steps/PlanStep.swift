/// Decides what to render and what to keep of the last build (``RenderPlan``); without a
/// last build, everything is rendered.
struct PlanStep: SiteBuildStep {
    var step: BuildStep { .plan }

    func run(_ state: inout BuildState) {
        state.plan =
            state.previous.map { RenderPlan(site: state.site, theme: state.theme.templates, after: $0) } ?? .everything
    }
}
