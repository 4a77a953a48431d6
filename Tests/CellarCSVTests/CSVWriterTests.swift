import CellarCSV
import Testing

/// The CSV files Cellar writes (the translations' export), read back by its reader as written.
struct CSVWriterTests {
    private func readBack(_ writer: CSVWriter) throws -> CSVTable {
        try writer.bytes.withUnsafeBufferPointer { (bytes) throws(CSVProblem) in try CSVReader.read(bytes) }
    }

    @Test func writesFieldsAsTheReaderReadsThem() throws {
        var writer = CSVWriter()
        writer.append(row: ["key", "en"])
        let fields = [
            "plain", "a, comma", #"a "quote""#, "two\nlines", "crlf\r\nlines", " spaces ", "", "中文，逗号",
        ]
        for field in fields { writer.append(row: ["k", field]) }
        #expect(writer.bytes.starts(with: [0xEF, 0xBB, 0xBF, UInt8(ascii: "k")]), "a byte order mark")
        #expect(writer.bytes.suffix(2) == [0x0D, 0x0A], "CRLF")
        let table = try readBack(writer)
        #expect(table.header == ["key", "en"])
        #expect(table.encoding == .utf8WithBOM)
        #expect(table.rows.map { $0[1] } == fields)
        #expect(table.rows.map(\.number) == Array(2...9), "a quoted line break is no new row")
    }

    @Test func guardsFormulasReversibly() throws {
        let texts = ["=SUM(A1)", "+86 10", "@home", "-pack", "-12.5", "'quoted", "'=x", "''=x", "it's"]
        #expect(
            texts.map(CSVWriter.field) == [
                "'=SUM(A1)", "'+86 10", "'@home", "'-pack", "-12.5", "'quoted",
                "''=x", "'''=x", "it's",
            ])
        #expect(texts.map { CSVWriter.formulaGuardRemoved(from: CSVWriter.field($0)) } == texts)
        #expect(CSVWriter.formulaGuardRemoved(from: "'plain") == "'plain", "no guard to remove")
    }
}
