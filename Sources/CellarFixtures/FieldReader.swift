import CellarModel

/// Reads typed fields out of one fixtures file's JSON and notes every problem it meets,
/// each at its JSON path (`[41].price`, `.banners[2].link`).
///
/// The getters return `nil` (or a default) when a value is missing or wrong, after noting why,
/// so a decoder can carry on and find the next problem. What does not stop a build is noted
/// as a warning: control characters removed from a string, an image or link with an unsafe
/// URL scheme (the view models leave it out).
struct FieldReader: Sendable {
    /// The file name relative to the fixtures folder.
    let file: String
    let images: ImageChecker
    private(set) var errors: [FixtureError] = []
    private(set) var warnings: [FixtureWarning] = []
    /// Where the elements came from when the file is a spreadsheet: problems are then reported
    /// at its rows and columns (see ``SpreadsheetPlaces``).
    var spreadsheet: SpreadsheetPlaces?

    init(file: String, images: ImageChecker) {
        self.file = file
        self.images = images
    }

    mutating func report(_ place: String, _ problem: String) {
        if let spreadsheet {
            errors.append(
                FixtureError(
                    file: spreadsheet.file, place: spreadsheet.place(of: place), problem: spreadsheet.problem(problem)))
        } else {
            errors.append(FixtureError(file: file, place: place, problem: problem))
        }
    }

    mutating func warn(_ place: String, _ kind: FixtureWarning.Kind) {
        if let spreadsheet {
            warnings.append(FixtureWarning(file: spreadsheet.file, place: spreadsheet.place(of: place), kind: kind))
        } else {
            warnings.append(FixtureWarning(file: file, place: place, kind: kind))
        }
    }

    /// Notes a problem only a spreadsheet has, at its row (`nil`: the file) and column.
    mutating func reportInSpreadsheet(row: Int?, column: String?, _ problem: String) {
        errors.append(
            FixtureError(
                file: spreadsheet?.file ?? file, place: Self.spreadsheetPlace(row: row, column: column),
                problem: problem))
    }

    mutating func warnInSpreadsheet(row: Int?, column: String?, _ kind: FixtureWarning.Kind) {
        warnings.append(
            FixtureWarning(
                file: spreadsheet?.file ?? file, place: Self.spreadsheetPlace(row: row, column: column), kind: kind))
    }

    private static func spreadsheetPlace(row: Int?, column: String?) -> String {
        guard let row else { return "" }
        return "row \(row)" + (column.map { ", column \($0)" } ?? "")
    }

    /// Names the goods item in the warnings noted since there were `count` of them.
    mutating func attributeWarnings(since count: Int, toGoods id: String) {
        for index in count..<warnings.count { warnings[index].goodsID = id }
    }

    /// Names the goods item `id` beside its index in the places of the errors noted since there
    /// were `count` of them: `[3] (id "house-red").price`. A spreadsheet's places are its rows
    /// and columns, and its problems name the goods item themselves (``goodsSubject(_:)``).
    mutating func nameGoods(_ id: String, at base: String, inErrorsSince count: Int) {
        guard spreadsheet == nil, !id.isEmpty else { return }
        for index in count..<errors.count where errors[index].place.hasPrefix(base) {
            let rest = errors[index].place.dropFirst(base.count)
            guard rest.isEmpty || rest.hasPrefix(".") || rest.hasPrefix("[") else { continue }
            errors[index].place = base + " (id \(id.jsonStringLiteral))" + rest
        }
    }

    /// `goods item "cx"`, to name the goods item in a problem, when its place does not:
    /// in a spreadsheet (JSON places name it, ``nameGoods(_:at:inErrorsSince:)``).
    func goodsSubject(_ id: String?) -> String? {
        guard spreadsheet != nil, let id, !id.isEmpty else { return nil }
        return "goods item \"\(id)\""
    }

    /// Names the variant `id` of goods item `goodsID` in the problems noted since there were
    /// these many errors and warnings: `… (goods item "cx", variant "750-2018")`, the goods
    /// item left out of the errors whose places name it.
    mutating func nameVariant(
        _ id: String?, ofGoods goodsID: String, inProblemsSinceErrors errorCount: Int, warnings warningCount: Int
    ) {
        let subjects = [goodsSubject(goodsID), id.map { "variant \"\($0)\"" }].compactMap { $0 }
        if !subjects.isEmpty {
            let suffix = " (" + subjects.joined(separator: ", ") + ")"
            for index in errorCount..<errors.count { errors[index].problem += suffix }
        }
        for index in warningCount..<warnings.count {
            warnings[index].goodsID = goodsID.isEmpty ? nil : goodsID
            warnings[index].variantID = id
        }
    }

    /// The value of `key`, with JSON `null` read as absent.
    static func value(_ key: String, in object: JSONObject) -> JSONValue? {
        guard let value = object[key] else { return nil }
        if case .null = value { return nil }
        return value
    }

    /// The value at `place` as an object, or `nil` after noting that it is not one.
    mutating func object(_ value: JSONValue, at place: String) -> JSONObject? {
        guard case .object(let object) = value else {
            report(place, "must be an object, found \(value.briefDescription)")
            return nil
        }
        return object
    }

    /// Notes each key of `object` not among `allowed`, naming what `object` is and the keys it
    /// may have (`$schema` aside): `.markets[0].rouding: is not a key a market has (its keys are …)`.
    mutating func checkKeys(of object: JSONObject, at base: String, allowed: [String], of what: String) {
        let names = allowed.filter { !$0.hasPrefix("$") }.joined(separator: ", ")
        for key in object.members.map(\.key) where !allowed.contains(key) {
            report(base + "." + key, "is not a key \(what) has (its keys are \(names))")
        }
    }

    // MARK: Strings

    /// A string that must be there; `nonEmpty` also rejects `""`.
    mutating func requiredString(_ key: String, in object: JSONObject, at base: String, nonEmpty: Bool = true)
        -> String?
    {
        guard let value = Self.value(key, in: object) else {
            report(base + "." + key, "is required")
            return nil
        }
        return string(value, at: base + "." + key, nonEmpty: nonEmpty)
    }

    /// A string that may be missing or `null`; `nonEmpty` rejects `""`.
    mutating func optionalString(_ key: String, in object: JSONObject, at base: String, nonEmpty: Bool = false)
        -> String?
    {
        guard let value = Self.value(key, in: object) else { return nil }
        return string(value, at: base + "." + key, nonEmpty: nonEmpty)
    }

    /// A value shoppers filter by (brand, origin, scent), that may be missing: made one with
    /// its equals by ``FacetValue/normalized(_:)``, with a warning naming the value when that
    /// changed it; empty or only spaces read as missing.
    mutating func facetValue(_ key: String, in object: JSONObject, at base: String) -> String? {
        guard let text = optionalString(key, in: object, at: base) else { return nil }
        let normalized = FacetValue.normalized(text)
        if let change = FacetValue.change(from: text, to: normalized) { warn(base + "." + key, change) }
        return normalized.isEmpty ? nil : normalized
    }

    /// A filter value's text (a brand's name, an origin, a scent): a non-empty string, spaces
    /// around it dropped and put in NFC as goods.json's are (with a warning when that changed
    /// it); `nil` after noting why not.
    mutating func facetText(_ value: JSONValue, at place: String) -> String? {
        guard let text = string(value, at: place, nonEmpty: true) else { return nil }
        let normalized = FacetValue.normalized(text)
        guard !normalized.isEmpty else {
            report(place, "must not be only spaces")
            return nil
        }
        if let change = FacetValue.change(from: text, to: normalized) { warn(place, change) }
        return normalized
    }

    mutating func string(_ value: JSONValue, at place: String, nonEmpty: Bool) -> String? {
        guard case .string(var text) = value else {
            report(place, "must be a string, found \(value.briefDescription)")
            return nil
        }
        if let cleaned = ControlCharacters.removed(from: text) {
            warn(place, .controlCharactersRemoved(cleaned.removed))
            text = cleaned.text
        }
        if nonEmpty && text.isEmpty {
            report(place, "must not be empty")
            return nil
        }
        return text
    }

    /// A Stripe Payment Link: `https://buy.stripe.com/` and the link's own path.
    mutating func paymentLink(_ key: String, in object: JSONObject, at base: String) -> String? {
        guard let link = optionalString(key, in: object, at: base) else { return nil }
        let prefix = "https://buy.stripe.com/"
        let path = link.hasPrefix(prefix) ? link.dropFirst(prefix.count) : ""
        guard !path.isEmpty,
            path.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
                    || "_-/".unicodeScalars.contains($0)
            })
        else {
            report(
                base + "." + key,
                "must be a Stripe Payment Link, https://buy.stripe.com/ and its code, found \"\(link)\"")
            return nil
        }
        return link
    }

    /// Warns when an outside link would be left out of the pages for its scheme.
    mutating func checkLinkScheme(_ url: String, at place: String) {
        if URLSafety.safeLink(url) == nil {
            warn(place, .unsafeLink(url))
        }
    }

    /// An image string (required or optional), checked as ``checkedImage(_:at:)`` checks one.
    mutating func image(_ key: String, in object: JSONObject, at base: String, required: Bool) -> String? {
        let text =
            required
            ? requiredString(key, in: object, at: base)
            : optionalString(key, in: object, at: base, nonEmpty: true)
        return text.flatMap { checkedImage($0, at: base + "." + key) }
    }

    /// `text` when it may name an image: a local path ``ImageChecker`` accepts (else `nil`,
    /// after noting why), or a remote URL, warned of when it is not safe to show.
    mutating func checkedImage(_ text: String, at place: String) -> String? {
        switch ImageReference(text) {
        case .local(let path):
            if let problem = images.problem(withLocalPath: path) {
                report(place, problem)
                return nil
            }
        case .remote(let url):
            if !URLSafety.isSafeRemote(url) {
                warn(place, .unsafeImageURL(url))
            }
        }
        return text
    }

    /// A Markdown text that may be missing or `null`, with each local image it shows checked
    /// as ``image(_:in:at:required:)`` checks one; `nonEmpty` rejects `""`.
    mutating func optionalMarkdown(_ key: String, in object: JSONObject, at base: String, nonEmpty: Bool = false)
        -> String?
    {
        guard let text = optionalString(key, in: object, at: base, nonEmpty: nonEmpty) else { return nil }
        for path in MarkdownImage.localPaths(in: text) {
            if let problem = images.problem(withLocalPath: path) { report(base + "." + key, problem) }
        }
        return text
    }

    // MARK: Numbers

    /// An amount of money ≥ 0 that must be there; with `aboveZero`, above 0 (at least a cent).
    mutating func requiredMoney(_ key: String, in object: JSONObject, at base: String, aboveZero: Bool = false)
        -> Money?
    {
        guard let value = Self.value(key, in: object) else {
            report(base + "." + key, "is required")
            return nil
        }
        return money(value, at: base + "." + key, aboveZero: aboveZero)
    }

    /// An amount of money ≥ 0 that may be missing or `null`.
    mutating func optionalMoney(_ key: String, in object: JSONObject, at base: String) -> Money? {
        guard let value = Self.value(key, in: object) else { return nil }
        return money(value, at: base + "." + key)
    }

    private mutating func money(_ value: JSONValue, at place: String, aboveZero: Bool = false) -> Money? {
        let wanted = aboveZero ? "must be a number above 0" : "must be a number ≥ 0"
        guard case .number(let number) = value, number.value >= 0 else {
            report(place, "\(wanted), found \(value.briefDescription)")
            return nil
        }
        guard let money = Money(jsonLiteral: number.literal) else {
            report(place, "is too large, found \(number.literal)")
            return nil
        }
        // What rounds to 0 cents is no price above 0 either.
        if aboveZero && money.cents == 0 {
            report(place, "\(wanted), found \(number.literal)")
            return nil
        }
        return money
    }

    /// A whole number ≥ 0, `defaultValue` when missing or `null`.
    mutating func wholeNumber(_ key: String, in object: JSONObject, at base: String, defaultValue: Int = 0) -> Int {
        guard let value = Self.value(key, in: object) else { return defaultValue }
        guard case .number(let number) = value, number.value >= 0, number.value.rounded() == number.value,
            let whole = Int(exactly: number.value)
        else {
            report(base + "." + key, "must be a whole number ≥ 0, found \(value.briefDescription)")
            return defaultValue
        }
        return whole
    }

    // MARK: Arrays

    /// The elements of an array that may be missing or `null` (then `nil`).
    mutating func optionalArray(_ key: String, in object: JSONObject, at base: String) -> [JSONValue]? {
        guard let value = Self.value(key, in: object) else { return nil }
        guard case .array(let elements) = value else {
            report(base + "." + key, "must be an array, found \(value.briefDescription)")
            return nil
        }
        return elements
    }

    /// An optional array of strings, `[]` when missing or `null`; wrong elements are noted and left out.
    mutating func stringArray(_ key: String, in object: JSONObject, at base: String, nonEmpty: Bool = false) -> [String]
    {
        guard let elements = optionalArray(key, in: object, at: base) else { return [] }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            if let text = string(element, at: "\(base).\(key)[\(index)]", nonEmpty: nonEmpty) {
                strings.append(text)
            }
        }
        return strings
    }

    /// The elements of a file's top-level array, or `nil` after noting what was found instead.
    mutating func topLevelArray(_ value: JSONValue, of noun: String) -> [JSONValue]? {
        guard case .array(let elements) = value else {
            report("", "expected an array of \(noun), found \(value.briefDescription)")
            return nil
        }
        return elements
    }
}
