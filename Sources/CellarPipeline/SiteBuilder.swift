import CellarFixtures
import CellarModel
import Foundation

/// The build, as a list of named steps (``BuildStep``), each a value (``SiteBuildStep``) run
/// over one ``BuildState``: prepare the output, load the fixtures, load the theme, process the
/// images, make the view models, plan what to render and what to keep (``RenderPlan``, where a
/// rebuild's reuse of files is decided), render the pages while staging every file whose bytes
/// changed, stage the assets and photos, check the host's limits, then publish: put the staged
/// files in place and remove the ones the site no longer has.
public struct SiteBuilder: Sendable {
    public let options: BuildOptions

    /// The most bytes a page may have: a larger one stops the build, named, before it is
    /// written (the previous site stays). Cloudflare Pages' limit for one file.
    public static let largestPage = 25 << 20

    /// Every step of a build, in order.
    static let steps: [any SiteBuildStep] = [
        PrepareOutputStep(), LoadFixturesStep(), LoadThemeStep(), ProcessImagesStep(), MakeViewModelsStep(), PlanStep(),
        RenderStep(), StageStep(), CheckHostStep(), PublishStep(), WriteReportStep(),
    ]

    public init(options: BuildOptions) {
        self.options = options
    }

    /// Loads and checks the fixtures and the theme without building anything; with
    /// ``BuildOptions/strict``, warnings are errors too.
    /// - Returns: the catalogue and the warnings, the fixtures' and the theme's.
    public func check() throws(BuildError) -> (catalogue: Catalogue, warnings: [String]) {
        var state = BuildState(options: options, mode: .once, previous: nil, progress: nil)
        let (fixtures, theme) = (LoadFixturesStep(), LoadThemeStep())
        do throws(BuildError.Reason) { try fixtures.run(&state) } catch {
            throw BuildError(step: fixtures.step, reason: error)
        }
        do throws(BuildError.Reason) { try theme.run(&state) } catch {
            throw BuildError(step: theme.step, reason: error)
        }
        return (state.fixtures.catalogue, state.fixtureWarnings + state.theme.warnings)
    }

    /// Builds the site once (``BuildMode/once``), writing only the files whose bytes changed.
    /// - Parameter progress: called now and then with pages done and pages in all.
    public func build(progress: (@Sendable (Int, Int) -> Void)? = nil) async throws(BuildError) -> BuildSummary {
        let (state, times) = try await run(mode: .once, after: nil, progress: progress)
        return BuildSummary(state, stepTimes: times)
    }

    /// Builds the site for `cellar serve` (``BuildMode/serve``); with the record of the build
    /// before, re-reads only the fixture files that changed and renders only the pages whose
    /// view model or templates changed since (the output must not have been touched meanwhile).
    public func build(
        after previous: BuildRecord?, progress: (@Sendable (Int, Int) -> Void)? = nil
    ) async throws(BuildError) -> (summary: BuildSummary, record: BuildRecord) {
        let (state, times) = try await run(mode: .serve, after: previous, progress: progress)
        return (BuildSummary(state, stepTimes: times), BuildRecord(state))
    }

    /// Removes the site the last `cellar serve` build kept beside the output to start the next
    /// one from (``KeptSite``): for when serve stops.
    public func discardKeptSite() {
        OutputFolder(path: options.output).discardStaging()
    }

    /// Runs the steps in order over one state, timing each; what a step throws stops the build
    /// as that step's failure, and discards the staging folder, so the previous site stays.
    private func run(
        mode: BuildMode, after previous: BuildRecord?, progress: (@Sendable (Int, Int) -> Void)?
    ) async throws(BuildError) -> (BuildState, [BuildSummary.StepTime]) {
        var state = BuildState(options: options, mode: mode, previous: previous, progress: progress)
        var times: [BuildSummary.StepTime] = []
        let clock = ContinuousClock()
        for step in Self.steps {
            let start = clock.now
            do throws(BuildError.Reason) {
                try await step.run(&state)
            } catch {
                state.output.discardStaging()
                throw BuildError(step: step.step, reason: error)
            }
            times.append(BuildSummary.StepTime(step: step.step, duration: clock.now - start))
        }
        return (state, times)
    }
}
