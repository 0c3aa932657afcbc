// swift-tools-version: 6.1
// splitwm: a tiling window manager for X11 that keeps a binary split tree of real windows.
import PackageDescription

let package = Package(
    name: "splitwm",
    products: [
        .library(name: "SplitEngine", targets: ["SplitEngine"]),
    ],
    dependencies: [
        // Tests only: seeded property-based checks with shrinking, on top of Swift Testing.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // Benchmark only: counts allocations (LD_PRELOADed on Linux).
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
    ],
    targets: [
        // The engine: the split tree and every sizing rule. Pure Swift, no X, no I/O.
        .target(name: "SplitEngine"),

        // Benchmark executable for the engine (run with `make bench`, release build).
        .executableTarget(
            name: "splitbench",
            dependencies: [
                "SplitEngine",
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        ),

        .testTarget(
            name: "SplitEngineTests",
            dependencies: [
                "SplitEngine",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)
