@testable import CellarFixtures
import Testing
@testable import CellarModel

/// store.json's delivery rates, tax and terms page, as the checkout uses them.
struct OrderCostsValidationTests {
    private func store(_ fields: String, files: [String: String] = [:]) throws -> Store {
        try FixtureFolder(
            ["store.json": "{\"name\": \"Cellar\", \"currency\": \"CNY\"\(fields)}"].merging(files) { $1 }
        ).load().store
    }

    private func problems(_ fields: String, files: [String: String] = [:]) -> [String] {
        FixtureFolder(["store.json": "{\"name\": \"Cellar\", \"currency\": \"CNY\"\(fields)}"].merging(files) { $1 })
            .errors()
            .map { "\($0.file)\($0.place): \($0.problem)" }
    }

    @Test func readsAFreeDeliveryThresholdTheTaxAndTheTermsPage() throws {
        let read = try store(
            #"""
            , "shipping": [{"country": "HK", "service": "Express", "price": 45, "freeFrom": 1000, "currency": \#
            "CNY"}], "tax": {"percent": 7.5, "included": false}, "termsPage": "terms"
            """#,
            files: ["docs/terms.md": "# Terms of sale\n"])
        #expect(
            read.shipping == [
                ShippingRate(
                    country: "HK", service: "Express", price: Money(cents: 4500), freeFrom: Money(cents: 100_000))
            ])
        #expect(read.tax == Tax(basisPoints: 750, isIncluded: false))
        #expect(read.termsPage == "terms")
        #expect(try store("").tax == nil)
        #expect(try store("").termsPage == nil)
    }

    @Test func taxPercentIsWrittenAsPeopleWriteIt() {
        #expect(Tax(basisPoints: 1300, isIncluded: true).percent == "13")
        #expect(Tax(basisPoints: 750, isIncluded: true).percent == "7.5")
        #expect(Tax(basisPoints: 825, isIncluded: true).percent == "8.25")
        #expect(Tax(basisPoints: 1005, isIncluded: true).percent == "10.05")
    }

    @Test func aRateInAnotherCurrencyNegativeOrRepeatedIsAnError() {
        #expect(
            problems(#", "shipping": [{"country": "HK", "price": 45, "currency": "HKD"}]"#) == [
                #"""
                store.json.shipping[0].currency: must be the store's currency, "CNY", which the order is charged in; \#
                found "HKD"
                """#
            ])
        #expect(
            problems(#", "shipping": [{"country": "HK", "price": -45}]"#) == [
                "store.json.shipping[0].price: must be a number ≥ 0, found -45"
            ])
        #expect(
            problems(#", "shipping": [{"country": "HK", "price": 45, "freeFrom": -1}]"#) == [
                "store.json.shipping[0].freeFrom: must be a number ≥ 0, found -1"
            ])
        #expect(
            problems(
                #"""
                , "shipping": [{"country": "HK", "service": "Express", "price": 45}, {"country": "HK", "service": \#
                "Express", "price": 50}]
                """#
            ) == [
                "store.json.shipping[1]: repeats the rate for HK Express: each country and service has one rate"
            ])
    }

    @Test func aTaxOutOfRangeOrNeitherIncludedNorAddedIsAnError() {
        #expect(
            problems(#", "tax": {"percent": 0, "included": true}"#) == [
                """
                store.json.tax.percent: must be a number above 0 and below 100 with at most two decimals (13 for 13%), \
                found 0
                """
            ])
        #expect(problems(#", "tax": {"percent": 12.345, "included": true}"#).count == 1)
        #expect(problems(#", "tax": {"percent": "13%", "included": true}"#).count == 1)
        #expect(
            problems(#", "tax": {"percent": 13}"#) == [
                """
                store.json.tax.included: must be true (the prices include the tax) or false (it is added at the \
                checkout)
                """
            ])
        #expect(
            problems(#", "tax": {"percent": 13, "included": true, "rate": 13}"#) == [
                "store.json.tax.rate: is not a setting of the tax (they are percent and included)"
            ])
    }

    @Test func aTermsPageThatIsNotThereStopsTheLoadNamingThePlace() {
        #expect(
            problems(#", "termsPage": "terms""#, files: ["docs/about.md": "# About\n", "docs/faq.md": "# FAQ\n"]) == [
                """
                store.json.termsPage: names docs/terms.md, which is not there: the docs pages are about, faq; the \
                checkout's terms checkbox would link to nothing
                """
            ])
        #expect(
            problems(#", "termsPage": "terms""#) == [
                """
                store.json.termsPage: names docs/terms.md, which is not there: the fixtures have no docs folder; the \
                checkout's terms checkbox would link to nothing
                """
            ])
        #expect(problems(#", "termsPage": """#) == [#"store.json.termsPage: must not be empty"#])
    }
}
