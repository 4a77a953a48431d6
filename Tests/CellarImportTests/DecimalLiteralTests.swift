import Testing
@testable import CellarImport

/// A price cell becomes a JSON number literal only when it is a plain decimal.
struct DecimalLiteralTests {
    @Test(arguments: [
        ("12", "12"), ("12.50", "12.50"), ("007.5", "7.5"), ("0", "0"), ("000", "0"), ("00.50", "0.50"), (".5", "0.5"),
        ("5.", "5"), ("+3", "3"), ("+.5", "0.5"), ("9999999999999999999.99", "9999999999999999999.99"),
    ])
    func readsPlainDecimals(cell: String, literal: String) {
        #expect(ExportCells.decimalLiteral(cell) == literal)
    }

    @Test(arguments: [
        "", ".", "+", "++1", "-1", "1.2.3", "1,5", "1e3", " 1", "1 ", "١٢", "1\u{301}", "1.\u{301}5", "+\u{301}1", "１２",
    ])
    func refusesEverythingElse(cell: String) {
        #expect(ExportCells.decimalLiteral(cell) == nil)
    }
}
