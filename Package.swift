// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CascadingTableDelegate",
    products: [
        .library(name: "CascadingTableDelegate", targets: ["CascadingTableDelegate"]),
        .executable(name: "cascading-bench", targets: ["cascading-bench"]),
    ],
    targets: [
        .target(name: "CascadingTableDelegate"),
        .executableTarget(
            name: "cascading-bench",
            dependencies: ["CascadingTableDelegate"]
        ),
        .testTarget(
            name: "CascadingTableDelegateTests",
            dependencies: ["CascadingTableDelegate"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
