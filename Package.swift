// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CascadingTableDelegate",
    products: [
        .library(name: "CascadingTableDelegate", targets: ["CascadingTableDelegate"]),
        .executable(name: "cascading-demo", targets: ["cascading-demo"]),
        .executable(name: "cascading-bench", targets: ["cascading-bench"]),
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
            dependencies: ["CascadingTableDelegate", "CascadingTestSupport"]
        ),
        .testTarget(
            name: "CascadingTableDelegateTests",
            dependencies: ["CascadingTableDelegate", "CascadingTestSupport"]
        ),
        .testTarget(
            name: "DestinationDemoTests",
            dependencies: ["DestinationDemo", "CascadingTableDelegate"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
