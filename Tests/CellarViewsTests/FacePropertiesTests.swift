import CellarProperties
import CellarViewModels
@testable import CellarViews
import Testing

/// A value of a type nobody else declares, to see what the ListProperties plugin lists of each kind
/// of property.
struct Crate: Sendable, PropertyListing {
    let label: String
    var count: Int
    private(set) var isSealed = false
    /// Computed: listed as a stored property is.
    var isEmpty: Bool { count == 0 }
    /// Not a value templates show: listed, but no key.
    let weights: Set<Int>
    private let supplier = "Kellerei"
    fileprivate let depot = "north"
    static let kind = "crate"

    init(label: String, count: Int, weights: Set<Int>) {
        self.label = label
        self.count = count
        self.weights = weights
    }
}

/// In a public type only the public properties are listed, as only they are seen from outside.
public struct PublicCrate: Sendable, PropertyListing {
    public let label: String
    let note: String

    public init(label: String, note: String) {
        self.label = label
        self.note = note
    }
}

/// The names `listProperties` hands over, in order.
private struct PropertyNames<Root>: PropertyVisitor {
    var names: [String] = []

    mutating func visit<Property>(_ name: String, _ read: @escaping @Sendable (Root) -> Property) {
        names.append(name)
    }
}

@Suite("Faces made from the view models' properties")
struct FacePropertiesTests {
    private let crate = Crate(label: "Riesling", count: 6, weights: [750])

    private func names<Root: PropertyListing>(of _: Root.Type) -> [String] {
        var visitor = PropertyNames<Root>()
        Root.listProperties(to: &visitor)
        return visitor.names
    }

    @Test func theListingHoldsTheInstancePropertiesAsVisibleAsTheType() {
        #expect(names(of: Crate.self) == ["label", "count", "isSealed", "isEmpty", "weights"])
        #expect(names(of: PublicCrate.self) == ["label"])
    }

    @Test func aFaceHasAKeyForEachPropertyATemplateCanShow() throws {
        let keys = TemplateKeys<Crate>.properties()
        #expect(keys.keys.map(\.name) == ["label", "count", "isSealed", "isEmpty"])
        let count = try #require(keys.position(ofKey: "count"))
        guard case .number(6) = keys.readers[count](crate) else {
            Issue.record("count reads \(keys.readers[count](crate))")
            return
        }
        #expect(keys.value(of: crate, forKey: "weights") == nil)
    }

    @Test func aComputedKeyTakesThePlaceOfThePropertyNamedAsIt() throws {
        let keys = TemplateKeys<Crate>.properties(
            and: .key("label") { $0.label.uppercased() }, .key("isFull") { $0.count == 6 }
        )
        #expect(keys.keys.map(\.name) == ["count", "isSealed", "isEmpty", "label", "isFull"])
        guard case .text("RIESLING") = keys.value(of: crate, forKey: "label") else {
            Issue.record("label reads \(String(describing: keys.value(of: crate, forKey: "label")))")
            return
        }
    }

    @Test func aViewModelsFaceShowsItsProperties() {
        #expect(LinkViewModel.keyNames == ["label", "url", "isCurrent"])
        #expect(BrandsPageViewModel.keyNames.contains("jsonLD"))
        #expect(!BrandsPageViewModel.keyNames.contains("breadcrumbData"), "a structured-data view model is no key")
    }
}
