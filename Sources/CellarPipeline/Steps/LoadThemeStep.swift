import CellarFixtures
import CellarModel

/// Reads and checks the theme, the built-in one with the `--templates` folder's files over it,
/// with the string tables for the store's locale and for each market's; with ``BuildOptions/strict``, its warnings (an
/// unused override file, a string the locale's table lacks) stop the build. The theme the last
/// build loaded is kept when loaded from the same (``Theme/Origin``).
struct LoadThemeStep: SiteBuildStep {
    var step: BuildStep { .loadTheme }

    func run(_ state: inout BuildState) throws(BuildError.Reason) {
        let store = state.fixtures.catalogue.store
        let origin = Theme.Origin(
            overrides: state.options.templates, locale: store.locale,
            marketLocales: store.markets.dropFirst().map(\.locale))
        let theme =
            if let previous = state.previous?.theme, previous.origin == origin { previous } else { try Theme(origin) }
        if state.options.strict && !theme.warnings.isEmpty { throw .warnings(theme.warnings) }
        state.theme = theme
    }
}
