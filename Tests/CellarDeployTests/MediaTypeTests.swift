import CellarHosting
import Testing

/// The `Content-Type` a deploy stores each file with and the preview server answers with.
struct MediaTypeTests {
    @Test(arguments: [
        ("feeds/google.xml.gz", "application/gzip"),
        ("feeds/google.xml", "application/xml; charset=utf-8"),
        ("feeds/meta.csv", "text/csv; charset=utf-8"),
        ("index.html", "text/html; charset=utf-8"),
        ("media/a.JPG", "image/jpeg"),
        ("LICENSE", "application/octet-stream"),
        ("data/x.bin", "application/octet-stream"),
    ])
    func isNamedByExtension(file: String, type: String) {
        #expect(MediaType.of(fileName: file) == type)
    }

    @Test func aGzipFileIsStoredAsItIsNotCompressedAgain() {
        #expect(!MediaType.isCompressible(MediaType.of(fileName: "feeds/google.xml.gz")))
    }
}
