// Starting the real splitwm binary for lifecycle tests (signals, kill -9, a second WM).
import Foundation
import Testing
import XTestSupport

/// A splitwm process on a given display, with its standard error captured.
final class SplitWMProcess {
    let process = Process()
    /// Standard error goes to a file, not a pipe: a pipe nobody reads until exit would stop a
    /// splitwm that logs more than its buffer holds.
    private let errorsPath = "/tmp/splitwm-test-stderr-\(UUID().uuidString)"

    /// The splitwm binary built beside this test bundle.
    static var binary: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = bundle.deletingLastPathComponent()
        if bundle.pathExtension != "xctest" {
            // swift-testing runs the .xctest binary directly or through a helper; search upward.
            while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("splitwm").path) {
                dir = dir.deletingLastPathComponent()
            }
        }
        return dir.appendingPathComponent("splitwm")
    }

    /// A state directory for one test: processes given the same one share saved state.
    static func freshStateHome() -> String { "/tmp/splitwm-test-state-\(UUID().uuidString)" }

    /// Runs `splitctl` with `arguments` against the window manager on `display` and returns its
    /// exit status and standard output and error. `environment` is laid over this process's own
    /// (nil unsets a variable); it runs in `directory` when one is given.
    static func splitctl(_ arguments: [String], display: String, environment overrides: [String: String?] = [:],
                         in directory: String? = nil) throws -> (status: Int32, output: String) {
        try run(binary.deletingLastPathComponent().appendingPathComponent("splitctl"), arguments, display: display,
                environment: ["SPLITWM_SOCKET": nil].merging(overrides) { $1 }, in: directory)
    }

    /// Runs `executable` to its end on `display`, `environment` laid over this process's own (nil
    /// unsets a variable): its exit status and what it wrote, standard error included.
    static func run(_ executable: URL, _ arguments: [String], display: String, environment overrides: [String: String?] = [:],
                    in directory: String? = nil) throws -> (status: Int32, output: String) {
        let process = Process()
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.executableURL = executable
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        for (name, value) in overrides { environment[name] = value }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Starts splitwm (`executable`, the built one unless a test runs a copy) on `display`;
    /// `environment` is laid over this process's own (nil unsets a variable).
    init(display: String, stateHome: String = SplitWMProcess.freshStateHome(), arguments: [String] = [],
         environment overrides: [String: String?] = [:], executable: URL = SplitWMProcess.binary) throws {
        process.executableURL = executable
        // SPLITWM_TEST_VERBOSE=1 (a diagnostic run) has every splitwm log what it does.
        process.arguments = (ProcessInfo.processInfo.environment["SPLITWM_TEST_VERBOSE"] == "1" ? ["-v"] : []) + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["SPLITWM_STRICT_X_ERRORS"] = "1"
        environment["XDG_STATE_HOME"] = stateHome
        // An i3 session's socket (the tests run from one) is not where a test's splitwm listens.
        environment["I3SOCK"] = nil
        for (name, value) in overrides { environment[name] = value }
        process.environment = environment
        _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
        process.standardError = FileHandle(forWritingAtPath: errorsPath)
        process.standardOutput = FileHandle.nullDevice
        try process.run()
    }

    /// Waits for the process to exit (up to `timeout`) and returns its status, nil if it did not.
    func waitForExit(timeout: Duration = .seconds(10)) -> Int32? {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning && ContinuousClock.now < deadline { usleep(2_000) }
        return process.isRunning ? nil : process.terminationStatus
    }

    func signal(_ number: Int32) { kill(process.processIdentifier, number) }

    var pid: pid_t { process.processIdentifier }

    /// Whether the process is stopped (SIGSTOP): state `T` in /proc/PID/stat.
    var isStopped: Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).hasPrefix("T")
    }

    /// What it wrote on standard error (after it exited).
    var standardError: String {
        String(decoding: FileManager.default.contents(atPath: errorsPath) ?? Data(), as: UTF8.self)
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        if ProcessInfo.processInfo.environment["SPLITWM_TEST_VERBOSE"] == "1" {
            FileHandle.standardError.write(Data("--- splitwm \(process.processIdentifier) ---\n\(standardError)".utf8))
        }
        unlink(errorsPath)
    }
}

/// A fresh Xvfb with the real splitwm binary managing it (announced before `body` runs), and a
/// test client; splitwm gets SIGTERM and the server stops when `body` returns.
func withSplitWMBinary<T>(
    arguments: [String] = [], stateHome: String = SplitWMProcess.freshStateHome(),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Xvfb, TestClient, SplitWMProcess) throws -> T
) throws -> T {
    let server = try Xvfb()
    defer { server.stop() }
    let client = try server.client()
    let wm = try SplitWMProcess(display: server.displayName, stateHome: stateHome, arguments: arguments)
    defer { wm.signal(SIGTERM); _ = wm.waitForExit() }
    #expect(WMServerTests.Lifecycle.waitForWM(client), sourceLocation: sourceLocation)
    return try body(server, client, wm)
}
