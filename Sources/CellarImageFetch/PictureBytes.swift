import CellarImages
import Foundation

/// A downloaded picture's bytes checked as the build will check them (``PhotoHeader``): what
/// is no photo the ladder takes is named for what it is (an empty answer, an HTML page, an SVG).
enum PictureBytes {
    static let svgProblem = "an SVG, which the photo ladder does not take (JPEG, PNG, WebP, GIF or TIFF)"

    /// The file name extension the bytes are saved with (`jpg`, `png` …).
    static func checked(_ data: Data, settings: ImageSettings) throws(DownloadProblem) -> String {
        guard !data.isEmpty else { throw DownloadProblem("an empty answer (0 bytes), not a picture") }
        let start = String(decoding: data.prefix(512), as: UTF8.self).drop { $0.isWhitespace || $0 == "\u{FEFF}" }
            .lowercased()
        if start.hasPrefix("<") {
            throw DownloadProblem(start.contains("<svg") ? svgProblem : "an HTML or XML page, not a picture")
        }
        do {
            return try PhotoHeader.checkingWhole(data, settings: settings).fileExtension
        } catch {
            throw DownloadProblem(error.description)
        }
    }
}
