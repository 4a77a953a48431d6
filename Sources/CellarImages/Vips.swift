import CVips
import CVipsShim
import Foundation

/// libvips, started once per process, and its error messages.
enum Vips {
    /// Whether libvips started; started on first use.
    static let isStarted: Bool = cellar_vips_start() == 0

    /// libvips' messages since the last call, on one line, without the loader's class names.
    static func takeError() -> String {
        guard let text = cellar_vips_take_error() else { return "unknown libvips error" }
        defer { g_free(text) }
        let message = String(cString: text)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: "; ")
        return message.isEmpty ? "unknown libvips error" : message
    }

    /// The SHA-256 of `data` as 64 hex digits.
    static func sha256(_ data: Data) -> String {
        data.withUnsafeBytes { buffer in
            let hex = cellar_sha256(buffer.baseAddress, buffer.count)!
            defer { g_free(hex) }
            return String(cString: hex)
        }
    }
}
