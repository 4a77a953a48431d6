@testable import CellarDeploy
import Foundation
import Testing

/// ListObjectsV2 pages as S3 (and moto) write them, whole and cut or altered on the wire.
struct ListingPageTests {
    static func entry(_ key: String, size: Int = 12) -> String {
        """
        <Contents><Key>\(key)</Key><LastModified>2026-01-01T00:00:00.000Z</LastModified><ETag>&quot;\
        0cc175b9c0f1b6a831c399e269772661&quot;</ETag><Size>\(size)</Size><StorageClass>STANDARD</StorageClass>\
        </Contents>
        """
    }

    /// A page as moto writes it (IsTruncated first, NextContinuationToken near the end).
    static func page(keys: [String], keyCount: Int? = nil, truncated: Bool = false, token: String? = "b9f0a4") -> String
    {
        """
        <?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<ListBucketResult \
        xmlns=\"http://s3.amazonaws.com/doc/2006-03-01/\"><IsTruncated>\(truncated)</IsTruncated>
        """
            + keys.map { entry($0) }.joined()
                + """
                <Name>shop</Name><Prefix>www/</Prefix><MaxKeys>1000</MaxKeys><KeyCount>\(keyCount ?? keys.count)\
                </KeyCount>
                """
            + (truncated ? token.map { "<NextContinuationToken>\($0)</NextContinuationToken>" } ?? "" : "")
            + "</ListBucketResult>\n"
    }

    static let keys = (1...40).map { "www/goods/item-\($0)/index.html" }

    @Test func readsAWholeLastPage() throws {
        let page = try ListingPage(Self.page(keys: Self.keys), prefix: "www/")
        #expect(page.objects.count == 40)
        #expect(
            page.objects["www/goods/item-7/index.html"]
                == S3Client.Object(eTag: "0cc175b9c0f1b6a831c399e269772661", size: 12))
        #expect(page.nextToken == nil)
    }

    @Test func readsAPageThatLeadsOn() throws {
        let page = try ListingPage(Self.page(keys: Self.keys, truncated: true, token: "a/b+c="), prefix: "www/")
        #expect(page.nextToken == "a/b+c=")
        #expect(page.objects.count == 40)
    }

    @Test func readsAnEmptyListing() throws {
        let page = try ListingPage(Self.page(keys: []), prefix: "www/")
        #expect(page.objects.isEmpty)
        #expect(page.nextToken == nil)
    }

    /// Cut at every byte, a page is refused: no prefix of it passes for a shorter listing.
    @Test func refusesAPageCutAtAnyByte() {
        let whole = Array(Self.page(keys: Array(Self.keys.prefix(3)), truncated: true).utf8)
        // Up to the closing tag's last byte: a page that lacks only `</ListBucketResult>` is cut too.
        for length in 0..<whole.count - 1 {
            let cut = String(decoding: whole[..<length], as: UTF8.self)
            #expect(throws: ListingPage.Problem.self, "cut after \(length) bytes") {
                try ListingPage(cut, prefix: "www/")
            }
        }
    }

    @Test func saysWhereAPageWasCut() {
        let cut = String(Self.page(keys: Self.keys).prefix(900))
        #expect(throws: ListingPage.Problem.incomplete("it ends before </ListBucketResult> (cut off after 900 bytes)"))
        {
            try ListingPage(cut, prefix: "www/")
        }
    }

    @Test(arguments: [
        (page(keys: keys, keyCount: 41), "its KeyCount is 41 but it holds 40 entries"),
        (page(keys: keys).replacingOccurrences(of: "<KeyCount>40</KeyCount>", with: ""), "it has no KeyCount"),
        (page(keys: keys, truncated: true, token: nil), "it says more pages follow but gives no NextContinuationToken"),
        (page(keys: keys, truncated: true, token: ""), "it says more pages follow but gives no NextContinuationToken"),
        (
            page(keys: keys).replacingOccurrences(of: "<IsTruncated>false</IsTruncated>", with: ""),
            "it does not say whether more pages follow (no IsTruncated)"
        ),
        (page(keys: keys + ["other/index.html"]), "it lists other/index.html, which is not under www/"),
        (page(keys: keys + ["www/goods/item-1/index.html"]), "it lists www/goods/item-1/index.html twice"),
        (
            page(keys: keys).replacingOccurrences(of: "<Size>12</Size>", with: ""),
            "its entry 1 lacks a Key, an ETag or a Size"
        ),
    ])
    func refusesAPageThatContradictsItself(text: String, problem: String) {
        #expect(throws: ListingPage.Problem.incomplete(problem)) { try ListingPage(text, prefix: "www/") }
    }

    /// Entries removed whole (a page whose middle was lost) leave the KeyCount to tell.
    @Test func refusesAPageMissingWholeEntries() {
        let text = Self.page(keys: Self.keys).replacingOccurrences(
            of: Self.entry("www/goods/item-3/index.html"), with: "")
        #expect(throws: ListingPage.Problem.incomplete("its KeyCount is 40 but it holds 39 entries")) {
            try ListingPage(text, prefix: "www/")
        }
    }

    @Test func tellsAnotherKindOfAnswerFromACutListing() {
        #expect(throws: ListingPage.Problem.notAListing) { try ListingPage("<!doctype html><p>Hello</p>", prefix: "") }
        #expect(throws: ListingPage.Problem.notAListing) { try ListingPage("", prefix: "") }
    }

    @Test func decodesKeysWithEntities() throws {
        let page = try ListingPage(Self.page(keys: ["gz/a &amp; b &lt;中&gt;.svg"]), prefix: "gz/")
        #expect(Set(page.objects.keys) == ["gz/a & b <中>.svg"])
    }
}
