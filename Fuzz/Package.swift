// swift-tools-version:6.0
import PackageDescription

// libFuzzer targets for the fixture model, kept out of the main package so that its
// `swift build` and `swift test` never see the sanitizer flags. `scripts/tests/fuzz.sh` builds it
// with `-sanitize=fuzzer,address`; CellarModel is the main package's own source folder.
let package = Package(
    name: "CellarFuzz",
    platforms: [.macOS(.v14)],
    targets: [
        .target(name: "CellarModel"),
        .target(name: "CLibFuzzer"),
        .executableTarget(name: "CellarFuzz", dependencies: ["CellarModel", "CLibFuzzer"]),
    ]
)
