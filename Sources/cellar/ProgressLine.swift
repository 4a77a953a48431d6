import Foundation

/// A self-overwriting "Rendering 1200/5000 pages" line on standard error, shown only when
/// standard error is a terminal so logs and pipes stay clean.
struct ProgressLine: Sendable {
    static func forTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    func show(_ done: Int, of total: Int) {
        FileHandle.standardError.write(Data("\rRendering \(done)/\(total) pages".utf8))
    }

    func clear() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
