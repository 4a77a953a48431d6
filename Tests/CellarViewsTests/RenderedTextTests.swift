@testable import CellarViews
import Testing

@Suite("Rendered text")
struct RenderedTextTests {
    /// A kept item's text holds its bytes, not the room the page's text had to grow.
    @Test func theTextSinceAPlaceIsKeptAtItsOwnSize() {
        var text = RenderedText(capacity: 16 * 1024)
        text.append("<ul>")
        text.append("<li>a</li>")
        let item = text.bytes(from: 4)
        #expect(String(decoding: item, as: UTF8.self) == "<li>a</li>")
        #expect(item.capacity < 64, "not the page's \(text.bytes.capacity) bytes of room")
    }
}
