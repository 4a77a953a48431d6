/// A Markdown page from `docs/*.md`.
public struct DocPage: Sendable, Equatable {
    /// The file name without `.md` (`delivery` for `docs/delivery.md`).
    public var name: String
    /// The text of the first `# heading`, or `name` when there is none.
    public var title: String
    /// Markdown source.
    public var markdown: String

    public init(name: String, title: String, markdown: String) {
        self.name = name
        self.title = title
        self.markdown = markdown
    }
}
