/// The `Content-Type` of a site's files, by extension.
enum MediaType {
    static func of(fileName: String) -> String {
        guard let dot = fileName.lastIndex(of: ".") else { return fallback }
        return types[fileName[fileName.index(after: dot)...].lowercased()] ?? fallback
    }

    static let html = "text/html; charset=utf-8"
    private static let fallback = "application/octet-stream"

    private static let types: [String: String] = [
        "html": html, "htm": html,
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8", "mjs": "text/javascript; charset=utf-8",
        "json": "application/json", "map": "application/json",
        "xml": "application/xml; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "svg": "image/svg+xml", "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg",
        "gif": "image/gif", "webp": "image/webp", "avif": "image/avif", "ico": "image/x-icon",
        "woff": "font/woff", "woff2": "font/woff2", "ttf": "font/ttf", "otf": "font/otf",
        "pdf": "application/pdf", "webmanifest": "application/manifest+json",
    ]
}
