import Foundation

/// What a run of the `cellar` executable did.
public struct CellarRun: Sendable {
    public let status: Int32
    public let output: String
    public let errors: String

    /// Runs the `cellar` executable built beside the tests in `folder`, and waits for it; with
    /// `environment`, in that environment alone, else in the tests'.
    public init(_ arguments: [String], in folder: String = Repository.root, environment: [String: String]? = nil) throws
    {
        let process = Process()
        process.executableURL = Repository.cellarExecutable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        status = process.terminationStatus
        self.output = String(decoding: outputData, as: UTF8.self)
        self.errors = String(decoding: errorData, as: UTF8.self)
    }
}
