/// What a build is for, which every step of it reads: whether it keeps what lets the next
/// build redo only what changed, and whether it checks the site against its host.
public enum BuildMode: Sendable, Equatable {
    /// `cellar build`, `cellar check`: one build that keeps nothing for a next one, holding in
    /// memory only the pages in flight; it checks the site against its host's limits.
    case once
    /// `cellar serve`: builds again after each save, so each build keeps for the next what it
    /// reuses (the fixture files' bytes and elements' places, every page's view model, the feeds'
    /// descriptions, the compressed copies' segments, the data files' value digests); its builds
    /// are for looking at the site and do not check the host's limits.
    case serve

    /// Whether a build keeps for the next one what lets it redo only what changed.
    public var keepsForNextBuild: Bool { self == .serve }
}
