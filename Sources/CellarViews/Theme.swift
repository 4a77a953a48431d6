import CellarViewModels
import Foundation

/// The templates of a store's look, loaded and checked once, ready to render pages.
///
/// A folder holds one template per page kind (`home.mustache` …, plus `layout.mustache`)
/// and its partials in `partials/`. Loading fails on a missing template, a syntax error or a
/// partial that does not exist.
public struct Theme: Sendable {
    private let renderer: TemplateRenderer

    /// The page templates every theme must have.
    public static let requiredTemplates = [
        "layout", "home", "categories", "category", "goods", "comments", "doc", "not-found",
        "catalogue-report", "catalogue-report.md", "sitemap.xml", "robots.txt",
        "cart", "checkout", "search", "catalogue.json", "search-index.json", "category-facets.json",
    ]
    private static let templateExtension = ".mustache"
    private static let partialsFolder = "partials"

    /// Loads every template in `directory` and its `partials/` folder.
    public init(directory: String) throws(ThemeError) {
        var files: [String: String] = [:]
        var templates: [String: Template] = [:]
        for folder in ["", Self.partialsFolder] {
            for (name, file, text) in try Self.templateFiles(in: directory, folder: folder) {
                if let other = files[name] {
                    throw ThemeError(file: file, line: nil, problem: "has the same name as \(other)")
                }
                files[name] = file
                templates[name] = try TemplateParser(text: text, file: file).parse()
            }
        }
        for name in Self.requiredTemplates where templates[name] == nil {
            throw ThemeError(file: name + Self.templateExtension, line: nil, problem: "template is missing from \(directory)")
        }
        for name in templates.keys.sorted() {
            for reference in templates[name]!.references where templates[reference.name] == nil {
                throw ThemeError(file: files[name]!, line: reference.line, problem: "uses partial “\(reference.name)”, which does not exist")
            }
        }
        renderer = TemplateRenderer(templates: templates)
    }

    /// The page's HTML (or Markdown for the report's Markdown view, XML for the sitemap,
    /// plain text for `robots.txt`, JSON for the script's data).
    public func render(_ page: PageViewModel) -> String {
        let (face, template): (any TemplateFace, String) = switch page {
        case .home(let model): (model, "home")
        case .categories(let model): (model, "categories")
        case .category(let model): (model, "category")
        case .goods(let model): (model, "goods")
        case .comments(let model): (model, "comments")
        case .doc(let model): (model, "doc")
        case .cart(let model): (model, "cart")
        case .checkout(let model): (model, "checkout")
        case .search(let model): (model, "search")
        case .catalogueData(let model): (model, "catalogue.json")
        case .searchIndex(let model): (model, "search-index.json")
        case .categoryFacets(let model): (model, "category-facets.json")
        case .notFound(let model): (model, "not-found")
        case .catalogueReport(let model): (model, "catalogue-report")
        case .catalogueReportMarkdown(let model): (model, "catalogue-report.md")
        case .sitemap(let model): (model, "sitemap.xml")
        case .robots(let model): (model, "robots.txt")
        }
        return renderer.render(face, with: template)
    }

    private static func templateFiles(in directory: String, folder: String) throws(ThemeError) -> [(name: String, file: String, text: String)] {
        let path = folder.isEmpty ? directory : (directory as NSString).appendingPathComponent(folder)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            if folder.isEmpty { throw ThemeError(file: directory, line: nil, problem: "templates folder does not exist") }
            return []
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(templateExtension) }.sorted()
        } catch {
            throw ThemeError(file: folder.isEmpty ? directory : folder, line: nil, problem: "cannot be read: \(error.localizedDescription)")
        }
        return try names.map { fileName throws(ThemeError) in
            let file = folder.isEmpty ? fileName : "\(folder)/\(fileName)"
            guard let data = FileManager.default.contents(atPath: (path as NSString).appendingPathComponent(fileName)),
                  let text = String(data: data, encoding: .utf8) else {
                throw ThemeError(file: file, line: nil, problem: "cannot be read as UTF-8 text")
            }
            return (String(fileName.dropLast(templateExtension.count)), file, text)
        }
    }
}
