import Testing
@testable import CellarModel

@Suite("Image references: remote or local")
struct ImageReferenceTests {
    @Test(arguments: [
        "https://cdn.example.com/a.png", "HTTP://A/b.png", "data:image/png;base64,AA==",
        "svn+ssh.v2-x:a", "/media/a.png", "//cdn.example.com/a.png",
    ])
    func schemesAndAbsolutePathsAreRemote(image: String) {
        #expect(ImageReference(image) == .remote(image))
    }

    @Test(arguments: [
        "images/a.png", "images/a:b.png", "1x:a.png", "+x:a.png", "wéin:a.png", "",
    ])
    func anythingElseIsALocalPath(image: String) {
        #expect(ImageReference(image) == .local(path: image))
    }
}
