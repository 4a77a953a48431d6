/// A format the build encodes photos to.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
    case webp
    case jpeg
    case png

    /// The file name extension, without the dot.
    public var fileExtension: String {
        switch self {
        case .webp: "webp"
        case .jpeg: "jpg"
        case .png: "png"
        }
    }

    /// The media type, as `<source type>` names it.
    public var mediaType: String {
        "image/" + rawValue
    }
}
