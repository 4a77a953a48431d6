/// One fault a check of a built site found: in which file, and what is wrong there.
public struct SiteFault: Hashable, Sendable, CustomStringConvertible {
    /// Which of the checks found it: the summary counts each kind apart.
    public enum Kind: Hashable, Sendable, CaseIterable {
        /// A language alternate of a page or of the sitemap.
        case hreflang
        /// A price that is not the same in a page, its structured data and its market's feeds.
        case price
        /// A product feed's item without its page, or a goods page missing from its feeds.
        case feed
    }

    public let kind: Kind
    /// The file at fault, relative to the site's folder (`en/goods/g-001/index.html`).
    public let file: String
    /// What is wrong, in a sentence without its file.
    public let problem: String

    public init(_ kind: Kind, file: String, problem: String) {
        self.kind = kind
        self.file = file
        self.problem = problem
    }

    /// `FILE: problem`, as the check prints it.
    public var description: String { "\(file): \(problem)" }
}
