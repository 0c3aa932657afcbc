// Real Debian programs (wmctrl, xdotool, polybar, zenity, rofi) run against a test's Xvfb:
// started as children with a controlled environment, their output kept, always reaped.
import SplitPOSIX
#if canImport(Glibc)
import Glibc
#endif

/// A program a test needs is missing: the test fails with this (CI installs TEST_PACKAGES).
public struct MissingProgram: Error, CustomStringConvertible {
    public var description: String
    public init(description: String) { self.description = description }
}

/// A real program running on a test's X server. Stop it with `terminate()` in a `defer`;
/// it is also stopped (SIGTERM, then SIGKILL) and reaped when released.
public final class RealProgram {
    public let name: String
    private let process: Subprocess
    private let output: TempFile
    private let errors: TempFile
    private var status: Int32?

    /// The environment every program gets, on top of DISPLAY: no accessibility bridge, and a
    /// session bus address that names none, so GLib neither looks for a bus nor autolaunches
    /// one through dbus-launch (a daemon that would outlive the test where dbus-x11 is
    /// installed); X11 only; no user configuration (rofi and GTK read ~/.config).
    public static let quietEnvironment: [String: String?] = [
        "NO_AT_BRIDGE": "1",
        "GDK_BACKEND": "x11",
        "GTK_A11Y": "none",
        "DBUS_SESSION_BUS_ADDRESS": "disabled:",
        "XDG_CONFIG_HOME": "/nonexistent/splitwm-test-config",
        "WAYLAND_DISPLAY": nil,
    ]

    /// The absolute path of `name` on PATH (`name` itself when it is one), or a `MissingProgram`
    /// naming its Debian package.
    public static func require(_ name: String, package: String? = nil) throws(MissingProgram) -> String {
        if name.hasPrefix("/") {
            guard access(name, X_OK) == 0 else {
                throw MissingProgram(description: "\(name) is not installed: apt-get install \(package ?? name) (make test installs TEST_PACKAGES)")
            }
            return name
        }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
        for dir in path.split(separator: ":") where access("\(dir)/\(name)", X_OK) == 0 { return "\(dir)/\(name)" }
        throw MissingProgram(description: "\(name) is not installed: apt-get install \(package ?? name) (make test installs TEST_PACKAGES)")
    }

    /// Starts `name` with `arguments` on `display`, `environment` laid over `quietEnvironment`
    /// (nil unsets a variable), and `input` as its standard input.
    public init(_ name: String, _ arguments: [String], display: String, environment: [String: String?] = [:],
                input: String = "", package: String? = nil) throws {
        self.name = name
        let path = try Self.require(name, package: package)
        var settings = Self.quietEnvironment.merging(environment) { $1 }
        settings["DISPLAY"] = display
        // env(1) sets and unsets the variables, so posix_spawn can keep passing our own environ;
        // its -u options must come before the first NAME=VALUE.
        let sorted = settings.sorted { $0.key < $1.key }
        let argv = ["/usr/bin/env"] + sorted.filter { $0.value == nil }.flatMap { ["-u", $0.key] }
            + sorted.compactMap { key, value in value.map { "\(key)=\($0)" } } + [path] + arguments
        let base = name.split(separator: "/").last.map(String.init) ?? name
        output = try TempFile(prefix: "splitwm-\(base)-out")
        errors = try TempFile(prefix: "splitwm-\(base)-err")
        let stdin = try TempFile(prefix: "splitwm-\(base)-in")
        let bytes = Array(input.utf8)
        guard bytes.isEmpty || write(stdin.fd, bytes, bytes.count) == bytes.count else {
            throw SubprocessError(description: "cannot write \(name)'s input")
        }
        lseek(stdin.fd, 0, SEEK_SET)
        process = try Subprocess(argv, stdin: stdin.fd, stdout: output.fd, stderr: errors.fd)
    }

    deinit { terminate() }

    public var pid: pid_t { process.pid }

    /// Whether it still runs (reaps it if it has exited).
    public var isRunning: Bool { waitForExit(timeout: .zero) == nil }

    /// Waits up to `timeout` for it to exit; its exit status (or 128 + signal), nil if it still runs.
    @discardableResult
    public func waitForExit(timeout: Duration) -> Int32? {
        if status == nil, let raw = process.wait(timeout: timeout) {
            status = (raw & 0x7f) == 0 ? (raw >> 8) & 0xff : 128 + (raw & 0x7f)
        }
        return status
    }

    /// Stops it if it still runs (SIGTERM, then SIGKILL after `grace`) and reaps it. Idempotent.
    public func terminate(grace: Duration = .seconds(5)) {
        guard status == nil else { return }
        if waitForExit(timeout: .zero) != nil { return }
        process.terminate(grace: grace)
        status = 128 + SIGTERM
    }

    /// What it wrote on standard output so far.
    public var standardOutput: String { output.contents() }
    /// What it wrote on standard error so far.
    public var standardError: String { errors.contents() }

    /// Runs `name` to completion (up to `timeout`) and returns its status and standard output;
    /// standard error goes into `errors` so a failure message can show it.
    public static func run(_ name: String, _ arguments: [String], display: String, environment: [String: String?] = [:],
                           input: String = "", package: String? = nil,
                           timeout: Duration = .seconds(30)) throws -> (status: Int32?, output: String, errors: String) {
        let program = try RealProgram(name, arguments, display: display, environment: environment, input: input, package: package)
        defer { program.terminate() }
        let status = program.waitForExit(timeout: timeout)
        return (status, program.standardOutput, program.standardError)
    }
}
