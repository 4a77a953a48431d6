import CellarFixtures
import CellarHosting
import CellarModel
import Foundation

/// With a host named (`--host`, else store.json's `host`), for a ``BuildMode/once`` build:
/// leaves out each page with a compressed copy that is larger than the host takes in one file
/// while its copy is not (the site has it compressed alone), then checks the site's files as
/// the build counted them against the host's limits: warnings, or with ``BuildOptions/strict``
/// an error, so the previous site stays as it was. `cellar serve`'s builds are for looking at
/// the site; and only a build that wrote (or compared) every file, not a rebuild that keeps
/// most, knows them all.
struct CheckHostStep: SiteBuildStep {
    var step: BuildStep { .checkHost }

    func run(_ state: inout BuildState) throws(BuildError.Reason) {
        guard state.mode == .once,
            let host = state.options.hostLimits ?? state.fixtures.catalogue.store.host.map(HostLimits.init)
        else { return }
        let notes = leaveOutPagesTooLarge(for: host, from: &state)
        let problems = host.problems(with: state.staged.inventory)
        if state.options.strict && !problems.isEmpty {
            throw .host(host.name, problems)
        }
        state.hostProblems = notes + problems
    }

    /// Leaves out each page with a compressed copy that is larger than the host takes in one
    /// file while its copy is not (the Google feed at 100,000 goods on Cloudflare Pages).
    /// - Returns: the notes that say so.
    private func leaveOutPagesTooLarge(for host: HostLimits, from state: inout BuildState) -> [String] {
        guard let limit = host.fileBytes else { return [] }
        var notes: [String] = []
        for copyPath in state.staged.compressedCopies {
            let path = String(copyPath.dropLast(".gz".count))
            guard let page = state.staged.inventory.file(at: path),
                let copy = state.staged.inventory.file(at: copyPath),
                page.bytes > limit, copy.bytes <= limit
            else { continue }
            state.staged.inventory.remove(path)
            state.staged.staged.removeAll { $0 == path }
            unlink(state.output.staging + "/" + path)
            state.leftOut.append(path)
            notes.append(
                "\(path) (\(SizeText.bytes(page.bytes))) is larger than \(host.name) takes in one file "
                    + """
                    (\(SizeText.bytes(limit))), so the site has it gzip-compressed alone: \(copyPath) \
                    (\(SizeText.bytes(copy.bytes)))
                    """
            )
        }
        return notes
    }
}
