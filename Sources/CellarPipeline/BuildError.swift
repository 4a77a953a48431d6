import CellarModel
import CellarViews

/// Why a build stopped. The previous output is left as it was in every case.
public enum BuildError: Error, Sendable, CustomStringConvertible {
    /// The fixtures break the rules; every problem found is listed.
    case fixtures(FixtureErrors)
    case theme(ThemeError)
    /// Reading or writing files failed.
    case output(String)
    /// There were warnings and ``BuildOptions/strict`` makes them errors.
    case warnings([String])

    /// Each problem on its own, naming its file, place and what is wrong.
    public var problems: [String] {
        switch self {
        case .fixtures(let errors): errors.errors.map(\.description)
        case .theme(let error): [error.description]
        case .output(let message): [message]
        case .warnings(let warnings): warnings
        }
    }

    public var description: String {
        switch self {
        case .fixtures(let errors):
            "\(errors.errors.count) problem\(errors.errors.count == 1 ? "" : "s") in the fixtures:\n\(errors)"
        case .theme(let error): "template problem: \(error)"
        case .output(let message): message
        case .warnings(let warnings):
            "\(warnings.count) warning\(warnings.count == 1 ? "" : "s") (--strict makes them errors):\n"
                + warnings.joined(separator: "\n")
        }
    }
}
