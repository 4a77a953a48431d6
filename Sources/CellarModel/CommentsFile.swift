import CellarCSV
import Foundation

/// `comments.json` as last read: its bytes, where each element ends and each element's
/// comment, in file order. After an edit only the elements whose bytes changed are parsed
/// and checked again: the elements wholly before the first changed byte and wholly after the
/// last one are kept as they were.
struct CommentsFile: Sendable {
    let bytes: [UInt8]
    /// The offset just past each element.
    let ends: [Int]
    /// Each element's comment.
    let comments: [Comment]

    /// The file read again at `path`, when it still has `stamp` once read; `nil` otherwise.
    init?(path: String, stamp: FileStamp?, ends: [Int], comments: [Comment]) {
        guard let stamp, ends.count == comments.count, let bytes = Self.read(path),
              FileStamp(path: path) == stamp, bytes.count == stamp.size else { return nil }
        self.init(bytes: bytes, ends: ends, comments: comments)
    }

    /// The bytes of the file at `path`, copied once from its mapping; `nil` when it cannot be read.
    static func read(_ path: String) -> [UInt8]? {
        MappedFile(path: path).map { Array($0.bytes) }
    }

    private init(bytes: [UInt8], ends: [Int], comments: [Comment]) {
        self.bytes = bytes
        self.ends = ends
        self.comments = comments
    }

    /// The file after it changed to `newBytes`, with the changed elements checked as
    /// `comments.json` always is, against `goodsIDs`, and the comments of the elements that
    /// changed: before (`removed`) and after (`added`). `nil` when the changed part is not a
    /// run of valid elements without warnings that keeps the ids unique, or is the whole
    /// file: the file is then read whole, and its problems reported as always.
    func updated(
        to newBytes: [UInt8], goodsIDs: IDRegistry, images: ImageChecker
    ) -> (file: CommentsFile, removed: ArraySlice<Comment>, added: [Comment])? {
        let shift = newBytes.count - bytes.count
        let prefix = Self.commonPrefix(bytes, newBytes)
        let suffix = Self.commonSuffix(bytes, newBytes, limit: min(bytes.count, newBytes.count) - prefix)
        // Kept before: the elements ending within the common prefix; kept after: those whose
        // previous element ends within the common suffix, so their separator is unchanged too.
        let first = Self.firstIndex(in: ends) { $0 > prefix }
        let afterLast = max(first, min(ends.count, Self.firstIndex(in: ends) { $0 >= bytes.count - suffix } + 1))
        guard first > 0 || afterLast < ends.count else { return nil }
        // The changed run, between stand-ins for its kept neighbours (`[0, …, 0]`), so the
        // parser checks its separators as in the whole file.
        let start = first > 0 ? ends[first - 1] : 0
        let end = afterLast < ends.count ? Self.start(after: ends[afterLast - 1], in: bytes) + shift : newBytes.count
        guard start <= end else { return nil }
        let opening: [UInt8] = first > 0 ? Array("[0".utf8) : []
        let closing: [UInt8] = afterLast < ends.count ? Array("0]".utf8) : []
        let text = opening + newBytes[start..<end] + closing
        var elements: [(value: JSONValue, end: Int)] = []
        let result = text.withUnsafeBufferPointer { buffer in
            JSONParser.parse(buffer, eachElement: { elements.append(($0, $1 - opening.count + start)) })
        }
        guard case .success(nil) = result else { return nil }
        let run = elements.dropFirst(opening.isEmpty ? 0 : 1).dropLast(closing.isEmpty ? 0 : 1)
        var reader = FieldReader(file: "comments.json", images: images)
        var decoder = Comment.FixtureDecoder(goodsIDs: goodsIDs)
        for (offset, element) in run.enumerated() {
            decoder.decode(element.value, at: first + offset, reader: &reader)
        }
        let changed = decoder.takeComments()
        guard reader.errors.isEmpty, reader.warnings.isEmpty, changed.count == run.count else { return nil }
        // Ids stay unique when the run brings none that it did not hold before.
        let previousIDs = Set(comments[first..<afterLast].lazy.map(\.id))
        guard changed.allSatisfy({ previousIDs.contains($0.id) }) else { return nil }
        // Each array made in one go: joined with `+`, the 100,000s of comments kept would be copied
        // again as it grows.
        var newEnds = [Int]()
        newEnds.reserveCapacity(ends.count - (afterLast - first) + run.count)
        newEnds += ends[..<first]
        newEnds += run.lazy.map(\.end)
        newEnds += ends[afterLast...].lazy.map { $0 + shift }
        var newComments = [Comment]()
        newComments.reserveCapacity(newEnds.count)
        newComments += comments[..<first]
        newComments += changed
        newComments += comments[afterLast...]
        let file = CommentsFile(bytes: newBytes, ends: newEnds, comments: newComments)
        return (file, comments[first..<afterLast], changed)
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

    /// Where the element after the one ending at `end` starts: past whitespace, a comma and whitespace.
    private static func start(after end: Int, in bytes: [UInt8]) -> Int {
        var index = end
        var commaSeen = false
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) || (!commaSeen && bytes[index] == UInt8(ascii: ",")) {
            if bytes[index] == UInt8(ascii: ",") { commaSeen = true }
            index += 1
        }
        return index
    }

    private static func commonPrefix(_ old: [UInt8], _ new: [UInt8]) -> Int {
        old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                let count = min(a.count, b.count)
                var index = 0
                let block = 4096
                while index + block <= count, memcmp(a.baseAddress! + index, b.baseAddress! + index, block) == 0 { index += block }
                while index < count, a[index] == b[index] { index += 1 }
                return index
            }
        }
    }

    private static func commonSuffix(_ old: [UInt8], _ new: [UInt8], limit: Int) -> Int {
        old.withUnsafeBufferPointer { a in
            new.withUnsafeBufferPointer { b in
                var length = 0
                let block = 4096
                while length + block <= limit,
                      memcmp(a.baseAddress! + a.count - length - block, b.baseAddress! + b.count - length - block, block) == 0 {
                    length += block
                }
                while length < limit, a[a.count - length - 1] == b[b.count - length - 1] { length += 1 }
                return length
            }
        }
    }
}
