// The frame-pacing benchmark (`splitprobe --frames REPEATS`): how evenly the frames of animated
// reflow reach the server, read from the batch marks splitwm writes after each frame. See
// docs/hacking.md for the definitions.
import CX11
#if canImport(Glibc)
import Glibc
#endif

/// splitwm's frame grid: Xvfb reports no refresh rate, so 60 Hz.
let framePeriodMilliseconds = 1000.0 / 60

/// The changes measured, each a motion of its own.
enum PacingChange: String, CaseIterable {
    /// One more window mapped (and destroyed again, unmeasured, before the next).
    case insert
    /// A window destroyed (one mapped before, unmeasured).
    case remove
    /// `splitctl hide toggle`, hiding and showing in turn.
    case hide
    /// `splitctl workspace 2` and `workspace 1` in turn, a tree of the same size on each.
    case workspace
}

/// The motions of one change and what splitwm and the server spent on them.
struct PacingCase {
    var change: PacingChange
    var motions: [MotionRecord] = []
    var wmNanoseconds: UInt64 = 0
    var serverNanoseconds: UInt64?
    /// Time splitwm and the X server were ready to run but waited for a CPU (schedstat).
    var wmWaitingNanoseconds: UInt64 = 0, serverWaitingNanoseconds: UInt64 = 0
    /// The probe's own CPU time, and the whole machine's (busy, total), over the case's motions.
    var probeNanoseconds: UInt64 = 0
    var machineBusy: UInt64 = 0, machineTotal: UInt64 = 0

    /// What other processes took of the machine's CPUs meanwhile, in percent (clock ticks: coarse).
    var othersShare: String {
        guard machineTotal > 0, let server = serverNanoseconds else { return "?" }
        let busy = Int64(machineBusy) - Int64(wmNanoseconds + server + probeNanoseconds)
        return "\(max(0, Int((Double(busy) * 100 / Double(machineTotal)).rounded()))) %"
    }

    var marks: Int { motions.reduce(0) { $0 + $1.marks.count } }
    /// Frames splitwm pushed: every mark, and each motion's end (pushed without one).
    var framesPushed: Int { marks + motions.count }
    var intervals: [Double] { motions.flatMap(\.intervals).sorted() }
    /// Without each motion's first: from the second mark on (the first frame shows where the
    /// windows were, so it costs the server little and the next interval looks long).
    var laterIntervals: [Double] { motions.flatMap { $0.intervals.dropFirst() }.sorted() }
    /// Intervals longer than 1.5 frame periods.
    var late: Int { intervals.filter { $0 > 1.5 * framePeriodMilliseconds }.count }
    /// Grid ticks with no frame: for each interval, the periods it spans less one.
    var skipped: Int { intervals.reduce(0) { $0 + max(0, Int(($1 / framePeriodMilliseconds).rounded()) - 1) } }
    var toFirstFrame: [Double] { motions.compactMap { m in m.marks.first.map { Double($0 - m.start) / 1e6 } }.sorted() }
    var toEnd: [Double] { motions.compactMap { m in m.lastConfigure.map { Double($0 - m.start) / 1e6 } }.sorted() }
}

/// `--frames REPEATS`: with `windows` windows tiled, measures each change `repeats` times and
/// prints what it measured (the last lines rows of docs/benchmarks.md's table).
@MainActor
func runFramePacingBenchmark(_ x: ProbeDisplay, windows windowCount: Int, repeats: Int, wmPID: pid_t, serverPID: pid_t?,
                             splitctl: String, environment: [String], barrier: () -> Void, load: String) {
    // The tree: one window at a time, each once the one before is tiled; `sync` ends the motions.
    var next = 0
    func openWindows(_ count: Int) {
        for _ in 0..<count {
            guard x.mapAndTime(x.createWindow(index: next)) != nil else { fail("window \(next + 1) was not tiled within 10 s") }
            next += 1
        }
        barrier()
    }
    func command(_ words: String) {
        if timedRun([splitctl] + words.split(separator: " ").map(String.init), environment: environment) == nil {
            fail("splitctl \(words) failed")
        }
    }
    openWindows(windowCount)
    guard let check = x.supportingCheckWindow() else { fail("the root names no _NET_SUPPORTING_WM_CHECK window") }
    let mark = x.watchFrames(check: check)
    let quiet = UInt64(3 * framePeriodMilliseconds * 1e6)

    /// Times `body` (which starts a motion and returns when the command went out) as one motion.
    func measure(_ pacing: inout PacingCase, _ body: () -> Void) {
        x.dropQueuedEvents()
        let start = nowNanoseconds()
        body()
        let record = x.recordMotion(start: start, check: check, mark: mark, quiet: quiet) {
            guard let serverPID, let wm = CPUTime.of(wmPID), let server = CPUTime.of(serverPID) else { return nil }
            return (wm.scheduledNanoseconds, server.scheduledNanoseconds)
        }
        if record.timedOut { fail("\(pacing.change.rawValue): no frame within 2 s of the command") }
        pacing.motions.append(record)
    }
    /// `splitctl WORDS` as a motion: spawned, and reaped once the motion is over.
    func splitctlMotion(_ pacing: inout PacingCase, _ words: [String]) {
        var child: pid_t?
        measure(&pacing) { child = spawnCommand([splitctl] + words, environment: environment) }
        guard let child, reap(child) else { fail("splitctl \(words.joined(separator: " ")) failed") }
    }
    func cpu(_ pacing: inout PacingCase, _ body: (inout PacingCase) -> Void) {
        let wmBefore = CPUTime.of(wmPID), serverBefore = serverPID.flatMap { CPUTime.of($0) }
        let machineBefore = machineCPUNanoseconds(), probeBefore = processCPUNanoseconds()
        body(&pacing)
        let wmAfter = CPUTime.of(wmPID), serverAfter = serverPID.flatMap { CPUTime.of($0) }
        let machineAfter = machineCPUNanoseconds(), probeAfter = processCPUNanoseconds()
        pacing.probeNanoseconds += probeAfter - probeBefore
        if let machineBefore, let machineAfter {
            pacing.machineBusy += machineAfter.busy - machineBefore.busy
            pacing.machineTotal += machineAfter.total - machineBefore.total
        }
        if let wmBefore, let wmAfter {
            pacing.wmNanoseconds += wmAfter.scheduledNanoseconds - wmBefore.scheduledNanoseconds
            pacing.wmWaitingNanoseconds += wmAfter.waitingNanoseconds - wmBefore.waitingNanoseconds
        }
        if let serverBefore, let serverAfter {
            pacing.serverNanoseconds = (pacing.serverNanoseconds ?? 0) + serverAfter.scheduledNanoseconds - serverBefore.scheduledNanoseconds
            pacing.serverWaitingNanoseconds += serverAfter.waitingNanoseconds - serverBefore.waitingNanoseconds
        }
    }

    // Insert and remove: one window mapped, then destroyed, each a motion of its own.
    var insert = PacingCase(change: .insert), remove = PacingCase(change: .remove)
    for _ in 0..<repeats {
        let w = x.createWindow(index: next)
        next += 1
        cpu(&insert) { p in measure(&p) { XMapWindow(x.display, w); XFlush(x.display) } }
        cpu(&remove) { p in measure(&p) { XDestroyWindow(x.display, w); XFlush(x.display) } }
    }

    // Hide: the focused window's split loses a side and gets it back, in turn.
    var hide = PacingCase(change: .hide)
    for _ in 0..<repeats {
        cpu(&hide) { p in splitctlMotion(&p, ["hide", "toggle"]) }
    }
    if repeats % 2 == 1 {
        command("hide toggle")
        barrier()
    }

    // Workspace switch: as many windows on workspace 2, then back and forth.
    command("workspace 2")
    openWindows(windowCount)
    command("workspace 1")
    barrier()
    var workspace = PacingCase(change: .workspace)
    for i in 0..<repeats {
        cpu(&workspace) { p in splitctlMotion(&p, ["workspace", i % 2 == 0 ? "2" : "1"]) }
    }
    barrier()

    let size = x.screenSize
    print("splitprobe --frames: \(windowCount) windows on \(size.width)x\(size.height), \(repeats) motions a change, "
          + "frame period \(ms(framePeriodMilliseconds)) ms, load average \(load)")
    var rows: [String] = []
    for pacing in [insert, remove, hide, workspace] {
        let intervals = pacing.intervals, first = pacing.toFirstFrame, end = pacing.toEnd
        let moved = pacing.motions.map(\.moved.count).sorted()
        let frames = Double(pacing.marks) / Double(max(1, pacing.motions.count))
        func perFrame(_ ns: UInt64?) -> String {
            ns.map { ms(Double($0) / 1e6 / Double(max(1, pacing.framesPushed))) } ?? "?"
        }
        print("  \(pacing.change.rawValue): \(pacing.motions.count) motions, \(pacing.marks) marked frames "
              + "(\(ms(frames)) a motion), windows configured a motion p50 \(Int(percentile(moved.map(Double.init), 0.5)))")
        print("    interval between frames, ms: p50 \(ms(percentile(intervals, 0.5))), p99 \(ms(percentile(intervals, 0.99))), "
              + "max \(ms(intervals.last ?? .nan)); late (> 1.5 periods) \(pacing.late) of \(intervals.count), skipped \(pacing.skipped); "
              + "without each motion's first: p99 \(ms(percentile(pacing.laterIntervals, 0.99))), max \(ms(pacing.laterIntervals.last ?? .nan))")
        print("    command → first frame, ms: p50 \(ms(percentile(first, 0.5))), max \(ms(first.last ?? .nan)); "
              + "command → end, ms: p50 \(ms(percentile(end, 0.5))), max \(ms(end.last ?? .nan))")
        let split = pacing.motions.map(\.cpuInIntervals)
        if split.allSatisfy({ !$0.isEmpty }) {
            // The first interval of each motion apart: it holds the first frame that moves windows.
            func means(_ parts: [(wm: Double, server: Double)]) -> String {
                ms(mean(parts.map(\.wm))) + " / " + ms(mean(parts.map(\.server)))
            }
            let firstIntervals = pacing.motions.compactMap(\.intervals.first)
            print("    CPU within an interval, ms, splitwm / X server: first interval of a motion (\(ms(mean(firstIntervals))) ms long) "
                  + means(split.compactMap(\.first)) + ", the others (\(ms(mean(pacing.motions.flatMap { $0.intervals.dropFirst() }))) ms) "
                  + means(split.flatMap { $0.dropFirst() }))
        }
        print("    all intervals, ms: " + pacing.motions.map { $0.intervals.map(ms).joined(separator: " ") }.joined(separator: " | "))
        print("    CPU per frame pushed (\(pacing.framesPushed): marks and ends), ms: splitwm \(perFrame(pacing.wmNanoseconds)), "
              + "X server \(perFrame(pacing.serverNanoseconds)); waiting for a CPU per frame, ms: splitwm \(perFrame(pacing.wmWaitingNanoseconds)), "
              + "X server \(perFrame(pacing.serverWaitingNanoseconds)); other processes' share of the CPUs \(pacing.othersShare)")
        rows.append("| \(windowCount) | \(pacing.change.rawValue) | \(ms(frames)) | \(ms(percentile(intervals, 0.5))) | "
                    + "\(ms(percentile(intervals, 0.99))) | \(ms(intervals.last ?? .nan)) | \(pacing.late) of \(intervals.count) | "
                    + "\(pacing.skipped) | \(ms(percentile(first, 0.5))) | \(ms(percentile(end, 0.5))) | "
                    + "\(perFrame(pacing.wmNanoseconds)) / \(perFrame(pacing.serverNanoseconds)) | \(pacing.othersShare) |")
    }
    rows.forEach { print($0) }
}
