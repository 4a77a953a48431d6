import Foundation

/// Host names no shop can be reached at: the ones RFC 2606 and RFC 6761 keep for examples,
/// documentation and tests (`example.com`, `example.net`, `example.org` and their subdomains,
/// the `.example`, `.test` and `.invalid` top-level domains) and `localhost`, this machine.
public enum ReservedHostName {
    private static let domains = [
        "example.com", "example.net", "example.org", "example", "test", "invalid", "localhost",
    ]

    /// Whether `host` (any case, with or without a trailing dot) is one of them or under one.
    public static func contains(_ host: String) -> Bool {
        var name = host.lowercased()
        if name.hasSuffix(".") { name.removeLast() }
        return domains.contains { name == $0 || name.hasSuffix("." + $0) }
    }

    /// The host of an absolute http(s) URL, without user, port, path or query
    /// (`https://shop.example.com:8443/x/` → `shop.example.com`); `nil` for a relative one.
    public static func host(ofURL url: String) -> String? {
        guard let separator = url.range(of: "://") else { return nil }
        let scheme = url[..<separator.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        var authority = url[separator.upperBound...].prefix { !"/?#".contains($0) }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        let host =
            authority.hasPrefix("[")
            ? authority.prefix { $0 != "]" }.dropFirst()
            : authority.prefix { $0 != ":" }
        return host.isEmpty ? nil : String(host)
    }
}
