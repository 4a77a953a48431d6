import CellarModel

/// A docs page (about, delivery, FAQ …).
public struct DocPageViewModel: Sendable, Equatable {
    public let layout: LayoutViewModel
    public let strings: InterfaceStrings
    public let title: String
    public let body: MarkdownText

    init(doc: DocPage, context: SiteContext) {
        let path = context.routes.doc(doc.name)
        let links = LinkBuilder(relativeTo: path, assets: context.assets)
        layout = LayoutViewModel(context: context, links: links, title: doc.title, currentPath: path)
        strings = context.strings
        title = doc.title
        body = MarkdownText(doc.markdown, links: links)
    }
}

extension DocPageViewModel {
    /// Whether the page can look different after `changes`.
    /// A docs page shows what every page shows, the docs among it.
    static func isAffected(by changes: SiteChanges) -> Bool {
        changes.shared
    }
}
