import CellarViewModels
import Foundation

/// What a build made, kept between the builds of `cellar serve` so that the next one renders
/// only the pages whose view model or templates changed. View models are plain values, so
/// comparing them tells exactly whether a page can look different, whichever fixture
/// (a comment, a goods item, the store's settings) changed underneath. The pages of goods
/// items whose own inputs did not change (``PageInputs``) skip even making their view model.
public struct BuildRecord: Sendable {
    /// Each page's view model, by the file it was written to.
    let pages: [String: PageViewModel]
    /// The templates' sources by file; any change re-renders every page.
    let templates: [String: Data]
    /// Every file the build made, relative to the output.
    let files: Set<String>
    /// What the pages were made from, to skip making the view models of goods items whose
    /// inputs did not change.
    let inputs: PageInputs
}
