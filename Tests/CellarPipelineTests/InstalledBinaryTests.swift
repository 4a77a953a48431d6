import CellarTestSupport
import Foundation
import Testing

/// The binary `scripts/install.sh` installed, run as a shop owner would: copied alone into an
/// empty folder with no repository around it and no Swift toolchain on the path.
/// `scripts/tests/install-test.sh` installs into a temporary prefix and runs this suite with
/// `CELLAR_INSTALLED` naming the installed binary; without it the suite is skipped.
@Suite("The installed binary", .enabled(if: ProcessInfo.processInfo.environment["CELLAR_INSTALLED"] != nil))
struct InstalledBinaryTests {
    let installed = ProcessInfo.processInfo.environment["CELLAR_INSTALLED"] ?? ""

    /// Runs `program` in `folder` with a bare environment.
    @discardableResult
    private func run(_ program: String, _ arguments: [String], in folder: String) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": folder]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// An empty folder outside the repository holding nothing but a copy of the binary.
    private func emptyFolderWithTheBinary() throws -> (folder: String, cellar: String) {
        let folder = Repository.scratchFolder("installed")
        #expect(!folder.hasPrefix(Repository.root))
        let cellar = folder + "/cellar"
        try FileManager.default.copyItem(atPath: installed, toPath: cellar)
        return (folder, cellar)
    }

    @Test func linksNoSwiftRuntimeLibrary() throws {
        let ldd = try run("/usr/bin/ldd", [installed], in: "/")
        #expect(ldd.status == 0)
        #expect(ldd.output.contains("libcmark"))
        for library in ["libswift", "libFoundation", "libdispatch", "libBlocksRuntime", "/opt/swift"] {
            #expect(!ldd.output.contains(library), "\(ldd.output)")
        }
    }

    @Test func initThenBuildMakesASiteWhoseLinksAllResolve() throws {
        let (folder, cellar) = try emptyFolderWithTheBinary()
        let made = try run(cellar, ["init", "myshop", "--name", "Corner Shop"], in: folder)
        #expect(made.status == 0, "\(made.output)")
        let built = try run(cellar, ["build"], in: folder + "/myshop")
        #expect(built.status == 0, "\(built.output)")
        let warnings = built.output.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        #expect(
            warnings.map { $0.prefix(29) } == ["warning: store.json.orderEmai", "warning: store.json.baseURL: "],
            "only the two settings the starter's README says to set first: \(built.output)")
        #expect(built.output.contains("\nBuilt "), "\(built.output)")
        let site = folder + "/myshop/site"
        let pages = Repository.files(in: site).keys.filter { $0.hasSuffix(".html") }
        #expect(pages.count > 10, "the starter shop's home, categories, goods, docs, cart and search pages")
        #expect(LinkChecker.brokenLinks(in: site) == [])
        #expect(try Repository.text(site + "/index.html").contains("Corner Shop"))
        #expect(try run(cellar, ["--version"], in: folder).output == "0.2.0\n")
    }

    @Test func oneTemplateOverridesTheBuiltInTheme() throws {
        let (folder, cellar) = try emptyFolderWithTheBinary()
        try run(cellar, ["init", "myshop"], in: folder)
        let shop = folder + "/myshop"
        try FileManager.default.createDirectory(atPath: shop + "/theme/partials", withIntermediateDirectories: true)
        try Data(#"<span class="my-stars">{{label}}</span>"#.utf8).write(
            to: URL(fileURLWithPath: shop + "/theme/partials/stars.mustache"))
        let built = try run(cellar, ["build", "--templates", "theme"], in: shop)
        #expect(built.status == 0, "\(built.output)")
        #expect(try Repository.text(shop + "/site/goods/house-red/index.html").contains(#"<span class="my-stars">"#))
        #expect(LinkChecker.brokenLinks(in: shop + "/site") == [])
    }
}
