/// The site a `cellar serve` build replaced, kept at the staging folder's path for the next
/// build to start from: what that build changed (the files it staged and the ones it removed)
/// brings the kept site up to the output, so a rebuild links only the files that changed
/// rather than every file of the site.
struct KeptSite: Sendable {
    /// The files the build staged, new or changed (relative paths).
    let changed: [String]
    /// The files the build removed.
    let removed: [String]
}
