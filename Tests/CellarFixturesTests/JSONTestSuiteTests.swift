@testable import CellarFixtures
import Foundation
import Testing
@testable import CellarModel

/// The parsing cases of nst/JSONTestSuite (`../shared/json-test-suite/test_parsing/`, beside the
/// package): every `y_` document is accepted, every `n_` one rejected with a syntax error, and every
/// `i_` one (where RFC 8259 leaves the choice to the parser) goes the way listed below.
struct JSONTestSuiteTests {
    private static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("../shared/json-test-suite/test_parsing").standardizedFileURL

    /// The suite's files whose names start with `prefix`, with their bytes.
    private static func cases(_ prefix: String) throws -> [(name: String, bytes: [UInt8])] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasPrefix(prefix) && $0.hasSuffix(".json") }
            .sorted()
        return try names.map { ($0, Array(try Data(contentsOf: folder.appendingPathComponent($0)))) }
    }

    private static func accepts(_ bytes: [UInt8]) -> Bool {
        do {
            _ = try JSONParser.parse(bytes)
            return true
        } catch {
            return false
        }
    }

    /// How each implementation-defined case goes: `true` accepted, `false` rejected.
    ///
    /// Numbers too large or too precise for a `Double` are accepted (the literal is kept, so
    /// money is still read exactly or refused by its own rule); text that is not UTF-8, or a
    /// `\u` escape naming a lone surrogate, is rejected, since a Swift `String` cannot hold it;
    /// a leading byte order mark is skipped; nesting beyond ``JSONParser/maximumDepth`` is refused.
    private static let implementationDefined: [String: Bool] = [
        "i_number_double_huge_neg_exp.json": true,
        "i_number_huge_exp.json": true,
        "i_number_neg_int_huge_exp.json": true,
        "i_number_pos_double_huge_exp.json": true,
        "i_number_real_neg_overflow.json": true,
        "i_number_real_pos_overflow.json": true,
        "i_number_real_underflow.json": true,
        "i_number_too_big_neg_int.json": true,
        "i_number_too_big_pos_int.json": true,
        "i_number_very_big_negative_int.json": true,
        "i_object_key_lone_2nd_surrogate.json": false,
        "i_string_1st_surrogate_but_2nd_missing.json": false,
        "i_string_1st_valid_surrogate_2nd_invalid.json": false,
        "i_string_UTF-16LE_with_BOM.json": false,
        "i_string_UTF-8_invalid_sequence.json": false,
        "i_string_UTF8_surrogate_U+D800.json": false,
        "i_string_incomplete_surrogate_and_escape_valid.json": false,
        "i_string_incomplete_surrogate_pair.json": false,
        "i_string_incomplete_surrogates_escape_valid.json": false,
        "i_string_invalid_lonely_surrogate.json": false,
        "i_string_invalid_surrogate.json": false,
        "i_string_invalid_utf-8.json": false,
        "i_string_inverted_surrogates_U+1D11E.json": false,
        "i_string_iso_latin_1.json": false,
        "i_string_lone_second_surrogate.json": false,
        "i_string_lone_utf8_continuation_byte.json": false,
        "i_string_not_in_unicode_range.json": false,
        "i_string_overlong_sequence_2_bytes.json": false,
        "i_string_overlong_sequence_6_bytes.json": false,
        "i_string_overlong_sequence_6_bytes_null.json": false,
        "i_string_truncated-utf-8.json": false,
        "i_string_utf16BE_no_BOM.json": false,
        "i_string_utf16LE_no_BOM.json": false,
        "i_structure_500_nested_arrays.json": true,
        "i_structure_UTF-8_BOM_empty_object.json": true,
    ]

    @Test func acceptsEveryValidDocument() throws {
        let cases = try Self.cases("y_")
        #expect(cases.count == 95)
        let rejected = cases.filter { !Self.accepts($0.bytes) }.map(\.name)
        #expect(rejected == [])
    }

    @Test(.timeLimit(.minutes(1)))
    func rejectsEveryInvalidDocument() throws {
        let cases = try Self.cases("n_")
        #expect(cases.count == 188)
        let accepted = cases.filter { Self.accepts($0.bytes) }.map(\.name)
        #expect(accepted == [])
    }

    @Test(.timeLimit(.minutes(1)))
    func decidesEveryImplementationDefinedDocumentAsListed() throws {
        let cases = try Self.cases("i_")
        #expect(cases.map(\.name) == Self.implementationDefined.keys.sorted())
        for (name, bytes) in cases {
            #expect(Self.accepts(bytes) == Self.implementationDefined[name], "\(name)")
        }
    }
}
