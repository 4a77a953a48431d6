import CellarPlurals

/// What a host takes of a site: how many files, how many in one folder, how large a file.
/// The figures are the hosts' published limits: Cloudflare Pages 20,000 files on its free
/// plan and 100,000 on paid plans, 25 MiB a file; Netlify 54,000 files in one folder; S3
/// 5 GiB in one upload (`PUT`), with no limit on the count.
public struct HostLimits: Sendable, Equatable {
    /// The host as a problem names it: `Cloudflare Pages' free plan`.
    public let name: String
    /// How many files a site may have; `nil` for no limit.
    public let files: Int?
    /// How many entries (files and folders) one folder may hold; `nil` for no limit.
    public let entriesPerFolder: Int?
    /// How large one file may be; `nil` for no limit.
    public let fileBytes: Int?

    public init(name: String, files: Int?, entriesPerFolder: Int?, fileBytes: Int?) {
        self.name = name
        self.files = files
        self.entriesPerFolder = entriesPerFolder
        self.fileBytes = fileBytes
    }

    public static let cloudflarePages = HostLimits(
        name: "Cloudflare Pages' free plan", files: 20_000, entriesPerFolder: nil, fileBytes: 25 << 20)
    public static let cloudflarePagesPaid = HostLimits(
        name: "Cloudflare Pages' paid plans", files: 100_000, entriesPerFolder: nil, fileBytes: 25 << 20)
    public static let netlify = HostLimits(name: "Netlify", files: nil, entriesPerFolder: 54_000, fileBytes: nil)
    public static let s3 = HostLimits(name: "S3", files: nil, entriesPerFolder: nil, fileBytes: 5 << 30)

    /// How the site goes past these limits, one problem each, naming what takes the most
    /// files, the folder with the most entries or the largest files; empty when it fits.
    public func problems(with site: SiteInventory) -> [String] {
        var problems: [String] = []
        if let files, site.files.count > files {
            let most = site.countsByKind.prefix(3).map { "\($0.kind) \(NumberText.grouped($0.count))" }.joined(
                separator: ", ")
            problems.append(
                """
                the site has \(NumberText.grouped(site.files.count)) files, more than \(name) takes \
                (\(NumberText.grouped(files))); most are \(most)
                """
            )
        }
        if let entriesPerFolder {
            let crowded = site.entriesByFolder.filter { $0.value > entriesPerFolder }.sorted {
                ($0.value, $1.key) > ($1.value, $0.key)
            }
            for (folder, count) in crowded {
                let place = folder.isEmpty ? "the site's root folder" : folder
                problems.append(
                    """
                    \(place) holds \(NumberText.grouped(count)) entries, more than \(name) takes in one folder \
                    (\(NumberText.grouped(entriesPerFolder)))
                    """
                )
            }
        }
        if let fileBytes {
            let large = site.files.filter { $0.bytes > fileBytes }.sorted { ($0.bytes, $1.path) > ($1.bytes, $0.path) }
            if let largest = large.first {
                let others =
                    large.count > 1
                    ? """
                     and \(NumberText.grouped(large.count - 1)) \
                    \(EnglishCount.form(large.count - 1, "other file", "other files"))
                    """
                    : ""
                problems.append(
                    """
                    \(largest.path) (\(SizeText.bytes(largest.bytes)))\(others) \
                    \(EnglishCount.form(large.count, "is", "are")) larger than \(name) takes in one file \
                    (\(SizeText.bytes(fileBytes)))
                    """
                )
            }
        }
        return problems
    }
}
