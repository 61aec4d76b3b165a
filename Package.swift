// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "CascadingTableDelegate",
    products: [
        .library(name: "CascadingTableDelegate", targets: ["CascadingTableDelegate"])
    ],
    targets: [
        .target(name: "CascadingTableDelegate"),
        .testTarget(
            name: "CascadingTableDelegateTests",
            dependencies: ["CascadingTableDelegate"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
