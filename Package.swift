// swift-tools-version:6.2
import PackageDescription

let package = Package(
    name: "CascadingTableDelegate",
    // The UIKit bridge uses iOS 15 API (reconfigureRows, selectionFollowsFocusForRowAt); other
    // platforms keep the toolchain's defaults, and Linux has none to set.
    platforms: [.iOS(.v15)],
    products: [
        .library(name: "CascadingTableDelegate", targets: ["CascadingTableDelegate"]),
        // For users' test targets: snapshot assertions and strict diagnostics, for XCTest and
        // Swift Testing.
        .library(name: "CascadingTableTesting", targets: ["CascadingTableTesting"]),
        // A tree driving a real UITableView (Documentation/ShippingInAnApp.md).
        .library(name: "CascadingTableDelegateUIKit", targets: ["CascadingTableDelegateUIKit"]),
        .executable(name: "cascading-demo", targets: ["cascading-demo"]),
        .executable(name: "cascading-bench", targets: ["cascading-bench"]),
        .executable(name: "cascading-migration-check", targets: ["cascading-migration-check"]),
    ],
    targets: [
        // The library, in layers whose direction the compiler enforces (each target imports only
        // the ones listed as its dependencies); what crosses a layer is `package`. Users import
        // the umbrella, `CascadingTableDelegate`, which re-exports all four.
        // 1. The positional tree, the differences and the invariant-check helpers.
        .target(name: "CascadingTableCollections"),
        // 2. The headless table, its protocols, diagnostics and snapshots.
        .target(name: "CascadingTableView", dependencies: ["CascadingTableCollections"]),
        // 3. The composite tree: the CascadingTableDelegate protocol and the node classes.
        .target(name: "CascadingTableNodes", dependencies: ["CascadingTableCollections", "CascadingTableView"]),
        // 4. Described content and the described nodes.
        .target(
            name: "CascadingTableDescribed",
            dependencies: ["CascadingTableCollections", "CascadingTableView", "CascadingTableNodes"]
        ),
        // The product's module: re-exports the four layers, and holds the DocC catalog.
        .target(
            name: "CascadingTableDelegate",
            dependencies: [
                "CascadingTableCollections", "CascadingTableView", "CascadingTableNodes", "CascadingTableDescribed",
            ]
        ),
        .target(name: "CascadingTableTesting", dependencies: ["CascadingTableDelegate"]),
        // The UIKit shell. On Linux it is type-checked against UIKitSignatureShim, UIKit's
        // published signatures; on iOS it imports UIKit (a Mac, which has no UIKit, builds it
        // against the shim too, so that `swift build` works there).
        .target(
            name: "CascadingTableDelegateUIKit",
            dependencies: [
                "CascadingTableDelegate",
                .target(name: "UIKitSignatureShim", condition: .when(platforms: [.linux, .macOS])),
            ]
        ),
        // Not a product: the parts of UIKit the shell uses, with UIKit's exact Swift signatures.
        .target(name: "UIKitSignatureShim"),
        // Shared by the tests and the benchmarks; depends on nothing, so that every test target may
        // use it. Not a product.
        .target(name: "CascadingTestSupport"),
        .target(
            name: "DestinationDemo",
            dependencies: ["CascadingTableDelegate"]
        ),
        // The demo's page in an app: its renderers and a view controller. Compiled on Linux
        // against the signature shim; on iOS, with UIKit.
        .target(
            name: "DestinationDemoUIKit",
            dependencies: [
                "DestinationDemo", "CascadingTableDelegate", "CascadingTableDelegateUIKit",
                .target(name: "UIKitSignatureShim", condition: .when(platforms: [.linux, .macOS])),
            ]
        ),
        .executableTarget(
            name: "cascading-demo",
            dependencies: ["DestinationDemo"]
        ),
        .executableTarget(
            name: "cascading-bench",
            // The testing product for the exploration case (`exploreTable`).
            dependencies: [
                "CascadingTableDelegate", "CascadingTableTesting", "CascadingTestSupport", "DestinationDemo",
            ]
        ),
        // Finds table methods with old UIKit names, which compile but are never called.
        .executableTarget(name: "cascading-migration-check"),
        .testTarget(
            name: "CascadingMigrationCheckTests",
            dependencies: ["cascading-migration-check"]
        ),
        // The library's tests, one target per layer, as the layers themselves: each depends only on
        // its layer and the layers below it, so that a test of a lower layer cannot name a type of a
        // higher one (run_tests.sh builds with the import check that enforces it). They reach the
        // layers' `package` declarations without @testable; TableSnapshotTests alone also uses
        // @testable, to set a cell's highlight.
        .testTarget(
            name: "CascadingTableCollectionsTests",
            dependencies: ["CascadingTableCollections", "CascadingTestSupport"]
        ),
        .testTarget(
            name: "CascadingTableViewTests",
            dependencies: [
                "CascadingTableCollections", "CascadingTableView", "CascadingTestSupport",
                "CascadingTableViewTestSupport",
            ]
        ),
        .testTarget(
            name: "CascadingTableNodesTests",
            dependencies: [
                "CascadingTableCollections", "CascadingTableView", "CascadingTableNodes", "CascadingTestSupport",
                "CascadingTableViewTestSupport", "CascadingTableNodesTestSupport",
            ]
        ),
        .testTarget(
            name: "CascadingTableDescribedTests",
            dependencies: [
                "CascadingTableView", "CascadingTableNodes", "CascadingTableDescribed", "CascadingTestSupport",
                "CascadingTableViewTestSupport", "CascadingTableNodesTestSupport",
            ]
        ),
        // The umbrella module's tests: the library as users import it, with the test-support
        // product (which is built on the umbrella, so no layer's test target may use it).
        .testTarget(
            name: "CascadingTableDelegateTests",
            dependencies: ["CascadingTableDelegate", "CascadingTableTesting", "CascadingTableNodesTestSupport"],
            exclude: ["Snapshot/__Snapshots__"]
        ),
        // Helpers shared by several of the layer test targets; not products. A helper that names
        // a layer's types lives in the support target of that layer, which depends on that layer
        // and those below it only: a test target that uses it then still depends on nothing
        // above its own layer. Helpers that name no layer are in CascadingTestSupport, which
        // depends on nothing; a helper that one test target alone uses stays in that target.
        .target(
            name: "CascadingTableViewTestSupport",
            dependencies: ["CascadingTableView", "CascadingTestSupport"],
            path: "Tests/CascadingTableViewTestSupport"
        ),
        .target(
            name: "CascadingTableNodesTestSupport",
            dependencies: ["CascadingTableView", "CascadingTableNodes", "CascadingTestSupport"],
            path: "Tests/CascadingTableNodesTestSupport"
        ),
        // The UIKit bridge's own code, run: on Linux against the UIKit stand-in
        // (UIKitSignatureShim), on an iOS simulator against UIKit; `StandIn/` tests the stand-in.
        .testTarget(
            name: "CascadingTableDelegateUIKitTests",
            dependencies: [
                "CascadingTableDelegateUIKit", "CascadingTableDelegate", "CascadingTableView", "CascadingTestSupport",
                .target(name: "UIKitSignatureShim", condition: .when(platforms: [.linux, .macOS])),
            ]
        ),
        // A module of its own: a subclass of the bare node written as the original library's
        // Example writes them (its own `private weak var currentTableView`) must compile.
        .testTarget(
            name: "OriginalExampleTests",
            dependencies: ["CascadingTableDelegate"]
        ),
        .testTarget(
            name: "DestinationDemoTests",
            dependencies: [
                "DestinationDemo", "CascadingTableDelegate", "CascadingTableTesting", "CascadingTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        // Small screens with planted defects that exploration must find, shared by the test-support
        // product's tests in both frameworks; not a product.
        .target(
            name: "PlantedDefectScreens",
            dependencies: ["CascadingTableDelegate"],
            path: "Tests/PlantedDefectScreens"
        ),
        // The test-support product as users add it, one target per test framework.
        .testTarget(
            name: "CascadingTableTestingXCTests",
            dependencies: [
                "CascadingTableDelegate", "CascadingTableTesting", "PlantedDefectScreens", "CascadingTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "CascadingTableTestingSwiftTests",
            dependencies: [
                "CascadingTableDelegate", "CascadingTableTesting", "PlantedDefectScreens", "CascadingTestSupport",
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
