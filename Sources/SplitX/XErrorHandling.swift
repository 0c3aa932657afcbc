// The process-wide X error and IO error handlers: every error is recorded against its connection,
// known races with dying windows are tolerated, and in strict (test) mode any other error is fatal.
internal import CX11
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// One X protocol error, as the server reported it.
public struct XErrorRecord: Hashable, Sendable, CustomStringConvertible {
    public var code: XErrorCode
    public var request: XRequestCode
    public var minorCode: UInt8
    /// The bad resource (window, drawable, …) or value the request named.
    public var resourceID: UInt32
    /// Xlib's sequence number of the failed request.
    public var serial: UInt
    /// True when this is a known race with a client destroying its windows.
    public var tolerated: Bool
    /// Xlib's wording of the error, e.g. "BadWindow (invalid Window parameter)".
    public var text: String
    /// Xlib's name for the request, e.g. "X_ConfigureWindow"; empty for unknown extension requests.
    public var requestName: String

    public var description: String {
        "X error \(text) on \(request) (\(requestName)) minor \(minorCode), resource 0x\(String(resourceID, radix: 16)), "
            + "serial \(serial)" + (tolerated ? ", tolerated race" : "")
    }
}

/// How the process treats X errors that are not known races.
public struct XErrorPolicy: Hashable, Sendable {
    /// When true, any error outside the race list prints and exits non-zero, so tests never hide sloppy requests.
    public var strict: Bool
    public init(strict: Bool) { self.strict = strict }

    /// Setting this to 1 in the environment turns strict mode on.
    public static let environmentVariable = "SPLITWM_STRICT_X_ERRORS"

    /// The policy the environment asks for: strict when `SPLITWM_STRICT_X_ERRORS` is 1, true or yes.
    public static func fromEnvironment(_ value: String? = getenv(environmentVariable).map { String(cString: $0) }) -> Self {
        XErrorPolicy(strict: ["1", "true", "yes"].contains(value?.lowercased() ?? ""))
    }

    /// The races a window manager cannot avoid: the client may destroy or unmap a window between
    /// our last event about it and our request on it. Modelled on dwm's list. Key grabs' BadAccess
    /// is left out on purpose (callers check them with `XConnection.capturingErrors`); a button
    /// grab's is a client holding that button on its own window, which only costs the click
    /// focus there.
    public static func isToleratedRace(_ code: XErrorCode, request: XRequestCode) -> Bool {
        switch (code, request) {
        case (.badWindow, _): true
        case (.badDrawable, .getGeometry), (.badDrawable, .copyArea), (.badDrawable, .clearArea),
             (.badDrawable, .polySegment), (.badDrawable, .polyFillRectangle), (.badDrawable, .polyText8): true
        case (.badMatch, .setInputFocus), (.badMatch, .configureWindow): true   // unviewable, or sibling gone
        case (.badValue, .killClient): true                                     // the client already left
        case (.badAccess, .grabButton): true                                    // the client grabs it itself
        default: false
        }
    }
}

/// The process-wide X error handlers and the error records they keep per connection.
public enum XErrorHandling {
    /// Most recent errors kept per connection; older ones are dropped so a long session cannot grow without bound.
    static let recordLimit = 256

    struct State {
        var installed = false
        var policy = XErrorPolicy(strict: false)
        var records: [UInt: [XErrorRecord]] = [:]
        var captures: [UInt: [XErrorRecord]] = [:]
        /// Extension requests (major opcodes) whose every error is a tolerated race, per connection.
        var toleratedRequests: [UInt: Set<UInt8>] = [:]
        /// Tests replace the exit with this, to see a strict-mode failure without dying.
        var fatalAction: (@Sendable (XErrorRecord) -> Void)?
    }
    static let state = Mutex(State())

    /// Installs both handlers once per process, reading the policy from the environment the first time.
    public static func install() {
        let first = state.withLock { s in
            defer { s.installed = true }
            if !s.installed { s.policy = .fromEnvironment() }
            return !s.installed
        }
        guard first else { return }
        _ = XSetErrorHandler(errorHandler)
        _ = XSetIOErrorHandler(ioErrorHandler)
    }

    /// Whether tolerated races are logged at all (the window manager's `-v`); they are
    /// recorded either way.
    nonisolated(unsafe) public static var logsToleratedRaces = false

    /// The policy in force; the window manager may set it from a command-line flag.
    public static var policy: XErrorPolicy {
        get { state.withLock { $0.policy } }
        set { state.withLock { $0.policy = newValue } }
    }

    static func key(_ display: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(display))) }

    static func takeRecords(for display: OpaquePointer) -> [XErrorRecord] {
        state.withLock { $0.records.removeValue(forKey: key(display)) ?? [] }
    }

    static func beginCapture(for display: OpaquePointer) {
        state.withLock { $0.captures[key(display)] = [] }
    }

    static func endCapture(for display: OpaquePointer) -> [XErrorRecord] {
        state.withLock { $0.captures.removeValue(forKey: key(display)) ?? [] }
    }

    /// Drops what was recorded for `display`, which is closing: a later connection whose Xlib
    /// display lands at the same address must not inherit its errors.
    public static func forget(_ display: OpaquePointer) {
        state.withLock { s in
            s.records[key(display)] = nil
            s.captures[key(display)] = nil
            s.toleratedRequests[key(display)] = nil
        }
    }

    /// Every error of the extension whose major opcode is `request` is a tolerated race on
    /// `display` (extensions get their opcodes at run time, so `isToleratedRace` cannot name them).
    static func tolerateErrors(ofRequest request: UInt8, for display: OpaquePointer) {
        state.withLock { _ = $0.toleratedRequests[key(display), default: []].insert(request) }
    }

    static func setFatalAction(_ action: (@Sendable (XErrorRecord) -> Void)?) {
        state.withLock { $0.fatalAction = action }
    }

    enum Verdict { case captured, tolerated, logged, fatal((@Sendable (XErrorRecord) -> Void)?) }

    /// Records `record` for `display` and decides what happens to it.
    static func handle(_ record: XErrorRecord, display: OpaquePointer) -> Verdict {
        state.withLock { s in
            let k = key(display)
            var record = record
            if s.toleratedRequests[k]?.contains(record.request.rawValue) == true { record.tolerated = true }
            if s.captures[k] != nil {
                s.captures[k]!.append(record)
                return .captured
            }
            s.records[k, default: []].append(record)
            if s.records[k]!.count > recordLimit { s.records[k]!.removeFirst(s.records[k]!.count - recordLimit) }
            if record.tolerated { return .tolerated }
            return s.policy.strict ? .fatal(s.fatalAction) : .logged
        }
    }
}

/// Xlib calls this for every protocol error; returning lets the program go on.
private let errorHandler: XErrorHandler = { display, event in
    guard let display, let e = event?.pointee else { return 0 }
    let code = XErrorCode(rawValue: e.error_code)
    let request = XRequestCode(rawValue: e.request_code)
    var buffer = [CChar](repeating: 0, count: 160)
    XGetErrorText(display, Int32(e.error_code), &buffer, Int32(buffer.count))
    let text = string(fromC: buffer)
    XGetErrorDatabaseText(display, "XRequest", String(e.request_code), "", &buffer, Int32(buffer.count))
    let record = XErrorRecord(code: code, request: request, minorCode: e.minor_code,
                              resourceID: UInt32(truncatingIfNeeded: e.resourceid), serial: e.serial,
                              tolerated: XErrorPolicy.isToleratedRace(code, request: request),
                              text: text, requestName: string(fromC: buffer))
    switch XErrorHandling.handle(record, display: display) {
    case .captured:
        break
    case .tolerated:
        // Races with dying windows are routine: a debug line, not a complaint.
        if XErrorHandling.logsToleratedRaces { xLog(record.description + (record.tolerated ? "" : ", tolerated")) }
    case .logged:
        xLog(record.description)
    case .fatal(let action):
        xLog("\(record.description); fatal in strict mode (\(XErrorPolicy.environmentVariable))")
        if let action { action(record) } else { exit(2) }   // 2: told apart from a lost connection's 1
    }
    return 0
}

/// Xlib calls this when the connection breaks; if it returned, Xlib would exit without a word.
private let ioErrorHandler: XIOErrorHandler = { display in
    let name = display.flatMap { cx11_display_string($0) }.map { String(cString: $0) } ?? "(unknown)"
    xLog("lost the connection to X server \(name): the server exited or closed the connection")
    exit(1)
}

/// One line on stderr, prefixed so it can be told apart from client output in a session log.
/// write(2) rather than stdio: this runs inside Xlib's handlers, and Swift 6 rejects the `stderr` global.
func xLog(_ line: String) {
    var text = "splitwm: \(line)\n"
    text.withUTF8 { bytes in _ = write(2, bytes.baseAddress, bytes.count) }
}

private func string(fromC buffer: [CChar]) -> String {
    String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
