@testable import CellarFixtures
import Testing
@testable import CellarModel

struct JSONParserTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try JSONParser.parse(Array(text.utf8))
    }

    private func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    private func syntaxError(_ text: String) -> JSONSyntaxError? {
        syntaxError(Array(text.utf8))
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try parse(#" {"a": [1, -2.5e3, "x", true, false, null, {}], "b": []} "#)
        let expected = JSONValue.object(
            JSONObject(members: [
                .init(
                    key: "a",
                    value: .array([
                        .number(JSONNumber(value: 1, isIntegerLiteral: true, literal: "1")),
                        .number(JSONNumber(value: -2500, isIntegerLiteral: false, literal: "-2.5e3")),
                        .string("x"), .bool(true), .bool(false), .null, .object(JSONObject(members: [])),
                    ])),
                .init(key: "b", value: .array([])),
            ]))
        #expect(value == expected)
    }

    @Test func objectsKeepMemberOrderAndLastDuplicateWins() throws {
        guard case .object(let object) = try parse(#"{"z": 1, "a": 2, "z": 3}"#) else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.map(\.key) == ["z", "a", "z"])
        #expect(object["z"] == .number(JSONNumber(value: 3, isIntegerLiteral: true, literal: "3")))
        #expect(object["missing"] == nil)
    }

    @Test func numbersKeepTheirLiteral() throws {
        #expect(try parse("71.4") == .number(JSONNumber(value: 71.4, isIntegerLiteral: false, literal: "71.4")))
        #expect(try parse("0") == .number(JSONNumber(value: 0, isIntegerLiteral: true, literal: "0")))
        #expect(
            try parse("10000000000000000000")
                == .number(JSONNumber(value: 1e19, isIntegerLiteral: true, literal: "10000000000000000000")))
    }

    @Test func decodesEscapesAndUnicode() throws {
        #expect(try parse(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(try parse(#""\u00e9\u767d\ud83c\udf77""#) == .string("é白🍷"))
        #expect(try parse(#""白酒 🍷""#) == .string("白酒 🍷"))
    }

    @Test func toleratesAByteOrderMark() throws {
        #expect(
            try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
                == .array([.number(JSONNumber(value: 1, isIntegerLiteral: true, literal: "1"))]))
    }

    @Test func reportsLineAndColumnOfTheProblem() {
        #expect(
            syntaxError("[1,\n  2 3]")
                == JSONSyntaxError(line: 2, column: 5, message: "expected ',' or ']' after an array element"))
        #expect(
            syntaxError("{\"a\": 1,\n\"b\" 2}")
                == JSONSyntaxError(line: 2, column: 5, message: "expected ':' after an object key"))
        #expect(
            syntaxError("{\"a\": 1 \"b\": 2}")
                == JSONSyntaxError(line: 1, column: 9, message: "expected ',' or '}' after an object member"))
    }

    @Test func countsColumnsInCharactersNotBytes() {
        #expect(
            syntaxError("[\"白酒\" x]")
                == JSONSyntaxError(line: 1, column: 7, message: "expected ',' or ']' after an array element"))
    }

    @Test func rejectsTrailingCommasAndGarbage() {
        #expect(
            syntaxError("[1,]")?.message
                == """
                expected a value (object, array, string, number, true, false or null); it looks like a trailing \
                comma: JSON allows no ',' before ']'
                """
        )
        #expect(
            syntaxError("{\"a\": 1,\n}")
                == JSONSyntaxError(
                    line: 2, column: 1,
                    message:
                        "expected a string key after ','; it looks like a trailing comma: JSON allows no ',' before '}'"
                ))
        #expect(
            syntaxError("[1] x")
                == JSONSyntaxError(line: 1, column: 5, message: "expected the end of the file after the JSON value"))
        #expect(
            syntaxError("[1")
                == JSONSyntaxError(
                    line: 1, column: 3, message: "expected ',' or ']' after an array element, found the end of the file"
                ))
    }

    @Test func namesTheJavaScriptHabitsJSONRefuses() {
        #expect(
            syntaxError("{'a': 1}")?.message
                == #"""
                expected a string key or '}'; it looks like single quotes: JSON takes double quotes ("text") \#
                around strings and keys
                """#
        )
        #expect(
            syntaxError(#"{"a": 'b'}"#)?.message
                == #"""
                expected a value (object, array, string, number, true, false or null); it looks like single \#
                quotes: JSON takes double quotes ("text") around strings and keys
                """#
        )
        #expect(
            syntaxError("[\n  // the house wine\n  1\n]")
                == JSONSyntaxError(
                    line: 2, column: 3,
                    message:
                        """
                        expected a value (object, array, string, number, true, false or null); it looks like a \
                        comment: JSON has none (no // or /* */)
                        """
                ))
        #expect(
            syntaxError("[1 /* one */]")?.message
                == "expected ',' or ']' after an array element; it looks like a comment: JSON has none (no // or /* */)"
        )
        #expect(
            syntaxError("[x]")?.message == "expected a value (object, array, string, number, true, false or null)",
            "no cause guessed for what is no habit")
    }

    @Test func rejectsBadNumbersAndLiterals() {
        #expect(syntaxError("01")?.message == "a number must not have leading zeros")
        #expect(syntaxError("1.")?.message == "expected a digit after '.', found the end of the file")
        #expect(syntaxError("-x")?.message == "expected a digit after '-'")
        #expect(syntaxError("1e+")?.message == "expected a digit in the exponent, found the end of the file")
        #expect(
            syntaxError("tru")
                == JSONSyntaxError(
                    line: 1, column: 1, message: "expected a value (object, array, string, number, true, false or null)"
                ))
        #expect(syntaxError("NaN") != nil)
    }

    @Test func rejectsBadStrings() {
        #expect(syntaxError("[\"abc") == JSONSyntaxError(line: 1, column: 2, message: "unterminated string"))
        #expect(
            syntaxError("\"a\tb\"")
                == JSONSyntaxError(line: 1, column: 3, message: "a control character in a string must be escaped"))
        #expect(syntaxError(#""\x""#)?.message.hasPrefix("invalid escape sequence") == true)
        #expect(syntaxError(#""\u12G4""#)?.message == "expected four hex digits after \\u")
        #expect(syntaxError(#""\ud83c""#)?.message == "a \\u escape must not be a lone surrogate")
        #expect(syntaxError(#""\udf77""#)?.message == "a \\u escape must not be a lone surrogate")
    }

    @Test func rejectsInvalidUTF8() {
        #expect(
            syntaxError([0x0A] + Array("[\"ab".utf8) + [0xC3, 0x28] + Array("\"]".utf8))
                == JSONSyntaxError(line: 2, column: 5, message: "invalid UTF-8"))
        #expect(syntaxError(Array("\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"".utf8))?.message == "invalid UTF-8")
        #expect(syntaxError(Array("\"".utf8) + [0xF0, 0x9F, 0x8D] + Array("\"".utf8))?.message == "invalid UTF-8")
    }

    @Test func limitsNestingDepth() throws {
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try parse(deepest) }
        let tooDeep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)
        #expect(
            syntaxError(tooDeep)
                == JSONSyntaxError(line: 1, column: 513, message: "arrays and objects nest deeper than 512 levels"))
        let hostile = String(repeating: "{\"a\":", count: 100_000)
        #expect(syntaxError(hostile)?.message == "arrays and objects nest deeper than 512 levels")
    }

    @Test func reportsEmptyInput() {
        #expect(
            syntaxError("  ")
                == JSONSyntaxError(line: 1, column: 3, message: "expected a value, found the end of the file"))
    }
}
