import Foundation

/// gzip (the command) failing to read a file.
public struct GunzipFailure: Error, CustomStringConvertible {
    public let description: String
}

/// The bytes gzip (the command, an implementation apart from ours) reads from the compressed
/// file at `path`; throws when it finds the file is no whole gzip stream.
public func gunzip(_ path: String) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["gzip", "-dc", path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw GunzipFailure(description: "gzip -dc \(path) exited with \(process.terminationStatus)")
    }
    return data
}
