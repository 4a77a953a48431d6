/// The names the theme's assets are published under: each file of `assets/` gets its
/// content's hash in its name (`assets/style.css` → `assets/style.3f2a9c81.css`), so hosts can
/// cache it forever and a changed file gets a new URL. ``LinkBuilder`` applies it to every
/// `assets/…` path it links to, so each asset's links follow without naming it here.
public struct AssetNames: Sendable, Equatable {
    private let published: [SitePath: SitePath]

    /// - Parameter published: each asset's published path, by its path in the theme.
    public init(_ published: [SitePath: SitePath] = [:]) {
        self.published = published
    }

    /// Where an asset is published; any other path as it is.
    public func resolve(_ path: SitePath) -> SitePath {
        published[path] ?? path
    }
}
