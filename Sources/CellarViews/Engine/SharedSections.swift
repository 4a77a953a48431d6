import Synchronization

/// A face made once and shown by many pages, such as the frame every page at one depth shows
/// alike: its identity is that of the object behind it.
protocol SharedTemplateFace: TemplateFace {
    /// The object this face's values come from; the same object shows the same values.
    var owner: AnyObject & Sendable { get }
}

/// The text of sections over shared faces (``Template/Node/sharedSection(_:_:slot:)``), kept
/// while the pages of one build render: each is rendered once for each face and then copied.
///
/// It keeps the faces it has text for, so an identity cannot be reused for another face while
/// it lives: make one for a build and drop it after.
public final class SharedSections: Sendable {
    private struct Key: Hashable {
        let slot: Int
        let owner: ObjectIdentifier
    }

    private struct Entry: Sendable {
        let text: [UInt8]
        let owner: AnyObject & Sendable
    }

    private let entries = Mutex<[Key: Entry]>([:])

    public init() {}

    /// The text kept for the section at `slot` over `face`, or `nil` when there is none yet.
    func text(ofSlot slot: Int, over face: any SharedTemplateFace) -> [UInt8]? {
        let key = Key(slot: slot, owner: ObjectIdentifier(face.owner))
        return entries.withLock { $0[key]?.text }
    }

    /// Keeps `text` as the section at `slot` over `face`.
    func keep(_ text: [UInt8], ofSlot slot: Int, over face: any SharedTemplateFace) {
        let owner = face.owner
        let key = Key(slot: slot, owner: ObjectIdentifier(owner))
        entries.withLock { $0[key] = Entry(text: text, owner: owner) }
    }
}
