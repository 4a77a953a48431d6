import CellarProperties

/// Previous / next links and page numbers for one page of a paginated list.
public struct PaginationViewModel: Sendable, Equatable, PropertyListing {
    /// A numbered link, or a gap (`…`) between distant numbers.
    public struct PageLink: Sendable, Equatable, PropertyListing {
        public let number: String
        public let url: String
        public let isCurrent: Bool
        public let isGap: Bool
    }

    /// A previous or next link.
    public struct StepLink: Sendable, Equatable, PropertyListing {
        public let label: String
        public let url: String
    }

    /// False when everything fits on one page: templates then show no pagination.
    public let isNeeded: Bool
    /// "Page 2 of 5".
    public let label: String
    /// The navigation landmark's name.
    public let navigationLabel: String
    public let previous: StepLink?
    public let next: StepLink?
    /// Empty when everything fits on one page.
    public let pages: [PageLink]

    /// Pages within this many of the current one are listed; farther ones collapse into gaps.
    private static let window = 2

    /// - Parameter url: the URL of a page number, as seen from the current page.
    public init(pagination: Pagination, currentPage: Int, strings: InterfaceStrings, url: (Int) -> String) {
        let count = pagination.pageCount
        isNeeded = count > 1
        label = strings.page(currentPage, of: count)
        navigationLabel = strings[.pagination]
        previous = currentPage > 1 ? StepLink(label: strings[.previous], url: url(currentPage - 1)) : nil
        next = currentPage < count ? StepLink(label: strings[.next], url: url(currentPage + 1)) : nil
        // Most lists fit on one page (most goods' comment tabs): nothing to link.
        guard isNeeded else {
            pages = []
            return
        }
        let nearby = max(1, currentPage - Self.window)...min(count, currentPage + Self.window)
        let shown = Set([1, count]).union(nearby).sorted()
        var pages: [PageLink] = []
        for number in shown {
            if let last = pages.last, Int(last.number).map({ number > $0 + 1 }) == true {
                pages.append(PageLink(number: "…", url: "", isCurrent: false, isGap: true))
            }
            pages.append(
                PageLink(number: String(number), url: url(number), isCurrent: number == currentPage, isGap: false))
        }
        self.pages = pages
    }
}
