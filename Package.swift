// swift-tools-version:6.0
import PackageDescription

// The MVVM layers are separate targets so the compiler enforces their boundaries:
// Model ← ViewModels ← Views; the pipeline wires them; the executable is a thin CLI.
let package = Package(
    name: "Cellar",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "cellar", targets: ["cellar"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        .target(name: "CellarModel"),
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "CellarMarkdown", dependencies: ["CCmark"]),
        .target(name: "CellarViewModels", dependencies: ["CellarModel"]),
        .target(name: "CellarViews", dependencies: ["CellarViewModels", "CellarMarkdown"]),
        .target(name: "CellarPipeline", dependencies: ["CellarModel", "CellarViewModels", "CellarViews"]),
        .executableTarget(
            name: "cellar",
            dependencies: [
                "CellarPipeline",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "CellarModelTests", dependencies: ["CellarModel"]),
        .testTarget(name: "CellarViewModelTests", dependencies: ["CellarViewModels"]),
        .testTarget(name: "CellarViewsTests", dependencies: ["CellarViews", "CellarViewModels", "CellarModel"]),
        .testTarget(name: "CellarPipelineTests", dependencies: ["CellarPipeline", "CellarModel"]),
        .testTarget(name: "CellarCLITests", dependencies: ["cellar"]),
        .testTarget(name: "CellarMarkdownTests", dependencies: ["CellarMarkdown"]),
    ]
)
