import CellarDeploy
import Testing

struct S3LocationTests {
    @Test(arguments: [
        ("s3://shop", "shop", ""),
        ("s3://shop/", "shop", ""),
        ("s3://my.shop-1/www", "my.shop-1", "www/"),
        ("s3://shop//a/b/", "shop", "a/b/"),
    ])
    func readsBucketAndPrefix(text: String, bucket: String, prefix: String) throws {
        let location = try #require(S3Location(text))
        #expect(location.bucket == bucket)
        #expect(location.prefix == prefix)
        #expect(location.key(of: "index.html") == prefix + "index.html")
    }

    @Test(arguments: ["shop", "s3://", "s3://ab", "s3://Shop", "s3://shop_1", "https://shop/x", "s3://-shop"])
    func refusesWhatIsNoDestination(text: String) {
        #expect(S3Location(text) == nil)
    }
}
