@testable import PropertyListerCore
import Testing

@Suite("What PropertyLister lists of a source file")
struct ListedTypesTests {
    private func listing(_ source: String) -> [String: [String]] {
        Dictionary(uniqueKeysWithValues: ListedTypes(in: source).types.map { ($0.name, $0.properties.map(\.name)) })
    }

    @Test func aTypeIsListedWhenItsInheritanceClauseNamesPropertyListing() {
        let source = """
            struct Listed: Sendable, PropertyListing { let a: Int }
            struct Qualified: CellarProperties.PropertyListing { let b: Int }
            struct Unlisted: Sendable { let c: Int }
            struct Generic<Item: PropertyListing>: Equatable where Item: Sendable { let d: Int }
            protocol Describing: PropertyListing { var e: Int { get } }
            extension Unlisted: PropertyListing {}
            """
        #expect(listing(source) == ["Listed": ["a"], "Qualified": ["b"]])
    }

    @Test func theInstancePropertiesAreListedAsVisibleAsTheType() {
        let source = """
            struct Internal: PropertyListing {
                let label: String
                private(set) var isSealed = false
                private let supplier = "Kellerei"
                fileprivate let depot = "north"
                static let kind = "crate"
                class var family: String { "crates" }
                @available(*, deprecated) public var old: Int { 1 }
                lazy var cached = 1
                let `default`: Bool
            }
            public final class Public: PropertyListing {
                public let label: String
                let note: String
                public private(set) var count = 0
                open var shown = true
            }
            """
        #expect(
            listing(source) == [
                "Internal": ["label", "isSealed", "old", "cached", "default"],
                "Public": ["label", "count", "shown"],
            ])
        let `default` = ListedTypes(in: source).types.first { $0.name == "Internal" }?.properties.last
        #expect(`default` == .init(name: "default", isBackquoted: true))
        #expect(ListedTypes(in: source).types.map(\.isPublic) == [false, true])
    }

    @Test func whatFunctionsClosuresAndAccessorsDeclareIsNotAProperty() {
        let source = """
            struct Page: PropertyListing {
                let title: String
                var isEmpty: Bool {
                    let count = title.count
                    return count == 0
                }
                var total: Int { get { 1 } set { var unused = newValue; unused += 1 } }
                let make: () -> Int = { let inner = 2; return inner }
                init(title: String) { self.title = title; var local = 1; local += 1 }
                func render() -> String { let shown = title; return shown }
                enum Kind { case a, b }
                let kind: Kind
            }
            """
        #expect(listing(source) == ["Page": ["title", "isEmpty", "total", "make", "kind"]])
    }

    @Test func nestedTypesAreNamedThroughTheirEnclosingTypesAndExtensions() {
        let source = """
            public struct Outer: PropertyListing {
                public struct Inner: PropertyListing { public let x: Int }
                public let inner: Inner
            }
            extension Outer.Inner {
                struct Deep: PropertyListing { let y: Int }
                var notListed: Int { 1 }
            }
            """
        #expect(listing(source) == ["Outer": ["inner"], "Outer.Inner": ["x"], "Outer.Inner.Deep": ["y"]])
    }

    @Test func stringsAndCommentsHideTheirBracesAndWords() {
        let source = #"""
            struct Text: PropertyListing {
                let plain = "a } var hidden = {"
                let interpolated = "\(["}": "{"].count) let hidden = \("\(")")")"
                let raw = #"a \(not) " } let hidden"#
                let multiline = """
                    } let hidden: Int
                    "\(1 + (2))" {
                    """
                // } let hidden = 1
                /* } /* nested } */ let hidden = 1 */
                let last = 1
            }
            """#
        #expect(listing(source) == ["Text": ["plain", "interpolated", "raw", "multiline", "last"]])
    }

    @Test func theSourceMadeConformsEachTypeWithItsAccess() {
        let types = ListedTypes(
            in: """
                public struct A: PropertyListing { public let `default`: Int }
                struct B: PropertyListing {}
                """
        ).types
        let source = PropertyListingSource.make(for: types)
        #expect(
            source.contains(
                """
                extension A {
                    public static func listProperties<Visitor: PropertyVisitor>(to visitor: inout Visitor) where \
                Visitor.Root == Self {
                        visitor.visit("default") { $0.`default` }
                    }
                }
                """))
        #expect(source.contains("extension B {\n    static func listProperties"))
        #expect(source.hasPrefix("// Made by PropertyLister"))
        #expect(source.contains("import CellarProperties\n"))
    }
}
