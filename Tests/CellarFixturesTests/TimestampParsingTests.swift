@testable import CellarFixtures
import Testing
@testable import CellarModel

struct TimestampParsingTests {
    private let expected = Timestamp(year: 2016, month: 10, day: 26, hour: 18, minute: 10)

    @Test(arguments: [
        "2016-10-26 18:10", "2016-10-26T18:10", "2016-10-26T18:10Z", "2016-10-26T18:10:00+08:00",
        "2016-10-26T18:10:00.000Z", "2016-10-26T18:10:59-0530",
    ])
    func readsTheAcceptedFormsKeepingLocalFields(text: String) {
        #expect(Timestamp(fixtureText: text) == expected)
    }

    @Test(arguments: [
        "yesterday", "", "2016-10-26", "2016/10/26 18:10", "2016-10-26 18:10:00", "2016-13-01 10:00",
        "2016-02-30 10:00", "2015-02-29 10:00", "2016-10-26 24:00", "2016-10-26 18:60", "2016-10-26T18:10+25:00",
        "2016-10-26T18:10:00.Z", "2016-10-26 18:10Z", "2016-10-26T18:10 ",
    ])
    func rejectsEverythingElse(text: String) {
        #expect(Timestamp(fixtureText: text) == nil)
    }

    @Test func knowsLeapYears() {
        #expect(
            Timestamp(fixtureText: "2016-02-29 00:00") == Timestamp(year: 2016, month: 2, day: 29, hour: 0, minute: 0))
        #expect(Timestamp(fixtureText: "2000-02-29 00:00") != nil)
        #expect(Timestamp(fixtureText: "1900-02-29 00:00") == nil)
    }
}
