import CellarModel
import Testing

@Suite("Host names reserved for examples")
struct ReservedHostNameTests {
    @Test(arguments: [
        "example.com", "shop.example.com", "EXAMPLE.NET", "a.b.example.org", "example.org.",
        "my.example", "shop.test", "x.invalid", "localhost", "app.localhost",
    ])
    func areReserved(host: String) {
        #expect(ReservedHostName.contains(host))
    }

    @Test(arguments: [
        "example.co", "myexample.com", "example.com.cn", "host", "shop.testing", "tests", "x.github.io",
        "localhost.shop",
    ])
    func othersAreNot(host: String) {
        #expect(!ReservedHostName.contains(host))
    }

    @Test func theHostOfAURLLeavesOutUserPortAndPath() {
        #expect(ReservedHostName.host(ofURL: "https://shop.example.com/") == "shop.example.com")
        #expect(ReservedHostName.host(ofURL: "HTTP://me@Shop.Test:8080/x?y#z") == "Shop.Test")
        #expect(ReservedHostName.host(ofURL: "http://[::1]:8000/") == "::1")
        #expect(ReservedHostName.host(ofURL: "/shop/") == nil)
        #expect(ReservedHostName.host(ofURL: "ftp://example.com/") == nil)
    }
}
