import CellarTestSupport
import Foundation
import Testing

/// `cellar deploy --dry-run` before there are credentials: what a first deploy would upload.
@Suite("A dry run without credentials")
struct DeployDryRunTests {
    @Test func listsEveryFileAFirstDeployWouldUploadAndSaysItCouldNotCompare() throws {
        let folder = Repository.scratchFolder("dry-run")
        #expect(try CellarRun(["init", "shop"], in: folder).status == 0)
        let shop = folder + "/shop"
        #expect(try CellarRun(["build", "--quiet"], in: shop).status == 0)
        // What a host reads as its configuration (`_headers`) is no object of the bucket.
        let files = Repository.files(in: shop + "/site").filter { !["_headers", "_redirects"].contains($0.key) }
        // No AWS_* variable and a home without ~/.aws: there are no credentials.
        let bare = ["PATH": "/usr/bin:/bin", "HOME": folder]
        let dry = try CellarRun(["deploy", "s3://shop/www", "--dry-run"], in: shop, environment: bare)
        #expect(dry.status == 0, "\(dry.errors)")
        let lines = dry.output.split(separator: "\n").map(String.init)
        let planned = lines.dropLast()
        #expect(
            Set(planned) == Set(files.keys.map { "would upload www/\($0) (new)" }), "every file of the site, each once")
        #expect(planned.count == files.count)
        #expect(
            planned.last == "would upload www/sitemap.xml (new)" || planned.last == "would upload www/robots.txt (new)",
            "in the order a deploy uploads: what names pages last")
        let bytes = files.values.reduce(0) { $0 + $1.count }
        #expect(
            lines.last?.hasPrefix(
                "Dry run for s3://shop/www/: the bucket could not be compared (credentials: none found") == true,
            "\(lines.last ?? "")")
        #expect(
            lines.last?.hasSuffix(
                "a first deploy would upload \(files.count) (\(Self.megabytes(bytes))); nothing was changed") == true,
            "\(lines.last ?? "")")
        let withoutDryRun = try CellarRun(["deploy", "s3://shop/www"], in: shop, environment: bare)
        #expect(
            withoutDryRun.status == 1 && withoutDryRun.errors.hasPrefix("error: credentials: "),
            "a deploy itself still needs them")
    }

    /// As the summary writes sizes: `1.2 MB`, `340.1 KB`.
    private static func megabytes(_ count: Int) -> String {
        count < 1_000_000
            ? "\((Double(count) / 100).rounded() / 10) KB" : "\((Double(count) / 100_000).rounded() / 10) MB"
    }
}
