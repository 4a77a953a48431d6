/// An image's size in CSS pixels, as the build knows it (an SVG file's own `width` and `height`).
public struct ImageSize: Sendable, Hashable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}
