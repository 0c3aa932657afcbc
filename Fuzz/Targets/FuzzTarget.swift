// The fuzz targets: each a function from arbitrary bytes that returns when the input was handled
// as it should be (parsed, or rejected with a well-formed error) and traps when an invariant
// breaks. libFuzzer drives them through splitfuzz (Fuzz/splitfuzz); the corpus replay tests run
// the same functions over Fuzz/corpus in `swift test`. A crash, a hang or runaway memory in one
// is a bug in the code under it.

/// One fuzz target, named as its corpus directory (Fuzz/corpus/<name>).
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// The config parser (ConfigParser): a config file.
    case config
    /// The command parser (CommandParser.parse): a command line as bound or sent.
    case commands
    /// The IPC request reader: socket bytes split into lines as the server splits them, each read
    /// by CommandParser.parseRequest.
    case request
    /// The JSON reader (JSON(parsing:)) and JSONObjectReader.
    case json
    /// The state document decoder (SavedLayout(reading:), with SplitTree's JSON).
    case state
    /// The layout file decoder (LayoutFile.parse), and the loaded layout applied to a state.
    case layout
    /// The window manager's pure core: the bytes drive the property tests' script generator, the
    /// script runs through WMState under every invariant of TestSupport/StateScripts.
    case reducer
    /// `splitwm --import-i3` (I3Import.translate): an i3 config, whose translation must load.
    case i3

    /// Runs the target on `bytes`; traps on a broken invariant.
    public func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        switch self {
        case .config: TextTargets.config(bytes)
        case .commands: TextTargets.commands(bytes)
        case .request: TextTargets.request(bytes)
        case .json: DocumentTargets.json(bytes)
        case .state: DocumentTargets.state(bytes)
        case .layout: DocumentTargets.layout(bytes)
        case .reducer: ReducerTarget.run(bytes)
        case .i3: TextTargets.i3(bytes)
        }
    }

    public func run(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { run($0) }
    }
}

/// Traps with `message` unless `condition` holds: a violated invariant is a crash for libFuzzer,
/// which keeps the input.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() { fatalError(message()) }
}

/// Text as the window manager reads a file or a socket line: invalid UTF-8 becomes U+FFFD.
func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    String(decoding: bytes, as: UTF8.self)
}
