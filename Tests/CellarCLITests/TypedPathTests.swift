import CellarTestSupport
import Foundation
import Testing

/// The folders of `cellar build` (`--output`, `--fixtures`, `--templates`, `--cache-dir`) named
/// as people type them: each form builds, and a file where the folder should be is refused
/// with an error naming it.
@Suite("Paths as people type them")
struct TypedPathTests {
    /// A way to name a folder, from a working folder inside a scratch root.
    enum Form: String, CaseIterable, CustomTestStringConvertible {
        case oneLetter, dot, dotSlashTrailingSlash, parent, spaces, cjk, absolute, throughSymlink

        var testDescription: String { rawValue }

        /// What is typed, and the real folder it names (which the test fills or reads);
        /// the working folder is `root/work`.
        func place(in root: String) throws -> (typed: String, real: String) {
            let work = root + "/work"
            switch self {
            case .oneLetter: return ("o", work + "/o")
            case .dot: return (".", work)
            case .dotSlashTrailingSlash: return ("./out/", work + "/out")
            case .parent: return ("../site", root + "/site")
            case .spaces: return ("my shop files", work + "/my shop files")
            case .cjk: return ("店铺", work + "/店铺")
            case .absolute: return (root + "/elsewhere/folder", root + "/elsewhere/folder")
            case .throughSymlink:
                try FileManager.default.createDirectory(atPath: root + "/real", withIntermediateDirectories: true)
                try FileManager.default.createSymbolicLink(atPath: work + "/link", withDestinationPath: root + "/real")
                return ("link/folder", root + "/real/folder")
            }
        }
    }

    /// A scratch root with an empty working folder, `work`.
    private func root() throws -> String {
        let root = Repository.scratchFolder("typed")
        try FileManager.default.createDirectory(atPath: root + "/work", withIntermediateDirectories: true)
        return root
    }

    /// A small shop whose one goods item has a local photo, so a build uses the photo cache.
    private func shop(at folder: String) throws {
        let shop = TinyShop(
            goods:
                #"[{"id": "g-1", "title": "Riesling", "category": "wine", "price": 71.4, "image": "photos/tiny.png"}]"#,
            comments: "[]")
        try FileManager.default.createDirectory(atPath: shop.path + "/photos", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Repository.testPhotos + "/tiny.png", toPath: shop.path + "/photos/tiny.png")
        try FileManager.default.createDirectory(
            atPath: (folder as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        if FileManager.default.fileExists(atPath: folder) {
            for name in try FileManager.default.contentsOfDirectory(atPath: shop.path) {
                try FileManager.default.copyItem(atPath: shop.path + "/" + name, toPath: folder + "/" + name)
            }
        } else {
            try FileManager.default.copyItem(atPath: shop.path, toPath: folder)
        }
    }

    /// A templates folder that renames the link to every category, to see the build used it.
    private func templates(at folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder + "/strings", withIntermediateDirectories: true)
        try Data(#"{"allCategories": "Every shelf"}"#.utf8).write(to: URL(fileURLWithPath: folder + "/strings/en.json"))
    }

    @Test(arguments: Form.allCases)
    func outputFolder(form: Form) throws {
        let root = try root()
        let (typed, real) = try form.place(in: root)
        try shop(at: root + "/shop")
        let result = try CellarRun(
            ["build", "--quiet", "--fixtures", root + "/shop", "--cache-dir", root + "/cache", "--output", typed],
            in: root + "/work")
        #expect(result.status == 0, "\(result.errors)")
        #expect(try Repository.text(real + "/index.html").contains("Tiny Cellar"))
        let again = try CellarRun(
            ["build", "--quiet", "--fixtures", root + "/shop", "--cache-dir", root + "/cache", "--output", typed],
            in: root + "/work")
        #expect(again.status == 0, "a second build updates it: \(again.errors)")
    }

    @Test(arguments: Form.allCases)
    func fixturesFolder(form: Form) throws {
        let root = try root()
        let (typed, real) = try form.place(in: root)
        try shop(at: real)
        let result = try CellarRun(
            ["build", "--quiet", "--fixtures", typed, "--cache-dir", root + "/cache", "--output", root + "/out"],
            in: root + "/work")
        #expect(result.status == 0, "\(result.errors)")
        #expect(try Repository.text(root + "/out/index.html").contains("Tiny Cellar"))
    }

    @Test(arguments: Form.allCases)
    func templatesFolder(form: Form) throws {
        let root = try root()
        let (typed, real) = try form.place(in: root)
        try shop(at: root + "/shop")
        try templates(at: real)
        let result = try CellarRun(
            [
                "build", "--quiet", "--fixtures", root + "/shop", "--templates", typed, "--cache-dir", root + "/cache",
                "--output", root + "/out",
            ], in: root + "/work")
        #expect(result.status == 0, "\(result.errors)")
        #expect(try Repository.text(root + "/out/index.html").contains("Every shelf"))
    }

    @Test(arguments: Form.allCases)
    func cacheFolder(form: Form) throws {
        let root = try root()
        let (typed, real) = try form.place(in: root)
        try shop(at: root + "/shop")
        let result = try CellarRun(
            ["build", "--quiet", "--fixtures", root + "/shop", "--cache-dir", typed, "--output", root + "/out"],
            in: root + "/work")
        #expect(result.status == 0, "\(result.errors)")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: real + "/images/files").isEmpty)
    }

    @Test(arguments: ["--output", "--fixtures", "--templates", "--cache-dir"])
    func aFileWhereAFolderShouldBeIsNamed(option: String) throws {
        let root = try root()
        try shop(at: root + "/shop")
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: root + "/work/plain"))
        var folders = ["--fixtures": root + "/shop", "--cache-dir": root + "/cache", "--output": root + "/out"]
        folders[option] = "plain"
        let result = try CellarRun(
            ["build", "--quiet"] + folders.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }, in: root + "/work"
        )
        #expect(result.status == 1)
        #expect(result.errors.contains("plain"), "\(result.errors)")
        #expect(result.errors.contains("is a file") || result.errors.contains("Not a directory"), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: root + "/out"))
        #expect(try Repository.text(root + "/work/plain") == "not a folder")
    }
}
