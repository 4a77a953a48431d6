/// The `Content-Type` of a site's files, by extension: what the preview server answers with,
/// what `cellar deploy` stores each object with.
public enum MediaType {
    public static func of(fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: ".") else { return fallback }
        return types[fileName[fileName.index(after: dot)...].lowercased()] ?? fallback
    }

    public static let html = "text/html; charset=utf-8"
    private static let fallback = "application/octet-stream"

    /// Whether a file of this type is text, which gzip shrinks (images and fonts are compressed already).
    public static func isCompressible(_ type: String) -> Bool {
        type.hasPrefix("text/") || type.hasPrefix("application/json") || type.hasPrefix("application/xml")
            || type.hasPrefix("image/svg+xml") || type.hasPrefix("application/manifest+json")
    }

    private static let types: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": "application/json", "map": "application/json",
        "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "csv": "text/csv; charset=utf-8",
        "svg": "image/svg+xml; charset=utf-8", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "pdf": "application/pdf", "webmanifest": "application/manifest+json; charset=utf-8",
        // A file kept compressed to be downloaded as it is (`feeds/google.xml.gz`), not a
        // response compressed on the way, which keeps its own type with `Content-Encoding`.
        "gz": "application/gzip",
    ]
}
