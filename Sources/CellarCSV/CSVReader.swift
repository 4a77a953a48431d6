import Foundation

/// Reads CSV files as RFC 4180 describes them, and as spreadsheet programs write them:
/// fields in double quotes may hold separators, line breaks and doubled quotes (`""`); lines
/// end in CRLF or LF; the file is UTF-8 (with or without a byte order mark) or UTF-16 with
/// one; the separator is a comma or a semicolon, whichever the header row holds more of.
///
/// Lenient where spreadsheets are (a quote inside an unquoted field is kept; text after a
/// closing quote is kept), strict where guessing would lose data: a quote never closed, or
/// bytes that are not UTF-8, stop the read with the row where the trouble starts.
public enum CSVReader {
    /// Reads the file at `path` whole.
    public static func read(contentsOf path: String) throws(CSVProblem) -> CSVTable {
        var table: CSVTable?
        try read(
            contentsOf: path,
            header: { header, format in
                table = CSVTable(header: header, rows: [], delimiter: format.delimiter, encoding: format.encoding)
                return true
            }, row: { table?.rows.append($0) })
        return table!
    }

    /// Reads the file at `path` a row at a time, so that only the row at hand is in memory:
    /// `header` gets the first row and how the file is written, and returns whether to go on;
    /// `row` gets each row after it, blank ones left out.
    public static func read(
        contentsOf path: String, header: ([String], CSVFormat) -> Bool, row: (CSVRow) -> Void
    ) throws(CSVProblem) {
        // Mapped, not read: the cells are copied out as they are parsed, and the pages behind
        // the parser given back, so a 200 MB file never sits in memory whole.
        guard let file = MappedFile(path: path) else {
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
                throw CSVProblem(row: nil, problem: "no such file")
            }
            throw CSVProblem(
                row: nil,
                problem: isFolder.boolValue
                    ? "is a folder, not a CSV file" : "file cannot be read (no permission to read it?)")
        }
        try read(file.bytes, header: header, row: row, reached: file.release(upTo:))
    }

    /// How the file at `path` is written, read from its first rows; `nil` when it cannot be read.
    public static func format(ofFileAt path: String) -> CSVFormat? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        var bytes = [UInt8](handle.readData(ofLength: 65_536))
        var encoding = CSVEncoding.utf8
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            encoding = .utf16
            bytes = bytes.withUnsafeBufferPointer { Array(utf16Text($0, littleEndian: $0[0] == 0xFF).utf8) }
        } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            encoding = .utf8WithBOM
        }
        return CSVFormat(encoding: encoding, delimiter: bytes.withUnsafeBufferPointer(detectDelimiter))
    }

    /// Reads a whole file's bytes.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(CSVProblem) -> CSVTable {
        var table: CSVTable?
        try read(
            bytes,
            header: { header, format in
                table = CSVTable(header: header, rows: [], delimiter: format.delimiter, encoding: format.encoding)
                return true
            }, row: { table?.rows.append($0) }, reached: { _ in })
        return table!
    }

    /// `reached` gets the offset in `bytes` up to which every row has been handed over.
    private static func read(
        _ bytes: UnsafeBufferPointer<UInt8>, header: ([String], CSVFormat) -> Bool, row: (CSVRow) -> Void,
        reached: (Int) -> Void
    ) throws(CSVProblem) {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            var utf8 = Array(utf16Text(bytes, littleEndian: bytes[0] == 0xFF).utf8)
            try utf8.withUnsafeMutableBufferPointer { (buffer) throws(CSVProblem) in
                try parse(UnsafeBufferPointer(buffer), encoding: .utf16, header: header, row: row, reached: { _ in })
            }
            return
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return try parse(
                UnsafeBufferPointer(rebasing: bytes[3...]), encoding: .utf8WithBOM, header: header, row: row,
                reached: { reached($0 + 3) })
        }
        if let workbook = SpreadsheetWorkbook(signatureOf: bytes) {
            throw CSVProblem(row: nil, problem: "this is \(workbook.name), not a CSV file: \(workbook.advice)")
        }
        if let problem = binaryProblem(bytes) {
            throw CSVProblem(row: nil, problem: problem)
        }
        try parse(bytes, encoding: .utf8, header: header, row: row, reached: reached)
    }

    private static func utf16Text(_ bytes: UnsafeBufferPointer<UInt8>, littleEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// What the file is when its first bytes are not text (NUL, or control characters no text
    /// file holds, in the first 512): UTF-16 without a byte order mark when its NULs fall on
    /// every other byte (the high byte of each ASCII character), a kind of file named by its
    /// signature, else data that is not text; `nil` for text.
    static func binaryProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let head = bytes.prefix(512)
        let controls = head.filter { $0 < 0x09 || (0x0E...0x1F).contains($0) }.count
        guard head.contains(0) || controls * 100 > head.count else { return nil }
        let pairs = head.count / 2
        let nulsAt = (0...1).map { parity in
            stride(from: parity, to: pairs * 2, by: 2).filter { head[head.startIndex + $0] == 0 }.count
        }
        if pairs > 0, nulsAt.max()! * 3 >= pairs, nulsAt.min()! * 20 <= pairs {
            return "looks like UTF-16 text without a byte order mark; save it as “CSV UTF-8”"
        }
        let signatures: [(bytes: [UInt8], name: String)] = [
            ([0x89, 0x50, 0x4E, 0x47], "a PNG image"), ([0xFF, 0xD8, 0xFF], "a JPEG image"),
            (Array("GIF8".utf8), "a GIF image"),
            (Array("%PDF".utf8), "a PDF document"), ([0x1F, 0x8B], "a gzip archive"),
            (Array("PK".utf8) + [3, 4], "a ZIP archive"),
            (Array("SQLite format 3".utf8), "an SQLite database"), ([0x7F] + Array("ELF".utf8), "a program"),
        ]
        let kind = signatures.first { head.starts(with: $0.bytes) }?.name ?? "binary data"
        return
            """
            is not text but \(kind) (its first bytes hold \(head.contains(0) ? "NUL bytes" : "control characters") no \
            text has); a CSV file is text: save it as “CSV UTF-8”
            """
    }

    private static let quote = UInt8(ascii: "\"")
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")

    private static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, encoding: CSVEncoding, header: ([String], CSVFormat) -> Bool,
        row: (CSVRow) -> Void,
        reached: (Int) -> Void
    ) throws(CSVProblem) {
        let delimiter = detectDelimiter(bytes)
        var parser = RecordParser(bytes: bytes, delimiter: delimiter.rawValue)
        guard let names = try parser.next() else {
            throw CSVProblem(row: nil, problem: "file is empty: the first row names the columns")
        }
        guard
            header(
                names.map { $0.trimmingCharacters(in: .whitespaces) },
                CSVFormat(encoding: encoding, delimiter: delimiter))
        else { return }
        while let fields = try parser.next() {
            if fields.count == 1 && fields[0].isEmpty { continue }
            row(CSVRow(number: parser.rowNumber, fields: fields))
            reached(parser.index)
        }
    }

    /// The separator the header row (up to its first line break outside quotes) holds more of; a comma on a tie.
    private static func detectDelimiter(_ bytes: UnsafeBufferPointer<UInt8>) -> CSVDelimiter {
        var commas = 0
        var semicolons = 0
        var quoted = false
        for byte in bytes {
            if byte == quote {
                quoted.toggle()
            } else if !quoted {
                if byte == lineFeed || byte == carriageReturn { break }
                if byte == CSVDelimiter.comma.rawValue { commas += 1 }
                if byte == CSVDelimiter.semicolon.rawValue { semicolons += 1 }
            }
        }
        return semicolons > commas ? .semicolon : .comma
    }

    /// Splits the bytes into records, one at a time.
    private struct RecordParser {
        let bytes: UnsafeBufferPointer<UInt8>
        let delimiter: UInt8
        var index = 0
        /// The spreadsheet number of the record last returned.
        private(set) var rowNumber = 0
        private var scratch: [UInt8] = []
        /// The most fields a record has had, for the next record's array.
        private var fieldCount = 0

        init(bytes: UnsafeBufferPointer<UInt8>, delimiter: UInt8) {
            self.bytes = bytes
            self.delimiter = delimiter
        }

        /// The next record's fields, or `nil` at the end of the file.
        mutating func next() throws(CSVProblem) -> [String]? {
            guard index < bytes.count else { return nil }
            rowNumber += 1
            var fields: [String] = []
            fields.reserveCapacity(fieldCount)
            defer { fieldCount = max(fieldCount, fields.count) }
            while true {
                fields.append(try field())
                guard index < bytes.count else { return fields }
                let byte = bytes[index]
                index += 1
                if byte == delimiter { continue }
                // A line break: CRLF, LF or a lone CR.
                if byte == carriageReturn, index < bytes.count, bytes[index] == lineFeed { index += 1 }
                return fields
            }
        }

        /// One field, leaving `index` on the separator or line break after it (or the end).
        private mutating func field() throws(CSVProblem) -> String {
            let start = index
            guard index < bytes.count, bytes[index] == quote else {
                index = endOfUnquotedText(from: index)
                return try text(UnsafeBufferPointer(rebasing: bytes[start..<index]))
            }
            index += 1
            // A quoted field is a slice of the file unless it holds a doubled quote or text after
            // its closing quote; then its pieces are put together in `scratch`.
            var pieceStart = index
            var joined = false
            while true {
                guard let closing = nextQuote(from: index) else {
                    throw CSVProblem(
                        row: rowNumber,
                        problem:
                            """
                            a quoted field starts here and is never closed (a \" is missing; the rest of the file \
                            would be one cell)
                            """
                    )
                }
                if closing + 1 < bytes.count, bytes[closing + 1] == quote {
                    if !joined { scratch.removeAll(keepingCapacity: true) }
                    joined = true
                    scratch.append(contentsOf: bytes[pieceStart...closing])
                    index = closing + 2
                    pieceStart = index
                    continue
                }
                index = closing + 1
                // Text after the closing quote is kept, as spreadsheet programs keep it.
                let end = endOfUnquotedText(from: index)
                guard joined || end > index else {
                    return try text(UnsafeBufferPointer(rebasing: bytes[pieceStart..<closing]))
                }
                if !joined { scratch.removeAll(keepingCapacity: true) }
                scratch.append(contentsOf: bytes[pieceStart..<closing])
                scratch.append(contentsOf: bytes[index..<end])
                index = end
                return try scratch.withUnsafeBufferPointer { (buffer) throws(CSVProblem) -> String in try text(buffer) }
            }
        }

        /// Where the unquoted text from `start` ends: the next separator or line break, or the end.
        private func endOfUnquotedText(from start: Int) -> Int {
            var end = start
            while end < bytes.count {
                let byte = bytes[end]
                if byte == delimiter || byte == lineFeed || byte == carriageReturn { break }
                end += 1
            }
            return end
        }

        /// The offset of the next `"` from `start`, or `nil`.
        private func nextQuote(from start: Int) -> Int? {
            guard start < bytes.count, let base = bytes.baseAddress,
                let found = memchr(base + start, Int32(quote), bytes.count - start)
            else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        private func text(_ bytes: UnsafeBufferPointer<UInt8>) throws(CSVProblem) -> String {
            guard let text = UTF8Validator.string(from: bytes) else {
                let bad = bytes.first { $0 >= 0x80 }.map { String(format: " (byte 0x%02X)", $0) } ?? ""
                throw CSVProblem(
                    row: rowNumber,
                    problem:
                        "is not UTF-8 text\(bad): the file is perhaps Latin-1 or Windows-1252; save it as “CSV UTF-8”")
            }
            return text
        }
    }
}
