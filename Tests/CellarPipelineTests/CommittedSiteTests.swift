import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("The committed site")
struct CommittedSiteTests {
    /// `site/` must be exactly what a fresh build of `Fixtures/` makes, so it never goes stale.
    /// After changing fixtures, templates or code, run `scripts/build-sample.sh` and commit `site/`.
    @Test func isIdenticalToAFreshBuild() async throws {
        let output = Repository.scratchFolder("fresh") + "/site"
        _ = try await SiteBuilder(
            options: BuildOptions(fixtures: Repository.fixtures, templates: Repository.templates, output: output)
        ).build()
        let fresh = Repository.files(in: output)
        let committed = Repository.files(in: Repository.site)
        let missing = Set(fresh.keys).subtracting(committed.keys).sorted()
        let extra = Set(committed.keys).subtracting(fresh.keys).sorted()
        let stale = fresh.keys.filter { committed[$0] != nil && committed[$0] != fresh[$0] }.sorted()
        let advice = "rebuild site/ with scripts/build-sample.sh and commit it"
        #expect(missing.isEmpty, "\(missing.count) files missing from site/, e.g. \(missing.prefix(5)); \(advice)")
        #expect(
            extra.isEmpty,
            "\(extra.count) files in site/ that a build does not make, e.g. \(extra.prefix(5)); \(advice)")
        #expect(
            stale.isEmpty, "\(stale.count) files in site/ differ from a fresh build, e.g. \(stale.prefix(5)); \(advice)"
        )
    }

    @Test func twoBuildsAreByteIdentical() async throws {
        let first = Repository.scratchFolder("first") + "/site"
        let second = Repository.scratchFolder("second") + "/site"
        for output in [first, second] {
            _ = try await SiteBuilder(
                options: BuildOptions(
                    fixtures: Repository.fixtures, templates: Repository.templates, output: output,
                    jobs: output == first ? 1 : 2)
            ).build()
        }
        #expect(Repository.files(in: first) == Repository.files(in: second))
    }
}
