import CellarProperties

/// A labelled link, marked when it leads to the page being shown.
public struct LinkViewModel: Sendable, Equatable, PropertyListing {
    public let label: String
    public let url: String
    public let isCurrent: Bool

    public init(label: String, url: String, isCurrent: Bool = false) {
        self.label = label
        self.url = url
        self.isCurrent = isCurrent
    }
}
