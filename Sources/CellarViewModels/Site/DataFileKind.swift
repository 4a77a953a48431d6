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
    /// shard set of 100,000s of goods is large. After `changes` (a rebuild's; `nil` for a
    /// build from scratch), a kind whose files are made apart (a set per category, a file per
    /// goods item) names those nothing of which changed to be kept (``DataFiles/kept(_:)``).
    static func files(in site: SiteViewModel, after changes: SiteChanges?) -> Files
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
    /// The files the last build made at a place (``place``), which nothing they show changed
    /// since: kept as they are.
    case kept(String)
    /// Another market's files, in its folder (`en/`) in the site.
    indirect case inFolder(String, DataFiles)

    /// Where its files are: a shard set's folder (`data/cart/`), a JSON file's path, or the
    /// place of the files kept.
    public var place: String {
        switch self {
        case .shards(let set): DataShardSet.folder + set.kind + "/"
        case .json(let path, _): path.file
        case .kept(let place): place
        case .inFolder(let folder, let files): folder + files.place
        }
    }
}

/// Every data file kind, in the order the build writes their files.
enum DataFileKinds {
    static let all: [any DataFileKind.Type] = [
        SearchIndexViewModel.self, CartDataViewModel.self, CategoryFacetsViewModel.self, SnipcartProductViewModel.self,
    ]
}

extension SiteViewModel {
    /// The site's data files, every kind's (``DataFileKinds``), each made when it is reached;
    /// after `changes` (a rebuild's), those that cannot differ are named to be kept.
    public func dataFiles(after changes: SiteChanges? = nil) -> some Sequence<DataFiles> {
        let own = DataFileKinds.all.lazy.flatMap { self.files(of: $0, after: changes) }
        let others = otherMarkets.lazy.flatMap { market in
            let folder = market.context.assets.marketFolder
            return DataFileKinds.all.lazy.flatMap { market.files(of: $0, after: changes) }
                .map { DataFiles.inFolder(folder, $0) }
        }
        return [AnySequence(own), AnySequence(others)].joined()
    }

    private func files<Kind: DataFileKind>(of kind: Kind.Type, after changes: SiteChanges?) -> AnySequence<DataFiles> {
        AnySequence(kind.files(in: self, after: changes))
    }

    /// Whether any data file can differ after `changes`.
    public static func dataFilesAreAffected(by changes: SiteChanges) -> Bool {
        DataFileKinds.all.contains { $0.isAffected(by: changes) }
    }
}
