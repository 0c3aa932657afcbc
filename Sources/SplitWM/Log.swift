// The window manager's log: one line per message on standard error.
#if canImport(Glibc)
import Glibc
#endif

/// Where splitwm reports what it does. Debug lines appear only with `-v`.
public enum Log {
    nonisolated(unsafe) public static var verbose = false

    public static func info(_ message: @autoclosure () -> String) { write("splitwm: " + message()) }
    /// A line as it is (for output made to be read by tools, like `file:line:column: message`).
    public static func plain(_ message: @autoclosure () -> String) { write(message()) }
    public static func debug(_ message: @autoclosure () -> String) {
        if verbose { write("splitwm: debug: " + message()) }
    }

    private static func write(_ line: String) {
        // One write(2) per line: no stdio buffer shared between threads, nothing lost on exit.
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        _ = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    }
}
