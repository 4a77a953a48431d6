import CellarTestSupport
import Foundation
import Testing

/// `cellar fetch-images` against an HTTP server on the loopback interface: pictures that come
/// whole are saved and named in goods.json, every other byte of it kept; each that does not
/// keeps its URL, with why.
struct ImageFetchTests {
    private static func photo(_ name: String) throws -> Data {
        try Data(contentsOf: URL(fileURLWithPath: Repository.testPhotos + "/" + name))
    }

    private static func fixtures(goods: String) throws -> String {
        let folder = Repository.scratchFolder("fetch")
        try Data(goods.utf8).write(to: URL(fileURLWithPath: folder + "/goods.json"))
        return folder
    }

    private static func files(in fixtures: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures + "/images/imported").sorted()
    }

    /// Runs `cellar fetch-images` on `fixtures` with a 1-second timeout.
    private static func fetch(_ fixtures: String) throws -> CellarRun {
        try CellarRun(["fetch-images", "--fixtures", fixtures, "--timeout", "1", "--connections", "4"])
    }

    @Test func savesEachPictureOnceAndNamesItsFileInGoodsJSONKeepingEveryOtherByte() throws {
        let server = try LoopbackPictureServer()
        defer { server.stop() }
        let jpeg = try Self.photo("panorama.jpg")
        let png = try Self.photo("alpha.png")
        server.route("/cdn/Panorama%20View.JPG") { _ in .body(jpeg, type: "image/jpeg") }
        // Served as application/octet-stream, as some CDNs do: the bytes say what it is.
        server.route("/cdn/alpha") { _ in .body(png, type: "application/octet-stream") }
        let panorama = server.url("/cdn/Panorama%20View.JPG")
        let alpha = server.url("/cdn/alpha")
        let escapedAlpha = alpha.replacingOccurrences(of: "/", with: "\\/")
        let goods = """
            [ {"id":"tee", "title": "T\\u00e9e", "price": 1.0,
               "images": [ "\(panorama)", {"alt": "Back", "src": "\(alpha)"} ],
               "options": ["Size"],
               "variants": [{"id": "s", "values": {"Size": "S"}, "price": 2, "stock": 1, "image": "\(panorama)"}]},
              {"id": "cap", "thumb": "\(escapedAlpha)", "image": "images/cap.jpg",
               "description": "\(panorama) is not a picture here"} ]
            """
        let folder = try Self.fixtures(goods: goods)
        let run = try Self.fetch(folder)
        #expect(run.status == 0, "\(run.errors)")
        #expect(
            run.output
                == "Fetched 2 of 2 pictures (0.0 MB) into images/imported; goods.json names the files in place of the "
                + "URLs.\n"
        )
        #expect(server.requestCount("/cdn/Panorama%20View.JPG") == 1)
        let files = try Self.files(in: folder)
        try #require(files.count == 2)
        let jpegFile = try #require(files.first { $0.hasPrefix("panorama-view-") && $0.hasSuffix(".jpg") })
        let pngFile = try #require(files.first { $0.hasPrefix("alpha-") && $0.hasSuffix(".png") })
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/images/imported/" + jpegFile)) == jpeg)
        let rewritten = try String(contentsOfFile: folder + "/goods.json", encoding: .utf8)
        let expected =
            goods
            .replacingOccurrences(of: "\"\(panorama)\"", with: "\"images/imported/\(jpegFile)\"")
            .replacingOccurrences(of: "\"\(alpha)\"", with: "\"images/imported/\(pngFile)\"")
            .replacingOccurrences(of: "\"\(escapedAlpha)\"", with: "\"images/imported/\(pngFile)\"")
        #expect(rewritten == expected)

        // The same URLs in another goods.json of the folder: found there, not downloaded again.
        try Data(goods.utf8).write(to: URL(fileURLWithPath: folder + "/goods.json"))
        let again = try Self.fetch(folder)
        #expect(again.output.hasPrefix("Fetched 0 of 2 pictures; 2 fetched before into images/imported"))
        #expect(server.requestCount("/cdn/Panorama%20View.JPG") == 1)
        #expect(try String(contentsOfFile: folder + "/goods.json", encoding: .utf8) == expected)
    }

    @Test func keepsTheURLOfEachPictureThatIsNotOneAndSaysWhy() throws {
        let server = try LoopbackPictureServer()
        defer { server.stop() }
        let jpeg = try Self.photo("panorama.jpg")
        let truncated = try Self.photo("truncated.jpg")
        let bomb = try Self.photo("bomb.png")
        server.route("/missing.jpg") { _ in .status(404) }
        server.route("/slow.jpg") { _ in .delayed(6, .body(jpeg, type: "image/jpeg")) }
        server.route("/page.jpg") { _ in
            .body(Data("<!doctype html><p>Not found</p>".utf8), type: "text/html; charset=utf-8")
        }
        server.route("/html-as-jpeg.jpg") { _ in
            .body(Data("  <html><body>Gone</body></html>".utf8), type: "image/jpeg")
        }
        server.route("/huge.jpg") { _ in .body(jpeg + Data(count: 33 << 20), type: "image/jpeg") }
        server.route("/loop-a.jpg") { _ in .redirect(to: "/loop-b.jpg") }
        server.route("/loop-b.jpg") { _ in .redirect(to: "/loop-a.jpg") }
        server.route("/drawing.svg") { _ in
            .body(Data("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8), type: "image/svg+xml")
        }
        server.route("/svg-as-png.png") { _ in .body(Data("<?xml version=\"1.0\"?><svg/>".utf8), type: "image/png") }
        server.route("/empty.jpg") { _ in .body(Data(), type: "image/jpeg") }
        server.route("/truncated.jpg") { _ in .body(truncated, type: "image/jpeg") }
        server.route("/bomb.png") { _ in .body(bomb, type: "image/png") }
        server.route("/busy.jpg") { earlier in earlier == 0 ? .status(503) : .body(jpeg, type: "image/jpeg") }
        server.route("/down.jpg") { _ in .status(500) }
        let names = [
            "missing.jpg", "slow.jpg", "page.jpg", "html-as-jpeg.jpg", "huge.jpg", "loop-a.jpg", "drawing.svg",
            "svg-as-png.png", "empty.jpg", "truncated.jpg", "bomb.png", "busy.jpg", "down.jpg",
        ]
        let urls = Dictionary(uniqueKeysWithValues: names.map { ($0, server.url("/" + $0)) })
        let images = names.map { "\"\(urls[$0]!)\"" }.joined(separator: ", ")
        let goods = """
            [{"id": "tee", "images": [\(images), "ftp://old.example/tee.jpg"]}]
            """
        let folder = try Self.fixtures(goods: goods)
        let run = try Self.fetch(folder)
        #expect(run.status == 0, "\(run.errors)")
        let lines = run.output.split(separator: "\n").map(String.init)
        func problem(_ name: String) -> String? {
            let url = urls[name]!
            return lines.first { $0.hasSuffix(url) || $0.contains(url + ": ") }.flatMap { line in
                line.range(of: url + ": ").map { String(line[$0.upperBound...]) }
            }
        }
        #expect(problem("missing.jpg") == "HTTP 404 Not Found")
        #expect(problem("slow.jpg") == "did not answer within 1 s (4 attempts)")
        #expect(problem("page.jpg") == "answered with text/html, not a picture")
        #expect(problem("html-as-jpeg.jpg") == "an HTML or XML page, not a picture")
        #expect(problem("huge.jpg") == "is 33.0 MB, larger than the limit of 32.0 MB")
        #expect(problem("loop-a.jpg") == "redirects in a loop")
        let svg = "an SVG, which the photo ladder does not take (JPEG, PNG, WebP, GIF or TIFF)"
        #expect(problem("drawing.svg") == svg && problem("svg-as-png.png") == svg)
        #expect(problem("empty.jpg") == "an empty answer (0 bytes), not a picture")
        #expect(problem("truncated.jpg")?.hasPrefix("cannot decode the image: ") == true)
        #expect(problem("bomb.png")?.hasSuffix("is more than the limit of 100,000,000 pixels") == true)
        #expect(problem("down.jpg") == "HTTP 500 Internal Server Error (4 attempts)")
        #expect(problem("busy.jpg") == nil, "a 503 is tried again, and the second answer is the photo")
        #expect(server.requestCount("/busy.jpg") == 2)
        #expect(
            lines.first?.hasPrefix("Fetched 1 of 13 pictures (0.0 MB) into images/imported; goods.json names") == true)
        #expect(lines.contains("12 pictures not fetched, the URL kept in goods.json:"))
        #expect(lines.contains("  goods.json[0] (id \"tee\").images[0]: \(urls["missing.jpg"]!): HTTP 404 Not Found"))
        #expect(
            lines.suffix(2) == [
                "1 picture not at an http(s) URL, left as they are:",
                "  goods.json[0] (id \"tee\").images[13]: ftp://old.example/tee.jpg",
            ])
        // One file, the photo that came whole; nothing half-written beside it.
        let files = try Self.files(in: folder)
        #expect(files.count == 1 && files[0].hasPrefix("busy-"))
        let rewritten = try String(contentsOfFile: folder + "/goods.json", encoding: .utf8)
        #expect(rewritten == goods.replacingOccurrences(of: urls["busy.jpg"]!, with: "images/imported/" + files[0]))
    }

    @Test func refusesAShopWhoseGoodsAreInASpreadsheet() throws {
        let folder = Repository.scratchFolder("fetch-csv")
        try Data("id,title\n".utf8).write(to: URL(fileURLWithPath: folder + "/goods.csv"))
        let run = try Self.fetch(folder)
        #expect(run.status == 1)
        #expect(run.errors.contains("keeps its goods in goods.csv: fetch-images reads and rewrites goods.json"))
    }
}
