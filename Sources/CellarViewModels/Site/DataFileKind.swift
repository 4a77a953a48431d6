/// One kind of data file, declared once like a page kind (``PageKind``): JSON made from view
/// models' values (``ScriptValue``) and written without a template, for the storefront
/// script (or a host, or a provider) to read. It states which files it makes and what they
/// depend on; the build writes them, counts them as data files and removes the ones a
/// rebuild no longer makes.
///
/// To add one, conform its view model (or a case-less enum) and add it to ``DataFileKinds/all``;
/// see docs/Architecture.md. A file whose text a theme should be able to change
/// (`robots.txt`) is a page kind with a template instead.
protocol DataFileKind: Sendable {
    associatedtype Files: Sequence<DataFiles>

    /// The kind's files, in order, each element made only when the build reaches it: one
    /// shard set of 100,000s of goods is large.
    static func files(in site: SiteViewModel) -> Files
    /// Whether its files can differ after `changes`; when no kind's can, a rebuild keeps the
    /// last build's data files as they are.
    static func isAffected(by changes: SiteChanges) -> Bool
}

/// Data files as the build writes them: a set of shards with its manifest, or one JSON file.
public enum DataFiles: Sendable, Equatable {
    /// Shards under content-hashed names and their manifest, in `data/<kind>/` (``DataShardSet``).
    case shards(DataShardSet)
    /// One JSON file at a path of its own.
    case json(SitePath, ScriptValue)
}

/// Every data file kind, in the order the build writes their files.
enum DataFileKinds {
    static let all: [any DataFileKind.Type] = [
        SearchIndexViewModel.self, CartDataViewModel.self, CategoryFacetsViewModel.self,
    ]
}

extension SiteViewModel {
    /// The site's data files, every kind's (``DataFileKinds``), made anew by every build that
    /// writes them: each when it is reached.
    public func dataFiles() -> some Sequence<DataFiles> {
        DataFileKinds.all.lazy.flatMap { self.files(of: $0) }
    }

    private func files<Kind: DataFileKind>(of kind: Kind.Type) -> AnySequence<DataFiles> {
        AnySequence(kind.files(in: self))
    }

    /// Whether any data file can differ after `changes`.
    public static func dataFilesAreAffected(by changes: SiteChanges) -> Bool {
        DataFileKinds.all.contains { $0.isAffected(by: changes) }
    }
}
