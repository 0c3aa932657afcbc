// swift-tools-version: 6.1
// splitwm: a tiling window manager for X11 that keeps a binary split tree of real windows.
import PackageDescription

/// Where this file is: the release link of splitwm names its ordering file by an absolute path.
let packageDirectory = String(#filePath.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))

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
        // The one JSON: a value, a writer straight into bytes, a strict reader whose errors give
        // line and column. No dependencies, so the engine, the IPC and the window manager share it.
        .target(name: "SplitJSON"),

        // The engine: the split tree and every sizing rule. Pure Swift, no X, no I/O.
        // Cross-module optimization lets the generic tree specialize into its users: layout
        // runs about 3x faster in release builds with it (see README, Benchmarks).
        .target(
            name: "SplitEngine",
            dependencies: ["SplitJSON"],
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
        ),

        // The release number, one constant that splitwm's and splitctl's `--version` share (and `make deb` reads).
        .target(name: "SplitVersion"),

        // What splitwm asks of the system besides X and sockets: the environment, child processes.
        .target(name: "SplitPOSIX"),

        // A rule's regular expression: PCRE2, as i3 matches criteria, within bounds that keep a
        // search to a few milliseconds whatever the title (a client chooses its own).
        .target(name: "SplitRegex", dependencies: ["CPCRE2"]),
        // libpcre2's 8-bit library (pcre2.h with its code unit width chosen); only SplitRegex imports it.
        .systemLibrary(name: "CPCRE2", pkgConfig: "libpcre2-8", providers: [.apt(["libpcre2-dev"])]),

        // What every parser of the command language shares, and all splitctl needs to check a
        // command's criteria as splitwm reads them: words, numbers, quoting, located errors; globs;
        // criteria (`[class=Firefox title~REGEX]`: read, written back, matched against a window).
        .target(name: "SplitSyntax", dependencies: ["SplitRegex"]),

        // The one command language (key bindings, splitctl, the config's autostart, the socket's
        // requests): `Command`, its parser and the table it dispatches through and documents from.
        .target(name: "SplitCommands", dependencies: ["SplitEngine", "SplitSyntax"]),

        // The config file: `Settings` (every setting, with its compiled-in default) and the table that
        // reads and documents them, key bindings, window rules (`rule` lines: actions, what the matching
        // rules say together), `workspace` lines; the default config compiled in, the reference
        // docs/configuration.md and the man pages are made from; and splitwm's command line.
        .target(name: "SplitConfig", dependencies: ["SplitCommands", "SplitEngine", "SplitSyntax", "SplitVersion"]),

        // `splitwm --import-i3`: an i3 config read into the nearest splitwm config, which SplitConfig's
        // parser then judges (what it rejects becomes a comment saying why).
        .target(name: "SplitI3Import", dependencies: ["SplitCommands", "SplitConfig", "SplitEngine", "SplitRegex", "SplitSyntax"]),

        // splitctl's shell completions for bash, zsh and fish, generated from the command table into
        // completions/ (a test keeps the committed scripts equal to the generator's output).
        .target(name: "SplitCompletion", dependencies: ["SplitCommands", "SplitSyntax"]),

        // The IPC server: a Unix socket of newline-delimited requests and JSON replies and events; and
        // the client side: where the socket is, splitctl's command line. No X.
        .target(name: "SplitIPC", dependencies: ["SplitJSON", "SplitPOSIX", "SplitVersion"]),

        // The man pages, generated from the same tables as the README's reference (the config
        // language's, both command lines'): pure functions to roff, committed in man/, tested there.
        .target(name: "SplitManual", dependencies: ["SplitCommands", "SplitConfig", "SplitIPC", "SplitSyntax"]),

        // The window manager's state and its reaction to events, as values: no X, no I/O.
        .target(name: "SplitState", dependencies: ["SplitEngine", "SplitCommands", "SplitConfig", "SplitJSON", "SplitSyntax", "XModel"]),

        // i3's IPC replies about the state (GET_TREE, GET_WORKSPACES, GET_OUTPUTS, GET_MARKS) and the
        // config's bars (GET_BAR_CONFIG) in i3's shapes, as pure functions of the state and its
        // picture, and what a container id names.
        .target(name: "SplitI3IPC", dependencies: ["SplitState", "SplitConfig", "SplitEngine", "SplitJSON", "XModel"]),

        // bspwm's messages (what `bspc` sends) answered as pure functions of the state: the
        // report line, queries with bspwm's selectors, and node/desktop words as splitwm's commands.
        .target(name: "SplitBspwm", dependencies: ["SplitState", "SplitCommands", "SplitConfig", "SplitSyntax", "SplitEngine", "SplitJSON", "XModel"]),

        // The window manager: the event loop, the X edge, the renderer that pushes pictures to X.
        .target(
            name: "SplitWM",
            dependencies: [
                "SplitJSON", "SplitEngine", "SplitCommands", "SplitConfig", "SplitI3Import", "SplitI3IPC", "SplitBspwm", "SplitSyntax", "SplitState",
                "SplitX", "SplitIPC", "SplitPOSIX",
            ]
        ),

        // The executables. Both parse their command lines by hand (see README, splitctl): no
        // argument-parsing library, so nothing pulls FoundationEssentials into splitctl.
        // splitwm's release link packs the code a session runs at the start of its text, in the order of
        // hot-functions.txt (written by scripts/hot-code.sh), packs its relative relocations
        // (DT_RELR), and exports none of its symbols (no library looks them up; the Swift runtime's
        // link arguments export them): the pages of cold code, of the relocation table and of the
        // symbol table are then never mapped (docs/hacking.md, The release build). lld does the
        // first two, gold (swiftc's default) neither; names no longer in the code are skipped without a word.
        .executableTarget(
            name: "splitwm",
            dependencies: ["SplitWM", "SplitConfig", "SplitX"],
            exclude: ["hot-functions.txt"],
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-use-ld=lld",
                        "-Xlinker", "--symbol-ordering-file=\(packageDirectory)/Sources/splitwm/hot-functions.txt",
                        "-Xlinker", "--no-warn-symbol-ordering",
                        "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                        "-Xlinker", "--no-export-dynamic",
                    ],
                    .when(configuration: .release)
                ),
            ]
        ),

        // splitctl asks X only through libxcb (CXCB, below) and, in release builds, is one static
        // executable: no dynamic loader, no shared libraries to relocate at each call. libxcb's
        // static archive needs libXau's and libXdmcp's after it (the shared one names them itself).
        .executableTarget(
            name: "splitctl",
            dependencies: ["SplitIPC", "SplitSyntax", "CXCB"],
            linkerSettings: [
                .unsafeFlags(["-static-executable"], .when(configuration: .release)),
                .linkedLibrary("Xau", .when(configuration: .release)),
                .linkedLibrary("Xdmcp", .when(configuration: .release)),
            ]
        ),

        // What the property tests share (tests and fuzz targets only): the seeded, shrinking driver, single
        // random draws, random commands and settings, exact-tiling checks, literals for messages.
        .target(
            name: "PropertyTestSupport",
            dependencies: [
                "SplitEngine", "SplitCommands", "SplitConfig", "SplitSyntax",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),

        // The window manager's pure core under random scripts (tests and fuzz targets only): the
        // script steps and their generators, the invariants checked after every step, the replay that
        // runs a script as the window manager runs around the core (restarts, crashes, new sessions),
        // literals for messages, `run(_:on:)` for a line of commands. Outside Sources/: not part of the product.
        .target(
            name: "StateScriptSupport",
            dependencies: [
                "SplitState", "SplitEngine", "SplitCommands", "SplitConfig", "SplitJSON", "SplitSyntax", "XModel", "PropertyTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "TestSupport/StateScripts"
        ),

        // The JSON writer and reader: exact text, round trips, located errors, hostile input.
        .testTarget(name: "SplitJSONTests", dependencies: ["SplitJSON"]),
        // The IPC server over real sockets, and the splitctl binary against it.
        .testTarget(name: "SplitIPCTests", dependencies: ["SplitIPC", "SplitJSON", "SplitCommands", "SplitConfig", "PropertyTestSupport",
                                                       .product(name: "PropertyBased", package: "swift-property-based")]),
        .testTarget(
            name: "SplitEngineTests",
            dependencies: [
                "SplitEngine",
                "SplitJSON",
                "PropertyTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // Globs, against a slow recursive matcher on random patterns, and their errors.
        .testTarget(
            name: "SplitSyntaxTests",
            dependencies: ["SplitSyntax", "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // Rule regexes: Swift's Regex as the oracle on random patterns and values, what only PCRE2
        // reads, refused patterns at their position, the bounds on hostile titles.
        .testTarget(
            name: "SplitRegexTests",
            dependencies: ["SplitRegex", "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // The command language: every command with good and bad arguments, quoting, exact errors;
        // criteria, what they select and that what `WindowCriteria.written` writes reads back.
        .testTarget(name: "SplitCommandsTests", dependencies: ["SplitCommands", "SplitEngine", "SplitSyntax", "PropertyTestSupport"]),
        // The config file and its reference, without X: every line kind and setting, rules, examples,
        // round trips (commands' and settings' text) and seeded fuzzing; splitwm's command line.
        .testTarget(
            name: "SplitConfigTests",
            dependencies: [
                "SplitConfig", "SplitCommands", "SplitEngine", "SplitSyntax", "PropertyTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // `--import-i3` line by line, and seeded random i3 configs whose every import must load.
        .testTarget(
            name: "SplitI3ImportTests",
            dependencies: [
                "SplitI3Import", "SplitConfig", "SplitCommands", "PropertyTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The completions as data (every word offered is one the parser takes), and the committed
        // scripts equal to the generated ones.
        .testTarget(name: "SplitCompletionTests", dependencies: ["SplitCompletion", "SplitCommands"]),
        // The man pages: equal to the committed files, rendered by groff and man without a warning.
        .testTarget(
            name: "SplitManualTests",
            dependencies: [
                "SplitManual", "SplitCommands", "SplitConfig", "SplitIPC", "PropertyTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The window manager's pure core: seeded random event sequences against its invariants
        // (shrunk to a minimal sequence on failure), and the regressions they found.
        .testTarget(
            name: "SplitStateTests",
            dependencies: [
                "SplitState", "SplitEngine", "SplitCommands", "SplitConfig", "SplitJSON", "SplitSyntax", "XModel", "PropertyTestSupport",
                "StateScriptSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // bspwm's messages from states built by hand, and the report and queries after every step
        // of the state tests' random workspace scripts.
        .testTarget(
            name: "SplitBspwmTests",
            dependencies: [
                "SplitBspwm", "SplitState", "SplitEngine", "SplitCommands", "SplitConfig", "XModel", "PropertyTestSupport", "StateScriptSupport",
            ]
        ),
        // i3's replies from states built by hand, and GET_TREE after every step of the state tests'
        // random scripts (StateScriptSupport's generators and replay): every window once, unique ids,
        // the picture's rectangles, percents adding up, the text read back.
        .testTarget(
            name: "SplitI3IPCTests",
            dependencies: [
                "SplitI3IPC", "SplitState", "SplitEngine", "SplitCommands", "SplitConfig", "SplitJSON", "SplitSyntax", "XModel",
                "PropertyTestSupport", "StateScriptSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),

        // Fuzzing (docs/hacking.md, Fuzzing): the libFuzzer targets as functions from bytes that trap
        // on a broken invariant (the reducer's runs the state property tests' generators and
        // invariants, from StateScriptSupport), the executable that runs them (under
        // libFuzzer when scripts/fuzz.sh builds it with -DFUZZING), and the replay of Fuzz/corpus.
        .target(
            name: "FuzzTargets",
            dependencies: [
                "SplitCommands", "SplitConfig", "SplitState", "SplitEngine", "SplitI3Import", "SplitIPC", "SplitJSON", "SplitSyntax",
                "SplitWM", "XModel", "PropertyTestSupport", "StateScriptSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            path: "Fuzz/Targets"
        ),
        .executableTarget(name: "splitfuzz", dependencies: ["FuzzTargets"], path: "Fuzz/splitfuzz"),
        .testTarget(name: "FuzzTargetsTests", dependencies: ["FuzzTargets"]),

        // X layer: the X11 C headers (CX11) and pango's loader (CPangoLoader), the only Swift module that imports them (SplitX),
        // the Xvfb harness that X-facing tests share (XTestSupport), and SplitX's tests against a real Xvfb.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11 x11-xcb xcb xcursor xrandr xtst xfixes xi xext",
            providers: [.apt(["libx11-dev", "libx11-xcb-dev", "libxcb1-dev", "libxcursor-dev", "libxrandr-dev", "libxtst-dev", "libxfixes-dev", "libxi-dev", "libxext-dev"])]
        ),
        // X's values without Xlib (ids, pixel geometry, decoded events, masks): what the X edge
        // and the pure window-manager core both speak. SplitX re-exports it.
        .target(name: "XModel", dependencies: ["SplitJSON"]),
        // pango and cairo's Xlib surfaces, for the text of tab bars (i3's library, for bidi, shaping
        // and colour emoji through fontconfig's fallback), reached through a table that dlopen fills
        // when the first bar is drawn: a session that shows no text never maps them. No pkg-config
        // here, which would link them; the loader's header writes out the signatures it uses.
        .target(name: "CPangoLoader", linkerSettings: [.linkedLibrary("dl")]),
        .target(name: "SplitX", dependencies: ["CX11", "CPangoLoader", "XModel"]),
        // libxcb, for splitctl's one X request (the root window's _SPLITWM_SOCKET): small enough
        // to link statically, where Xlib would need the dynamic loader.
        .systemLibrary(name: "CXCB", pkgConfig: "xcb", providers: [.apt(["libxcb1-dev"])]),
        .target(name: "XTestSupport", dependencies: ["SplitX", "CX11", "SplitPOSIX"]),
        .testTarget(name: "SplitXTests", dependencies: ["SplitX", "SplitJSON", "XTestSupport"]),
        // The window manager against a real Xvfb: in-process event loops and the real binary.
        .testTarget(
            name: "SplitWMTests",
            dependencies: [
                "SplitWM", "SplitJSON", "SplitCommands", "SplitCompletion", "SplitConfig", "SplitState", "SplitEngine", "SplitX", "XTestSupport",
                "SplitIPC",
            ]
        ),

        // The measurement tools, in Tools/ rather than Sources/: not part of the product, never
        // installed; built in release by the Makefile's `bench`, `measure`, `bench-peers` and `soak`.

        // Benchmark executable for the engine and the state document (run with `make bench`, release build).
        .executableTarget(
            name: "splitbench",
            dependencies: [
                "SplitConfig",
                "SplitState",
                "SplitEngine",
                "SplitSyntax",
                "SplitWM",
                "SplitX",
                .product(name: "MallocInterposerSwift", package: "malloc-interposer"),
            ],
            path: "Tools/splitbench"
        ),
        // Measuring probe: map→tile latency, splitwm's CPU and memory, splitctl's time per call,
        // measured from outside a running release splitwm (run with `make measure`); with
        // `--drag`, how far the windows trail a dragged splitter (`make bench`). SplitJSON reads
        // `query tree` (no Foundation).
        .executableTarget(name: "splitprobe", dependencies: ["CX11", "SplitJSON"], path: "Tools/splitprobe"),
        // The floor of the peer benchmark (scripts/bench-peers.sh): a tiler of a few dozen lines.
        .executableTarget(name: "splitfloor", dependencies: ["CX11"], path: "Tools/splitfloor"),
        // The soak (`make soak`): the release splitwm under seeded random use for half an hour, checked
        // after every step and measured at checkpoints; its own child processes are the applications.
        .executableTarget(
            name: "splitsoak",
            dependencies: ["CX11", "SplitX", "SplitJSON", "SplitPOSIX", "XTestSupport"],
            path: "Tools/splitsoak"
        ),
    ]
)

// Every Swift module compiled in release puts each function in a section of its own, so that the
// linker can place splitwm's hot functions together (and drop the ones nothing calls): without
// it a module's functions share one .text section, which moves as a whole.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release))]
}
