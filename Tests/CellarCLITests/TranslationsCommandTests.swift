import CellarTestSupport
import Foundation
import Testing

/// `cellar translations export` and `import`: the translations as a spreadsheet and back.
@Suite("cellar translations")
struct TranslationsCommandTests {
    private static let store = #"""
        {"name": "酒窖", "tagline": "我们品尝过的酒", "currency": "CNY", "locale": "zh-CN",
         "markets": [{"id": "cn"}, {"id": "us", "locale": "en", "currency": "USD", "path": "/en/", "rate": 0.14},
                     {"id": "jp", "locale": "ja", "currency": "JPY", "path": "/ja/", "rate": 21}],
         "banners": [{"id": "b1", "image": "https://img.example.com/b.jpg", "title": "秋季", "link": {"goods": "cx"}}]}
        """#
    private static let categories = #"[{"id": "wine", "name": "葡萄酒", "description": "红酒和白酒"}]"#
    private static let goods = #"""
        [{"id": "cx", "title": "X 酒庄", "category": "wine", "brand": "X", "origin": "法国", "options": ["容量"],
          "variants": [{"id": "750", "values": {"容量": "750 毫升"}, "price": 98},
                       {"id": "1500", "values": {"容量": "1.5 升"}, "price": 210, "specification": "1500ml"}]},
         {"id": "gift/box", "title": "礼盒", "category": "wine", "price": 120, "description": "两瓶\n装"}]
        """#
    private static let english = #"""
        {"$schema": "../schemas/translation.schema.json", "store": {"tagline": "Wine we have tasted"},
         "goods": {"cx": {"title": "Château X", "values": {"容量": {"750 毫升": "750 ml"}}},
                   "gift/box": {"description": "Two bottles,\nboxed"}}}
        """#

    /// A fixtures folder of three markets, English translated in part; its path.
    private func fixtures(english: String? = Self.english) -> String {
        let folder = Repository.scratchFolder("translations-cli")
        var files = [
            "store.json": Self.store, "categories.json": Self.categories, "goods.json": Self.goods,
            "docs/about.md": "# 关于",
        ]
        if let english { files["translations/en.json"] = english }
        for (name, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + name)
            try! FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try! Data(text.utf8).write(to: url)
        }
        return folder
    }

    private func cellar(_ arguments: [String], in folder: String = Repository.root) throws -> CellarRun {
        try CellarRun(arguments, in: folder)
    }

    /// The JSON file at `path` by value: as Foundation reads it, written again with its keys sorted.
    private func json(_ path: String) throws -> String {
        try canonical(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// `value` as JSON with its keys sorted, to compare by value.
    private func canonical(_ value: Any) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func exportWritesARowPerTextAndAColumnPerLocale() throws {
        let folder = fixtures()
        let result = try cellar(["translations", "export", "--fixtures", folder, "--output", folder + "/t.csv"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output
                == "Wrote 13 texts in zh-CN, en, ja to \(folder)/t.csv. Then: cellar translations import "
                + "\(folder)/t.csv --fixtures \(folder)\n")
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/t.csv")))
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]), "a byte order mark, for Excel")
        let rows = String(decoding: bytes.dropFirst(3), as: UTF8.self).components(separatedBy: "\r\n")
        #expect(
            rows == [
                "key,zh-CN,en,ja",
                "store/tagline,我们品尝过的酒,Wine we have tasted,",
                "banners/b1/title,秋季,,",
                "brands/X,X,,",
                "categories/wine/name,葡萄酒,,",
                "categories/wine/description,红酒和白酒,,",
                "goods/cx/title,X 酒庄,Château X,",
                "goods/cx/specs/origin,法国,,",
                "goods/cx/options/容量,容量,,",
                "goods/cx/values/容量/750 毫升,750 毫升,750 ml,",
                "goods/cx/values/容量/1.5 升,1.5 升,,",
                "goods/cx/variants/1500/specification,1500ml,,",
                "goods/gift%2Fbox/title,礼盒,,",
                "goods/gift%2Fbox/description,\"两瓶\n装\",\"Two bottles,\nboxed\",",
                "",
            ])
        let standardOutput = try cellar(["translations", "export", "--fixtures", folder])
        #expect(standardOutput.status == 0)
        #expect(Array(standardOutput.output.utf8) == bytes, "the same CSV on standard output, without a word more")
    }

    @Test func importWritesEachOtherLocalesFileAndARoundTripChangesNothing() throws {
        let folder = fixtures()
        let before = try json(folder + "/translations/en.json")
        #expect(
            try cellar(["translations", "export", "--fixtures", folder, "--output", folder + "/t.csv"]).status == 0)
        let result = try cellar(["translations", "import", folder + "/t.csv", "--fixtures", folder])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output == "Wrote \(folder)/translations/en.json: 4 texts\n", "no ja.json of no texts")
        #expect(result.errors == "")
        #expect(try json(folder + "/translations/en.json") == before, "the same by value, its $schema kept")
        #expect(!FileManager.default.fileExists(atPath: folder + "/translations/ja.json"))
        let again = try cellar(["translations", "export", "--fixtures", folder])
        #expect(again.status == 0, "the fixtures load with the files written")
        #expect(Array(again.output.utf8) == [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/t.csv"))))
    }

    @Test func theSampleShopsTranslationsMakeTheRoundTrip() throws {
        let folder = Repository.scratchFolder("translations-sample")
        try FileManager.default.copyItem(atPath: Repository.fixtures, toPath: folder + "/Fixtures")
        #expect(try cellar(["translations", "export", "--output", "sample.csv"], in: folder).status == 0)
        let result = try cellar(["translations", "import", "sample.csv"], in: folder)
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.errors == "", "the zh-CN column is the fixtures' texts")
        for locale in ["en", "zh-CN"] {
            #expect(
                try json(folder + "/Fixtures/translations/\(locale).json")
                    == (try json(Repository.fixtures + "/translations/\(locale).json")), "\(locale)")
        }
    }

    @Test func aSpreadsheetsCSVImports() throws {
        let folder = fixtures(english: nil)
        // As a spreadsheet program saves it: a byte order mark, CRLF, a quoted line break (CRLF
        // too), the columns in another order, a formula guarded by the export's quote, a ja
        // cell of only spaces, a row left empty, an empty key column.
        let csv =
            "\u{FEFF}Key,ja,en,zh-CN\r\n"
            + "goods/cx/title,,Château X,X 酒庄\r\n"
            + "goods/gift%2Fbox/description,  ,\"Two bottles,\r\nboxed\",\"两瓶\n装\"\r\n"
            + "goods/cx/options/容量,容量,'=Size,容量\r\n"
            + ",,,\r\n"
            + "goods/cx/values/容量/1.5 升,1.5 リットル,1.5 L,1.5 升\r\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: folder + "/sheet.csv"))
        let result = try cellar(["translations", "import", folder + "/sheet.csv", "--fixtures", folder])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output
                == "Wrote \(folder)/translations/ja.json: 2 texts\nWrote \(folder)/translations/en.json: 4 texts\n")
        #expect(
            try json(folder + "/translations/en.json")
                == (try canonical([
                    "goods": [
                        "cx": ["title": "Château X", "options": ["容量": "=Size"], "values": ["容量": ["1.5 升": "1.5 L"]]],
                        "gift/box": ["description": "Two bottles,\nboxed"],
                    ]
                ])))
        #expect(
            try json(folder + "/translations/ja.json")
                == (try canonical([
                    "goods": ["cx": ["options": ["容量": "容量"], "values": ["容量": ["1.5 升": "1.5 リットル"]]]]
                ])))
    }

    @Test func theDefaultColumnIsNotWrittenBackButWarnedOf() throws {
        let folder = fixtures()
        let csv = "key,zh-CN,en\ngoods/cx/title,X 酒庄 2018,Château X\nbrands/X,X,Maison X\n"
        try Data(csv.utf8).write(to: URL(fileURLWithPath: folder + "/sheet.csv"))
        let goods = try Data(contentsOf: URL(fileURLWithPath: folder + "/goods.json"))
        let result = try cellar(["translations", "import", folder + "/sheet.csv", "--fixtures", folder])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.errors
                == "warning: sheet.csv, row 2, column zh-CN: goods/cx/title: is not the fixtures' text, which an "
                + "import leaves as it is (the default market's texts are the fixtures' own): edit them there\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/goods.json")) == goods)
        #expect(
            try json(folder + "/translations/en.json")
                == (try canonical([
                    "$schema": "../schemas/translation.schema.json", "brands": ["X": "Maison X"],
                    "goods": ["cx": ["title": "Château X"]],
                ])), "what the sheet leaves out is not translated any more")
    }

    /// Imports `csv` into the fixtures, which must fail, leaving every translation as it was;
    /// the lines of the error.
    private func failedImport(_ csv: String) throws -> [String] {
        let folder = fixtures()
        try Data(csv.utf8).write(to: URL(fileURLWithPath: folder + "/sheet.csv"))
        let before = Repository.files(in: folder)
        let result = try cellar(["translations", "import", folder + "/sheet.csv", "--fixtures", folder])
        #expect(result.status == 1)
        #expect(result.output == "")
        #expect(Repository.files(in: folder) == before, "no file changed")
        #expect(result.errors.hasPrefix("error: \(folder)/sheet.csv is not imported, no translation was changed:\n"))
        return result.errors.split(separator: "\n").dropFirst().map(String.init)
    }

    @Test func unknownKeysAreNamedByTheirRow() throws {
        let errors = try failedImport(
            "key,zh-CN,en\n"
                + "goods/cy/title,,Y\n"
                + "goods/cx/values/容量/75 cl,,75 cl\n"
                + "goods/cx/specs/colour,,Red\n"
                + "brands/Y,,\n"
                + "goods/cx/name,,X\n"
                + "goods/cx/title,,X\n"
                + "goods/cx/title,,Château X\n")
        #expect(
            errors == [
                #"sheet.csv, row 6, column key: "goods/cx/name" is not the key of a text to translate (keys are "#
                    + "store/tagline, banners/<id>/title, brands/<name>, categories/<id>/name, "
                    + "categories/<id>/description, goods/<id>/title, goods/<id>/description, goods/<id>/specs/<name>, "
                    + "goods/<id>/options/<name>, goods/<id>/values/<option>/<value>, "
                    + "goods/<id>/variants/<id>/specification)",
                #"sheet.csv, row 8, column key: "goods/cx/title" is the key of row 7 too"#,
            ], "the rows' shapes first")
        let named = try failedImport(
            "key,zh-CN,en\n"
                + "goods/cy/title,,Y\n"
                + "goods/cx/values/容量/75 cl,,75 cl\n"
                + "goods/cx/specs/colour,,Red\n"
                + "brands/Y,,\n")
        #expect(
            named == [
                #"sheet.csv, row 5: brands/Y: brand "Y" does not exist in goods.json"#,
                #"sheet.csv, row 2: goods/cy/title: goods "cy" does not exist in goods.json; did you mean "cx"?"#,
                "sheet.csv, row 4: goods/cx/specs/colour: is not a specification a goods item has (they are "
                    + "manufacturer, origin, scent, specification)",
                #"sheet.csv, row 3: goods/cx/values/容量/75 cl: option "容量" of goods "cx" has no value "75 cl" "#
                    + "(its values are 750 毫升, 1.5 升)",
            ], "as the loader says it, in its order, with brands/Y's empty cells too")
    }

    @Test func aColumnForALocaleNoMarketSpeaksIsRefused() throws {
        let errors = try failedImport("key,zh-CN,en,fr,english,en\ngoods/cx/title,,Château X,Château X,,\n")
        #expect(
            errors == [
                "sheet.csv, row 1, column fr: no market speaks fr (the markets speak zh-CN, en, ja)",
                #"sheet.csv, row 1, column english: is not a language tag like "en" or "zh-CN" (the markets speak "#
                    + "zh-CN, en, ja)",
                "sheet.csv, row 1, column en: is the column of en a second time",
            ])
        #expect(
            try failedImport("title,en\ngoods/cx/title,Château X\n") == [
                #"sheet.csv, row 1: the first column must be key (then a column for each locale), found "title""#
            ])
    }

    @Test func aBrokenRowIsRefused() throws {
        #expect(
            try failedImport("key,zh-CN,en\ngoods/cx/title,X 酒庄,Château X,extra\n") == [
                "sheet.csv, row 2: has 4 cells, but the header names 3 columns"
            ])
        #expect(
            try failedImport("key,zh-CN,en\ngoods/cx/title,X 酒庄,\"Château X\ngoods/gift%2Fbox/title,,Box\n") == [
                #"sheet.csv, row 2: a quoted field starts here and is never closed (a " is missing; the rest of "#
                    + "the file would be one cell)"
            ])
        #expect(try failedImport(",,Château X\n").first?.hasPrefix("sheet.csv, row 1: the first column") == true)
    }

    @Test func aTextTheLoaderRefusesIsNamedByItsRowAndColumn() throws {
        let errors = try failedImport(
            "key,zh-CN,en,ja\n"
                + "goods/cx/values/容量/750 毫升,,Bottle,\n"
                + "goods/cx/values/容量/1.5 升,,Bottle,\n"
                + "goods/cx/options/容量,,<b>Size</b>,サイズ\n")
        #expect(
            errors == [
                "sheet.csv, row 4, column en: goods/cx/options/容量: must be plain text, found markup \"<b>\"",
                #"sheet.csv, row 3, column en: goods/cx/values/容量/1.5 升: is shown as "Bottle", as "750 毫升" is: "#
                    + #"the values of option "容量" of goods "cx" must stay distinct, so its variants can be told apart"#,
            ])
    }

    @Test func aStoreOfOneLanguageHasNothingToExport() throws {
        let folder = fixtures(english: nil)
        try Data(#"{"name": "酒窖", "currency": "CNY", "locale": "zh-CN"}"#.utf8).write(
            to: URL(fileURLWithPath: folder + "/store.json"))
        let result = try cellar(["translations", "export", "--fixtures", folder])
        #expect(result.status == 1)
        #expect(
            result.errors
                == "error: store.json: has no market in another language than zh-CN: there is nothing to translate to\n"
        )
    }

    @Test func theCommandsAreKnownToTheParser() throws {
        let typo = try cellar(["translations", "exprot"], in: Repository.scratchFolder("translations-cli"))
        #expect(typo.status == 64)
        #expect(
            typo.errors.hasPrefix(
                "Error: Unknown subcommand 'exprot' of 'cellar translations'. Did you mean 'export'?"), "\(typo.errors)"
        )
        let help = try cellar(["translations", "import", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--fixtures") && help.output.contains("<file>"))
        let completion = try cellar(["--generate-completion-script", "bash"])
        #expect(completion.output.contains("translations") && completion.output.contains("export"))
    }
}
