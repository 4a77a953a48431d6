@testable import CellarDeploy
import Testing

struct BucketDifferenceTests {
    static let a = S3Client.Object(eTag: "0cc175b9c0f1b6a831c399e269772661", size: 1)
    static let b = S3Client.Object(eTag: "92eb5ffee6ae2fec3ad71c777531578f", size: 1)

    @Test func isEmptyWhenTheBucketHoldsExactlyTheSite() {
        #expect(BucketDifference(expected: ["www/index.html": Self.a], listed: ["www/index.html": Self.a]).isEmpty)
    }

    @Test func namesMissingDifferingAndExtraKeys() {
        let difference = BucketDifference(
            expected: ["www/index.html": Self.a, "www/a.html": Self.a, "www/b.html": Self.a],
            listed: ["www/index.html": Self.b, "www/b.html": Self.a, "www/old.html": Self.a]
        )
        #expect(difference.missing == ["www/a.html"])
        #expect(difference.differing == ["www/index.html"])
        #expect(difference.extra == ["www/old.html"])
        #expect(
            difference.description
                == """
                1 key missing (www/a.html), 1 key with other bytes (www/index.html), 1 key not in the site \
                (www/old.html)
                """
        )
    }

    @Test func sameETagOtherSizeDiffers() {
        let shorter = S3Client.Object(eTag: Self.a.eTag, size: 0)
        #expect(BucketDifference(expected: ["k": Self.a], listed: ["k": shorter]).differing == ["k"])
    }

    @Test func namesTheFirstFiveOfMany() {
        let expected = Dictionary(uniqueKeysWithValues: (1...7).map { ("www/\($0).html", Self.a) })
        let difference = BucketDifference(expected: expected, listed: [:])
        #expect(
            difference.description == "7 keys missing (www/1.html, www/2.html, www/3.html, www/4.html, www/5.html, …)")
    }
}
