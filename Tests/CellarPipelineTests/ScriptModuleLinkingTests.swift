@testable import CellarPipeline
import CellarViews
import Foundation
import Testing

@Suite("Script modules linked by their hashed names")
struct ScriptModuleLinkingTests {
    private static let modules = [
        "assets/store/main.js":
            "import { b } from './b.js';\nimport './standalone.js';\nconst lazy = () => import( \"./b.js\" );\n",
        "assets/store/b.js":
            "export {\n  c,\n} from '../lib/c.js';\nexport const b = import.meta.url + Array.from('./c.js');\n",
        "assets/lib/c.js": "import { x } from 'bare-name';\nexport const c = 1;\n",
        "assets/store/standalone.js": "export const s = 1; // import './nothing.js' names no module of the theme\n",
        "assets/style.css": "body { margin: 0 }\n",
    ]

    private static func published(_ sources: [String: String]) throws -> [String: HashedAsset] {
        let files = Dictionary(
            uniqueKeysWithValues: sources.map { ($0.key, (contents: Data($0.value.utf8), shownAs: "theme/" + $0.key)) })
        let assets = try ScriptModuleLinking.hashedAssets(files)
        return Dictionary(uniqueKeysWithValues: assets.map { ($0.path, $0) })
    }

    private static func name(_ asset: HashedAsset?) -> String {
        (asset!.publishedPath as NSString).lastPathComponent
    }

    @Test func importsNameTheImportedModulesPublishedFiles() throws {
        let assets = try Self.published(Self.modules)
        let main = String(decoding: assets["assets/store/main.js"]!.contents, as: UTF8.self)
        let b = String(decoding: assets["assets/store/b.js"]!.contents, as: UTF8.self)
        let bName = Self.name(assets["assets/store/b.js"])
        #expect(
            main
                == """
                import { b } from './\(bName)';\nimport \
                './\(Self.name(assets["assets/store/standalone.js"]))';\nconst lazy = () => import( \"./\(bName)\" \
                );\n
                """
        )
        #expect(
            b
                == """
                export {\n  c,\n} from '../lib/\(Self.name(assets["assets/lib/c.js"]))';\nexport const b = \
                import.meta.url + Array.from('./c.js');\n
                """
        )
        #expect(String(decoding: assets["assets/lib/c.js"]!.contents, as: UTF8.self) == Self.modules["assets/lib/c.js"])
        #expect(assets["assets/style.css"]!.publishedPath.hasPrefix("assets/style."))
    }

    @Test func aChangedModuleRenamesEveryModuleImportingItAndNoOther() throws {
        let before = try Self.published(Self.modules)
        var edited = Self.modules
        edited["assets/lib/c.js"]! += "export const d = 2;\n"
        let after = try Self.published(edited)
        for path in ["assets/lib/c.js", "assets/store/b.js", "assets/store/main.js"] {
            #expect(before[path]!.publishedPath != after[path]!.publishedPath, "\(path) keeps its name")
        }
        for path in ["assets/store/standalone.js", "assets/style.css"] {
            #expect(before[path]!.publishedPath == after[path]!.publishedPath, "\(path) was renamed")
        }
    }

    @Test func aCycleOfImportsIsRefusedNamingTheFileAndLine() throws {
        var cyclic = Self.modules
        cyclic["assets/lib/c.js"] = "export const c = 1;\n\nimport { b } from '../store/b.js';\n"
        #expect {
            try Self.published(cyclic)
        } throws: { error in
            let error = error as? ThemeError
            return error?.file == "theme/assets/store/b.js" && error?.line == 3
                && error?.problem.contains("c.js → b.js → c.js") == true
        }
    }
}
