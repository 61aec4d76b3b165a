// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CascadingTableDelegate",
    products: [
        .library(name: "CascadingTableDelegate", targets: ["CascadingTableDelegate"]),
        .executable(name: "cascading-demo", targets: ["cascading-demo"]),
        .executable(name: "cascading-bench", targets: ["cascading-bench"]),
        .executable(name: "cascading-migration-check", targets: ["cascading-migration-check"]),
    ],
    targets: [
        .target(name: "CascadingTableDelegate"),
        // Shared by the tests and the benchmarks; not a product.
        .target(name: "CascadingTestSupport"),
        .target(
            name: "DestinationDemo",
            dependencies: ["CascadingTableDelegate"]
        ),
        .executableTarget(
            name: "cascading-demo",
            dependencies: ["DestinationDemo"]
        ),
        .executableTarget(
            name: "cascading-bench",
            dependencies: ["CascadingTableDelegate", "CascadingTestSupport", "DestinationDemo"]
        ),
        // Finds table methods with old UIKit names, which compile but are never called.
        .executableTarget(name: "cascading-migration-check"),
        .testTarget(
            name: "CascadingMigrationCheckTests",
            dependencies: ["cascading-migration-check"]
        ),
        .testTarget(
            name: "CascadingTableDelegateTests",
            dependencies: ["CascadingTableDelegate", "CascadingTestSupport"]
        ),
        // A module of its own: a subclass of the bare node written as the original library's
        // Example writes them (its own `private weak var currentTableView`) must compile.
        .testTarget(
            name: "OriginalExampleTests",
            dependencies: ["CascadingTableDelegate"]
        ),
        .testTarget(
            name: "DestinationDemoTests",
            dependencies: ["DestinationDemo", "CascadingTableDelegate"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
