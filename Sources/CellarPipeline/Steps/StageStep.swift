import CellarFixtures
import CellarHosting
import CellarModel
import CellarViewModels
import CellarViews
import Foundation

/// Stages the theme's assets and the photos (read from the image cache one at a time, not all
/// held at once), then `_headers` for Netlify and Cloudflare Pages (``HeadersFile``), last: it
/// names the folders of every other file.
struct StageStep: SiteBuildStep {
    var step: BuildStep { .stage }

    func run(_ state: inout BuildState) throws(BuildError.Reason) {
        let output = state.output
        func stage(_ contents: () throws(BuildError.Reason) -> Data, as path: String, kind: String) throws(BuildError
            .Reason)
        {
            state.staged.otherFiles.insert(path)
            let contents = try contents()
            state.staged.add(path, bytes: contents.count, kind: kind, staged: try output.stage(contents, as: path))
        }
        for asset in state.theme.assets {
            try stage({ asset.contents }, as: asset.publishedPath, kind: "theme assets")
        }
        for file in state.photos.files {
            try stage(
                { () throws(BuildError.Reason) in
                    guard let contents = FileManager.default.contents(atPath: file.source) else {
                        throw .files("cannot read \(file.source)")
                    }
                    return contents
                }, as: file.sitePath, kind: "photos")
        }
        let headers = HeadersFile(
            files: state.staged.pageFiles + state.staged.otherFiles, rootPath: state.site.rootPath,
            policy: ContentSecurityPolicy(
                templates: state.theme.templates.sources.values,
                extraSources: state.fixtures.catalogue.store.checkout.contentSecurityPolicySources),
            unindexedFolders: state.options.reports == .published ? [SitePath.reportsFolder] : [])
        try stage({ Data(headers.text.utf8) }, as: HeadersFile.path, kind: HeadersFile.path)
    }
}
