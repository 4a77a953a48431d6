import Synchronization

/// A face made once and shown by many pages, such as the frame every page at one depth shows
/// alike: its identity is that of the object behind it.
protocol CommonTemplateFace: TemplateFace {
    /// The object this face's values come from; the same object shows the same values.
    var owner: AnyObject & Sendable { get }
}

/// The text of sections over common faces (``Template/Node/cachedSection(_:_:slot:)``), kept
/// while the pages of one build render: each is rendered once for each face and then copied.
///
/// It keeps the faces it has text for, so an identity cannot be reused for another face while
/// it lives: make one for a build and drop it after.
public final class SectionCache: Sendable {
    /// Where a section is rendered: its slot, and whether it starts a line (which decides how
    /// its first line is re-indented).
    struct Place: Hashable {
        let slot: Int
        let startsLine: Bool
    }

    /// A section's text, and whether it leaves the output at the start of a line.
    struct Text: Sendable {
        let text: [UInt8]
        let endsAtLineStart: Bool
    }

    private struct Key: Hashable {
        let place: Place
        let owner: ObjectIdentifier
    }

    private struct Entry: Sendable {
        let text: Text
        let owner: AnyObject & Sendable
    }

    private let entries = Mutex<[Key: Entry]>([:])

    public init() {}

    /// The text kept for the section at `place` over `face`, or `nil` when there is none yet.
    func text(at place: Place, over face: any CommonTemplateFace) -> Text? {
        let key = Key(place: place, owner: ObjectIdentifier(face.owner))
        return entries.withLock { $0[key]?.text }
    }

    /// Keeps `text` as the section at `place` over `face`.
    func keep(_ text: Text, at place: Place, over face: any CommonTemplateFace) {
        let owner = face.owner
        let key = Key(place: place, owner: ObjectIdentifier(owner))
        entries.withLock { $0[key] = Entry(text: text, owner: owner) }
    }
}
