/// Where a shop says its site is published (`store.json`'s `host`, or `cellar build --host`),
/// so the build can warn when the site is past what that host takes.
public enum SiteHost: String, Sendable, CaseIterable {
    /// Cloudflare Pages on its free plan.
    case cloudflarePages = "cloudflare-pages"
    /// Cloudflare Pages on a paid plan.
    case cloudflarePagesPaid = "cloudflare-pages-paid"
    case netlify
    /// Amazon S3 or storage that speaks its API (Cloudflare R2, MinIO …), as `cellar deploy` uploads to.
    case s3

    /// The names, as written, for a problem that lists them.
    public static var names: String {
        allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }
}
