// swift-tools-version: 6.1
// splitwm: a tiling window manager for X11 that keeps a binary split tree of real windows.
import PackageDescription

let package = Package(
    name: "splitwm",
    products: [
        .library(name: "SplitEngine", targets: ["SplitEngine"]),
    ],
    dependencies: [
        // The command lines of splitwm and splitctl.
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        // Tests only: seeded property-based checks with shrinking, on top of Swift Testing.
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
        // Benchmark only: counts allocations (LD_PRELOADed on Linux).
        .package(url: "https://github.com/ordo-one/malloc-interposer.git", from: "1.6.1"),
    ],
    targets: [
        // JSON: one value, a writer straight into bytes, a strict reader whose errors say where.
        // No dependencies, so the engine, the IPC and the window manager share it.
        .target(name: "SplitJSON"),

        // The engine: the split tree and every sizing rule. Pure Swift, no X, no I/O.
        // Cross-module optimization lets the generic tree specialize into its users: layout
        // runs about 3x faster in release builds with it (see README, Benchmarks).
        .target(
            name: "SplitEngine",
            dependencies: ["SplitJSON"],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
        ),

        // X-free window-manager logic: settings (and, later, commands, config, IPC types).
        .target(name: "SplitCore", dependencies: ["SplitEngine"]),

        // The IPC server: a Unix socket of newline-delimited requests and JSON replies and events. No X.
        .target(name: "SplitIPC", dependencies: ["SplitJSON"]),

        // The window manager: state, event handlers, the renderer that pushes layouts to X.
        .target(name: "SplitWM", dependencies: ["SplitJSON", "SplitEngine", "SplitCore", "SplitX", "SplitIPC"]),

        // The executables.
        .executableTarget(
            name: "splitwm",
            dependencies: ["SplitWM", "SplitCore", "SplitX", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .executableTarget(name: "splitctl", dependencies: ["SplitIPC", "SplitX", .product(name: "ArgumentParser", package: "swift-argument-parser")]),

        // Benchmark executable for the engine and the state document (run with `make bench`, release build).
        .executableTarget(
            name: "splitbench",
            dependencies: [
                "SplitEngine",
                "SplitWM",
                "SplitX",
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ]
        ),

        // The JSON writer and reader: exact text, round trips, located errors, hostile input.
        .testTarget(name: "SplitJSONTests", dependencies: ["SplitJSON"]),
        // The IPC server over real sockets, and the splitctl binary against it.
        .testTarget(name: "SplitIPCTests", dependencies: ["SplitIPC", "SplitJSON"]),
        .testTarget(
            name: "SplitEngineTests",
            dependencies: [
                "SplitEngine",
                "SplitJSON",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Commands, the config file and its reference, without X: examples, round trips and seeded fuzzing.
        .testTarget(name: "SplitCoreTests", dependencies: ["SplitCore", "SplitEngine", .product(name: "PropertyBased", package: "swift-property-based")]),

        // X layer: the X11 C headers (CX11), the only Swift module that imports them (SplitX),
        // the Xvfb harness that X-facing tests share (XTestSupport), and SplitX's tests against a real Xvfb.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11 xcursor xrandr xtst xfixes",
            providers: [.apt(["libx11-dev", "libxcursor-dev", "libxrandr-dev", "libxtst-dev", "libxfixes-dev"])]
        ),
        .target(name: "SplitX", dependencies: ["CX11", "SplitJSON"]),
        .target(name: "XTestSupport", dependencies: ["SplitX", "CX11"]),
        .testTarget(name: "SplitXTests", dependencies: ["SplitX", "SplitJSON", "XTestSupport"]),
        // The window manager against a real Xvfb: in-process event loops and the real binary.
        .testTarget(name: "SplitWMTests", dependencies: ["SplitWM", "SplitJSON", "SplitCore", "SplitEngine", "SplitX", "XTestSupport"]),
    ]
)
