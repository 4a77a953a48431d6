// swift-tools-version:6.0
import PackageDescription

// The MVVM layers are separate targets: Model ← ViewModels ← Views; the pipeline wires them;
// the executable is a thin CLI. A target sees only the modules it imports itself
// (`MemberImportVisibility`), and `LayerTests` fails when a layer imports one it must not see
// (Views importing the Model, which the compiler allows since ViewModels depends on it).
let package = Package(
    name: "Cellar",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "cellar", targets: ["cellar"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/apple/swift-async-algorithms", from: "1.1.4"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        // The shop's domain: its values, their rules and the indexed catalogue.
        .target(name: "CellarModel", dependencies: ["CellarMarkdown", "CellarPlurals"]),
        // The fixtures folder read into the model: the JSON parser, the element-by-element
        // files, the spreadsheets, each fixture type's fields checked and the loader.
        .target(name: "CellarFixtures", dependencies: ["CellarModel", "CellarCSV", "CellarSpelling", "CellarPlurals"]),
        // "Did you mean": the nearest of the words a command, a template or a fixture knows.
        .target(name: "CellarSpelling"),
        // Unicode CLDR's plural rules: the form a count takes in a language ("1 review", "2 reviews").
        .target(name: "CellarPlurals"),
        // RFC 4180 CSV files as spreadsheets write them (goods.csv, the platforms' exports), read
        // from files mapped into memory a page at a time, as the JSON fixtures are too; and written
        // as spreadsheets open them (the translations' sheet).
        .target(name: "CellarCSV"),
        // Product descriptions in HTML read through libxml2's HTML parser.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        // `cellar import`: Shopify's and WooCommerce's product exports as fixtures.
        .target(
            name: "CellarImport",
            dependencies: ["CellarPlurals", "CellarCSV", "CellarModel", "CellarFixtures", "CLibXML2"]),
        // `cellar check --site`: a built site of one market or more checked whole from its files alone
        // (language alternates, the sitemap, prices in the pages, structured data and product feeds),
        // knowing nothing of the shop that made it; scripts/tools/check_markets.py is its independent test.
        .target(name: "CellarSiteCheck", dependencies: ["CellarCSV", "CLibXML2"]),
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        .target(name: "CellarMarkdown", dependencies: ["CCmark"]),
        // Photos through libvips: its C API (CVips), with fixed-argument wrappers for the
        // variadic calls Swift cannot make (CVipsShim).
        .systemLibrary(
            name: "CVips",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"]), .brew(["vips"])]
        ),
        .target(name: "CVipsShim", dependencies: ["CVips"]),
        .target(name: "CellarImages", dependencies: ["CVips", "CVipsShim"]),
        // Foxy's add-to-cart parameters are signed at build time (HMAC-SHA256), a display decision.
        .target(
            name: "CellarViewModels",
            dependencies: [
                "CellarModel", "CellarPlurals", "CellarProperties", .product(name: "Crypto", package: "swift-crypto"),
            ],
            plugins: ["ListProperties"]
        ),
        // `PropertyListing`: a value's properties by name, each with a function reading it, so the
        // views show a view model's properties without restating them (a face's keys). It knows
        // nothing of templates: the view models declare it, the ListProperties plugin writes each
        // conformance from the type's declaration, CellarViews makes keys of what it lists.
        .target(name: "CellarProperties"),
        .target(name: "PropertyListerCore"),
        .executableTarget(name: "PropertyLister", dependencies: ["PropertyListerCore"]),
        .plugin(name: "ListProperties", capability: .buildTool(), dependencies: ["PropertyLister"]),
        .target(
            name: "CellarViews",
            dependencies: [
                "CellarViewModels", "CellarPlurals", "CellarProperties", "CellarMarkdown", "CellarSpelling",
            ],
            plugins: ["ListProperties"]
        ),
        // What the binary carries: the default theme (Templates/) and the starter shop
        // (Starter/), embedded at build time by the EmbedFolders plugin.
        .target(name: "CellarBuiltIns", plugins: ["EmbedFolders"]),
        .executableTarget(name: "FolderEmbedder"),
        .plugin(name: "EmbedFolders", capability: .buildTool(), dependencies: ["FolderEmbedder"]),
        .target(
            name: "CellarPipeline",
            dependencies: [
                "CellarPlurals", "CellarModel", "CellarFixtures", "CellarViewModels", "CellarViews", "CellarBuiltIns",
                "CellarImages", "CellarHosting",
            ]),
        // What a built site's files are to a host (media types, cache policy, limits, by path
        // alone), and the gzip both the build and a deploy compress with.
        .target(
            name: "CellarHosting",
            dependencies: ["CellarPlurals", "CZlib", .product(name: "Crypto", package: "swift-crypto")]),
        // The preview server knows files and URLs only, nothing of the shop.
        .target(
            name: "CellarServer",
            dependencies: [
                "CellarHosting",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // `cellar serve`: build, serve, watch, rebuild, reload.
        .target(
            name: "CellarPreview",
            dependencies: [
                "CellarModel",
                "CellarFixtures",
                "CellarPipeline",
                "CellarServer",
                .product(name: "AsyncAlgorithms", package: "swift-async-algorithms"),
            ]
        ),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]),
        // `cellar deploy`: a built site to S3-compatible storage, signed with Signature V4, sent with
        // AsyncHTTPClient (SwiftNIO), which waits for the network in epoll, where URLSession on
        // Linux polls.
        // What `cellar deploy` and `cellar fetch-images` share of HTTP: a body read by a deadline, retries, timeouts.
        .target(
            name: "CellarHTTP",
            dependencies: [
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
            ]
        ),
        // `cellar fetch-images`: a shop's remote goods pictures downloaded into its fixtures folder.
        .target(
            name: "CellarImageFetch",
            dependencies: [
                "CellarHTTP",
                "CellarImages",
                "CellarFixtures",
                "CellarModel",
                "CellarPlurals",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .target(
            name: "CellarDeploy",
            dependencies: [
                "CellarHTTP",
                "CellarHosting",
                "CellarPlurals",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ]
        ),
        .executableTarget(
            name: "cellar",
            dependencies: [
                "CellarBuiltIns",
                "CellarModel",
                "CellarFixtures",
                "CellarPlurals",
                "CellarViewModels",
                "CellarViews",
                "CellarPipeline",
                "CellarHosting",
                "CellarPreview",
                "CellarDeploy",
                "CellarHTTP",
                "CellarImageFetch",
                "CellarImport",
                "CellarSpelling",
                "CellarSiteCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The repository's paths and string tables, scratch folders and the built executable, for every test target.
        .target(
            name: "CellarTestSupport", dependencies: ["CellarModel", "CellarFixtures", "CellarViewModels"],
            path: "Tests/CellarTestSupport"),
        .testTarget(name: "CellarModelTests", dependencies: ["CellarModel", "CellarTestSupport"]),
        .testTarget(name: "CellarFixturesTests", dependencies: ["CellarFixtures", "CellarModel", "CellarTestSupport"]),
        .testTarget(
            name: "CellarViewModelTests",
            dependencies: [
                "CellarViewModels", "CellarModel", "CellarFixtures", "CellarTestSupport",
                .product(name: "Crypto", package: "swift-crypto"),
            ]
        ),
        // Unicode CLDR's plurals.json, read by path (PluralRulesTests), not bundled.
        .testTarget(
            name: "CellarPluralsTests", dependencies: ["CellarPlurals", "CellarTestSupport"], exclude: ["CLDR"]),
        .testTarget(
            name: "CellarViewsTests",
            dependencies: [
                "CellarViews", "CellarViewModels", "CellarModel", "CellarPlurals", "CellarProperties",
                "CellarTestSupport",
            ],
            plugins: ["ListProperties"]
        ),
        .testTarget(
            name: "CellarPipelineTests",
            dependencies: [
                "CellarPipeline", "CellarModel", "CellarFixtures", "CellarViewModels", "CellarViews", "CellarHosting",
                "CellarBuiltIns", "CellarTestSupport",
            ]
        ),
        .testTarget(name: "CellarCLITests", dependencies: ["cellar", "LoopbackClient", "CellarTestSupport"]),
        // A raw HTTP client for tests that talk to the preview server over loopback.
        .target(name: "LoopbackClient", path: "Tests/LoopbackClient"),
        .testTarget(name: "CellarServerTests", dependencies: ["CellarServer", "LoopbackClient", "CellarTestSupport"]),
        .testTarget(
            name: "CellarPreviewTests",
            dependencies: ["CellarPreview", "CellarPipeline", "LoopbackClient", "CellarTestSupport"]),
        .testTarget(name: "PropertyListerTests", dependencies: ["PropertyListerCore"]),
        .testTarget(name: "CellarMarkdownTests", dependencies: ["CellarMarkdown"]),
        .testTarget(name: "CellarCSVTests", dependencies: ["CellarCSV"]),
        .testTarget(name: "CellarSiteCheckTests", dependencies: ["CellarSiteCheck", "CellarTestSupport"]),
        .testTarget(
            name: "CellarDeployTests",
            dependencies: [
                "CellarDeploy", "CellarHosting", "CellarTestSupport", .product(name: "Crypto", package: "swift-crypto"),
            ],
            exclude: ["sigv4-botocore.json"]
        ),
        // The platforms' own sample exports are read by path (Repository.importSamples), not bundled.
        .testTarget(
            name: "CellarImportTests",
            dependencies: ["CellarImport", "CellarCSV", "CellarModel", "CellarFixtures", "CellarTestSupport"],
            exclude: ["Samples"]),
        // The test photos are read by path (Repository.testPhotos), not bundled.
        .testTarget(
            name: "CellarImagesTests", dependencies: ["CellarImages", "CellarTestSupport"], exclude: ["Photos"]),
        .testTarget(
            name: "CellarImageFetchTests",
            dependencies: [
                "CellarImageFetch", "CellarHTTP", "CellarTestSupport", .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"), .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
            ]),
    ]
)

for target in package.targets where target.type != .system && target.type != .plugin && target.name != "CVipsShim" {
    target.swiftSettings = (target.swiftSettings ?? []) + [.enableUpcomingFeature("MemberImportVisibility")]
}
