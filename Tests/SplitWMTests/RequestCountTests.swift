// What splitwm asks of the X server, counted: the real binary connects through an xtrace proxy
// (every request it sends is logged), the test's client talks to the Xvfb directly, and each
// step is delimited by barriers (splitwm answers `sync` after a round trip of its own, so once
// it answers, every request it sent before is in the log).
import Foundation
import SplitX
import Testing
import XTestSupport

/// A splitwm binary behind xtrace on a fresh Xvfb, and a test client on the Xvfb itself.
final class TracedSession {
    let server: Xvfb
    let proxy: XTraceProxy
    let client: TestClient
    let wm: SplitWMProcess
    /// Read again by `reload`, so kept until the end.
    private let configPath = "/tmp/splitwm-test-config-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"

    /// `config` is the config file's text: by default, changes at once (each count here is of
    /// one picture; a motion's frames are counted by the frame-pacing benchmark).
    init(size: PixelSize, config: String = "animation-duration 0\n") throws {
        server = try Xvfb(size: size)
        proxy = try XTraceProxy(for: server)
        client = try server.client()
        try config.write(toFile: configPath, atomically: true, encoding: .utf8)
        wm = try SplitWMProcess(display: proxy.displayName, arguments: ["--config", configPath])
    }

    /// splitwm first (its connection goes through xtrace), then xtrace, then the server.
    func stop() {
        wm.signal(SIGTERM)
        _ = wm.waitForExit()
        proxy.stop()
        proxy.removeLog()
        server.stop()
        unlink(configPath)
    }

    var screen: PixelRect { PixelRect(x: 0, y: 0, width: server.size.width, height: server.size.height) }

    /// Returns once splitwm has handled everything this client sent, and its requests are logged.
    func barrier(sourceLocation: SourceLocation = #_sourceLocation) {
        client.sync()
        let status = try? SplitWMProcess.splitctl(["sync"], display: server.displayName).status
        #expect(status == 0, "splitctl sync", sourceLocation: sourceLocation)
    }

    /// Maps `count` windows, each once the one before is managed.
    func openWindows(_ count: Int) -> [WindowID] {
        (0..<count).map { i in
            let w = client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "traced \(i)")
            client.map(w)
            _ = WMServerTests.Lifecycle.eventually(client) { client.property(w, "WM_STATE") != nil }
            return w
        }
    }

    /// Every child of the root (clients, splitter windows, the check window): its rectangle and
    /// whether it is override-redirect and viewable (a splitter window's).
    func snapshot() -> [WindowID: RootChild] {
        var children: [WindowID: RootChild] = [:]
        for w in client.stackingOrder() {
            if let rect = client.geometry(of: w), let o = client.isOverrideRedirect(w), let state = client.mapState(of: w) {
                children[w] = RootChild(rect: rect, overrideRedirect: o, viewable: state == .viewable)
            }
        }
        return children
    }

    /// What splitwm sent during `step`: the requests logged between a barrier before it and one
    /// after it, with the root's children read before and after.
    func measure(_ step: () -> Void) -> TracedStep {
        barrier()
        let before = snapshot()
        let offset = proxy.logLength
        step()
        barrier()
        return TracedStep(requests: proxy.requests(from: offset), before: before, after: snapshot())
    }
}

struct RootChild: Hashable {
    var rect: PixelRect
    var overrideRedirect: Bool
    var viewable: Bool
    /// A splitter window: override-redirect and shown (so is the check window, which never
    /// moves, off the screen).
    var isSplitter: Bool { overrideRedirect && viewable }
}

/// One measured step: splitwm's requests, and the root's children before and after.
struct TracedStep {
    var requests: [XRequestRecord]
    var before: [WindowID: RootChild]
    var after: [WindowID: RootChild]

    var configures: [XRequestRecord] { requests.filter { $0.name == "ConfigureWindow" } }

    /// The windows there before and after whose rectangle is different.
    var changed: Set<WindowID> {
        Set(before.compactMap { w, c in after[w].map { $0.rect == c.rect ? nil : w } ?? nil })
    }

    var changedSplitterWindows: Set<WindowID> { changed.filter { before[$0]?.isSplitter == true } }

    /// The fewest splitter windows any renderer must move in this step: the splitter rectangles
    /// shown after it that were not shown before, less the splitter windows it created there.
    /// (Today's renderer names splitter windows by the split's pre-order index, so inserting a
    /// split early in that order moves every later splitter's windows onto its neighbour's place.)
    var fewestSplitterMoves: Int {
        var shown: [PixelRect: Int] = [:]
        for c in before.values where c.isSplitter { shown[c.rect, default: 0] += 1 }
        var new = 0
        for c in after.values where c.isSplitter {
            if let n = shown[c.rect], n > 0 { shown[c.rect] = n - 1 } else { new += 1 }
        }
        let created = after.filter { before[$0.key] == nil && $0.value.isSplitter }.count
        return max(0, new - created)
    }

    var summary: String {
        let restacks = configures.filter { $0.subfields("values").keys.sorted() == ["stack-mode"] }.count
        return "\(configures.count) ConfigureWindow (\(restacks) only restacking), \(requests.count) requests in all; "
            + "\(changed.count) windows changed rectangle, \(changedSplitterWindows.count) of them splitter windows "
            + "(\(fewestSplitterMoves) needed)"
    }
}

/// A ConfigureWindow request's window and values, for failure messages.
func describe(_ r: XRequestRecord) -> String {
    "0x\(String(r.window ?? 0, radix: 16)) \(r.fields["values"] ?? "")"
}

func withTracedSplitWM<T>(size: PixelSize = PixelSize(width: 3840, height: 2160), config: String = "animation-duration 0\n",
                          sourceLocation: SourceLocation = #_sourceLocation,
                          _ body: (TracedSession) throws -> T) throws -> T {
    let t = try TracedSession(size: size, config: config)
    defer { t.stop() }
    #expect(WMServerTests.Lifecycle.waitForWM(t.client), "splitwm came up behind xtrace: \(t.wm.standardError)",
            sourceLocation: sourceLocation)
    return try body(t)
}

extension WMServerTests {
    @Suite struct RequestCounts {
        /// Every ConfigureWindow names a window whose rectangle changed (no restacking of
        /// windows that stay put), there is exactly one per changed window (a new client's
        /// stacking goes in the request that gives it its tile), plus at most one stacking
        /// request for each splitter window made in the step (its coloured part goes below the
        /// other splitters' input windows: the issue's "plus the new splitter"), and no more
        /// splitter windows move than the new picture needs.
        static func check(_ step: TracedStep, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
            let changed = step.changed
            let created = Set(step.after.filter { step.before[$0.key] == nil && $0.value.isSplitter }.keys)
            let stackingNew = step.configures.filter {
                $0.window.map { created.contains(WindowID(rawValue: $0)) } == true && $0.subfields("values").keys.sorted() == ["stack-mode"]
            }
            #expect(Set(stackingNew.compactMap(\.window)).count == stackingNew.count,
                    "\(name): a new splitter window is stacked once", sourceLocation: sourceLocation)
            let unchanged = step.configures.filter { $0.window.map { !changed.contains(WindowID(rawValue: $0)) } ?? true }
                .filter { r in !stackingNew.contains { $0.sequence == r.sequence } }
            #expect(step.configures.count == changed.count + stackingNew.count,
                    "\(name): \(step.configures.count) ConfigureWindow requests for \(changed.count) windows whose rectangle changed and \(stackingNew.count) new splitter windows stacked",
                    sourceLocation: sourceLocation)
            #expect(unchanged.count == 0,
                    "\(name): \(unchanged.count) ConfigureWindow for windows that did not move, e.g. \(unchanged.prefix(4).map(describe))",
                    sourceLocation: sourceLocation)
            #expect(step.changedSplitterWindows.count <= step.fewestSplitterMoves,
                    "\(name): \(step.changedSplitterWindows.count) splitter windows moved where \(step.fewestSplitterMoves) had to",
                    sourceLocation: sourceLocation)
        }

        /// The parser reads xtrace's lines as this xtrace (1.4) writes them.
        @Test func xtraceLinesParseIntoRequests() {
            let log = """
            000:<: am lsb-first want 11:0 authorising with '' of length 0
            002:<:0114: 32: Request(12): ConfigureWindow window=0x00400001 values={x=0 y=0 width=397 height=598 border-width=1}
            002:>:0114:32: Reply to QueryExtension: present=true(0x01) major-opcode=133
            002:<:012b: 16: Request(12): ConfigureWindow window=0x00200002 values={stack-mode=Above(0x00)}
            000:<:000e: 28: XKEYBOARD-Request(135,8): GetMap deviceSpec=UseCoreKbd(256) full=7
            002:<:0116:  8: Request(8): MapWindow window=0x00400002
            002:<:0117:  8: Request(8): MapWin
            """
            let requests = XRequestLog.requests(in: log)
            #expect(requests.map(\.name) == ["ConfigureWindow", "ConfigureWindow", "GetMap", "MapWindow"],
                    "replies and the setup are not requests; the unfinished last line is left out")
            #expect(requests[0].window == 0x0040_0001 && requests[0].sequence == 0x114 && requests[0].connection == 2)
            #expect(requests[0].subfields("values") == ["x": "0", "y": "0", "width": "397", "height": "598", "border-width": "1"])
            #expect(requests[1].subfields("values") == ["stack-mode": "Above(0x00)"])
            #expect(requests[2].extensionName == "XKEYBOARD" && requests[2].major == 135 && requests[2].minor == 8)
        }

        /// Scenario A: 100 windows managed, one more mapped: one ConfigureWindow per window
        /// whose rectangle changed. Today splitwm raises every splitter window whenever a
        /// client is mapped (two windows per splitter), and moves the windows of every splitter
        /// after the new split in pre-order onto their neighbour's place.
        @Test func mappingTheHundredAndFirstWindowConfiguresOnlyTheWindowsThatMove() throws {
            try withTracedSplitWM { t in
                _ = t.openWindows(100)
                let w = t.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "the 101st")
                let step = t.measure {
                    t.client.map(w)
                    _ = Lifecycle.eventually(t.client) { t.client.mapState(of: w) == .viewable }
                }
                #expect(step.changed.contains(w), "the new window got its tile")
                print("map step with 100 windows: \(step.summary)")
                Self.check(step, "mapping a window among 100")
            }
        }

        /// Scenario C: a map moves two tiles and adds a splitter; the splitters that stay where
        /// they were get no request at all (stacking a new client below the splitters is one
        /// request on the client, not one per splitter).
        @Test func aMapSendsNothingToSplittersThatDidNotMove() throws {
            try withTracedSplitWM(size: PixelSize(width: 1920, height: 1080)) { t in
                _ = t.openWindows(10)
                let w = t.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "the 11th")
                let step = t.measure {
                    t.client.map(w)
                    _ = Lifecycle.eventually(t.client) { t.client.mapState(of: w) == .viewable }
                }
                let still = Set(step.before.filter { $0.value.isSplitter }.keys).subtracting(step.changed)
                let toStill = step.configures.filter { $0.window.map { still.contains(WindowID(rawValue: $0)) } == true }
                print("map step with 10 windows: \(step.summary)")
                #expect(!still.isEmpty)
                #expect(toStill.count == 0,
                        "ConfigureWindow for \(toStill.count) of \(still.count) splitter windows that did not move: \(toStill.prefix(4).map(describe))")
                #expect(step.changedSplitterWindows.count <= step.fewestSplitterMoves,
                        "\(step.changedSplitterWindows.count) splitter windows moved where \(step.fewestSplitterMoves) had to")
            }
        }

        /// The requests whose replies splitwm waits for.
        static let asking: Set<String> = ["GetProperty", "GetWindowAttributes", "GetGeometry", "QueryTree", "QueryPointer",
                                          "InternAtom", "GetInputFocus", "TranslateCoords", "GetKeyboardMapping",
                                          "GetModifierMapping", "ListProperties"]

        /// How many times splitwm waited for the server in `step`: each run of asking requests
        /// sent back to back is one round trip (their replies are collected together).
        static func roundTrips(_ step: TracedStep) -> Int {
            var runs = 0
            var inRun = false
            for r in step.requests {
                let asks = Self.asking.contains(r.name)
                if asks, !inRun { runs += 1 }
                inRun = asks
            }
            return runs
        }

        /// A map waits for one round trip (its attributes and properties read together) besides
        /// the barrier's own, and every kind of request it sends is in docs/hacking.md's list of
        /// what a map sends and why.
        @Test func aMapWaitsForOneRoundTripAndSendsOnlyWhatHackingMdLists() throws {
            try withTracedSplitWM(size: PixelSize(width: 1920, height: 1080)) { t in
                _ = t.openWindows(10)
                let barrierAlone = t.measure {}
                let w = t.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "the 11th")
                let step = t.measure {
                    t.client.map(w)
                    _ = Lifecycle.eventually(t.client) { t.client.mapState(of: w) == .viewable }
                }
                #expect(Self.roundTrips(step) - Self.roundTrips(barrierAlone) == 1,
                        "round trips: \(Self.roundTrips(step)), the barrier alone \(Self.roundTrips(barrierAlone)): \(step.requests.map(\.name))")
                let hacking = try String(contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0] + "/docs/hacking.md", encoding: .utf8)
                let listed = hacking.components(separatedBy: "### What a map sends")
                #expect(listed.count == 2, "docs/hacking.md has a section \"What a map sends\"")
                let section = listed.last?.components(separatedBy: "\n#").first ?? ""
                let names = Set(step.requests.map(\.name)).subtracting(barrierAlone.requests.map(\.name))
                for name in names.sorted() {
                    #expect(section.contains("`\(name)`"), "docs/hacking.md lists \(name), which a map sends")
                }
                print("map step with 10 windows: \(step.requests.count) requests, \(Self.roundTrips(step)) round trips with the barrier's")
            }
        }

        /// A burst of new windows mapped in one flush waits for far fewer round trips than it
        /// has windows (those waiting in the queue are read together), and each window is still
        /// managed by its own properties: the dialogs float, the others tile, and each has its
        /// own title.
        @Test func aBurstOfMapsIsReadInFewRoundTripsAndEachWindowKeepsItsOwnProperties() throws {
            try withTracedSplitWM(size: PixelSize(width: 1920, height: 1080)) { t in
                _ = t.openWindows(2)
                let barrierAlone = t.measure {}
                let windows = (0..<30).map { i in
                    let w = t.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 150), name: "burst \(i)")
                    if i % 2 == 1 { t.client.setWindowType(w, ["_NET_WM_WINDOW_TYPE_DIALOG"]) }
                    return w
                }
                t.client.sync()
                let step = t.measure {
                    t.client.mapTogether(windows)
                    _ = Lifecycle.eventually(t.client) { windows.allSatisfy { t.client.mapState(of: $0) == .viewable } }
                }
                let waits = Self.roundTrips(step) - Self.roundTrips(barrierAlone)
                print("a burst of 30 maps: \(waits) round trips, \(step.requests.count) requests")
                #expect(waits >= 1 && waits <= 10, "30 windows mapped at once, read in \(waits) round trips")
                let reply = try SplitWMProcess.splitctl(["query", "windows"], display: t.server.displayName)
                let listed = (try? JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any])?["windows"] as? [[String: Any]] ?? []
                for (i, w) in windows.enumerated() {
                    let entry = listed.first { $0["window"] as? Int == Int(w.rawValue) }
                    #expect(entry?["kind"] as? String == (i % 2 == 1 ? "floating" : "tiled"), "window \(i): \(entry ?? [:])")
                    #expect(entry?["title"] as? String == "burst \(i)", "window \(i): \(entry ?? [:])")
                }
            }
        }

        /// A restart adopts the windows there in one round trip, however many: its round trips
        /// with 30 windows are those it makes with 2.
        @Test func aRestartAdoptsEveryWindowInOneRoundTrip() throws {
            try withTracedSplitWM(size: PixelSize(width: 1920, height: 1080)) { t in
                func restart() -> TracedStep {
                    let socket = t.client.text(t.client.root, "_SPLITWM_SOCKET")?.text
                    return t.measure {
                        _ = try? SplitWMProcess.splitctl(["restart"], display: t.server.displayName)
                        _ = Lifecycle.eventually(t.client) {
                            let now = t.client.text(t.client.root, "_SPLITWM_SOCKET")?.text
                            return now != nil && now != socket
                        }
                    }
                }
                _ = t.openWindows(2)
                let few = restart()
                _ = t.openWindows(28)
                let many = restart()
                print("restart: \(Self.roundTrips(few)) round trips with 2 windows, \(Self.roundTrips(many)) with 30")
                #expect(Self.roundTrips(many) == Self.roundTrips(few),
                        "round trips of a restart with 30 windows: \(Self.roundTrips(many)), with 2: \(Self.roundTrips(few))")
                let properties = many.requests.filter { $0.name == "GetProperty" }.count
                #expect(properties >= 30 * 15, "every window's properties were read: \(properties) GetProperty")
            }
        }

        /// Presses button 1 on the splitter at `start` (once the resize cursor shows there),
        /// moves 20 px along `axis` so the drag is under way, then measures one motion to each
        /// of `offsets` (from `start`), and releases.
        static func dragSteps(_ t: TracedSession, from start: PixelPoint, axis: SplitterAxis, offsets: [Int],
                              sourceLocation: SourceLocation = #_sourceLocation) -> [TracedStep] {
            func moved(_ d: Int) -> PixelPoint {
                axis == .leftRight ? PixelPoint(x: start.x + d, y: start.y) : PixelPoint(x: start.x, y: start.y + d)
            }
            t.client.movePointer(to: start)
            #expect(Lifecycle.eventually(t.client) { isResizeCursor(t.client.currentCursor(), axis) },
                    "resize cursor at \(start)", sourceLocation: sourceLocation)
            t.client.press(.left)
            t.client.movePointer(to: moved(offsets[0] < 0 ? -20 : 20))
            let steps = offsets.map { d in t.measure { t.client.movePointer(to: moved(d)) } }
            t.client.release(.left)
            #expect(Lifecycle.eventually(t.client) {
                defer { t.client.ungrabPointer() }
                return t.client.grabPointer()
            }, "splitwm ended the drag", sourceLocation: sourceLocation)
            return steps
        }

        /// Scenario B: one pointer motion during a splitter drag reconfigures exactly the
        /// windows it moves or resizes: the clients of both sides whose tiles changed, the
        /// dragged splitter's windows, and the splitters inside the sides that moved with them.
        /// Dragged: the root splitter (every window moves) and the newest window's splitter
        /// (a few clients, that splitter's two windows, any splitter inside its sides).
        @Test func oneDragStepConfiguresOnlyTheWindowsThatMove() throws {
            try withTracedSplitWM { t in
                let w = t.openWindows(100)
                t.barrier()
                // The root splitter: its full-height coloured part in the middle (its hit area
                // is the region of a window over the whole screen, around it).
                let children = t.snapshot()
                guard let rootDrawn = children.values.first(where: { c in
                    c.isSplitter && c.rect.height == t.screen.height && c.rect.width < 10
                        && abs(c.rect.x + c.rect.width / 2 - t.screen.width / 2) < 10
                })?.rect else {
                    Issue.record("no root splitter in \(children.values.filter { $0.rect.height == t.screen.height })")
                    return
                }
                let rootSteps = Self.dragSteps(t, from: PixelPoint(x: rootDrawn.x + rootDrawn.width / 2, y: 700), axis: .leftRight,
                                               offsets: [-80, -120])
                for (i, step) in rootSteps.enumerated() {
                    print("root splitter drag step \(i + 1) with 100 windows: \(step.summary)")
                    #expect(step.changed.count > 100, "the drag moved every window: \(step.changed.count)")
                    #expect(!step.requests.contains { $0.name == "CreateWindow" || $0.name == "DestroyWindow" })
                    Self.check(step, "root splitter drag step \(i + 1)")
                }

                // The newest window went right of or below its neighbour: its splitter is just
                // left of or above its tile (the client's inside rectangle plus a 1 px border).
                t.barrier()
                guard let inside = t.client.geometry(of: w[99]) else { Issue.record("window 100 is gone"); return }
                let tile = PixelRect(x: inside.x - 1, y: inside.y - 1, width: inside.width + 2, height: inside.height + 2)
                let left = PixelPoint(x: tile.x - 1, y: tile.y + tile.height / 2)
                let above = PixelPoint(x: tile.x + tile.width / 2, y: tile.y - 1)
                // The splitters' coloured parts (not the two input windows over the whole screen):
                // a hit area reaches 4 px beyond its part on each side.
                let drawn = t.snapshot().values.filter { $0.isSplitter && $0.rect.width <= t.screen.width }.map(\.rect)
                func onHit(_ p: PixelPoint) -> Bool {
                    drawn.contains { p.x >= $0.x - 4 && p.x < $0.x + $0.width + 4 && p.y >= $0.y - 4 && p.y < $0.y + $0.height + 4 }
                }
                let sideBySide = onHit(left) && tile.x > 0
                let start = sideBySide ? left : above
                #expect(sideBySide || onHit(above), "a splitter beside \(tile)")
                let steps = Self.dragSteps(t, from: start, axis: sideBySide ? .leftRight : .upDown, offsets: [8, 12])
                for (i, step) in steps.enumerated() {
                    print("newest splitter drag step \(i + 1) with 100 windows: \(step.summary)")
                    #expect(step.changed.contains(w[99]), "\(step.changed)")
                    #expect(step.changed.count < 20, "a small split's windows only: \(step.changed.count)")
                    Self.check(step, "newest splitter drag step \(i + 1)")
                }
            }
        }

        /// A workspace switch with 30 windows on each side: each window that goes is unmapped
        /// once, each that comes is mapped once (none reconfigured: they keep their tiles), each
        /// changes WM_STATE once and only the two the focus leaves and takes _NET_WM_STATE (no
        /// _NET_WM_STATE_HIDDEN for another desktop's windows), no click grab changes, the
        /// splitters' two input windows are reshaped (one request each) and their coloured parts
        /// handed from the tree that goes to the one that comes (one move each, nothing created),
        /// and splitwm asks the server nothing (its one reply is the `sync` barrier's).
        @Test func aWorkspaceSwitchMapsAndUnmapsEachWindowOnceAndAsksNothing() throws {
            try withTracedSplitWM(size: PixelSize(width: 1920, height: 1080)) { t in
                func run(_ command: String) {
                    let result = try? SplitWMProcess.splitctl([command], display: t.server.displayName)
                    #expect(result?.status == 0, "splitctl \(command): \(result?.output ?? "")")
                }
                let one = t.openWindows(30)
                run("workspace 2")
                let two = t.openWindows(30)
                let step = t.measure { run("workspace 1") }
                var counts: [String: Int] = [:]
                for r in step.requests { counts[r.name, default: 0] += 1 }
                print("workspace switch, 30 windows each side: \(step.requests.count) requests: "
                      + counts.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
                let mapped = step.requests.filter { $0.name == "MapWindow" }.compactMap(\.window)
                let unmapped = step.requests.filter { $0.name == "UnmapWindow" }.compactMap(\.window)
                #expect(mapped.count == 30 && Set(mapped) == Set(one.map(\.rawValue)), "\(mapped.count) maps")
                #expect(unmapped.count == 30 && Set(unmapped) == Set(two.map(\.rawValue)), "\(unmapped.count) unmaps")
                let clients = Set((one + two).map(\.rawValue))
                let reconfigured = step.configures.filter { $0.window.map(clients.contains) ?? false }
                #expect(reconfigured.isEmpty, "client windows keep their tiles: \(reconfigured.prefix(3).map(describe))")
                #expect(!step.requests.contains { $0.name == "CreateWindow" || $0.name == "DestroyWindow" },
                        "the splitter windows are reused")
                // A splitter is two windows: its input window and its coloured part.
                #expect(step.configures.count <= 2 * 29, "at most one move per splitter window of the tree shown: \(step.configures.count)")
                let recoloured = step.requests.filter { $0.name == "ChangeWindowAttributes" && $0.window.map(clients.contains) == true }
                #expect(recoloured.count <= 2, "only the borders the focus changed are recoloured: \(recoloured.count)")
                let perWindow = step.requests.filter { $0.name == "ChangeProperty" && $0.window.map(clients.contains) == true }
                #expect(perWindow.count == 62, "WM_STATE once for each of the 60 windows, _NET_WM_STATE for 2: \(perWindow.count)")
                let grabs = step.requests.filter { $0.name == "GrabButton" || $0.name == "UngrabButton" }
                #expect(grabs.isEmpty, "the focus on each side keeps taking clicks: \(grabs.map(\.name))")
                let shapes = step.requests.filter { $0.name == "Rectangles" }
                #expect(shapes.count <= 2, "one region for each layout's splitters at most: \(shapes.count)")
                let asking = step.requests.filter {
                    ["GetProperty", "GetWindowAttributes", "GetGeometry", "QueryTree", "QueryPointer", "InternAtom"].contains($0.name)
                }
                #expect(asking.isEmpty, "no round trips: \(asking.prefix(5).map(\.name))")
            }
        }

        /// A tab switch in a group of three (`focus right`): the window shown before is
        /// unmapped and marked hidden, the next one mapped and focused, and the bar draws again
        /// the two tabs whose colours changed; nothing is asked of the server, nothing else moves.
        /// docs/hacking.md lists what it sends ("What a tab switch sends").
        @Test func aTabSwitchSendsOnlyWhatHackingMdLists() throws {
            // Three windows side by side, tabbed: the focus on the first tab.
            try withTracedSplitWM(size: PixelSize(width: 1920, height: 1080), config: "animation-duration 0\nplacement right\n") { t in
                func run(_ command: String) {
                    let result = try? SplitWMProcess.splitctl(command.split(separator: " ").map(String.init), display: t.server.displayName)
                    #expect(result?.status == 0, "splitctl \(command): \(result?.output ?? "")")
                }
                let w = t.openWindows(3)
                run("layout tabbed")
                run("focus left")
                run("focus left")
                let barrierAlone = t.measure {}
                let step = t.measure { run("focus right") }
                var counts: [String: Int] = [:]
                for r in step.requests { counts[r.name, default: 0] += 1 }
                print("tab switch in a group of three: \(step.requests.count) requests: "
                      + counts.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
                let mapped = step.requests.filter { $0.name == "MapWindow" }.compactMap(\.window)
                let unmapped = step.requests.filter { $0.name == "UnmapWindow" }.compactMap(\.window)
                #expect(mapped == [w[1].rawValue] && unmapped == [w[0].rawValue], "mapped \(mapped), unmapped \(unmapped)")
                #expect(!step.requests.contains { $0.name == "CreateWindow" || $0.name == "DestroyWindow" }, "the bar's window is kept")
                let asking = step.requests.filter {
                    ["GetProperty", "GetWindowAttributes", "GetGeometry", "QueryTree", "QueryPointer", "InternAtom"].contains($0.name)
                }
                #expect(asking.isEmpty, "no round trips: \(asking.prefix(5).map(\.name))")
                let hacking = try String(contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0] + "/docs/hacking.md", encoding: .utf8)
                let listed = hacking.components(separatedBy: "### What a tab switch sends")
                #expect(listed.count == 2, "docs/hacking.md has a section \"What a tab switch sends\"")
                let section = listed.last?.components(separatedBy: "\n#").first ?? ""
                for name in Set(step.requests.map(\.name)).subtracting(barrierAlone.requests.map(\.name)).sorted() {
                    #expect(section.contains("`\(name)`"), "docs/hacking.md lists \(name), which a tab switch sends")
                }
            }
        }

        /// A new title under a title bar (`title-bars yes`) draws that bar alone: its pixmap,
        /// the window's background, drawn again and the window cleared; nothing moves or maps.
        @Test func aNewTitleRedrawsOnlyItsTitleBar() throws {
            try withTracedSplitWM(size: PixelSize(width: 1920, height: 1080), config: "animation-duration 0\nplacement right\ntitle-bars yes\n") { t in
                let w = t.openWindows(3)
                t.client.setNetWMName(w[1], "before")
                _ = t.measure {}
                let barrierAlone = t.measure {}
                let step = t.measure { t.client.setNetWMName(w[1], "after, a longer title") }
                let added = step.requests.filter { r in !barrierAlone.requests.contains { $0.name == r.name } }
                print("a new title under a title bar: \(step.requests.count) requests: \(step.requests.map(\.name))")
                // The title is read (one GetProperty) and its bar drawn: nothing moves or maps.
                #expect(!step.requests.contains { ["ConfigureWindow", "MapWindow", "UnmapWindow", "CreateWindow", "DestroyWindow"].contains($0.name) },
                        "\(added.map(\.name))")
                #expect(step.requests.filter { $0.name == "GetProperty" }.count <= 1 + barrierAlone.requests.filter { $0.name == "GetProperty" }.count)
                // One bar's window changed: the clients' windows are not touched.
                let touched = Set(step.requests.compactMap(\.window)).intersection(w.map(\.rawValue))
                #expect(touched.subtracting([w[1].rawValue]).isEmpty, "other clients touched: \(touched)")
                // Drawn into its pixmap (cairo through RENDER: the tab's rectangles, the glyphs),
                // then the window cleared to show it: no client window is cleared.
                let names = step.requests.map(\.name)
                #expect(names.contains("FillRectangles") && names.contains { $0.hasPrefix("CompositeGlyphs") } && names.contains("ClearArea"),
                        "the bar is drawn: \(names)")
                let cleared = step.requests.filter { $0.name == "ClearArea" }.compactMap(\.window)
                #expect(cleared.count == 1 && !w.map(\.rawValue).contains(cleared[0]), "cleared \(cleared)")
            }
        }

        /// splitwm hears every keystroke (XInput 2 raw events, for focus stealing prevention)
        /// but only notes its time: typing sends the server nothing, no picture is pushed.
        @Test func typingIntoAClientSendsNoRequests() throws {
            try withTracedSplitWM(size: PixelSize(width: 1920, height: 1080)) { t in
                _ = t.openWindows(2)
                let key = try #require(t.client.keycode(for: "a"))
                // The XTest keyboard's first key brings a MappingNotify, which regrabs: before.
                t.client.keyDown(key)
                t.client.keyUp(key)
                let barrierAlone = t.measure {}
                let typing = t.measure {
                    for _ in 0..<20 { t.client.keyDown(key); t.client.keyUp(key) }
                }
                #expect(typing.requests.map(\.name) == barrierAlone.requests.map(\.name),
                        "typing: \(typing.requests.map(\.name)); the barrier alone: \(barrierAlone.requests.map(\.name))")
            }
        }
    }
}
