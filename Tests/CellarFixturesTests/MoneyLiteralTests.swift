@testable import CellarFixtures
import Testing
@testable import CellarModel

struct MoneyLiteralTests {
    @Test(arguments: [
        ("71.4", 7140), ("145", 14500), ("0", 0), ("0.01", 1), ("19.99", 1999), ("1.5e1", 1500),
        ("2E2", 20000), ("12.345e1", 12345), ("1e-2", 1), ("-3.5", -350), ("0.10000000000000001", 10),
    ])
    func readsLiteralsExactly(literal: String, cents: Int) {
        #expect(Money(jsonLiteral: literal) == Money(cents: cents))
    }

    @Test(arguments: [
        ("0.005", 1), ("0.004", 0), ("0.0049999", 0), ("19.995", 2000), ("-0.005", -1), ("5e-3", 1), ("1e-9", 0),
        ("5e-5", 0), ("9e-9", 0),
    ])
    func roundsHalfAwayFromZero(literal: String, cents: Int) {
        #expect(Money(jsonLiteral: literal) == Money(cents: cents))
    }

    @Test func rejectsAmountsTooLargeAndNonNumbers() {
        #expect(Money(jsonLiteral: "1e300") == nil)
        #expect(Money(jsonLiteral: "92233720368547758.08") == nil)
        #expect(Money(jsonLiteral: "0e99999") == Money(cents: 0))
        #expect(Money(jsonLiteral: "abc") == nil)
        #expect(Money(jsonLiteral: "") == nil)
    }
}
