import CellarFixtures
import CellarModel
import CellarViewModels
import Foundation

/// Reads and checks the fixtures, re-reading only what changed since the last build (with
/// ``BuildMode/serve``, keeping what lets the next load re-read only the goods items and comments
/// that changed), notes their warnings (with ``BuildOptions/strict``, they stop the build), and
/// reads the signing secret the store's checkout names from the environment.
struct LoadFixturesStep: SiteBuildStep {
    var step: BuildStep { .loadFixtures }

    func run(_ state: inout BuildState) throws(BuildError.Reason) {
        let options = state.options
        try checkFolder(options.fixtures)
        let fixtures: LoadedFixtures
        do throws(FixtureErrors) {
            fixtures = try FixtureLoader(directory: options.fixtures, mode: state.mode).load(
                reusing: state.previous?.fixtures)
        } catch {
            throw .fixtures(addingLocaleProblem(to: error, options: options))
        }
        let warnings = Self.warnings(of: fixtures.catalogue, options: options)
        if options.strict && !warnings.isEmpty {
            throw .warnings(warnings)
        }
        state.signingSecret = try signingSecret(for: fixtures.catalogue.store, in: options.environment)
        state.fixtures = fixtures
        state.fixtureWarnings = warnings
    }

    /// The fixtures' problems with, among store.json's, a locale the theme has no strings for,
    /// which the theme's loading would find only once every other problem is fixed: all are
    /// listed in the first round.
    private func addingLocaleProblem(to problems: FixtureErrors, options: BuildOptions) -> FixtureErrors {
        let path = (options.fixtures as NSString).appendingPathComponent("store.json")
        guard !problems.errors.contains(where: { $0.file == "store.json" && $0.place == ".locale" }),
            let data = FileManager.default.contents(atPath: path),
            let store = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let locale = store["locale"] as? String
        else { return problems }
        let locales = Theme.locales(overrides: options.templates)
        guard LocaleMatch.table(for: locale, among: locales) == nil else { return problems }
        var errors = problems.errors
        let place = errors.lastIndex { $0.file == "store.json" }.map { $0 + 1 } ?? 0
        errors.insert(Theme.noStrings(for: locale, among: locales), at: place)
        return FixtureErrors(errors)
    }

    /// Refuses a fixtures folder that is not there (naming the folder around it when that is
    /// one) or is a file.
    private func checkFolder(_ folder: String) throws(BuildError.Reason) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            let path = URL(fileURLWithPath: folder).standardizedFileURL
            let around = path.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: around.appendingPathComponent("store.json").path) {
                throw .files(
                    """
                    no fixtures folder at \(path.path), but \(around.path) holds store.json: it is a fixtures folder \
                    itself. Run cellar in the shop's folder (cd ..), or name this one with --fixtures .
                    """)
            }
            throw .noFixtures(path.path)
        }
        guard isDirectory.boolValue else {
            throw .files("\(folder) is a file, not a fixtures folder; name the fixtures folder with --fixtures DIR")
        }
    }

    /// The checkout's signing secret (Foxy's, or the endpoint's) from the environment variable
    /// it names; `nil` for checkouts that sign nothing. An unset or empty variable stops the build.
    private func signingSecret(for store: Store, in environment: [String: String]) throws(BuildError.Reason)
        -> SigningSecret?
    {
        guard let variable = store.checkout.secretVariable else { return nil }
        guard let secret = environment[variable], !secret.isEmpty else {
            throw .missingSecret(variable: variable, checkout: store.checkout)
        }
        return SigningSecret(secret)
    }

    /// The build's warnings: the fixtures', then where the site sends what it cannot: orders
    /// with nowhere to go (the `order` checkout without an `orderEmail`), and a base URL
    /// that is not absolute (no feeds, no sitemap) or whose host is reserved for examples
    /// while the canonical links, the feeds, the sitemap (and Snipcart's crawler) use it.
    static func warnings(of catalogue: Catalogue, options: BuildOptions) -> [String] {
        let store = catalogue.store
        var warnings = catalogue.warnings.map(\.description)
        if store.checkout == .order && store.orderEmail == nil {
            warnings.append(
                FixtureWarning(file: "store.json", place: ".orderEmail", kind: .ordersGoNowhere).description)
        }
        let baseURL = options.baseURL ?? store.baseURL
        let kind: FixtureWarning.Kind
        if SiteAddress(baseURL: baseURL) == nil {
            kind = .baseURLNotAbsolute(baseURL)
        } else if let host = ReservedHostName.host(ofURL: baseURL), ReservedHostName.contains(host) {
            var users = ["canonical links", "the product feeds", "the sitemap"]
            if case .snipcart = store.checkout { users.append("Snipcart's crawler") }
            kind = .baseURLReservedHost(host, usedBy: users)
        } else {
            return warnings
        }
        let warning = FixtureWarning(file: "store.json", place: ".baseURL", kind: kind)
        return warnings + [options.baseURL == nil ? warning.description : "--base-url: " + warning.problem]
    }
}
