import Foundation
import PropertyListerCore

// PropertyLister OUTPUT SOURCE...: writes to OUTPUT the `PropertyListing` conformances of the
// types the sources declare it for (ListedTypes, PropertyListingSource). OUTPUT is rewritten only
// when it changes, so a source edit that lists nothing new recompiles nothing more.
let arguments = CommandLine.arguments.dropFirst()
guard let output = arguments.first else {
    FileHandle.standardError.write(Data("usage: PropertyLister OUTPUT SOURCE...\n".utf8))
    exit(2)
}
do {
    let types = try arguments.dropFirst().sorted().flatMap { path in
        ListedTypes(in: try String(contentsOfFile: path, encoding: .utf8)).types
    }
    let source = PropertyListingSource.make(for: types)
    if (try? String(contentsOfFile: output, encoding: .utf8)) != source {
        try source.write(toFile: output, atomically: true, encoding: .utf8)
    }
} catch {
    FileHandle.standardError.write(Data("PropertyLister: \(error)\n".utf8))
    exit(1)
}
