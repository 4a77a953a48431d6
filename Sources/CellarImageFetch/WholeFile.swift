import Foundation

/// A file written beside its name (`.NAME.PID.partial`), then renamed over it: it is whole
/// or as it was, never half-written.
enum WholeFile {
    static func write(_ data: Data, to path: String) throws {
        let temporary =
            (path as NSString).deletingLastPathComponent + "/." + (path as NSString).lastPathComponent
            + ".\(ProcessInfo.processInfo.processIdentifier).partial"
        do {
            try data.write(to: URL(fileURLWithPath: temporary))
            guard rename(temporary, path) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            throw error
        }
    }
}
