import CellarViewModels

/// The templates of a store's look, loaded and checked once, ready to render pages.
///
/// A theme has one template per page kind (`home.mustache` …, plus `layout.mustache`) and
/// partials in `partials/`. Loading fails on a missing template, a syntax error, a partial
/// that does not exist or a key no face has.
public struct ThemeTemplates: Sendable {
    /// A template file's text, by its path in the theme (`partials/stars.mustache`) and the
    /// name it is shown by in problems (`MyTheme/partials/stars.mustache`).
    public struct Source: Sendable {
        public var path: String
        public var shownAs: String
        public var text: String

        public init(path: String, shownAs: String, text: String) {
            self.path = path
            self.shownAs = shownAs
            self.text = text
        }
    }

    let renderer: TemplateRenderer
    /// Each template's text by name (partials by their own names), as read when loading.
    public let sources: [String: String]
    /// By template name: the templates rendering it goes through, itself and every partial
    /// and parent it names, transitively.
    private let closures: [String: Set<String>]

    /// Every page kind's template, with the face its keys are checked against: its view model's.
    private static let pageTemplates: [(name: String, face: TemplateValueKind)] = PageViewModel.templates.map {
        template in
        guard let face = template.viewModel as? any TypedTemplateFace.Type else {
            preconditionFailure(
                "\(template.viewModel), which \(template.name) renders, has no template keys (TypedTemplateFace)")
        }
        return (template.name, face.templateKind)
    }

    /// The page templates every theme must have, and the layout they inherit.
    public static let requiredTemplates = ["layout"] + pageTemplates.map(\.name)
    private static let templateExtension = ".mustache"
    private static let partialsFolder = "partials"

    /// The name a file at `path` in a theme is a template by (`partials/stars.mustache` →
    /// `stars`), or `nil` when it is not a template: templates are the `.mustache` files at the
    /// top and in `partials/`.
    public static func templateName(ofPath path: String) -> String? {
        guard path.hasSuffix(templateExtension) else { return nil }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 1 || (parts.count == 2 && parts[0] == partialsFolder) else { return nil }
        return String(parts.last!.dropLast(templateExtension.count))
    }

    /// Loads the templates among `sources` (see ``templateName(ofPath:)``) and checks every key
    /// the page templates name; `strings` keys against the `strings/en.json` of `stringTables`.
    public init(sources: [Source], stringTables: StringTableFiles) throws(ThemeError) {
        var files: [String: String] = [:]
        var texts: [String: String] = [:]
        var templates: [String: Template] = [:]
        for source in sources.sorted(by: { $0.path < $1.path }) {
            guard let name = Self.templateName(ofPath: source.path) else { continue }
            if let other = files[name] {
                throw ThemeError(file: source.shownAs, line: nil, problem: "has the same name as \(other)")
            }
            files[name] = source.shownAs
            texts[name] = source.text
            templates[name] = try TemplateParser(text: source.text, file: source.shownAs).parse()
        }
        for name in Self.requiredTemplates where templates[name] == nil {
            throw ThemeError(file: name + Self.templateExtension, line: nil, problem: "template is missing")
        }
        for name in templates.keys.sorted() {
            for reference in templates[name]!.references where templates[reference.name] == nil {
                throw ThemeError(
                    file: files[name]!, line: reference.line,
                    problem: "uses partial “\(reference.name)”, which does not exist")
            }
        }
        try Self.checkNoTemplateIncludesItself(templates)
        let binder = TemplateBinder(templates: templates, stringKeys: try ThemeStrings.keys(in: stringTables))
        var pages: [String: Template] = [:]
        for page in Self.pageTemplates {
            pages[page.name] = try binder.bind(page.name, renderedWith: page.face)
        }
        renderer = TemplateRenderer(templates: pages)
        self.sources = texts
        closures = Dictionary(
            uniqueKeysWithValues: templates.keys.map { name in
                var reached: Set<String> = [name]
                var next = [name]
                while let current = next.popLast() {
                    for reference in templates[current]?.references ?? [] where reached.insert(reference.name).inserted
                    {
                        next.append(reference.name)
                    }
                }
                return (name, reached)
            })
    }

    /// The templates rendering `page` goes through: its own, and every partial and parent
    /// they name, transitively. A page whose view model did not change looks different only
    /// when one of these did.
    public func templateNames(rendering page: PageViewModel) -> Set<String> {
        closures[page.template] ?? []
    }

    /// Whether the template at `path` is rendered: a page template, or one that a page
    /// template goes through.
    public func uses(templateAt path: String) -> Bool {
        guard let name = Self.templateName(ofPath: path) else { return false }
        return Self.requiredTemplates.contains { closures[$0]?.contains(name) ?? false }
    }

    /// The page's HTML (or Markdown for the report's Markdown view, XML for the sitemap and
    /// the Google feed, CSV for the Meta feed and the report's tables, plain text for
    /// `robots.txt`, JSON for the script's data).
    /// - Parameters:
    ///   - sectionCache: the text of what pages share (the layout's frame), kept across the
    ///     pages of one build that are given the same; without it, it is rendered for every page.
    ///   - listItems: the text of list items by their keys (a feed's items), kept from the
    ///     last build that was given it; without it, every item is rendered.
    public func render(
        _ page: PageViewModel, sharing sectionCache: SectionCache? = nil, listItems: ListItemCache? = nil
    ) -> RenderedText {
        render(page, sharing: sectionCache, listItems: listItems, writingPartsTo: nil)
    }

    /// Renders the page as ``render(_:sharing:listItems:)`` does, handing its text to
    /// `writePart` in parts of about a megabyte as it grows, the last part included: a page
    /// made from the whole catalogue (a feed of 100,000s of goods) is never held whole.
    public func render(
        _ page: PageViewModel, sharing sectionCache: SectionCache? = nil, listItems: ListItemCache? = nil,
        writingPartsTo writePart: (RenderedText) -> Void
    ) {
        withoutActuallyEscaping(writePart) { writePart in
            writePart(render(page, sharing: sectionCache, listItems: listItems, writingPartsTo: .some(writePart)))
        }
    }

    private func render(
        _ page: PageViewModel, sharing sectionCache: SectionCache?, listItems: ListItemCache?,
        writingPartsTo writePart: ((RenderedText) -> Void)?
    ) -> RenderedText {
        // Every page kind's view model is a face: `pageTemplates` checked it before any theme loaded.
        renderer.render(
            .face(page.model as! any TemplateFace), with: page.template, sharing: sectionCache, listItems: listItems,
            writingPartsTo: writePart)
    }

    /// Refuses a partial or parent that includes itself, directly or through others: it would
    /// render without end.
    private static func checkNoTemplateIncludesItself(_ templates: [String: Template]) throws(ThemeError) {
        var finished: Set<String> = []
        func visit(_ name: String, path: [String]) throws(ThemeError) {
            guard !finished.contains(name), let template = templates[name] else { return }
            for reference in template.references {
                if let start = path.firstIndex(of: reference.name) ?? (reference.name == name ? path.count : nil) {
                    let cycle = (path[start...] + [name, reference.name]).joined(separator: " → ")
                    throw ThemeError(
                        file: template.file, line: reference.line,
                        problem: "“\(reference.name)” includes itself (\(cycle)), which would never end")
                }
                try visit(reference.name, path: path + [name])
            }
            finished.insert(name)
        }
        for name in templates.keys.sorted() {
            try visit(name, path: [])
        }
    }
}
