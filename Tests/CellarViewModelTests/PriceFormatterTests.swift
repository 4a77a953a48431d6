import CellarModel
import CellarViewModels
import Testing

struct PriceFormatterTests {
    @Test(arguments: [
        (14_500, "¥145.00"),
        (7_140, "¥71.40"),
        (129_990, "¥1,299.90"),
        (5, "¥0.05"),
        (0, "¥0.00"),
        (123_456_789, "¥1,234,567.89"),
        (-250, "-¥2.50"),
    ])
    func yuan(cents: Int, expected: String) {
        #expect(PriceFormatter(currency: "CNY").string(for: Money(cents: cents)) == expected)
    }

    @Test(arguments: [
        ("USD", "$12.50"),
        ("EUR", "€12.50"),
        ("GBP", "£12.50"),
        ("CHF", "CHF 12.50"),
        ("SEK", "SEK 12.50"),
    ])
    func currencySymbols(currency: String, expected: String) {
        #expect(PriceFormatter(currency: currency).string(for: Money(cents: 1_250)) == expected)
    }
}
