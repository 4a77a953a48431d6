import CellarPlurals

/// What a fetch did: the pictures downloaded, found from an earlier fetch, and not fetched, with why.
public struct ImageFetchSummary: Sendable, Equatable, CustomStringConvertible {
    public var fetchedCount = 0
    /// Pictures in `images/imported/` from an earlier fetch, not downloaded again.
    public var reusedCount = 0
    public var fetchedBytes = 0
    /// The strings of goods.json that now name a file in place of a URL.
    public var rewrittenCount = 0
    /// Pictures that could not be fetched: their URLs stay in goods.json.
    public var failures: [ImageFetchFailure] = []
    /// Remote pictures that are not http(s), left as they are.
    public var unfetchable: [ImageFetchFailure] = []

    init(unfetchable: [ImageFetchFailure]) {
        self.unfetchable = unfetchable
    }

    public var description: String { lines(naming: \.placeNames).joined(separator: "\n") }

    /// The summary's lines, each picture not fetched named by `name` (its places in goods.json,
    /// or an import's rows).
    public func lines(naming name: (ImageFetchFailure) -> String) -> [String] {
        let total = fetchedCount + reusedCount + failures.count
        guard total + unfetchable.count > 0 else {
            return ["No goods.json picture is at an http(s) URL: nothing to fetch."]
        }
        var first = "Fetched \(fetchedCount) of \(EnglishCount.of(total, "picture", "pictures"))"
        if fetchedCount > 0 { first += " (\(PictureDownloader.megabytes(fetchedBytes)))" }
        if reusedCount > 0 { first += "; \(reusedCount) fetched before" }
        first += " into \(PictureFolder.relativePath)"
        var lines = [first + (rewrittenCount > 0 ? "; goods.json names the files in place of the URLs." : ".")]
        if !failures.isEmpty {
            lines.append(
                "\(EnglishCount.of(failures.count, "picture", "pictures")) not fetched, the URL kept in goods.json:")
            lines += failures.map { "  \(name($0)): \($0.url): \($0.problem)" }
        }
        if !unfetchable.isEmpty {
            lines.append(
                "\(EnglishCount.of(unfetchable.count, "picture", "pictures")) not at an http(s) URL, left as they are:")
            lines += unfetchable.map { "  \(name($0)): \($0.url)" }
        }
        return lines
    }
}

/// A picture that was not fetched.
public struct ImageFetchFailure: Sendable, Equatable {
    public let url: String
    /// Where goods.json names it (`goods.json[3] (id "tee").images[1]`).
    public let places: [String]
    /// The ids of the goods items that name it, each once.
    public let goodsIDs: [String]
    public let problem: String

    /// The places, the first two and how many more.
    public var placeNames: String {
        places.count <= 2
            ? places.joined(separator: ", ")
            : places.prefix(2).joined(separator: ", ") + " and \(places.count - 2) more"
    }
}
