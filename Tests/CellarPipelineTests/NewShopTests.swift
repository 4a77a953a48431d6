import CellarModel
import CellarPipeline
import CellarTestSupport
import Foundation
import Testing

struct NewShopTests {
    @Test func writesTheShopsNameAsAJSONStringTheFixturesReadBack() throws {
        let name = "Tab\tand \"quoted\" \\ Shop\u{2028}"
        let folder = Repository.scratchFolder("new-shop") + "/shop"
        try NewShop(name: name, currency: "EUR", locale: "en").create(at: folder)
        let store = try Repository.text(folder + "/Fixtures/store.json")
        #expect(store.contains(#""name": "Tab\tand \"quoted\" \\ Shop\u2028","#))
        #expect(store.contains(#""title": "Welcome to Tab\tand \"quoted\" \\ Shop\u2028","#))
        #expect(try FixtureLoader(directory: folder + "/Fixtures").load().store.name == name)
    }
}
