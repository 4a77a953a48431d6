import Foundation

/// Which URLs from the fixtures may appear in a page: the one rule the loader warns by and
/// the view models make links by.
public enum URLSafety {
    /// Whether a remote image URL is http(s) or a path from the host's root.
    public static func isSafeRemote(_ url: String) -> Bool {
        let lowered = url.lowercased()
        return lowered.hasPrefix("https://") || lowered.hasPrefix("http://")
            || (lowered.hasPrefix("/") && !lowered.hasPrefix("/\\"))
    }

    /// An outside link as it may appear in an `href`: http(s), `mailto:` or a relative URL;
    /// `nil` for anything else (`javascript:`, `data:` …), including schemes disguised with the
    /// control characters and spaces that browsers strip before reading a URL.
    public static func safeLink(_ url: String) -> String? {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            return nil
        }
        let lowered = trimmed.lowercased()
        if isSafeRemote(trimmed) || lowered.hasPrefix("mailto:") { return trimmed }
        let beforePath = lowered.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return beforePath.contains(":") ? nil : trimmed
    }
}
