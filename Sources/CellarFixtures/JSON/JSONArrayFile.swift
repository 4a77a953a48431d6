import CellarCSV
import CellarModel
import Foundation

/// A fixture file holding a JSON array (`goods.json`, `comments.json`) as last read: its
/// bytes, where each element ends and each element's value, in file order. After an edit
/// only the elements whose bytes changed are parsed and checked again: the elements wholly
/// before the first changed byte and wholly after the last one are kept as they were; or,
/// in a file written again with other spacing or escapes (as `json.dump` writes it), the
/// elements whose tokens are the same.
/// The file as edited is compared where it is mapped, and only its changed bytes are copied.
struct JSONArrayFile<Element: Sendable & Equatable>: Sendable {
    let bytes: PiecedBytes
    /// The offset just past each element.
    let ends: [Int]
    /// Each element's value.
    let elements: [Element]

    /// The file read again at `path`, when it still has `stamp` once read; `nil` otherwise.
    init?(path: String, stamp: FileStamp?, ends: [Int], elements: [Element]) {
        guard let stamp, ends.count == elements.count, let mapped = MappedFile(path: path) else { return nil }
        let bytes = Array(mapped.bytes)
        guard FileStamp(path: path) == stamp, bytes.count == stamp.size else { return nil }
        self.init(bytes: PiecedBytes(bytes), ends: ends, elements: elements)
    }

    private init(bytes: PiecedBytes, ends: [Int], elements: [Element]) {
        self.bytes = bytes
        self.ends = ends
        self.elements = elements
    }

    /// The elements of a changed run as parsed, and the values they stood for before.
    struct Run {
        /// The index of the run's first element, in the file before and after.
        let first: Int
        /// The run's elements as parsed now.
        let values: [JSONValue]
        /// The elements the run replaces.
        let replaced: ArraySlice<Element>
    }

    /// The file after it changed to `newBytes` (its mapping: the bytes kept are copied), with
    /// the elements that changed decoded by `decode`, a run at a time (its elements, or `nil`
    /// when they cannot stand in for the ones they replace without reading the whole file);
    /// also the elements that changed, before (`removed`) and after (`added`). `nil` when the
    /// changed part is not made of valid elements that `decode` takes, or is most of the file:
    /// the file is then read whole, and its problems reported as always.
    func updated(
        to newBytes: UnsafeBufferPointer<UInt8>, decode: (Run) -> [Element]?
    ) -> (file: JSONArrayFile, removed: [Element], added: [Element])? {
        let shift = newBytes.count - bytes.count
        let prefix = bytes.commonPrefix(with: newBytes)
        let suffix = bytes.commonSuffix(with: newBytes, limit: min(bytes.count, newBytes.count) - prefix)
        // Kept before: the elements ending within the common prefix; kept after: those whose
        // previous element ends within the common suffix, so their separator is unchanged too.
        let first = Self.firstIndex(in: ends) { $0 > prefix }
        let afterLast = max(first, min(ends.count, Self.firstIndex(in: ends) { $0 >= bytes.count - suffix } + 1))
        // A long run: the file may have been written again with other spacing or escapes throughout.
        if afterLast - first > Self.longRun || (first == 0 && afterLast == ends.count) {
            return updated(byTokensTo: newBytes, decode: decode)
        }
        // The changed run, between stand-ins for its kept neighbours (`[0, …, 0]`), so the
        // parser checks its separators as in the whole file. The element before a kept one
        // after the run ends within the common suffix, so what follows it is the same in both.
        let start = first > 0 ? ends[first - 1] : 0
        let end = afterLast < ends.count ? Self.start(after: ends[afterLast - 1] + shift, in: newBytes) : newBytes.count
        guard start <= end else { return nil }
        let opening: [UInt8] = first > 0 ? Array("[0".utf8) : []
        let closing: [UInt8] = afterLast < ends.count ? Array("0]".utf8) : []
        let text = opening + newBytes[start..<end] + closing
        var parsed: [(value: JSONValue, end: Int)] = []
        let result = text.withUnsafeBufferPointer { buffer in
            JSONParser.parse(buffer, eachElement: { parsed.append(($0, $1 - opening.count + start)) })
        }
        guard case .success(nil) = result else { return nil }
        let run = parsed.dropFirst(opening.isEmpty ? 0 : 1).dropLast(closing.isEmpty ? 0 : 1)
        guard let changed = decode(Run(first: first, values: run.map(\.value), replaced: elements[first..<afterLast])),
            changed.count == run.count
        else { return nil }
        // Each array made in one go: joined with `+`, the 100,000s of elements kept would be
        // copied again as it grows.
        var newEnds = [Int]()
        newEnds.reserveCapacity(ends.count - (afterLast - first) + run.count)
        newEnds += ends[..<first]
        newEnds += run.lazy.map(\.end)
        newEnds += ends[afterLast...].lazy.map { $0 + shift }
        var newElements = [Element]()
        newElements.reserveCapacity(newEnds.count)
        newElements += elements[..<first]
        newElements += changed
        newElements += elements[afterLast...]
        let kept = bytes.replacing(
            after: prefix, before: suffix,
            with: UnsafeBufferPointer(rebasing: newBytes[prefix..<newBytes.count - suffix]))
        let file = JSONArrayFile(bytes: kept, ends: newEnds, elements: newElements)
        return (file, Array(elements[first..<afterLast]), changed)
    }

    /// More elements in a changed run than are worth parsing on their own.
    static var longRun: Int { 64 }

    /// The file after it was written again, compared element by element with its tokens:
    /// the elements whose tokens are the same (apart from the spacing between them and the
    /// escapes in their strings) are kept, the others decoded one by one and compared with the
    /// ones they replace. `nil` unless the file is an array of as many elements, of which at
    /// most ``longRun`` differ and `decode` takes those.
    private func updated(
        byTokensTo new: UnsafeBufferPointer<UInt8>, decode: (Run) -> [Element]?
    ) -> (file: JSONArrayFile, removed: [Element], added: [Element])? {
        guard !ends.isEmpty else { return nil }
        // The new file is read once, element by element against the old one's tokens; only
        // an element whose tokens differ is delimited by its brackets and quotes.
        var newEnds: [Int] = []
        newEnds.reserveCapacity(ends.count)
        var changed: [(index: Int, range: Range<Int>)] = []
        let isArray = bytes.withContiguousBytes { old in
            guard let oldOpening = old.firstIndex(of: UInt8(ascii: "[")), old[..<oldOpening].allSatisfy(Self.isSpace)
            else { return false }
            var index = Self.pastSpace(from: 0, in: new)
            guard index < new.count, new[index] == UInt8(ascii: "[") else { return false }
            for element in ends.indices {
                let start = Self.pastSpace(from: index + 1, in: new)
                let oldStart =
                    element == 0
                    ? Self.pastSpace(from: oldOpening + 1, in: old) : Self.start(after: ends[element - 1], in: old)
                if let same = Self.endOfSameTokens(old, oldStart..<ends[element], new, from: start) {
                    newEnds.append(same)
                    index = Self.pastSpace(from: same, in: new)
                } else {
                    guard let found = Self.element(in: new, from: start) else { return false }
                    changed.append((element, start..<found.end))
                    if changed.count > Self.longRun { return false }
                    newEnds.append(found.end)
                    index = found.separator
                }
                guard index < new.count, new[index] == UInt8(ascii: element == ends.count - 1 ? "]" : ",") else {
                    return false
                }
            }
            return Self.pastSpace(from: index + 1, in: new) == new.count
        }
        guard isArray else { return nil }
        var newElements = elements
        var removed: [Element] = []
        var added: [Element] = []
        for (index, range) in changed {
            guard let value = try? JSONParser.parse(Array(new[range])),
                let decoded = decode(Run(first: index, values: [value], replaced: elements[index..<index + 1])),
                decoded.count == 1
            else { return nil }
            guard decoded[0] != elements[index] else { continue }
            removed.append(elements[index])
            added.append(decoded[0])
            newElements[index] = decoded[0]
        }
        return (JSONArrayFile(bytes: PiecedBytes(Array(new)), ends: newEnds, elements: newElements), removed, added)
    }

    /// Where the element of an array that starts at `start` in `bytes` ends (its last byte but
    /// spacing), and the index of the comma or bracket after it, found by brackets and quotes
    /// alone (an element that is not valid JSON is found by the parser when it is read); `nil`
    /// when there is no element there, or nothing after it.
    static func element(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (end: Int, separator: Int)? {
        var index = start
        var depth = 0
        scan: while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let closing = closingQuote(in: bytes, after: index, before: bytes.count) else { return nil }
                index = closing
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { break scan }
                depth -= 1
            case UInt8(ascii: ","): if depth == 0 { break scan }
            default: break
            }
            index += 1
        }
        guard index < bytes.count, depth == 0 else { return nil }
        var end = index
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return end > start ? (end, index) : nil
    }

    /// Where the element of `new` that starts at `start` ends when it has the same tokens as
    /// `old`'s element in `oldRange`: the same bytes apart from spacing outside strings and the
    /// escapes within them, and no spacing that splits what is one token in either; `nil` when
    /// they differ. A string is compared whole, up to its closing quote, by its bytes or else by
    /// its value. What follows in `new` is for the caller to
    /// check: anything but a comma or the closing bracket makes the element differ.
    static func endOfSameTokens(
        _ old: UnsafeBufferPointer<UInt8>, _ oldRange: Range<Int>, _ new: UnsafeBufferPointer<UInt8>, from start: Int
    ) -> Int? {
        var i = oldRange.lowerBound
        var j = start
        var previous: UInt8 = 0
        while true {
            var spaced = false
            while i < oldRange.upperBound, isSpace(old[i]) { i += 1; spaced = true }
            guard i < oldRange.upperBound else { return j }
            while j < new.count, isSpace(new[j]) { j += 1; spaced = true }
            if spaced, isInToken(previous), isInToken(old[i]) { return nil }
            guard j < new.count else { return nil }
            let byte = old[i]
            guard byte == new[j] else { return nil }
            if byte == UInt8(ascii: "\"") {
                // The same bytes up to the old string's closing quote close the new one too.
                guard let closing = closingQuote(in: old, after: i, before: oldRange.upperBound) else { return nil }
                let length = closing + 1 - i
                if j + length <= new.count, memcmp(old.baseAddress! + i, new.baseAddress! + j, length) == 0 {
                    i += length
                    j += length
                } else {
                    // Spelled otherwise (`\u00e9` for `é`, `\/` for `/`, as `json.dump` writes):
                    // the same string when its value has the same bytes. (Any raw bytes in it are
                    // valid UTF-8: they stand where the old string, which was read, has the same.)
                    guard let ends = JSONParser.endsOfSameString(old, openingAt: i, new, openingAt: j) else {
                        return nil
                    }
                    i = ends.first
                    j = ends.second
                }
            } else {
                i += 1
                j += 1
            }
            previous = byte
        }
    }

    /// The index of the quote that closes the string opened by the quote at `opening`, before
    /// `end`: the first quote after it with an even run of backslashes before it; `nil` when none.
    private static func closingQuote(in bytes: UnsafeBufferPointer<UInt8>, after opening: Int, before end: Int) -> Int?
    {
        let base = bytes.baseAddress!
        var index = opening + 1
        while index < end, let found = memchr(base + index, Int32(UInt8(ascii: "\"")), end - index) {
            let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            var backslash = quote - 1
            while bytes[backslash] == UInt8(ascii: "\\") { backslash -= 1 }
            if (quote - backslash) % 2 == 1 { return quote }
            index = quote + 1
        }
        return nil
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    /// Whether `byte` can be part of a number or a literal (`true`, `-1.5e3`): spacing between
    /// two such bytes splits a token.
    private static func isInToken(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"):
            true
        default:
            false
        }
    }

    /// The first index in `sorted` whose value `isAbove` holds for (it holds for all after
    /// it); `sorted.count` when none.
    private static func firstIndex(in sorted: [Int], where isAbove: (Int) -> Bool) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if isAbove(sorted[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The index of the first byte from `index` on that is not spacing.
    private static func pastSpace(from index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = index
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// Where the element after the one ending at `end` starts: past whitespace, a comma and whitespace.
    private static func start(after end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = end
        var commaSeen = false
        while index < bytes.count, isSpace(bytes[index]) || (!commaSeen && bytes[index] == UInt8(ascii: ",")) {
            if bytes[index] == UInt8(ascii: ",") { commaSeen = true }
            index += 1
        }
        return index
    }
}

/// `comments.json` as last read, element by element.
typealias CommentsFile = JSONArrayFile<Comment>

extension JSONArrayFile<Comment> {
    /// The file after it changed to `newBytes`, the changed elements checked as `comments.json`
    /// always is, against `goodsIDs`: `nil` unless they bring no problem and no warning and
    /// keep the ids unique.
    func updated(
        to newBytes: UnsafeBufferPointer<UInt8>, goodsIDs: IDRegistry, images: ImageChecker
    ) -> (file: CommentsFile, removed: [Comment], added: [Comment])? {
        updated(to: newBytes) { run in
            var reader = FieldReader(file: "comments.json", images: images)
            var decoder = Comment.FixtureDecoder(goodsIDs: goodsIDs)
            for (offset, value) in run.values.enumerated() {
                decoder.decode(value, at: run.first + offset, reader: &reader)
            }
            let changed = decoder.takeComments()
            guard reader.errors.isEmpty, reader.warnings.isEmpty else { return nil }
            // Ids stay unique when the run brings none that it did not hold before.
            let previousIDs = Set(run.replaced.lazy.map(\.id))
            return changed.allSatisfy { previousIDs.contains($0.id) } ? changed : nil
        }
    }
}

/// `goods.json` as last read, element by element.
typealias GoodsFile = JSONArrayFile<GoodsItem>

extension JSONArrayFile<GoodsItem> {
    /// The file after it changed to `newBytes`, the changed elements checked as `goods.json`
    /// always is, against `categoryIDs`: `nil` unless they bring no problem and no warning
    /// and are the same goods items (the same ids, in the same places) with the same SKUs,
    /// so the ids and SKUs stay unique and the goods list stays as it was.
    func updated(to newBytes: UnsafeBufferPointer<UInt8>, categoryIDs: IDRegistry, images: ImageChecker) -> GoodsFile? {
        updated(to: newBytes) { run in
            var reader = FieldReader(file: "goods.json", images: images)
            var decoder = GoodsItem.FixtureDecoder(categoryIDs: categoryIDs)
            for (offset, value) in run.values.enumerated() {
                decoder.decode(value, at: run.first + offset, reader: &reader)
            }
            let changed = decoder.goods
            guard reader.errors.isEmpty, reader.warnings.isEmpty,
                changed.lazy.map(\.id).elementsEqual(run.replaced.lazy.map(\.id)),
                changed.lazy.flatMap(\.variants).map(\.sku).elementsEqual(
                    run.replaced.lazy.flatMap(\.variants).map(\.sku))
            else { return nil }
            return changed
        }?.file
    }
}
