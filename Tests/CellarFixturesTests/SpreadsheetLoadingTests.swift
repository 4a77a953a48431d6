@testable import CellarFixtures
import Testing
@testable import CellarModel

/// goods.csv, categories.csv and comments.csv read in place of the JSON files, and their
/// problems reported as a spreadsheet shows them.
struct SpreadsheetLoadingTests {
    private static let header = "id,title,category,price"

    private func folder(goods: String, extra: [String: String?] = [:]) -> FixtureFolder {
        let folder = FixtureFolder(extra.merging(["goods.json": nil], uniquingKeysWith: { $1 }))
        folder.write("goods.csv", goods)
        return folder
    }

    private func problems(_ goods: String) -> [String] {
        folder(goods: goods).errors().map(\.description)
    }

    @Test func readsRowsAsGoods() throws {
        let catalogue = try folder(
            goods: """
                id,title,category,price,marketPrice,stock,tags,brand,description
                g-1,Riesling,wine,71.4,80,5,促销 | new, Dr. L,"**Dry**, with ""quotes""
                and a second line"
                g-2,Lager,beer,12,,,,,
                """
        ).load()
        #expect(
            catalogue.goods == [
                GoodsItem(
                    id: "g-1", title: "Riesling", category: "wine", price: Money(cents: 7140),
                    marketPrice: Money(cents: 8000),
                    brand: "Dr. L", stock: 5, tags: ["促销", "new"],
                    description: "**Dry**, with \"quotes\"\nand a second line"),
                GoodsItem(id: "g-2", title: "Lager", category: "beer", price: Money(cents: 1200)),
            ])
        // The brand's leading space is taken off, with a warning at its cell.
        #expect(catalogue.warnings.contains { $0.file == "goods.csv" && $0.place == "row 2, column brand" })
    }

    @Test func acceptsTheByteOrderMarkAndSemicolonsWithDecimalCommas() throws {
        let folder = self.folder(goods: "")
        folder.write(
            "goods.csv", bytes: [0xEF, 0xBB, 0xBF] + Array("id;title;category;price\r\ng-1;A;wine;12,50\r\n".utf8))
        #expect(try folder.load().goods.map(\.price) == [Money(cents: 1250)])
        #expect(
            FixtureLoader(directory: folder.path).spreadsheetFormats() == [
                "goods.csv: UTF-8 with BOM, semicolon-separated"
            ])
    }

    @Test func readsUTF16WithItsByteOrderMark() throws {
        let folder = self.folder(goods: "")
        let text = "id,title,category,price\ng-1,Größe 白酒,wine,3\n"
        folder.write("goods.csv", bytes: [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(try folder.load().goods.map(\.title) == ["Größe 白酒"])
    }

    @Test func reportsEveryProblemAtItsRowAndColumn() {
        #expect(
            problems(
                """
                \(Self.header),stock
                g-1,A,wine,N/A,2
                g-2,B,nope,1,-1
                g-1,C,wine,1,
                """) == [
                    "goods.csv, row 2, column price: must be a number ≥ 0, found \"N/A\"",
                    """
                    goods.csv, row 3, column category: category \"nope\" does not exist in categories.json (goods item \
                    \"g-2\")
                    """,
                    "goods.csv, row 3, column stock: must be a whole number ≥ 0, found -1",
                    "goods.csv, row 4, column id: duplicate id \"g-1\" (first at row 2)",
                ])
    }

    @Test func reportsADecimalCommaInACommaSeparatedFile() {
        #expect(
            problems("\(Self.header)\ng-1,A,wine,\"12,50\"") == [
                """
                goods.csv, row 2, column price: \"12,50\" has a decimal comma: write 12.50 (a comma-separated file \
                takes decimal points; a semicolon-separated one takes either)
                """,
                "goods.csv, row 2, column price: must be a number ≥ 0, found \"12,50\"",
            ])
    }

    @Test func reportsARaggedRowAndAMissingColumn() {
        #expect(
            problems("\(Self.header)\ng-1,A,wine,1,extra\ng-2,B,wine") == [
                "goods.csv, row 2: has 5 cells where the header has 4 (a separator or line break outside quotes?)",
                "goods.csv, row 3: has 3 cells where the header has 4 (a separator or line break outside quotes?)",
            ])
        #expect(
            problems("id,title,category\ng-1,A,wine") == [
                "goods.csv, row 1: has no column \"price\" or \"variants.price\", which is required"
            ])
    }

    @Test func reportsAQuoteNeverClosedAndBytesThatAreNotUTF8() {
        #expect(
            problems("\(Self.header)\ng-1,\"A,wine,1\ng-2,B,wine,2") == [
                """
                goods.csv, row 2: a quoted field starts here and is never closed (a \" is missing; the rest of the \
                file would be one cell)
                """
            ])
        let folder = self.folder(goods: "")
        folder.write("goods.csv", bytes: Array("\(Self.header)\ng-1,Ros".utf8) + [0xE9] + Array(",wine,1\n".utf8))
        #expect(
            folder.errors().map(\.description) == [
                """
                goods.csv, row 2: is not UTF-8 text (byte 0xE9): the file is perhaps Latin-1 or Windows-1252; save it \
                as “CSV UTF-8”
                """
            ])
    }

    @Test func namesAnUnknownColumnOnceAsAWarning() throws {
        let catalogue = try folder(goods: "\(Self.header),colour\ng-1,A,wine,1,red\ng-2,B,wine,2,blue").load()
        let unknown = catalogue.warnings.filter { $0.problem.hasPrefix("unknown column") }
        #expect(unknown.map(\.place) == ["row 1, column colour"])
    }

    @Test func ignoresTheJSONFileBesideItWithAWarning() throws {
        let folder = self.folder(goods: "\(Self.header)\ng-9,A,wine,1")
        folder.write("goods.json", FixtureFolder.goods)
        let catalogue = try folder.load()
        #expect(catalogue.goods.map(\.id) == ["g-9"])
        #expect(catalogue.warnings.contains { $0.description == "goods.json: ignored: goods.csv is read in its place" })
    }

    @Test func readsCategoriesAndCommentsSpreadsheets() throws {
        let folder = FixtureFolder(["categories.json": nil])
        folder.write("categories.csv", "id,name,description\nwine,Wine,Red and *white*\nbeer,Beer,\n")
        folder.write(
            "comments.csv",
            """
            id,goods,star,author,content,pictures.thumb,pictures.full
            c-1,g-1,4.5,Ann,Good,https://i/t1.jpg | https://i/t2.jpg,https://i/f1.jpg | https://i/f2.jpg
            c-2,g-2,3,,,,
            """)
        let catalogue = try folder.load()
        #expect(catalogue.categories.map(\.description) == ["Red and *white*", nil])
        #expect(catalogue.comments.map(\.id).sorted() == ["c-1", "c-2"])
        let first = try #require(catalogue.comments.first { $0.id == "c-1" })
        #expect(first.star == 4.5)
        #expect(first.pictures.map(\.full) == ["https://i/f1.jpg", "https://i/f2.jpg"])
        folder.write("comments.csv", "id,goods,star\nc-1,g-7,6\n")
        #expect(
            folder.errors().map(\.description) == [
                "comments.csv, row 2, column goods: goods \"g-7\" does not exist in goods.json",
                "comments.csv, row 2, column star: must be from 0 to 5, found 6",
            ])
    }

    @Test func neverHangsOrCrashesOnHostileBytes() {
        let folder = self.folder(goods: "")
        for bytes: [UInt8] in [
            [], [0x22], [0xFF, 0xFE, 0x41], [0xEF, 0xBB, 0xBF], Array(repeating: 0x2C, count: 10_000),
            Array("\"\"\"\n\r\r\n,;".utf8),
        ] {
            folder.write("goods.csv", bytes: bytes)
            #expect(!folder.errors().isEmpty)
        }
    }

    @Test func readsRowsSharingAnIDAsVariants() throws {
        let catalogue = try folder(
            goods: """
                id,title,category,price,brand,options,variants.sku,variants.price,variants.stock,variants.values.Size,\
                variants.values.Vintage
                cx,Château X,wine,,CX,Size | Vintage,CX-750-18,98,5,750 ml,2018
                cx,,,,,,CX-1500-18,210,,1.5 L,2018
                g-2,Lager,beer,12,,,,,,,
                """
        ).load()
        #expect(catalogue.goods.map(\.id) == ["cx", "g-2"])
        let wine = catalogue.goods[0]
        #expect(wine.brand == "CX")
        #expect(wine.options == ["Size", "Vintage"])
        #expect(wine.variants.map(\.sku) == ["CX-750-18", "CX-1500-18"])
        #expect(wine.variants.map(\.values) == [["750 ml", "2018"], ["1.5 L", "2018"]])
        #expect(wine.variants.map(\.price) == [Money(cents: 9800), Money(cents: 21000)])
        #expect(wine.variants.map(\.stock) == [5, 0])
        #expect(catalogue.goods[1].variants.isEmpty)
    }

    @Test func reportsAGoodsItemsRowsApartNamingBoth() {
        // A sheet sorted by price: the file is read a row at a time, so a goods item's rows follow one another.
        #expect(
            problems(
                """
                id,title,category,variants.sku,variants.price,variants.values.Size
                cx,X,wine,CX-1,98,S
                g-2,Y,wine,G-1,99,S
                cx,,,CX-2,100,M
                g-2,,,G-2,101,M
                """) == [
                    """
                    goods.csv, row 4, column id: is a row of goods item \"cx\", whose rows start at row 2, apart from \
                    this one: a goods item's rows follow one another (sort the sheet by id to bring them together)
                    """,
                    """
                    goods.csv, row 5, column id: is a row of goods item \"g-2\", whose rows start at row 3, apart from \
                    this one: a goods item's rows follow one another (sort the sheet by id to bring them together)
                    """,
                ])
        // Two rows of one id without variants are two goods items with the same id.
        #expect(
            problems(
                """
                \(Self.header)
                g-1,A,wine,1
                g-2,B,wine,2
                g-1,C,wine,3
                """) == ["goods.csv, row 4, column id: duplicate id \"g-1\" (first at row 2)"])
    }

    @Test func readsTheSearchTitleAndDescriptionColumns() throws {
        let catalogue = try folder(
            goods: """
                \(Self.header),seoTitle,seoDescription
                g-1,Riesling,wine,7,"Riesling, dry | Cellar",Crisp and dry.
                g-2,Lager,beer,2,,
                """
        ).load()
        #expect(catalogue.goods.map(\.seoTitle) == ["Riesling, dry | Cellar", nil])
        #expect(catalogue.goods.map(\.seoDescription) == ["Crisp and dry.", nil])
        #expect(!catalogue.warnings.contains { $0.problem.contains("unknown column") })
    }

    @Test func reportsVariantProblemsAtTheirRows() {
        #expect(
            problems(
                """
                id,title,category,price,variants.sku,variants.price,variants.values.Size
                cx,X,wine,,CX-1,98,750 ml
                cx,,,,CX-1,N/A,1.5 L
                cy,Y,wine,,CY-1,5,750 ml
                cy,Other,,,CY-2,6,1.5 L
                """) == [
                    """
                    goods.csv, row 3, column variants.sku: duplicate variant id \"cx-1\", made from its SKU (first at \
                    row 2) (goods item \"cx\", variant \"cx-1\")
                    """,
                    """
                    goods.csv, row 3, column variants.sku: SKU \"CX-1\" is used twice in the catalogue (first at row \
                    2) (goods item \"cx\", variant \"cx-1\")
                    """,
                    """
                    goods.csv, row 3, column variants.price: must be a number ≥ 0, found \"N/A\" (goods item \"cx\", \
                    variant \"cx-1\")
                    """,
                    """
                    goods.csv, row 5, column title: differs from row 4 (\"Y\"): a goods item's own fields are on its \
                    first row; leave them empty on its other rows
                    """,
                ])
    }
}
