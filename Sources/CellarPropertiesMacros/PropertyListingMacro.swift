import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@PropertyListing`: an extension making the type `PropertyListing`, whose `listProperties`
/// hands the visitor each instance property declared in the type's body that is as visible as the type.
public struct PropertyListingMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) || declaration.is(EnumDeclSyntax.self)
            || declaration.is(ClassDeclSyntax.self)
        else {
            context.diagnose(Diagnostic(node: node, message: PropertyListingMessage.notAType))
            return []
        }
        let isPublic = declaration.modifiers.contains { $0.name.tokenKind == .keyword(.public) }
        let visits = declaration.memberBlock.members
            .compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { isListed($0, inPublicType: isPublic) }
            .flatMap(\.bindings)
            .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier }
            .map { "visitor.visit(\"\($0.identifier?.name ?? $0.text)\") { $0.\($0.text) }" }
        let access = isPublic ? "public " : ""
        let body = visits.isEmpty ? "" : "\n        " + visits.joined(separator: "\n        ")
        let listing: DeclSyntax = """
            extension \(type.trimmed): CellarProperties.PropertyListing {
                \(raw: access)static func listProperties<Visitor: CellarProperties.PropertyVisitor>(
                    to visitor: inout Visitor
                ) where Visitor.Root == Self {\(raw: body)
                }
            }
            """
        return [listing.cast(ExtensionDeclSyntax.self)]
    }

    /// Whether `variable` is an instance property as visible as its type: public in a public
    /// type, neither private nor fileprivate in another, so the listing shows no more than the type does.
    private static func isListed(_ variable: VariableDeclSyntax, inPublicType isPublic: Bool) -> Bool {
        // `private(set)` limits the setter only.
        let modifiers = variable.modifiers.filter { $0.detail == nil }.map(\.name.tokenKind)
        let isVisible = isPublic
            ? modifiers.contains(.keyword(.public))
            : !modifiers.contains(.keyword(.private)) && !modifiers.contains(.keyword(.fileprivate))
        return isVisible && !modifiers.contains(.keyword(.static)) && !modifiers.contains(.keyword(.class))
    }
}

private enum PropertyListingMessage: String, DiagnosticMessage {
    case notAType = "@PropertyListing lists the properties of a struct, an enum or a class"

    var message: String { rawValue }
    var diagnosticID: MessageID { MessageID(domain: "CellarPropertiesMacros", id: rawValue) }
    var severity: DiagnosticSeverity { .error }
}
