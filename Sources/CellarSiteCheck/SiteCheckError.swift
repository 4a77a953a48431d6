/// Why a folder could not be checked as a built site at all.
public enum SiteCheckError: Error, Equatable, CustomStringConvertible {
    /// The folder is not there, or is a file.
    case noFolder(String)
    /// The folder has no home page (`index.html`): it is no built site.
    case noHomePage(String)
    /// A folder of the site cannot be listed, for the reason given.
    case unreadable(String, String)
    /// Neither the home page's canonical URL nor robots.txt gives the URL the site is served at.
    case noBaseURL(String)

    public var description: String {
        switch self {
        case .noFolder(let folder):
            "\(folder) is no folder"
        case .noHomePage(let folder):
            "\(folder) has no index.html; is it a built site?"
        case .unreadable(let folder, let reason):
            "\(folder) cannot be read: \(reason)"
        case .noBaseURL(let folder):
            """
            \(folder): the home page names no absolute canonical URL, nor robots.txt a sitemap: the site has no \
            base URL to check its links by
            """
        }
    }
}
