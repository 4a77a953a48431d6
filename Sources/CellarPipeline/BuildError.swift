import CellarModel
import CellarPlurals
import CellarViews

/// Why a build stopped, and in which step. The previous output is left as it was in every case.
public struct BuildError: Error, Sendable, CustomStringConvertible {
    public let step: BuildStep
    public let reason: Reason

    public enum Reason: Error, Sendable {
        /// There is no fixtures folder at this absolute path.
        case noFixtures(String)
        /// The fixtures break the rules; every problem found is listed.
        case fixtures(FixtureErrors)
        case theme(ThemeError)
        /// Photos that cannot be published, each naming where the fixtures name it, its file and why.
        case images([String])
        /// Reading or writing files failed.
        case files(String)
        /// There were warnings and ``BuildOptions/strict`` makes them errors.
        case warnings([String])
        /// The site is past what its host takes (``HostLimits``) and ``BuildOptions/strict``
        /// makes that an error.
        case host(String, [String])
        /// The checkout needs a secret from the environment variable named, which is not set.
        /// The message names the variable, never a value.
        case missingSecret(variable: String, checkout: Checkout)
    }

    /// Each problem on its own, naming its file, place and what is wrong.
    public var problems: [String] {
        switch reason {
        case .noFixtures: [description]
        case .fixtures(let errors): errors.shown
        case .theme(let error): [error.description]
        case .files(let message): [message]
        case .images(let problems): problems
        case .warnings(let warnings): warnings
        case .host(_, let problems): problems
        case .missingSecret: [description]
        }
    }

    /// "load the fixtures: 2 problems in the fixtures:" and the problems, one a line.
    public var description: String {
        let what =
            switch reason {
            case .noFixtures(let path):
                """
                no fixtures folder at \(path); make a new shop with `cellar init myshop`, or name the fixtures folder \
                with --fixtures DIR
                """
            case .fixtures(let errors):
                "\(EnglishCount.of(errors.errors.count, "problem", "problems")) in the fixtures:\n\(errors)"
            case .theme(let error): "template problem: \(error)"
            case .files(let message): message
            case .images(let problems):
                "\(EnglishCount.of(problems.count, "image", "images")) cannot be published:\n"
                    + problems.joined(separator: "\n")
            case .warnings(let warnings):
                "\(EnglishCount.of(warnings.count, "warning", "warnings")) (--strict makes them errors):\n"
                    + warnings.joined(separator: "\n")
            case .host(let name, let problems):
                "the site does not fit \(name) (--strict makes that an error):\n" + problems.joined(separator: "\n")
            case .missingSecret(let variable, .foxy):
                """
                store.json: .checkout: Foxy's add-to-cart forms are signed with the store's secret, read from the \
                environment variable \(variable), which is not set; set it to the secret in Foxy's admin (Advanced \
                settings) before building
                """
            case .missingSecret(let variable, _):
                """
                store.json: .checkout: the order lines sent to the endpoint are signed with a secret the receiver \
                shares, read from the environment variable \(variable), which is not set; set it to the receiver's \
                secret before building
                """
            }
        return "\(step): \(what)"
    }
}
