import CellarFixtures
import CellarImages
import CellarModel

/// Publishes the local images the fixtures name: photos as their ladders, from the image cache
/// or encoded on all cores; SVG files as they are.
struct ProcessImagesStep: SiteBuildStep {
    var step: BuildStep { .processImages }

    func run(_ state: inout BuildState) async throws(BuildError.Reason) {
        let options = state.options
        state.photos = try await PublishedPhotos.process(
            state.fixtures.catalogue, fixtures: options.fixtures, cache: ImageCache(directory: options.cacheDirectory),
            jobs: options.jobs)
    }
}
