// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for the fixture model, kept out of the main package so that its
// `swift build` and `swift test` never see the sanitizer flags. `scripts/tests/fuzz.sh` builds it
// with `-sanitize=fuzzer,address`; its library targets are the main package's own source folders.
let package = Package(
    name: "CellarFuzz",
    platforms: [.macOS(.v14)],
    targets: [
        .target(name: "CellarModel", dependencies: ["CellarMarkdown", "CellarPlurals"]),
        .target(name: "CellarFixtures", dependencies: ["CellarModel", "CellarCSV", "CellarSpelling", "CellarPlurals"]),
        .target(name: "CellarCSV"),
        .target(name: "CellarSpelling"),
        .target(name: "CellarPlurals"),
        .target(name: "CellarMarkdown", dependencies: ["CCmark"]),
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark"),
        .target(name: "CLibFuzzer"),
        .executableTarget(name: "CellarFuzz", dependencies: ["CellarModel", "CellarFixtures", "CLibFuzzer"]),
    ]
)
