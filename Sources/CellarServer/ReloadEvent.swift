/// What the preview tells the open pages after a rebuild.
public enum ReloadEvent: Sendable, Equatable {
    /// The site changed: reload.
    case reload
    /// The rebuild failed; the last good site is still served. Each problem names its file,
    /// place and what is wrong.
    case failed(problems: [String])
}
