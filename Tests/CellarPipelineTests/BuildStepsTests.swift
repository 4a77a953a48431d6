import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

@Suite("The build's steps")
struct BuildStepsTests {
    @Test func aBuildRunsAndTimesEveryStepInOrder() async throws {
        let shop = TinyShop()
        let options = BuildOptions(
            fixtures: shop.path, templates: Repository.templates, output: Repository.scratchFolder("out") + "/site")
        let once = try await SiteBuilder(options: options).build()
        #expect(once.stepTimes.map(\.step) == BuildStep.allCases)
        #expect(once.stepTimes.allSatisfy { $0.duration >= .zero })
        #expect(
            once.stepTimes.first?.line.hasPrefix("  prepare the output: ") == true,
            "\(once.stepTimes.first?.line ?? "")")
        let (first, record) = try await SiteBuilder(options: options).build(after: nil)
        #expect(first.stepTimes.map(\.step) == BuildStep.allCases)
        shop.write("goods.json", TinyShop.goods.replacingOccurrences(of: "71.4", with: "72.25"))
        let (rebuilt, _) = try await SiteBuilder(options: options).build(after: record)
        #expect(rebuilt.stepTimes.map(\.step) == BuildStep.allCases, "a rebuild runs the same steps")
        #expect(rebuilt.pagesRendered < rebuilt.pageCount, "and renders only what changed")
    }
}
