import Foundation

// Writes a Swift source holding every file below a folder, for the `EmbedFolders` plugin:
//   FolderEmbedder FOLDER OUTPUT.swift TYPE
// The source extends TYPE with `encodedFiles`.
// Each file is a base64 string literal (binary-safe, and the compiler reads a long string
// far faster than an array literal of bytes), in path order so the output is reproducible.
let arguments = CommandLine.arguments
guard arguments.count == 4 else {
    FileHandle.standardError.write(Data("usage: FolderEmbedder FOLDER OUTPUT.swift TYPE\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1]).standardizedFileURL
let keys: [URLResourceKey] = [.isRegularFileKey]
var files: [(path: String, contents: Data)] = []
let enumerator = FileManager.default.enumerator(
    at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])
while let url = enumerator?.nextObject() as? URL {
    guard try url.resourceValues(forKeys: Set(keys)).isRegularFile == true else { continue }
    let path = String(url.standardizedFileURL.path.dropFirst(folder.path.count + 1))
    files.append((path, try Data(contentsOf: url)))
}
files.sort { $0.path < $1.path }
var source = "// Generated from \(folder.lastPathComponent)/ by the EmbedFolders plugin at build time; do not edit.\n\n"
source += "extension \(arguments[3]) {\n    static let encodedFiles: [(path: String, base64: String)] = [\n"
for file in files {
    source += "        (\(String(reflecting: file.path)), \"\(file.contents.base64EncodedString())\"),\n"
}
source += "    ]\n}\n"
try Data(source.utf8).write(to: URL(fileURLWithPath: arguments[2]), options: .atomic)
