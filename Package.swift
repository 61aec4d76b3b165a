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
            dependencies: ["CascadingTableDelegate"]
        ),
        .testTarget(
            name: "CascadingTableDelegateTests",
            dependencies: ["CascadingTableDelegate"]
        ),
        .testTarget(
            name: "DestinationDemoTests",
            dependencies: ["DestinationDemo", "CascadingTableDelegate"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
