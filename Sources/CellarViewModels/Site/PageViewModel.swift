/// A page's view model, ready for its view, with the kind of page it is for. Its model is
/// held as an existential, so a rebuild's record of 100,000s of them copies a reference per
/// page, not every page's fields.
public struct PageViewModel: Sendable, Equatable {
    let kind: any PageKind.Type
    /// The view model the page's template renders, of its kind's ``PageKind/ViewModel`` type.
    public let model: any Equatable & Sendable

    init<Kind: PageKind>(_ kind: Kind.Type, _ model: Kind.ViewModel) {
        self.kind = kind
        self.model = model
    }

    /// The theme's template the page is rendered with.
    public var template: String { kind.template }

    /// Every page template and the type of the view model it renders, one per template, in
    /// the order of the page kinds: what a theme must have and checks its templates' keys against.
    public static let templates: [(name: String, viewModel: any (Equatable & Sendable).Type)] = {
        var seen: Set<String> = []
        return PageKinds.all.compactMap { kind in
            seen.insert(kind.template).inserted ? (kind.template, viewModelType(of: kind)) : nil
        }
    }()

    private static func viewModelType<Kind: PageKind>(of kind: Kind.Type) -> any (Equatable & Sendable).Type {
        Kind.ViewModel.self
    }

    public static func == (lhs: PageViewModel, rhs: PageViewModel) -> Bool {
        lhs.kind == rhs.kind && lhs.kind.isEqual(lhs.model, rhs.model)
    }
}
