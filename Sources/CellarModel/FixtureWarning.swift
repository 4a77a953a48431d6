/// Something in the fixtures that does not stop a build but that a shop owner should hear
/// about: which file, where in it, and what is wrong (or was changed).
public struct FixtureWarning: Sendable, Equatable, CustomStringConvertible {
    /// The file name relative to the fixtures folder (`goods.json`, `docs/faq.md`).
    public var file: String
    /// Where in the file, as in ``FixtureError/place``.
    public var place: String
    public var problem: String
    /// The goods item the warning is about, when it is about one.
    public var goodsID: String?

    public init(file: String, place: String = "", problem: String, goodsID: String? = nil) {
        self.file = file
        self.place = place
        self.problem = problem
        self.goodsID = goodsID
    }

    /// Written as a ``FixtureError`` is: `goods.json[3].title: control characters removed (U+0007)`.
    public var description: String {
        FixtureError(file: file, place: place, problem: problem).description
    }
}
