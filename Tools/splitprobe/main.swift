// splitprobe: measures a running splitwm from the outside, as an application sees it: how long a
// mapped window takes to be tiled, splitwm's CPU time per map and its memory, and splitctl's
// time per call. Run through `make measure` (scripts/measure.sh starts Xvfb and a release splitwm).
//   splitprobe --wm-pid PID --splitctl PATH [--windows 100] [--calls 200] [--hold 0]
//              [--switch-windows 50] [--switches 40]    (on $DISPLAY)
// and the time and CPU a workspace switch takes with that many windows on each side.
//   splitprobe --wm-pid PID --splitctl PATH --windows N --drag RATE [--motions 300] [--step 2]
//              [--server-pid PID]
// instead drags the root splitter of N windows at RATE motion events a second and measures how
// far the windows trail the pointer (scripts/drag-lag.sh, `make bench`; DragLag.swift).
//   splitprobe --wm-pid PID --splitctl PATH --windows N --frames REPEATS [--server-pid PID]
// instead measures the frames of animated reflow (insert, remove, hide, workspace switch, each
// REPEATS times) as the batch marks show them (scripts/frame-pacing.sh, `make bench`; FramePacing.swift).
//   splitprobe --peer NAME --wm-pid PID [--windows 100] [--resize-a CMD --resize-b CMD] [--noop CMD] [--i3-noop CMD] [--i3-events N]
//              [--workspace-a CMD --workspace-b CMD] [--xtrace-log LOG [--request-kinds yes]]
// instead measures any window manager, given its IPC client's commands, for the peer benchmark
// (scripts/bench-peers.sh, `make bench-peers`; Peers.swift).
// --hold keeps the windows open that many seconds after the table is printed, so that a profiler
// can stop counting before splitwm sees them go (scripts/profile-map.sh). --after-maps CMD and
// --before-switches CMD / --after-switches CMD run a command (split at spaces) at those points,
// so that a profiler counts only the maps or only the switches (scripts/profile-map.sh,
// scripts/profile-switch.sh).
import CX11
#if canImport(Glibc)
import Glibc
#endif

func fail(_ message: String) -> Never {
    let line = "splitprobe: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

var options: [String: String] = [:]
var arguments = CommandLine.arguments.dropFirst()
while let name = arguments.popFirst() {
    guard name.hasPrefix("--"), let value = arguments.popFirst() else {
        fail("usage: splitprobe --wm-pid PID --splitctl PATH [--windows N] [--calls N] [--hold SECONDS]")
    }
    options[String(name.dropFirst(2))] = value
}
if options["peer"] != nil {
    guard let pid = options["wm-pid"].flatMap({ pid_t($0) }), let display = getenv("DISPLAY").map({ String(cString: $0) }),
          let x = ProbeDisplay(name: display) else { fail("--peer needs --wm-pid PID and a display") }
    runPeerBenchmark(x, options: options, wmPID: pid)
    exit(0)
}
guard let wmPID = options["wm-pid"].flatMap({ pid_t($0) }), let splitctl = options["splitctl"] else {
    fail("usage: splitprobe --wm-pid PID --splitctl PATH [--windows N] [--calls N] [--hold SECONDS]")
}
let windowCount = options["windows"].flatMap { Int($0) } ?? 100
let callCount = options["calls"].flatMap { Int($0) } ?? 200
let holdSeconds = options["hold"].flatMap { UInt32($0) } ?? 0
guard let displayName = getenv("DISPLAY").map({ String(cString: $0) }) else { fail("DISPLAY is not set") }
guard let x = ProbeDisplay(name: displayName) else { fail("cannot open display \(displayName)") }
guard let socket = x.waitForRootProperty("_SPLITWM_SOCKET", seconds: 20) else {
    fail("no splitwm announced its socket on \(displayName) within 20 s")
}

/// The environment for splitctl: ours with DISPLAY, and SPLITWM_SOCKET only when asked.
func splitctlEnvironment(socket: String?) -> [String] {
    var env: [String] = []
    var p = environ
    while let entry = p.pointee {
        let text = String(cString: entry)
        if !text.hasPrefix("SPLITWM_SOCKET=") { env.append(text) }
        p += 1
    }
    if let socket { env.append("SPLITWM_SOCKET=\(socket)") }
    return env
}

/// `splitctl sync`: answered once splitwm has handled everything queued before it.
func barrier() {
    if timedRun([splitctl, "sync"], environment: splitctlEnvironment(socket: socket)) == nil { fail("splitctl sync failed") }
}

/// Other work on the machine skews every figure: the load average as the run starts goes with them.
let load = readProcFile("/proc/loadavg")?.split(separator: " ").prefix(3).joined(separator: " ") ?? "?"

if let rate = options["drag"].flatMap({ Int($0) }), rate > 0 {
    runDragBenchmark(x, windows: windowCount, rate: rate, motions: options["motions"].flatMap { Int($0) } ?? 300,
                     step: options["step"].flatMap { Int($0) } ?? 2, wmPID: wmPID,
                     serverPID: options["server-pid"].flatMap { pid_t($0) }, splitctl: splitctl,
                     environment: splitctlEnvironment(socket: socket), barrier: barrier, load: load)
    exit(0)
}

if let repeats = options["frames"].flatMap({ Int($0) }), repeats > 0 {
    runFramePacingBenchmark(x, windows: windowCount, repeats: repeats, wmPID: wmPID,
                            serverPID: options["server-pid"].flatMap { pid_t($0) }, splitctl: splitctl,
                            environment: splitctlEnvironment(socket: socket), barrier: barrier, load: load)
    exit(0)
}

func percentile(_ sorted: [Double], _ p: Double) -> Double {
    guard !sorted.isEmpty else { return .nan }
    // Nearest rank: the smallest value with at least p of the samples at or below it.
    let rank = Int((p * Double(sorted.count)).rounded(.up))
    return sorted[min(sorted.count - 1, max(0, rank - 1))]
}

func mean(_ values: [Double]) -> Double { values.isEmpty ? .nan : values.reduce(0, +) / Double(values.count) }

func ms(_ v: Double) -> String {
    let scaled = (v * 100).rounded() / 100
    let text = "\(scaled)"
    let parts = text.split(separator: ".")
    let decimals = parts.count > 1 ? String(parts[1].prefix(2)) : "0"
    return "\(parts[0]).\(decimals)\(decimals.count == 1 ? "0" : "")"
}

func column(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(1, width - text.count)) }

// 1. Map windows one at a time, each once the one before is tiled.
let windows = (0..<windowCount).map { x.createWindow(index: $0) }
barrier()
guard let cpuBefore = CPUTime.of(wmPID) else { fail("cannot read /proc/\(wmPID)") }
var timings: [MapTiming] = []
/// splitwm's time on a CPU and waiting for one while each window was mapped: tells a slow map
/// that splitwm spent from one it waited through (for a CPU, or for Xvfb and the probe).
var wmTimes: [(cpu: UInt64, waiting: UInt64)] = []
var late = 0
for (i, w) in windows.enumerated() {
    let before = CPUTime.of(wmPID)
    guard let t = x.mapAndTime(w) else { fail("window \(i + 1) was not tiled within 10 s") }
    let after = CPUTime.of(wmPID)
    timings.append(t)
    if let before, let after {
        wmTimes.append((after.scheduledNanoseconds - before.scheduledNanoseconds, after.waitingNanoseconds - before.waitingNanoseconds))
    }
    late += x.lateConfigures(of: w)
}
barrier()
guard let cpuAfter = CPUTime.of(wmPID) else { fail("cannot read /proc/\(wmPID)") }
/// Runs the command an option names (`--after-maps "callgrind_control -i off 123"`), if any.
@MainActor func hook(_ name: String) {
    guard let command = options[name] else { return }
    if timedRun(command.split(separator: " ").map(String.init), environment: splitctlEnvironment(socket: nil)) == nil {
        fail("--\(name) command failed: \(command)")
    }
}
hook("after-maps")
let memory = statusKiB(wmPID, ["VmRSS", "RssAnon"])

// 2. splitctl sync, with the socket named and found through the root property.
var callTimes: [(label: String, ms: [Double])] = []
for (label, named) in [("with $SPLITWM_SOCKET", true), ("without (root property)", false)] {
    let env = splitctlEnvironment(socket: named ? socket : nil)
    var times: [Double] = []
    for _ in 0..<callCount {
        guard let ns = timedRun([splitctl, "sync"], environment: env) else { fail("splitctl sync failed") }
        times.append(Double(ns) / 1e6)
    }
    callTimes.append((label, times))
}

// 3. Workspace switches: `switchWindows` windows on each of workspaces 2 and 3, then switches
// back and forth, each through splitctl (answered once the switch is pushed to the server).
let switchWindows = options["switch-windows"].flatMap { Int($0) } ?? 50
let switchCount = options["switches"].flatMap { Int($0) } ?? 40
let switchEnv = splitctlEnvironment(socket: socket)
for name in ["2", "3"] {
    if timedRun([splitctl, "workspace \(name)"], environment: switchEnv) == nil { fail("splitctl workspace \(name) failed") }
    for i in 0..<switchWindows {
        guard x.mapAndTime(x.createWindow(index: windowCount + i)) != nil else { fail("a window on workspace \(name) was not tiled") }
    }
}
barrier()
hook("before-switches")
guard let switchCPUBefore = CPUTime.of(wmPID) else { fail("cannot read /proc/\(wmPID)") }
var switchTimes: [Double] = []
for i in 0..<switchCount {
    guard let ns = timedRun([splitctl, "workspace \(i % 2 == 0 ? "2" : "3")"], environment: switchEnv) else { fail("splitctl workspace failed") }
    switchTimes.append(Double(ns) / 1e6)
}
guard let switchCPUAfter = CPUTime.of(wmPID) else { fail("cannot read /proc/\(wmPID)") }
hook("after-switches")

// 4. The table.
let latencies = timings.map { Double($0.nanoseconds) / 1e6 }
let sorted = latencies.sorted()
let size = x.screenSize
print("splitprobe: \(windowCount) windows on \(displayName) (\(size.width)x\(size.height)), splitwm pid \(wmPID), load average \(load)")
print(column("map→tile latency, ms", 30) + column("p50", 9) + column("p90", 9) + column("p99", 9) + "max")
print(column("  all \(windowCount)", 30) + column(ms(percentile(sorted, 0.5)), 9) + column(ms(percentile(sorted, 0.9)), 9)
      + column(ms(percentile(sorted, 0.99)), 9) + ms(sorted.last ?? .nan))
let k = min(10, windowCount)
for (label, part) in [("  first \(k), mean / p50", Array(latencies.prefix(k))), ("  last \(k), mean / p50", Array(latencies.suffix(k)))] {
    print(column(label, 30) + ms(mean(part)) + " / " + ms(percentile(part.sorted(), 0.5)))
}
let perMap = Double(cpuAfter.scheduledNanoseconds - cpuBefore.scheduledNanoseconds) / 1e6 / Double(windowCount)
let perMapTicks = Double(cpuAfter.ticks - cpuBefore.ticks) * 1000 / Double(CPUTime.ticksPerSecond) / Double(windowCount)
print(column("splitwm CPU per map, ms", 30) + ms(perMap) + " (schedstat), " + ms(perMapTicks) + " (utime+stime)")
print(column("splitwm memory, \(windowCount) windows", 30)
      + "VmRSS \(memory["VmRSS"].map(String.init) ?? "?") KiB, RssAnon \(memory["RssAnon"].map(String.init) ?? "?") KiB")
for (label, times) in callTimes {
    print(column("splitctl sync, ms, \(label)", 46) + "mean " + ms(mean(times)) + ", p50 " + ms(percentile(times.sorted(), 0.5))
          + " (\(callCount) calls)")
}
let syncTimes = callTimes[0].ms.sorted()
print(column("workspace switch, \(switchWindows) windows each side, ms", 46) + "splitctl p50 " + ms(percentile(switchTimes.sorted(), 0.5))
      + " (sync alone " + ms(percentile(syncTimes, 0.5)) + "), splitwm CPU per switch "
      + ms(Double(switchCPUAfter.scheduledNanoseconds - switchCPUBefore.scheduledNanoseconds) / 1e6 / Double(switchCount))
      + " (\(switchCount) switches)")
if wmTimes.count == latencies.count {
    let slowest = latencies.indices.sorted { latencies[$0] > latencies[$1] }.prefix(3)
    print("slowest maps, ms (splitwm on a CPU / waiting for one): " + slowest.map {
        "#\($0 + 1) " + ms(latencies[$0]) + " (" + ms(Double(wmTimes[$0].cpu) / 1e6) + " / " + ms(Double(wmTimes[$0].waiting) / 1e6) + ")"
    }.joined(separator: ", "))
}
let extra = timings.filter { $0.configures > 1 }.count
print("notes: \(extra) windows had more than one ConfigureNotify before counting as tiled, \(late) after")
if holdSeconds > 0 {
    fflush(nil)   // every stream: the table reaches a pipe before the wait
    sleep(holdSeconds)
}
