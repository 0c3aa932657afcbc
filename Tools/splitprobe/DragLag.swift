// The drag-lag benchmark (`splitprobe --drag RATE`): how far the windows trail the pointer
// while the root splitter is dragged, in motion events. See docs/hacking.md for the definitions.
import CX11
import SplitJSON
#if canImport(Glibc)
import Glibc
#endif

/// The root split as `query tree` shows it: where to press, and a window with an edge against
/// the splitter, which follows it pixel for pixel (the right edge of a tile of the primary side,
/// the left edge of one of the secondary side; its width need not, when its side is split again).
struct RootSplitter {
    /// Between the last tile of the primary side and the first of the secondary, halfway down.
    var gap: (x: Int, y: Int)
    var watched: UInt
    /// +1 when the watched window is on the primary (left) side: its right edge is watched;
    /// -1 on the secondary side: its left edge.
    var side: Int
    /// +1 to drag right, -1 to drag left: toward the side with fewer tiles, so the side that
    /// shrinks is the one with fewer minimum sizes to meet.
    var direction: Int

    /// Reads `query tree`'s document; fails with the reason when the root is not a side-by-side
    /// split with a window on each side.
    static func from(treeDocument text: String) -> Result<RootSplitter, DragError> {
        // splitctl prints the reply, whose member "tree" is the state document.
        guard let reply = try? JSON(parsing: text), let doc = reply["tree"] ?? reply["root"].map({ _ in reply }),
              let root = doc["root"], let area = doc["area"].flatMap(rect) else {
            return .failure(DragError("query tree gave no tree: \(text.prefix(200))"))
        }
        guard case .string("horizontal")? = root["layout"], let primary = root["primary"], let secondary = root["secondary"] else {
            return .failure(DragError("the root split is not side by side"))
        }
        let left = tiles(of: primary), right = tiles(of: secondary)
        guard let gapStart = left.map({ $0.rect.x + $0.rect.width }).max(), let gapEnd = right.map(\.rect.x).min()
        else { return .failure(DragError("a side of the root split shows no window")) }
        let direction = left.count >= right.count ? 1 : -1
        let gap = ((gapStart + gapEnd) / 2, area.y + area.height / 2)
        if let t = left.first(where: { $0.rect.x + $0.rect.width == gapStart }) {
            return .success(RootSplitter(gap: gap, watched: t.window, side: 1, direction: direction))
        }
        return .failure(DragError("no tile of the primary side touches the root splitter"))
    }

    private typealias PixelBox = (x: Int, y: Int, width: Int, height: Int)

    private static func rect(_ json: JSON) -> PixelBox? {
        guard case .int(let x)? = json["x"], case .int(let y)? = json["y"],
              case .int(let w)? = json["width"], case .int(let h)? = json["height"] else { return nil }
        return (x, y, w, h)
    }

    /// The visible leaves under `node` with their rectangles.
    private static func tiles(of node: JSON) -> [(window: UInt, rect: PixelBox)] {
        if case .int(let window)? = node["window"] {
            guard case .bool(true)? = node["visible"], let r = node["rect"].flatMap(rect) else { return [] }
            return [(UInt(window), r)]
        }
        return [node["primary"], node["secondary"]].compactMap { $0 }.flatMap { tiles(of: $0) }
    }
}

struct DragError: Error {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// One ConfigureNotify of the watched window, as the probe read it.
struct LayoutSeen {
    var readAt: UInt64
    /// Motions sent when it was read.
    var sent: Int
    /// The motion whose pointer position the layout shows (0: the press), or nil when the
    /// width matches no position (clamped, or not this drag's).
    var shows: Int?
}

/// What one drag measured.
struct DragRun {
    var motions: Int
    var layouts: [LayoutSeen]
    /// When each motion was flushed, and when it was due.
    var sentAt: [UInt64]
    var dueAt: [UInt64]
    /// The probe's own wall time awake (sending and reading) and its CPU time, over the drag.
    var busyNanoseconds: UInt64
    var cpuNanoseconds: UInt64

    var lags: [Int] { layouts.compactMap { l in l.shows.map { l.sent - $0 } } }
    var skipped: Int { motions - Set(layouts.compactMap(\.shows).filter { $0 > 0 }).count }
    var unmatched: Int { layouts.filter { $0.shows == nil }.count }
    /// From the last motion to the layout that shows it, or nil when none did.
    /// From each motion a layout showed to the probe's read of that layout, in ms, sorted.
    var motionToLayout: [Double] {
        layouts.compactMap { l in l.shows.flatMap { $0 > 0 ? Double(l.readAt - sentAt[$0 - 1]) / 1e6 : nil } }.sorted()
    }
    var finalDelay: UInt64? {
        guard let last = sentAt.last, let final = layouts.first(where: { $0.shows == motions }) else { return nil }
        return final.readAt - last
    }
}

func processCPUNanoseconds() -> UInt64 {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

extension ProbeDisplay {
    /// Presses button 1 at `press`, sends `motions` motion events `step` px apart along x at
    /// `rate` a second (each due at an absolute time on the monotonic clock, sent late rather
    /// than dropped), reading the watched window's ConfigureNotify events between them, waits
    /// up to `settle` ns after the last for the layout that shows it, then releases.
    /// `direction`: +1 right, -1 left; `side`: which edge of the watched window follows the
    /// splitter (see `RootSplitter.side`), `edgeAtPress` where it is at the press.
    func drag(from press: (x: Int32, y: Int32), direction: Int, step: Int, watched: UInt, side: Int, edgeAtPress: Int,
              motions: Int, rate: Int, settle: UInt64 = 2_000_000_000, afterPress: () -> Void) -> DragRun {
        fakeMotion(to: press.x, press.y)
        fakeButton1(pressed: true)
        XSync(display, 0)
        afterPress()
        let period = UInt64(1_000_000_000 / rate)
        var run = DragRun(motions: motions, layouts: [], sentAt: [], dueAt: [], busyNanoseconds: 0, cpuNanoseconds: 0)
        run.sentAt.reserveCapacity(motions)
        run.layouts.reserveCapacity(motions * 2)
        var event = XEvent()
        func readQueued() {
            while XEventsQueued(display, QueuedAfterReading) > 0 {
                XNextEvent(display, &event)
                guard event.type == ConfigureNotify, event.xconfigure.window == watched, event.xconfigure.send_event == 0 else { continue }
                let c = event.xconfigure
                let shift = (side > 0 ? Int(c.x) + Int(c.width) + 2 * Int(c.border_width) : Int(c.x)) - edgeAtPress
                let index = shift / (direction * step)
                let matches = shift % step == 0 && index >= 0 && index <= motions
                run.layouts.append(LayoutSeen(readAt: nowNanoseconds(), sent: run.sentAt.count, shows: matches ? index : nil))
            }
        }
        let cpuStart = processCPUNanoseconds()
        let start = nowNanoseconds()
        var awake = start
        while run.sentAt.count < motions {
            let due = start + UInt64(run.sentAt.count + 1) * period
            readQueued()
            let now = nowNanoseconds()
            if now < due {
                run.busyNanoseconds += now - awake
                _ = waitReadable(until: due)
                awake = nowNanoseconds()
                continue
            }
            let i = run.sentAt.count + 1
            fakeMotion(to: press.x + Int32(i * step * direction), press.y)
            run.sentAt.append(nowNanoseconds())
            run.dueAt.append(due)
        }
        readQueued()
        run.busyNanoseconds += nowNanoseconds() - awake
        run.cpuNanoseconds = processCPUNanoseconds() - cpuStart
        let giveUp = nowNanoseconds() + settle
        while !run.layouts.contains(where: { $0.shows == motions }), nowNanoseconds() < giveUp {
            if waitReadable(until: giveUp) { readQueued() }
        }
        fakeButton1(pressed: false)
        XSync(display, 0)
        return run
    }
}

/// `--drag RATE`: maps `windows` windows one at a time, drags the root splitter by `motions`
/// motion events of `step` px at `rate` a second, and prints what it measured (the last line a
/// row of docs/benchmarks.md's table).
/// With `serverPID`, the X server's CPU time during the drag is printed beside splitwm's.
@MainActor
func runDragBenchmark(_ x: ProbeDisplay, windows windowCount: Int, rate: Int, motions: Int, step: Int,
                      wmPID: pid_t, serverPID: pid_t?, splitctl: String, environment: [String], barrier: () -> Void, load: String) {
    let windows = (0..<windowCount).map { x.createWindow(index: $0) }
    barrier()
    for (i, w) in windows.enumerated() where x.mapAndTime(w) == nil { fail("window \(i + 1) was not tiled within 10 s") }
    barrier()
    guard let tree = outputOfRun([splitctl, "query", "tree"], environment: environment) else { fail("splitctl query tree failed") }
    let root: RootSplitter
    switch RootSplitter.from(treeDocument: tree) {
    case .success(let r): root = r
    case .failure(let e): fail(e.reason)
    }
    guard let press = x.splitterCentre(containing: root.gap.x, root.gap.y) else {
        fail("no splitter window at \(root.gap.x),\(root.gap.y), between the root split's sides")
    }
    x.listenOnly(to: root.watched, among: windows)
    guard let edge = x.edge(root.side > 0 ? .right : .left, of: root.watched) else { fail("cannot read the watched window's geometry") }
    let wmBefore = CPUTime.of(wmPID), serverBefore = serverPID.flatMap { CPUTime.of($0) }
    let machineBefore = machineCPUNanoseconds(), probeBefore = processCPUNanoseconds()
    let run = x.drag(from: press, direction: root.direction, step: step, watched: root.watched, side: root.side, edgeAtPress: edge,
                     motions: motions, rate: rate, afterPress: barrier)
    barrier()
    // From the press to the final layout (or the probe giving up on it), and the release.
    let wmAfter = CPUTime.of(wmPID), serverAfter = serverPID.flatMap { CPUTime.of($0) }
    let machineAfter = machineCPUNanoseconds(), probeAfter = processCPUNanoseconds()
    // What other processes took of the machine meanwhile: a busy machine makes every figure worse.
    var others = "?"
    if let machineBefore, let machineAfter, let wmBefore, let wmAfter, let serverBefore, let serverAfter,
       machineAfter.total > machineBefore.total {
        let ours = (wmAfter.scheduledNanoseconds - wmBefore.scheduledNanoseconds)
            + (serverAfter.scheduledNanoseconds - serverBefore.scheduledNanoseconds) + (probeAfter - probeBefore)
        let busy = Int64(machineAfter.busy - machineBefore.busy) - Int64(ours)
        others = "\(max(0, Int((Double(busy) * 100 / Double(machineAfter.total - machineBefore.total)).rounded()))) %"
    }
    func cpuPerMotion(_ before: CPUTime?, _ after: CPUTime?) -> String {
        guard let before, let after else { return "?" }
        return ms(Double(after.scheduledNanoseconds - before.scheduledNanoseconds) / 1e3 / Double(motions))
    }

    let lags = run.lags.sorted()
    let late = zip(run.sentAt, run.dueAt).map { Double($0 - $1) / 1e6 }.sorted()
    let busy = Double(run.busyNanoseconds) / 1e6 / Double(motions)
    let cpu = Double(run.cpuNanoseconds) / 1e6 / Double(motions)
    let span = Double((run.sentAt.last ?? 0) - (run.sentAt.first ?? 0)) / 1e9
    let achieved = span > 0 ? Double(motions - 1) / span : .nan
    let size = x.screenSize
    let final = run.finalDelay.map { ms(Double($0) / 1e6) } ?? "never"
    func lag(_ p: Double) -> String { lags.isEmpty ? "?" : "\(Int(percentile(lags.map(Double.init), p)))" }
    print("splitprobe --drag: \(windowCount) windows on \(size.width)x\(size.height), \(motions) motions of \(step) px "
          + "at \(rate)/s (sent at \(Int(achieved.rounded()))/s), load average \(load)")
    print("  layouts of the watched window read: \(run.layouts.count) (\(run.unmatched) matching no pointer position)")
    print("  lag, motion events: p50 \(lag(0.5)), p90 \(lag(0.9)), max \(lags.last.map(String.init) ?? "?")")
    print("  positions never shown: \(run.skipped) of \(motions)")
    let reach = run.motionToLayout
    print("  a motion → its layout read, ms: p50 \(ms(percentile(reach, 0.5))), p90 \(ms(percentile(reach, 0.9))), max \(ms(reach.last ?? .nan))")
    print("  last motion → its layout read: \(final) ms")
    print("  CPU per motion, µs, press to final layout: splitwm \(cpuPerMotion(wmBefore, wmAfter)), X server \(cpuPerMotion(serverBefore, serverAfter))")
    print("  other processes' share of the machine's CPUs meanwhile: \(others) (clock ticks: coarse)")
    print("  probe per motion: awake \(ms(busy * 1000)) µs, CPU \(ms(cpu * 1000)) µs; sent late by p50 \(ms(percentile(late, 0.5))) ms, "
          + "p99 \(ms(percentile(late, 0.99))) ms, max \(ms(late.last ?? .nan)) ms")
    print("| \(windowCount) | \(rate) | \(lag(0.5)) | \(lag(0.9)) | \(lags.last.map(String.init) ?? "?") | \(run.skipped) of \(motions) | "
          + "\(final) ms | \(ms(percentile(reach, 0.5))) ms | \(ms(busy * 1000)) / \(ms(cpu * 1000)) µs | "
          + "\(cpuPerMotion(wmBefore, wmAfter)) / \(cpuPerMotion(serverBefore, serverAfter)) µs | \(others) |")
}
