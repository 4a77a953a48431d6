import CellarImages
import Foundation
import Testing

/// The size an SVG file gives itself, read from its root element.
@Suite("SVG sizes")
struct SVGSizeTests {
    private func size(_ text: String) -> SVGSize? {
        SVGSize(svg: Data(text.utf8))
    }

    @Test func readsWidthAndHeightInAbsoluteUnits() {
        #expect(
            size(#"<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 10 10"/>"#)
                == SVGSize(width: 96, height: 48))
        #expect(size("<svg width='120px' height = '1in'></svg>") == SVGSize(width: 120, height: 96))
        #expect(
            size(#"<svg:svg xmlns:svg="http://www.w3.org/2000/svg" width="10mm" height="72pt">"#)
                == SVGSize(width: 38, height: 96))
    }

    @Test func takesTheMissingSideFromTheViewBox() {
        #expect(size(#"<svg width="300" viewBox="0 0 60 40">"#) == SVGSize(width: 300, height: 200))
        #expect(size(#"<svg height="50" viewBox="0,0,200,100">"#) == SVGSize(width: 100, height: 50))
    }

    @Test func skipsTheDeclarationCommentsAndADoctype() {
        let svg = """
            \u{FEFF}<?xml version="1.0"?>
            <!-- width="1" -->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
            <svg width="20" height="10"><rect width="5" height="5"/></svg>
            """
        #expect(size(svg) == SVGSize(width: 20, height: 10))
    }

    @Test(arguments: [
        #"<svg viewBox="0 0 32 32">"#,
        #"<svg width="100%" height="100%" viewBox="0 0 32 32">"#,
        #"<svg width="2em" height="2em">"#,
        #"<svg width="0" height="10">"#,
        #"<svg width="10">"#,
        #"<!DOCTYPE svg [<!ENTITY w "10">]><svg width="10" height="10">"#,
        #"<html><svg width="10" height="10"></svg></html>"#,
        #"<svg width="10" height="10"#,
        "\u{1F}\u{8B}\u{08}",
        "",
    ])
    func isUnknownWhenTheFileLeavesItToWhereItIsShown(svg: String) {
        #expect(size(svg) == nil)
    }
}
