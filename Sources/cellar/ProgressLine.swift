import Foundation

/// A self-overwriting "Rendering 1200/5000 pages" line on standard error, shown only when
/// standard error is a terminal so logs and pipes stay clean.
struct ProgressLine: Sendable {
    static func forTerminal() -> ProgressLine? {
        isatty(STDERR_FILENO) == 1 ? ProgressLine() : nil
    }

    func show(_ done: Int, of total: Int) {
        show("Rendering", done, of: total, "pages")
    }

    /// `WHAT DONE/TOTAL UNIT`, over the line before.
    func show(_ what: String, _ done: Int, of total: Int, _ unit: String = "") {
        FileHandle.standardError.write(Data("\r\(what) \(done)/\(total)\(unit.isEmpty ? "" : " " + unit)".utf8))
    }

    func clear() {
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
