@testable import CellarFixtures
import Testing
@testable import CellarModel

struct CheckoutValidationTests {
    private func checkout(_ json: String) throws -> Checkout {
        try FixtureFolder(["store.json": "{\"name\": \"Cellar\", \"currency\": \"CNY\", \"checkout\": \(json)}"]).load()
            .store.checkout
    }

    private func problems(_ json: String, currency: String = "CNY") -> [String] {
        FixtureFolder(["store.json": "{\"name\": \"Cellar\", \"currency\": \"\(currency)\", \"checkout\": \(json)}"])
            .errors()
            .map { "\($0.file): \($0.place): \($0.problem)" }
    }

    @Test func ordersAreTakenAsTextUnlessStoreJSONSaysOtherwise() throws {
        let store = try FixtureFolder(["store.json": #"{"name": "Cellar", "currency": "CNY"}"#]).load().store
        #expect(store.checkout == .order)
        #expect(try checkout(#"{"provider": "order"}"#) == .order)
    }

    @Test func readsEachProvider() throws {
        #expect(
            try checkout(#"{"provider": "endpoint", "url": "https://orders.example.com/new?shop=1"}"#)
                == .endpoint(.init(url: "https://orders.example.com/new?shop=1", encoding: .json)))
        #expect(
            try checkout(#"{"provider": "endpoint", "url": "http://127.0.0.1:8080/orders", "encoding": "form"}"#)
                == .endpoint(.init(url: "http://127.0.0.1:8080/orders", encoding: .form)))
        #expect(
            try checkout(#"{"provider": "snipcart", "publicAPIKey": "ZmFrZS1rZXk+/="}"#)
                == .snipcart(.init(publicAPIKey: "ZmFrZS1rZXk+/=", currency: "CNY")))
        #expect(
            try checkout(#"{"provider": "foxy", "storeDomain": "cellar.foxycart.com"}"#)
                == .foxy(.init(storeDomain: "cellar.foxycart.com", secretVariable: "CELLAR_FOXY_SECRET")))
        #expect(
            try checkout(#"{"provider": "foxy", "storeDomain": "shop.example.com", "secretVariable": "FOXY_KEY_2"}"#)
                == .foxy(.init(storeDomain: "shop.example.com", secretVariable: "FOXY_KEY_2")))
        #expect(try checkout(#"{"provider": "stripe"}"#) == .stripe)
    }

    @Test func anEndpointNamesTheVariableItsSecretIsIn() throws {
        let endpoint = try checkout(#"{"provider": "endpoint", "url": "https://orders.example.com/new"}"#)
        #expect(endpoint.secretVariable == "CELLAR_ORDER_SECRET")
        #expect(
            try checkout(
                #"{"provider": "endpoint", "url": "https://o.example.com/", "secretVariable": "SHOP_ORDERS_1"}"#)
                == .endpoint(.init(url: "https://o.example.com/", secretVariable: "SHOP_ORDERS_1")))
        #expect(
            try checkout(#"{"provider": "foxy", "storeDomain": "c.foxycart.com"}"#).secretVariable
                == "CELLAR_FOXY_SECRET")
        #expect(Checkout.order.secretVariable == nil && Checkout.stripe.secretVariable == nil)
        let secret = "whsec_5a4b3c2d1e"
        #expect(
            problems(#"{"provider": "endpoint", "url": "https://o.example.com/", "secretVariable": "\#(secret)"}"#) == [
                """
                store.json: .checkout.secretVariable: must name an environment variable (capital letters, digits and \
                _); the secret itself never goes in store.json
                """
            ])
    }

    @Test func namesTheProblemAndItsPlace() {
        #expect(
            problems(#"{"provider": "paypal"}"#) == [
                #"""
                store.json: .checkout.provider: must be one of "order", "endpoint", "snipcart", "foxy", "stripe", \#
                found "paypal"
                """#
            ])
        #expect(
            problems(#""snipcart""#) == [
                #"store.json: .checkout: must be an object naming the provider, like {"provider": "order"}"#
            ])
        #expect(problems(#"{"provider": "snipcart"}"#) == ["store.json: .checkout.publicAPIKey: is required"])
        #expect(
            problems(#"{"provider": "endpoint", "url": "http://orders.example.com/"}"#) == [
                #"""
                store.json: .checkout.url: must be an https URL (or http on 127.0.0.1 or localhost, for trying it \#
                out), found "http://orders.example.com/"
                """#
            ])
        #expect(problems(#"{"provider": "endpoint", "url": "https://"}"#).count == 1)
        #expect(problems(#"{"provider": "endpoint", "url": "https://x.example/\"onload"}"#).count == 1)
        #expect(
            problems(#"{"provider": "endpoint", "url": "https://x.example/", "encoding": "xml"}"#) == [
                #"store.json: .checkout.encoding: must be "json" or "form", found "xml""#
            ])
        #expect(
            problems(#"{"provider": "snipcart", "publicAPIKey": "abc def\"ghi"}"#) == [
                """
                store.json: .checkout.publicAPIKey: must be Snipcart's public API key: 8 to 200 letters, digits and - \
                _ = + / . (check for spaces or quotes pasted with it)
                """
            ])
        #expect(
            problems(#"{"provider": "snipcart", "publicAPIKey": "ZmFrZS1rZXk", "currency": "USD"}"#) == [
                #"""
                store.json: .checkout.currency: must be the store's currency, "CNY", which every price is in; found \#
                "USD"
                """#
            ])
        #expect(problems(#"{"provider": "foxy", "storeDomain": "https://cellar.foxycart.com/"}"#).count == 1)
        #expect(
            problems(#"{"provider": "stripe", "publicAPIKey": "x"}"#) == [
                #"store.json: .checkout.publicAPIKey: is not a setting of the "stripe" checkout"#
            ])
    }

    @Test func aSecretPastedIntoStoreJSONIsNeverRepeated() {
        let secret = "sk_live_9f8e7d6c5b4a"
        let messages =
            problems(#"{"provider": "foxy", "storeDomain": "cellar.foxycart.com", "secretVariable": "\#(secret)"}"#)
            + problems(#"{"provider": "foxy", "storeDomain": "cellar.foxycart.com", "secret": "\#(secret)"}"#)
            + problems(#""\#(secret)""#)
        #expect(messages.count == 3)
        #expect(messages.allSatisfy { !$0.contains(secret) })
    }

    @Test func paymentLinksAreStripesOwn() throws {
        let goods = { (link: String) in
            FixtureFolder([
                "store.json": #"{"name": "Cellar", "currency": "CNY", "checkout": {"provider": "stripe"}}"#,
                "categories.json": #"[{"id": "red", "name": "Red"}]"#,
                "goods.json":
                    #"[{"id": "g-1", "title": "Wine", "category": "red", "price": 10, "paymentLink": "\#(link)"}]"#,
            ])
        }
        #expect(
            try goods("https://buy.stripe.com/test_14k5nB0Hd3Qx").load().goods[0].paymentLink
                == "https://buy.stripe.com/test_14k5nB0Hd3Qx")
        for bad in [
            "http://buy.stripe.com/abc", "https://buy.stripe.com/", "https://evil.example/buy.stripe.com/abc",
            "https://buy.stripe.com/a\\\"b",
        ] {
            #expect(goods(bad).errors().map(\.place) == [#"[0] (id "g-1").paymentLink"#], "\(bad)")
        }
    }

    @Test func eachProviderNamesTheContentSecurityPolicySourcesItNeeds() {
        #expect(Checkout.order.contentSecurityPolicySources.isEmpty)
        #expect(Checkout.stripe.contentSecurityPolicySources.isEmpty)
        #expect(
            Checkout.endpoint(.init(url: "https://orders.example.com:8443/new?x=1")).contentSecurityPolicySources
                == ["connect-src": ["https://orders.example.com:8443"]])
        #expect(
            Checkout.foxy(.init(storeDomain: "c.foxycart.com")).contentSecurityPolicySources["form-action"] == [
                "https://c.foxycart.com"
            ])
        #expect(
            Checkout.snipcart(.init(publicAPIKey: "k", currency: "CNY")).contentSecurityPolicySources["script-src"] == [
                "https://cdn.snipcart.com"
            ])
    }

    @Test func aFreeItemOrAStripeShopWithoutLinksIsWarnedOf() throws {
        let folder = { (checkout: String) in
            FixtureFolder([
                "store.json": #"{"name": "Cellar", "currency": "CNY", "checkout": \#(checkout)}"#,
                "categories.json": #"[{"id": "red", "name": "Red"}]"#,
                "goods.json": #"""
                [{"id": "g-1", "title": "Wine", "category": "red", "price": 0},
                 {"id": "g-2", "title": "Pack", "category": "red", "options": ["Size"],
                  "variants": [{"id": "s", "values": {"Size": "S"}, "price": 0}, {"id": "l", "values": {"Size": "L"}, \#
                "price": 5}]}]
                """#,
            ])
        }
        let warnings = try folder(#"{"provider": "stripe"}"#).load().warnings.map(\.description)
        #expect(warnings.contains(#"goods.json[0] (id "g-1").price: is 0: the checkout would sell it for nothing"#))
        #expect(
            warnings.contains(
                #"goods.json[1] (id "g-2").variants[0].price: is 0: the checkout would sell it for nothing"#))
        #expect(
            warnings.contains(
                """
                store.json.checkout: is stripe, but no goods item has a paymentLink: every item is ordered through the \
                cart
                """
            ))
        #expect(try !folder(#"{"provider": "order"}"#).load().warnings.contains { $0.problem.contains("for nothing") })
        for paying in [
            #"{"provider": "snipcart", "publicAPIKey": "ZmFrZS1rZXktMTIz"}"#,
            #"{"provider": "foxy", "storeDomain": "c.foxycart.com"}"#,
        ] {
            #expect(
                try folder(paying).load().warnings.map(\.description).contains(
                    #"goods.json[1] (id "g-2").variants[0].price: is 0: the checkout would sell it for nothing"#),
                "\(paying)")
        }
    }

    @Test func aVariantWithoutAPaymentLinkBesideOnesWithIsAnErrorNamingIt() throws {
        let folder = FixtureFolder([
            "store.json": #"{"name": "Cellar", "currency": "CNY", "checkout": {"provider": "stripe"}}"#,
            "categories.json": #"[{"id": "red", "name": "Red"}]"#,
            "goods.json": #"""
            [{"id": "g-2", "title": "Pack", "category": "red", "options": ["Size"],
              "variants": [{"id": "s", "values": {"Size": "S"}, "price": 3, "paymentLink": \#
            "https://buy.stripe.com/test_s"},
                           {"id": "l", "values": {"Size": "L"}, "price": 5}]}]
            """#,
        ])
        #expect(
            folder.errors().map(\.description) == [
                """
                goods.json[0] (id \"g-2\").variants[1].paymentLink: is missing: other variants of this goods item have \
                a Stripe Payment Link, and each variant needs its own (one link charges one price)
                """
            ])
    }
}
