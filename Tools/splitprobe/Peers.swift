// The peer benchmark's measuring (`splitprobe --peer NAME`, run by scripts/bench-peers.sh): the
// same figures for splitwm, bspwm, i3 and the floor, with each window manager's own IPC client
// given as commands, so nothing here knows which one it measures. Prints one `key value` line a
// figure; the script gathers them over rounds into docs/benchmarks.md's table.
import CX11
#if canImport(Glibc)
import Glibc
#endif

/// The commands the script gives for one window manager (words split on spaces, the first an
/// absolute path); nil where it has none (the floor has no IPC and no workspaces).
struct PeerCommands {
    var resize: (String, String)?   // the focused window's split, to one share and back
    var noop: [String]?              // a round trip through the IPC client that changes nothing
    var i3Noop: [String]?            // the same through i3's client, i3-msg, where the window manager speaks i3's IPC
    var workspaces: ([String], [String])?

    init(_ options: [String: String]) {
        func words(_ key: String) -> [String]? { options[key].map { $0.split(separator: " ").map(String.init) } }
        if let a = options["resize-a"], let b = options["resize-b"] { resize = (a, b) }
        noop = words("noop")
        i3Noop = words("i3-noop")
        if let a = words("workspace-a"), let b = words("workspace-b") { workspaces = (a, b) }
    }
}

func emit(_ key: String, _ value: Double) { print("\(key) \(ms(value))") }

/// The probe's environment, passed on to the commands.
func inheritedEnvironment() -> [String] {
    var env: [String] = []
    var p = environ
    while let entry = p.pointee { env.append(String(cString: entry)); p += 1 }
    return env
}

func runPeerBenchmark(_ x: ProbeDisplay, options: [String: String], wmPID: pid_t) {
    guard x.waitForWindowManager(seconds: 20) else { fail("no window manager set _NET_SUPPORTING_WM_CHECK within 20 s") }
    let commands = PeerCommands(options)
    let env = inheritedEnvironment()
    let count = options["windows"].flatMap { Int($0) } ?? 100
    if let log = options["xtrace-log"] {
        countPeerRequests(x, log: log, windows: count, resizes: options["resizes"].flatMap { Int($0) } ?? 20,
                          commands: commands, environment: env, options: options)
        return
    }
    func memory(_ suffix: String) {
        let kib = statusKiB(wmPID, ["VmRSS", "RssAnon"])
        emit("rss_\(suffix)", Double(kib["VmRSS"] ?? 0) / 1024)
        emit("anon_\(suffix)", Double(kib["RssAnon"] ?? 0) / 1024)
    }

    // 1. Idle: memory, then CPU ticks and context switches over a few quiet seconds.
    memory("idle")
    let idleSeconds = options["idle"].flatMap { UInt32($0) } ?? 5
    let switchNames = ["voluntary_ctxt_switches", "nonvoluntary_ctxt_switches"]
    guard let idleBefore = CPUTime.of(wmPID) else { fail("cannot read /proc/\(wmPID)") }
    let switchesBefore = statusKiB(wmPID, switchNames).values.reduce(0, +)   // plain counts, read as the KiB are
    sleep(idleSeconds)
    guard let idleAfter = CPUTime.of(wmPID) else { fail("cannot read /proc/\(wmPID)") }
    emit("idle_ticks", Double(idleAfter.ticks - idleBefore.ticks))
    emit("idle_ctxt", Double(statusKiB(wmPID, switchNames).values.reduce(0, +) - switchesBefore))

    // 2. Map→tile, one window at a time, each once the one before is tiled.
    let windows = (0..<count).map { x.createWindow(index: $0) }
    guard let wmBefore = CPUTime.of(wmPID), let probeBefore = CPUTime.of(getpid()) else { fail("cannot read /proc") }
    var latencies: [Double] = []
    for (i, w) in windows.enumerated() {
        guard let t = x.mapAndTime(w) else { fail("window \(i + 1) was not tiled within 10 s") }
        latencies.append(Double(t.nanoseconds) / 1e6)
    }
    guard let wmAfter = CPUTime.of(wmPID), let probeAfter = CPUTime.of(getpid()) else { fail("cannot read /proc") }
    let sorted = latencies.sorted()
    for (key, p) in [("map_p50", 0.5), ("map_p90", 0.9), ("map_p99", 0.99)] { emit(key, percentile(sorted, p)) }
    emit("map_max", sorted.last ?? .nan)
    for n in [10, 50, 100] where n <= count { emit("map_n\(n)", latencies[n - 1]) }
    emit("cpu_map", Double(wmAfter.scheduledNanoseconds - wmBefore.scheduledNanoseconds) / 1e6 / Double(count))
    emit("cpu_map_ticks", Double(wmAfter.ticks - wmBefore.ticks) * 1000 / Double(CPUTime.ticksPerSecond) / Double(count))
    emit("probe_cpu_map", Double(probeAfter.scheduledNanoseconds - probeBefore.scheduledNanoseconds) / 1e6 / Double(count))
    memory("n")

    // 3. Reflow: the focused (last) window's split set to one share and back, through the IPC
    // client; then the client alone, with a command that changes nothing.
    let resizes = options["resizes"].flatMap { Int($0) } ?? 200
    if let (a, b) = commands.resize, let watched = windows.last {
        var times: [Double] = []
        for i in 0..<resizes {
            let argv = (i % 2 == 0 ? a : b).split(separator: " ").map(String.init)
            guard let ns = x.runAndWaitForReflow(argv, environment: env, window: watched, before: x.geometry(of: watched))
            else { fail("`\(argv.joined(separator: " "))` did not reflow window \(count) within 10 s") }
            times.append(Double(ns) / 1e6)
        }
        emit("reflow", percentile(times.sorted(), 0.5))
    }
    // A round trip through each IPC client that changes nothing: the median of as many runs as reflows.
    for (key, argv) in [("ipc_noop", commands.noop), ("i3_noop", commands.i3Noop)] {
        guard let argv else { continue }
        var times: [Double] = []
        for _ in 0..<resizes {
            guard let ns = timedRun(argv, environment: env) else { fail("`\(argv.joined(separator: " "))` failed") }
            times.append(Double(ns) / 1e6)
        }
        emit(key, percentile(times.sorted(), 0.5))
    }

    // An i3 IPC subscriber's wait for a title change it is told of (splitwm and i3 alike).
    if let rounds = options["i3-events"].flatMap({ Int($0) }), let watched = windows.last {
        guard let latency = i3TitleEventLatency(x, window: watched, rounds: rounds) else { fail("no i3 title event within 10 s") }
        emit("i3_title_event", latency)
    }

    // 4. A burst: the windows destroyed, then as many new ones mapped in one flush.
    for w in windows { XDestroyWindow(x.display, w) }
    XSync(x.display, 0)
    settle(wmPID)
    let burst = (0..<count).map { x.createWindow(index: count + $0) }
    guard let burstNs = x.mapAllAndTime(burst) else { fail("a burst of \(count) windows was not tiled within 20 s") }
    emit("burst", Double(burstNs) / 1e6)

    // 5. Workspace switches: `switch-windows` windows on each of two workspaces, then back and forth.
    guard let (toA, toB) = commands.workspaces else { return }
    let side = options["switch-windows"].flatMap { Int($0) } ?? 50
    let switches = options["switches"].flatMap { Int($0) } ?? 40
    var sides: [[UInt]] = []
    for (k, command) in [toA, toB].enumerated() {
        guard timedRun(command, environment: env) != nil else { fail("`\(command.joined(separator: " "))` failed") }
        settle(wmPID)
        let made = (0..<side).map { x.createWindow(index: 2 * count + k * side + $0) }
        for w in made {
            XSelectInput(x.display, w, StructureNotifyMask | VisibilityChangeMask)
            guard x.mapAndTime(w) != nil else { fail("a window on a second workspace was not tiled within 10 s") }
        }
        sides.append(made)
    }
    // A profiler's switches on and off (scripts/profile-switch.sh with PEER); counting starts
    // once the maps are done.
    func hook(_ name: String) {
        guard let command = options[name] else { return }
        if timedRun(command.split(separator: " ").map(String.init), environment: env) == nil { fail("--\(name) command failed: \(command)") }
    }
    if options["before-switches"] != nil { settle(wmPID) }
    hook("before-switches")
    guard let switchBefore = CPUTime.of(wmPID) else { fail("cannot read /proc/\(wmPID)") }
    var times: [Double] = []
    for i in 0..<switches {
        let (command, coming) = i % 2 == 0 ? (toA, sides[0]) : (toB, sides[1])
        guard let ns = x.runAndWaitForVisible(command, environment: env, coming: coming)
        else { fail("`\(command.joined(separator: " "))` did not show its \(side) windows within 10 s") }
        times.append(Double(ns) / 1e6)
    }
    guard let switchAfter = CPUTime.of(wmPID) else { fail("cannot read /proc/\(wmPID)") }
    hook("after-switches")
    emit("switch", percentile(times.sorted(), 0.5))
    emit("cpu_switch", Double(switchAfter.scheduledNanoseconds - switchBefore.scheduledNanoseconds) / 1e6 / Double(switches))
}

/// Waits until the window manager has used no CPU for 100 ms (at most 5 s): no IPC of the peers
/// answers only after every X event before it, so between phases this stands in for a barrier.
func settle(_ pid: pid_t) {
    var last = CPUTime.of(pid)?.scheduledNanoseconds
    for _ in 0..<50 {
        usleep(100_000)
        let now = CPUTime.of(pid)?.scheduledNanoseconds
        if now == last { return }
        last = now
    }
}

/// `--xtrace-log LOG`: the window manager runs behind xtrace, which writes every request it sends
/// and every reply it gets to LOG; counts both per map (one window at a time), per reflow and per
/// workspace switch (`switch-windows` windows on each side, `switches` switches). A phase's count
/// is read once the log has not grown for 300 ms. With `--request-kinds yes`, each phase's
/// requests by kind (and those of the map of window 11 into 10, alone) also go to stderr, as
/// `kinds PHASE KIND COUNT-PER-STEP` lines (what a window manager sends beyond another), with
/// `bytes PHASE FROM TO`, where the phase is in the log.
func countPeerRequests(_ x: ProbeDisplay, log: String, windows count: Int, resizes: Int,
                       commands: PeerCommands, environment: [String], options: [String: String]) {
    let byKind = options["request-kinds"] != nil
    func quietCounts() -> RequestCounts {
        var last = -1
        var text = ""
        for _ in 0..<100 {
            text = readProcFile(log) ?? ""
            if text.utf8.count == last { break }
            last = text.utf8.count
            usleep(300_000)
        }
        return RequestCounts(xtraceLog: text)
    }
    func report(_ phase: String, _ from: RequestCounts, _ to: RequestCounts, steps: Int) {
        emit("req_\(phase)", Double(to.requests - from.requests) / Double(steps))
        emit("rt_\(phase)", Double(to.replies - from.replies) / Double(steps))
        if byKind {
            from.kindLines(to: to, phase: phase, steps: steps).forEach(printError)
            printError("bytes \(phase) \(from.length) \(to.length)")   // the phase's part of the log, to read it whole
        }
    }
    let windows = (0..<count).map { x.createWindow(index: $0) }
    let start = quietCounts()
    var beforeEleventh = start, afterEleventh = start
    for (i, w) in windows.enumerated() {
        if byKind && i == 10 { beforeEleventh = quietCounts() }
        if x.mapAndTime(w) == nil { fail("window \(i + 1) was not tiled within 10 s") }
        if byKind && i == 10 { afterEleventh = quietCounts() }
    }
    let mapped = quietCounts()
    report("map", start, mapped, steps: count)
    if byKind && count > 10 { report("map11", beforeEleventh, afterEleventh, steps: 1) }
    if let (a, b) = commands.resize, let watched = windows.last {
        for i in 0..<resizes {
            let argv = (i % 2 == 0 ? a : b).split(separator: " ").map(String.init)
            if x.runAndWaitForReflow(argv, environment: environment, window: watched, before: x.geometry(of: watched)) == nil {
                fail("`\(argv.joined(separator: " "))` did not reflow window \(count) within 10 s")
            }
        }
        let resized = quietCounts()
        report("resize", mapped, resized, steps: resizes)
    }
    guard let (toA, toB) = commands.workspaces else { return }
    let side = options["switch-windows"].flatMap { Int($0) } ?? 50
    let switches = options["switches"].flatMap { Int($0) } ?? 10
    var sides: [[UInt]] = []
    for (k, command) in [toA, toB].enumerated() {
        guard timedRun(command, environment: environment) != nil else { fail("`\(command.joined(separator: " "))` failed") }
        let made = (0..<side).map { x.createWindow(index: 2 * count + k * side + $0) }
        for w in made {
            XSelectInput(x.display, w, StructureNotifyMask | VisibilityChangeMask)
            guard x.mapAndTime(w) != nil else { fail("a window on a second workspace was not tiled within 10 s") }
        }
        sides.append(made)
    }
    let ready = quietCounts()
    for i in 0..<switches {
        let (command, coming) = i % 2 == 0 ? (toA, sides[0]) : (toB, sides[1])
        if x.runAndWaitForVisible(command, environment: environment, coming: coming) == nil {
            fail("`\(command.joined(separator: " "))` did not show its \(side) windows within 10 s")
        }
    }
    report("switch", ready, quietCounts(), steps: switches)
}

/// What an xtrace log holds so far: requests, replies, and requests by kind (the name after
/// `Request(N): `, e.g. ConfigureWindow; an extension's with its name, e.g. SHAPE-Rectangles).
struct RequestCounts {
    var requests = 0, replies = 0
    var kinds: [String: Int] = [:]
    var length = 0   // of the log, in bytes

    init(xtraceLog text: String) {
        length = text.utf8.count
        for line in text.split(separator: "\n") {
            // `Request(N): Name` for a core request, `EXT-Request(N,m): Name` for an extension's
            // (counted as EXT-Name: SHAPE-Rectangles), as the third word of the line.
            let words = line.split(separator: " ", maxSplits: 4)
            if words.count > 3, words[2].hasPrefix("Request(") || words[2].contains("-Request(") {
                requests += 1
                let ext = words[2].firstRange(of: "-Request(").map { String(words[2][..<$0.lowerBound]) + "-" } ?? ""
                kinds[ext + String(words[3]), default: 0] += 1
            } else if line.contains(": Reply to ") {
                replies += 1
            }
        }
    }

    /// `kinds PHASE KIND N` for each kind sent between `self` and `later`, per step, most first.
    func kindLines(to later: RequestCounts, phase: String, steps: Int) -> [String] {
        var perStep: [(kind: String, count: Double)] = []
        for (kind, total) in later.kinds where total > kinds[kind] ?? 0 {
            perStep.append((kind, Double(total - (kinds[kind] ?? 0)) / Double(steps)))
        }
        perStep.sort { $0.count != $1.count ? $0.count > $1.count : $0.kind < $1.kind }
        return perStep.map { "kinds \(phase) \($0.kind) \(ms($0.count))" }
    }
}

func printError(_ line: String) {
    let text = line + "\n"
    _ = text.withCString { write(2, $0, strlen($0)) }
}
