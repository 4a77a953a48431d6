import CellarPlurals
import Testing

@Suite("Numbers as the pages and the messages write them")
struct NumberTextTests {
    @Test func groupsThousandsWithCommasWhateverTheMachinesLocale() {
        #expect(NumberText.grouped(979) == "979")
        #expect(NumberText.grouped(999_979) == "999,979")
        #expect(NumberText.grouped(1_000_000) == "1,000,000")
        #expect(NumberText.grouped(-12_345) == "-12,345")
        #expect(NumberText.grouped(0) == "0")
    }

    @Test func writesOneDecimalRoundedHalfAwayFromZero() {
        #expect(NumberText.oneDecimal(4.66) == "4.7")
        #expect(NumberText.oneDecimal(5) == "5.0")
        #expect(NumberText.oneDecimal(4.25) == "4.3")
    }
}
