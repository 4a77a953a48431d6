import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct CellarPropertiesPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [PropertyListingMacro.self]
}
