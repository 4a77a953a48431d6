import CellarTestSupport
import Foundation
import Testing

/// The MVVM layers, guarded where the compiler cannot guard them: a target may import any
/// module its dependencies bring along (CellarViews could import CellarModel, which
/// CellarViewModels depends on), so each layer's imports are held to a list.
@Suite("The layers see only what they may")
struct LayerTests {
    /// The modules each layer's sources may import.
    static let allowedImports: [String: Set<String>] = [
        // The model knows nothing but itself, Markdown's syntax (cmark's parse) to name the
        // images a Markdown text shows, and the plural a count takes in its English messages
        // (CellarPlurals).
        "CellarModel": ["CellarMarkdown", "CellarPlurals", "Foundation", "Glibc", "Darwin"],
        // The fixtures reader knows the model it makes, CSV's syntax (goods.csv and the other
        // spreadsheets) and "did you mean" for an id a fixture refers to that no element has.
        "CellarFixtures": [
            "CellarModel", "CellarCSV", "CellarSpelling", "CellarPlurals", "Foundation", "Glibc", "Darwin",
        ],
        // View models see the model only: no view, no template engine, no HTML. (Synchronization
        // is the standard library's locks, for what a build makes once and shares; Crypto signs
        // Foxy's add-to-cart parameters, a value the goods page shows; CellarProperties lists a
        // view model's properties by name, knowing nothing of templates.)
        "CellarViewModels": [
            "CellarModel", "CellarPlurals", "CellarProperties", "Foundation", "Synchronization", "Crypto",
        ],
        // The plural rules know nothing but CLDR's data.
        "CellarPlurals": ["Foundation"],
        // The property listing knows nothing but the standard library: no template, no view model.
        "CellarProperties": [],
        // Views see view models only, never the model; their faces are made from the listings.
        "CellarViews": [
            "CellarViewModels", "CellarPlurals", "CellarProperties", "CellarMarkdown", "CellarSpelling", "Foundation",
            "Synchronization",
        ],
        // The image library knows libvips and files, nothing of the shop; view models get
        // plain values from the pipeline, never its types.
        "CellarImages": ["CVips", "CVipsShim", "Foundation"],
        // The check of a built site reads its files alone, as scripts/tools/check_markets.py does:
        // nothing of the shop that made them (no model, view model, view or pipeline), only HTML
        // and XML (libxml2) and meta.csv (CellarCSV).
        "CellarSiteCheck": ["CellarCSV", "CLibXML2", "Foundation"],
    ]

    /// The modules a Swift source imports, `@testable`, access-levelled and `import struct
    /// M.Name` forms included.
    static func imports(in source: String) -> Set<String> {
        // Extended syntax (a multi-line literal): its line breaks and indentation are no part of it.
        let pattern =
            #/
            ^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?
            import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)
            /#
            .anchorsMatchLineEndings()
        return Set(source.matches(of: pattern).map { String($0.output.1) })
    }

    /// Every Swift file below `Sources/target`, by path, with its imports.
    static func importsByFile(of target: String) throws -> [String: Set<String>] {
        let folder = Repository.root + "/Sources/" + target
        var imports: [String: Set<String>] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            imports[target + "/" + relative] = Self.imports(in: try Repository.text(folder + "/" + relative))
        }
        return imports
    }

    @Test(arguments: allowedImports.keys.sorted())
    func aLayerImportsOnlyWhatItMaySee(target: String) throws {
        let files = try Self.importsByFile(of: target)
        #expect(!files.isEmpty, "the sources of \(target) are found")
        let allowed = try #require(Self.allowedImports[target])
        for (file, imports) in files.sorted(by: { $0.key < $1.key }) {
            let forbidden = imports.subtracting(allowed)
            #expect(
                forbidden.isEmpty,
                "\(file) imports \(forbidden.sorted().joined(separator: ", ")), which \(target) may not see")
        }
    }

    /// Every module of this package (a target) or of its dependencies (a product) that a
    /// target's sources import is among the dependencies Package.swift declares for it, so no
    /// target leans on a module another dependency happens to bring along.
    @Test func everyTargetDeclaresWhatItImports() throws {
        let dump = Process()
        dump.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // A scratch path of its own: the package's `.build` is locked by the `swift test` running this.
        dump.arguments = ["swift", "package", "--scratch-path", Repository.scratchFolder("manifest"), "dump-package"]
        dump.currentDirectoryURL = URL(fileURLWithPath: Repository.root)
        let output = Pipe()
        dump.standardOutput = output
        dump.standardError = FileHandle.nullDevice
        try dump.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        dump.waitUntilExit()
        let package = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try #require(package["targets"] as? [[String: Any]])
        func declared(_ target: [String: Any]) -> Set<String> {
            Set(
                (target["dependencies"] as? [[String: [Any]]] ?? []).compactMap {
                    ($0["byName"] ?? $0["target"] ?? $0["product"])?.first as? String
                })
        }
        let modules = Set(targets.map { $0["name"] as! String }).union(targets.flatMap(declared))
        var checked = 0
        for target in targets {
            let name = target["name"] as! String
            let type = target["type"] as! String
            guard ["regular", "executable", "test"].contains(type) else { continue }
            let folder = target["path"] as? String ?? (type == "test" ? "Tests/" : "Sources/") + name
            let enumerator = FileManager.default.enumerator(atPath: Repository.root + "/" + folder)
            while let relative = enumerator?.nextObject() as? String {
                guard relative.hasSuffix(".swift") else { continue }
                let imported = Self.imports(in: try Repository.text(Repository.root + "/" + folder + "/" + relative))
                    .intersection(modules)
                let undeclared = imported.subtracting(declared(target)).subtracting([name])
                #expect(
                    undeclared.isEmpty,
                    """
                    \(folder)/\(relative) imports \(undeclared.sorted().joined(separator: ", ")), which Package.swift \
                    does not give \(name)
                    """
                )
                checked += 1
            }
        }
        #expect(checked > 300, "the targets' sources are found")
    }

    @Test func importsAreFoundInEveryForm() {
        let source = """
            import CellarModel
            @testable import CellarViews
            public import struct CellarViewModels.Page
            internal import Mustache
            // import NotAnImport
            let text = "import Quoted"
            """
        #expect(Self.imports(in: source) == ["CellarModel", "CellarViews", "CellarViewModels", "Mustache"])
    }
}
