import Foundation

/// A Unicode CLDR plural category: which form of a word a number takes in a language.
public enum PluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other
}

/// The cardinal plural rules of a language, from Unicode CLDR (`PluralRules+CLDR.swift`): the
/// category a count falls in, English `1` → one and `2` → other, Russian `21` → one and `22` →
/// few, Chinese always other.
public struct PluralRules: Sendable {
    /// The CLDR locale whose rules these are (`en`, `pt-PT`; `zh` for `zh-CN`).
    public let locale: String
    private let conditions: [(category: PluralCategory, condition: Condition)]

    /// The rules of a BCP 47 tag, matched without regard to case: the tag's own, else those of
    /// the tag without its last subtag, and so on (`zh-Hans-CN` → `zh`); a language CLDR does
    /// not know has only `other`.
    public init(locale tag: String) {
        var subtags = tag.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        while !subtags.isEmpty {
            let candidate = ([subtags[0].lowercased()] + subtags.dropFirst()).joined(separator: "-")
            if let rules = Self.cldrLocales[candidate.lowercased()] {
                self.init(locale: rules, conditions: Self.cldrConditions[rules]!)
                return
            }
            subtags.removeLast()
        }
        self.init(locale: "und", conditions: [])
    }

    private init(locale: String, conditions: [(PluralCategory, String)]) {
        self.locale = locale
        self.conditions = conditions.map { ($0.0, Condition(parsing: $0.1)) }
    }

    /// The categories the language tells apart, `other` last (`one`, `other` for English).
    public var categories: [PluralCategory] {
        conditions.map(\.category) + [.other]
    }

    /// The category of a count: the first whose condition it meets, else `other`.
    public func category(of count: Int) -> PluralCategory {
        category(of: PluralOperands(count))
    }

    /// The category of a number written as CLDR's samples write it (`1.50`, `1c6`); `nil` for
    /// text that is not such a number.
    public func category(ofNumber text: String) -> PluralCategory? {
        PluralOperands(text).map(category(of:))
    }

    private func category(of operands: PluralOperands) -> PluralCategory {
        conditions.first { $0.condition.isMet(by: operands) }?.category ?? .other
    }

    /// CLDR's locale names by their lowercase spelling.
    private static let cldrLocales = Dictionary(uniqueKeysWithValues: cldrConditions.keys.map { ($0.lowercased(), $0) })
}

/// A number's operands as CLDR's rules read them: `n` the absolute value, `i` its integer
/// digits, `v` and `f` the count and value of its visible fraction digits, `t` the fraction
/// without trailing zeros, `e` the exponent of a compact number (`1.2c3` is 1200 with `e` 3).
struct PluralOperands {
    var integer: Int
    var fractionDigits: Substring
    var exponent: Int

    init(_ count: Int) {
        integer = count == .min ? .max : abs(count)
        fractionDigits = ""
        exponent = 0
    }

    init?(_ text: String) {
        let parts = text.split(separator: "c", omittingEmptySubsequences: false)
        guard parts.count <= 2, let mantissa = parts.first else { return nil }
        let exponent = parts.count == 2 ? Int(parts[1]) : 0
        let pieces = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        guard let exponent, exponent >= 0, pieces.count <= 2, pieces.allSatisfy({ !$0.isEmpty }),
            pieces.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) })
        else { return nil }
        var fraction = pieces.count == 2 ? pieces[1] : ""
        let shifted = fraction.prefix(exponent)
        fraction = fraction.dropFirst(shifted.count)
        let integerText = pieces[0] + shifted + String(repeating: "0", count: exponent - shifted.count)
        guard let integer = Int(integerText) else { return nil }
        self.integer = integer
        fractionDigits = fraction
        self.exponent = exponent
    }

    /// The value of an operand, and whether it has a fraction (only `n` can).
    func value(of operand: Unicode.Scalar) -> (integer: Int, hasFraction: Bool) {
        let trimmed = String(fractionDigits.reversed().drop { $0 == "0" }.reversed())
        switch operand {
        case "n": return (integer, trimmed.contains { $0 != "0" })
        case "i": return (integer, false)
        case "v": return (fractionDigits.count, false)
        case "w": return (trimmed.count, false)
        case "f": return (Int(fractionDigits) ?? 0, false)
        case "t": return (Int(trimmed) ?? 0, false)
        default: return (exponent, false)  // e, and c, its old name
        }
    }
}

/// A rule's condition in CLDR's syntax: relations joined by `and`, those by `or`
/// (`v = 0 and i % 10 = 2..4 or f % 10 = 2..4`).
private struct Condition: Sendable {
    struct Relation: Sendable {
        var operand: Unicode.Scalar
        var modulus: Int?
        var isEqual: Bool
        var ranges: [ClosedRange<Int>]

        func isMet(by operands: PluralOperands) -> Bool {
            var (value, hasFraction) = operands.value(of: operand)
            if let modulus { value %= modulus }
            let isIn = !hasFraction && ranges.contains { $0.contains(value) }
            return isIn == isEqual
        }
    }

    /// Alternatives, each relations that must all hold.
    var alternatives: [[Relation]]

    /// Parses CLDR's generated rules, which the tests check whole; a rule is trusted to be well formed.
    init(parsing rule: String) {
        alternatives =
            rule.isEmpty
            ? []
            : rule.components(separatedBy: " or ").map { alternative in
                alternative.components(separatedBy: " and ").map(Self.relation)
            }
    }

    func isMet(by operands: PluralOperands) -> Bool {
        alternatives.contains { $0.allSatisfy { $0.isMet(by: operands) } }
    }

    /// `i % 100 != 12..14` → operand i, modulus 100, not equal, 12…14.
    private static func relation(_ text: String) -> Relation {
        let isEqual = !text.contains("!=")
        let sides = text.components(separatedBy: isEqual ? "=" : "!=")
        let expression = sides[0].split(separator: "%").map { $0.trimmingCharacters(in: .whitespaces) }
        let ranges = sides[1].split(separator: ",").map { item -> ClosedRange<Int> in
            let bounds = item.components(separatedBy: "..").map { Int($0.trimmingCharacters(in: .whitespaces))! }
            return bounds[0]...bounds[bounds.count - 1]
        }
        return Relation(
            operand: expression[0].unicodeScalars.first!, modulus: expression.count > 1 ? Int(expression[1]) : nil,
            isEqual: isEqual, ranges: ranges)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
