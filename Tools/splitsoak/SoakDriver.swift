// The soak itself: a release splitwm on its own Xvfb, driven by seeded random steps (windows
// opened and closed, commands, splitter drags, restarts, kill -9, screen and monitor changes),
// checked after every step (no window lost, none managed that is gone or withdrawn) and measured
// at checkpoints in one fixed state (memory, descriptors, X resources).
import CX11
import SplitJSON
import SplitPOSIX
import SplitX
import XTestSupport
#if canImport(Glibc)
import Glibc
#endif

/// The driver's X connection ignores errors: it asks about windows that may be gone.
private func ignoreXError(_ display: OpaquePointer?, _ event: UnsafeMutablePointer<XErrorEvent>?) -> Int32 { 0 }

/// What the soak was asked: SOAK_SECONDS, SOAK_SEED, SOAK_STEPS (stop after that many, to
/// replay up to a failing step), SOAK_CHECKPOINT_STEPS (steps between measurements).
struct SoakOptions {
    var seconds: Double
    var seed: UInt64
    var maxSteps: Int?
    var checkpointSteps: Int
    var binDirectory: String
    var executable: String
}

final class Soak {
    let options: SoakOptions
    var random: SoakRandom
    let server: Xvfb
    let monitorClient: TestClient
    let display: OpaquePointer
    let root: UInt
    let work: String
    let splitctl: String
    var wmPID: pid_t = 0
    var epoch = 0
    var step = 0
    var action = "start"
    var clients: [SoakClientProcess] = []
    var screen = (width: 2560, height: 1600)
    var monitorLayout = 0
    var animated = true
    var samples: [SoakSample] = []
    var maxRSS = 0
    var counts: [String: Int] = [:]
    let start = monotonicSeconds()

    static let modes = [(2560, 1600), (1920, 1080), (1280, 720), (1024, 768)]

    init(_ options: SoakOptions) throws {
        self.options = options
        random = SoakRandom(seed: options.seed)
        splitctl = options.binDirectory + "/splitctl"
        var template = Array("/tmp/splitwm-soak-XXXXXX".utf8CString)
        guard mkdtemp(&template) != nil else { soakAbort("mkdtemp failed") }
        work = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        for dir in ["runtime", "state", "config", "config/splitwm"] { mkdir(work + "/" + dir, 0o700) }
        server = try Xvfb(size: PixelSize(width: 2560, height: 1600))
        monitorClient = try server.client()
        guard let d = XOpenDisplay(server.displayName) else { soakAbort("cannot open \(server.displayName)") }
        display = d
        root = cx11_default_root(d)
        XSetErrorHandler(ignoreXError)
        setenv("DISPLAY", server.displayName, 1)
        setenv("XDG_RUNTIME_DIR", work + "/runtime", 1)
        setenv("XDG_STATE_HOME", work + "/state", 1)
        setenv("XDG_CONFIG_HOME", work + "/config", 1)
        // Any X error outside the known races ends splitwm: the soak then fails on it.
        setenv("SPLITWM_STRICT_X_ERRORS", "1", 1)
        unsetenv("SPLITWM_SOCKET")
        for (w, h) in Self.modes.dropFirst() {
            xrandr(["--newmode", "soak\(w)x\(h)", "100", "\(w)", "\(w + 48)", "\(w + 80)", "\(w + 160)",
                    "\(h)", "\(h + 3)", "\(h + 8)", "\(h + 30)", "+hsync", "+vsync"])
            xrandr(["--addmode", "screen", "soak\(w)x\(h)"])
        }
        writeConfig()
        startWM()
    }

    // MARK: - The run

    func run() -> Never {
        print("soak: seed \(options.seed), \(Int(options.seconds)) s, display \(server.displayName), work \(work)")
        checkpoint()
        while monotonicSeconds() - start < options.seconds, options.maxSteps.map({ step < $0 }) ?? true {
            step += 1
            randomStep()
            check()
            if let rss = statusKiB(wmPID, "VmRSS") { maxRSS = max(maxRSS, rss) }
            if step % options.checkpointSteps == 0 { checkpoint() }
        }
        checkpoint()
        report()
    }

    func count(_ name: String, _ n: Int = 1) { counts[name, default: 0] += n }

    func randomStep() {
        // Rare enough that splitwm runs for minutes between them, so memory has time to show a
        // leak within one run (a restart or a new process starts memory afresh).
        if random.below(20_000) == 0 { return restart() }
        if random.below(40_000) == 0 { return killAndStart() }
        let held = clients.reduce(0) { $0 + $1.windows.count }
        let roll = random.below(100)
        switch roll {
        case 0..<14 where held < 30: openClient(windows: 1 + random.below(3))
        case 0..<14: command()
        case 14..<20: clientAct("destroy")
        case 20..<22: clientAct("unmap")
        case 22..<25: clientAct(random.chance(0.5) ? "title" : "configure")
        case 25..<27: killClient()
        case 27..<62: command()
        case 62..<72: drag()
        case 72..<82: splitctlStep("workspace " + random.pick(["1", "2", "3", "4", "5", "next", "prev", "back-and-forth"]))
        case 82..<85: changeMode()
        case 85..<88: changeMonitors()
        case 88..<90: reload()
        default: command()
        }
    }

    // MARK: - Steps

    func openClient(windows: Int) {
        let seed = random.next()
        action = "open a client of \(windows) windows (client seed \(seed))"
        guard let client = SoakClientProcess(executable: options.executable, seed: seed, count: windows),
              client.windows.count == windows else { fail("a soak client did not start") }
        clients.append(client)
        count("windows opened", windows)
        count("clients started")
    }

    /// A window of a live client, at random.
    func someWindow() -> (SoakClientProcess, UInt)? {
        let live = clients.filter { !$0.hasExited && !$0.windows.isEmpty }
        guard !live.isEmpty else { return nil }
        let client = random.pick(live)
        return (client, random.pick(client.windows))
    }

    func clientAct(_ verb: String) {
        guard let (client, w) = someWindow() else { return command() }
        action = "client \(client.pid): \(verb) window \(w)"
        // A client killed by splitwm's `kill` a moment ago answers nothing: fine.
        client.send("\(verb) \(w)")
        switch verb {
        case "destroy":
            client.windows.removeAll { $0 == w }
            count("windows destroyed by their client")
        case "unmap":
            client.windows.removeAll { $0 == w }
            client.withdrawn.insert(w)
            count("windows withdrawn (unmapped) by their client")
        default:
            count("title and geometry requests")
        }
    }

    func killClient() {
        let live = clients.filter { !$0.hasExited }
        guard !live.isEmpty else { return command() }
        let client = random.pick(live)
        action = "kill -9 client \(client.pid) (\(client.windows.count) windows)"
        count("windows gone with a killed client", client.windows.count)
        client.end(kill: true)
        clients.removeAll { $0 === client }
        count("clients killed")
    }

    func command() {
        let dir = random.pick(["left", "right", "up", "down"])
        let side = random.pick(["primary", "secondary"])
        let choices: [String] = [
            "focus \(dir)", "swap \(dir)", "move \(dir)", "presel \(dir)", "presel cancel",
            "resize \(dir) \(1 + random.below(300))", "fraction 0.\(random.below(10))\(random.below(10))",
            "layout " + random.pick(["toggle", "horizontal", "vertical"]), "flip",
            "hide " + random.pick(["primary", "secondary", "toggle"]), "priority " + random.pick(["primary", "secondary", "none", "toggle"]),
            "min \(side) 0.\(random.below(5))", "min \(side) \(random.below(400)) px", "drag-to-hide \(side) toggle",
            "splitter thickness \(random.below(12))", "collapse toggle", "equalize", "zoom toggle",
            "float toggle", "fullscreen toggle", "move workspace " + random.pick(["1", "2", "3", "next", "prev"]),
            "move workspace to monitor \(dir)", "close", "kill",
        ]
        splitctlStep(random.pick(choices))
    }

    /// One command through splitctl; a refusal (no window to focus, say) is an answer, not a failure.
    func splitctlStep(_ command: String) {
        action = "splitctl \(command)"
        let result = runTool([splitctl] + command.split(separator: " ").map(String.init))
        guard let status = result.status else { fail("splitctl \(command) did not answer within 60 s") }
        guard status == 0 || status == 1 else { fail("splitctl \(command) exited \(status): \(result.output)") }
        count("commands")
        if command == "close" || command == "kill" { count("close and kill commands") }
    }

    /// Drags a splitter (a rectangle of the input region of splitwm's InputOnly override-redirect windows) with XTest, a few
    /// motions, sometimes far off the screen, then releases.
    func drag() {
        let splitters = viewableSplitters()
        guard !splitters.isEmpty else { return command() }
        let (x, y) = random.pick(splitters)
        let motions = 1 + random.below(10)
        action = "drag the splitter at (\(x), \(y)), \(motions) motions"
        XTestFakeMotionEvent(display, -1, x, y, 0)
        XTestFakeButtonEvent(display, 1, 1, 0)
        var px = x, py = y
        for _ in 0..<motions {
            if random.chance(0.05) {
                px = random.chance(0.5) ? -10000 : 10000
            } else {
                px += Int32(random.below(401)) - 200
                py += Int32(random.below(401)) - 200
            }
            XTestFakeMotionEvent(display, -1, px, py, 0)
            XFlush(display)
        }
        XTestFakeButtonEvent(display, 1, 0, 0)
        XSync(display, 0)
        count("splitter drags")
    }

    func viewableSplitters() -> [(Int32, Int32)] {
        var rootReturn: UInt = 0, parent: UInt = 0
        var children: UnsafeMutablePointer<UInt>?
        var n: UInt32 = 0
        guard XQueryTree(display, root, &rootReturn, &parent, &children, &n) != 0, let children else { return [] }
        defer { XFree(children) }
        var found: [(Int32, Int32)] = []
        for i in 0..<Int(n) {
            var a = XWindowAttributes()
            guard XGetWindowAttributes(display, children[i], &a) != 0, a.`class` == InputOnly, a.override_redirect != 0,
                  a.map_state == IsViewable else { continue }
            // One rectangle of its input region (SHAPE) per splitter.
            var count: Int32 = 0, ordering: Int32 = 0
            guard let rects = XShapeGetRectangles(display, children[i], ShapeInput, &count, &ordering) else { continue }
            defer { XFree(rects) }
            for r in UnsafeBufferPointer(start: rects, count: Int(count)) {
                found.append((a.x + Int32(r.x) + Int32(r.width) / 2, a.y + Int32(r.y) + Int32(r.height) / 2))
            }
        }
        return found
    }

    func changeMode() {
        let (w, h) = random.pick(Self.modes)
        action = "xrandr mode \(w)x\(h)"
        setMode(w, h)
        count("screen size changes")
    }

    func setMode(_ w: Int, _ h: Int) {
        // With --dpi: otherwise xrandr works the new size in millimetres out from the old one,
        // rounding down each time, and after some hundreds of changes asks for 0 mm (BadValue).
        xrandr(["--output", "screen", "--mode", w == 2560 ? "2560x1600" : "soak\(w)x\(h)", "--dpi", "96"])
        screen = (w, h)
        // A monitor helper fits its monitors to the new screen, as a real setup's would.
        if monitorLayout != 0 { makeMonitors(monitorLayout) }
    }

    /// Monitors as a helper that stays connected makes them (RandR 1.5, this connection):
    /// none (the automatic one), two side by side, three, or two overlapping.
    func changeMonitors() {
        let layout = random.below(4)
        action = "monitors: layout \(layout)"
        makeMonitors(layout)
        splitctlStep("monitors refresh")
        action = "monitors: layout \(layout)"
        count("monitor changes")
    }

    func makeMonitors(_ layout: Int) {
        for m in monitorClient.monitors() where m.name.hasPrefix("soak-") { monitorClient.deleteMonitor(m.name) }
        let (w, h) = screen
        switch layout {
        case 1:
            monitorClient.setMonitor("soak-a", PixelRect(x: 0, y: 0, width: w / 2, height: h), primary: true, output: "screen")
            monitorClient.setMonitor("soak-b", PixelRect(x: w / 2, y: 0, width: w - w / 2, height: h))
        case 2:
            monitorClient.setMonitor("soak-a", PixelRect(x: 0, y: 0, width: w / 3, height: h), output: "screen")
            monitorClient.setMonitor("soak-b", PixelRect(x: w / 3, y: 0, width: w / 3, height: h / 2))
            monitorClient.setMonitor("soak-c", PixelRect(x: 2 * w / 3, y: 0, width: w - 2 * w / 3, height: h))
        case 3:
            monitorClient.setMonitor("soak-a", PixelRect(x: 0, y: 0, width: w * 2 / 3, height: h), output: "screen")
            monitorClient.setMonitor("soak-b", PixelRect(x: w / 3, y: 0, width: w * 2 / 3, height: h))
        default:
            break
        }
        monitorLayout = layout
    }

    func writeConfig() {
        let text = """
            animation-duration \(animated ? 150 : 0)
            bind Mod4+h focus left
            bind Mod4+l focus right
            bind Mod4+Shift+h swap left
            bind Mod4+1 workspace 1
            bind Mod4+2 workspace 2

            """
        let path = work + "/config/splitwm/config"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { soakAbort("cannot write \(path)") }
        _ = text.withCString { write(fd, $0, strlen($0)) }
        close(fd)
    }

    /// The config again, with animations turned on or off (150 ms, the default, or none).
    func reload() {
        animated = random.chance(0.6)
        writeConfig()
        splitctlStep("reload")
        action = "reload, animation-duration \(animated ? 150 : 0)"
        count("reloads")
    }

    func restart() {
        action = "splitctl restart"
        let result = runTool([splitctl, "restart"])
        guard result.status == 0 else { fail("splitctl restart: \(result.output)") }
        waitForWM()
        epoch += 1
        count("restarts")
    }

    func killAndStart() {
        action = "kill -9 splitwm \(wmPID), then start it again"
        kill(wmPID, SIGKILL)
        var status: Int32 = 0
        while waitpid(wmPID, &status, 0) < 0 && errno == EINTR {}
        startWM()
        epoch += 1
        count("kill -9 of splitwm")
    }

    // MARK: - splitwm

    func startWM() {
        let log = open(work + "/splitwm.log", O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        defer { close(log) }
        switch ChildProcess.spawn([options.binDirectory + "/splitwm"], searchPath: false,
                                  descriptors: [.open(0, path: "/dev/null", flags: O_RDONLY), .open(1, path: "/dev/null", flags: O_WRONLY),
                                                .duplicate(2, from: log)]) {
        case .success(let pid): wmPID = pid
        case .failure(let failure): soakAbort("cannot start splitwm: \(failure)")
        }
        waitForWM()
    }

    /// Until `splitctl sync` answers (the new splitwm listens once it has adopted every window).
    func waitForWM() {
        let deadline = monotonicSeconds() + 60
        while monotonicSeconds() < deadline {
            guard wmIsRunning() else { fail("splitwm exited") }
            if runTool([splitctl, "sync"], seconds: 30).status == 0 { return }
            usleep(20_000)
        }
        fail("splitwm did not answer splitctl sync within 60 s")
    }

    func wmIsRunning() -> Bool {
        var status: Int32 = 0
        return waitpid(wmPID, &status, WNOHANG) == 0
    }

    func xrandr(_ arguments: [String]) {
        let result = runTool(["xrandr"] + arguments)
        guard result.status == 0 else { fail("xrandr \(arguments.joined(separator: " ")): \(result.output)") }
    }

    // MARK: - Checks

    /// After every step: splitwm runs and answers `sync`; every window a live client holds
    /// mapped and that still exists is managed; no withdrawn window and no destroyed one is.
    func check() {
        if let problem = findProblem() {
            // One more barrier before failing: a client answering WM_DELETE_WINDOW may have
            // destroyed its window between the query and the look at the server.
            guard let again = findProblem() else { return }
            fail(problem == again ? problem : "\(problem); then \(again)")
        }
    }

    func findProblem() -> String? {
        guard wmIsRunning() else { fail("splitwm exited") }
        let sync = runTool([splitctl, "sync"])
        guard sync.status == 0 else { return "splitctl sync: status \(sync.status.map(String.init) ?? "none (60 s)"): \(sync.output)" }
        let query = runTool([splitctl, "query", "windows"])
        guard query.status == 0, let json = try? JSON(parsing: query.output), case .array(let list)? = json["windows"] else {
            return "splitctl query windows: \(query.output.prefix(300))"
        }
        var managed: Set<UInt> = []
        for entry in list { if case .int(let id)? = entry["window"] { managed.insert(UInt(id)) } }
        for client in clients where client.hasExited {
            count("windows gone with a client splitwm killed", client.windows.count)
            client.windows = []
        }
        for client in clients {
            client.windows.removeAll { w in
                guard !exists(w) else { return false }
                count("windows closed by splitwm (close asked, client destroyed)")
                return true
            }
            for w in client.windows where !managed.contains(w) {
                return "window \(w) of client \(client.pid) is lost: it exists (\(describe(w))) but splitwm does not manage it"
            }
            // ICCCM: a managed window says Normal (1) or Iconic (3) in WM_STATE, which is what a
            // window manager started later (or after kill -9) adopts it by.
            for w in client.windows {
                let state = wmState(w)
                guard state == 1 || state == 3 else {
                    return "window \(w) of client \(client.pid) is managed but its WM_STATE is \(state.map(String.init) ?? "missing")"
                }
            }
        }
        for w in managed where !exists(w) { return "splitwm manages window \(w), which no longer exists" }
        // A window of a client that ended is not asked about: its XID may be a new client's now.
        for client in clients where !client.hasExited {
            for w in client.withdrawn where managed.contains(w) { return "splitwm manages window \(w), which its client withdrew" }
        }
        clients.removeAll { c in
            guard c.hasExited || c.windows.isEmpty else { return false }
            c.end()
            return true
        }
        return nil
    }

    func exists(_ w: UInt) -> Bool {
        var a = XWindowAttributes()
        return XGetWindowAttributes(display, w, &a) != 0
    }

    /// The state word of `w`'s WM_STATE property, nil without one.
    func wmState(_ w: UInt) -> Int? {
        var type: Atom = 0
        var format: Int32 = 0
        var n: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let atom = XInternAtom(display, "WM_STATE", 0)
        guard XGetWindowProperty(display, w, atom, 0, 2, 0, atom, &type, &format, &n, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 32, n >= 1 else { return nil }
        return data.withMemoryRebound(to: Int.self, capacity: 1) { $0.pointee }
    }

    func describe(_ w: UInt) -> String {
        var a = XWindowAttributes()
        guard XGetWindowAttributes(display, w, &a) != 0 else { return "gone" }
        let state = ["unmapped", "unviewable", "viewable"][Int(a.map_state).clamped(0, 2)]
        return "\(state) at \(a.x),\(a.y) \(a.width)x\(a.height), override-redirect \(a.override_redirect)"
    }

    // MARK: - Checkpoints

    /// The same state every time: no client but one of four windows made alike, the full
    /// screen, no extra monitor, workspace 1; then splitwm is measured.
    func checkpoint() {
        action = "checkpoint"
        for c in clients { c.end() }
        clients = []
        if monitorLayout != 0 { makeMonitors(0) }
        setMode(2560, 1600)
        splitctlStep("monitors refresh")
        splitctlStep("workspace 1")
        guard let client = SoakClientProcess(executable: options.executable, seed: 1, count: 4) else { fail("a soak client did not start") }
        clients = [client]
        check()
        action = "checkpoint"
        guard let rss = statusKiB(wmPID, "VmRSS"), let anon = statusKiB(wmPID, "RssAnon"), let fds = openDescriptors(wmPID) else {
            fail("cannot read /proc/\(wmPID)")
        }
        let x = runTool(["xrestop", "-b", "-m", "1"])
        guard x.status == 0 else { fail("xrestop: \(x.output.prefix(300))") }
        guard let check = supportingWindow(), let resources = xResources(inXrestop: x.output, owning: check) else {
            fail("no xrestop entry for splitwm's client")
        }
        let sample = SoakSample(seconds: monotonicSeconds() - start, step: step, epoch: epoch, vmRSS: rss, rssAnon: anon, fds: fds,
                                xWindows: resources.windows, xResources: resources.count, xBytes: resources.bytes)
        samples.append(sample)
        print("checkpoint step \(step) at \(Int(sample.seconds)) s (splitwm run \(epoch + 1)): VmRSS \(rss) KiB, RssAnon \(anon) KiB, "
              + "fds \(fds), X windows \(resources.windows), X resources \(resources.count), X bytes \(resources.bytes)")
        fflush(nil)
    }

    /// splitwm's _NET_SUPPORTING_WM_CHECK window: its XID names splitwm's X client.
    func supportingWindow() -> UInt? {
        var type: Atom = 0
        var format: Int32 = 0
        var n: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, root, XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", 0), 0, 1, 0, Atom(0),
                                 &type, &format, &n, &after, &data) == Success, let data else { return nil }
        defer { XFree(data) }
        guard format == 32, n == 1 else { return nil }
        return data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee }
    }

    // MARK: - The end

    func fail(_ message: String) -> Never {
        print("soak FAILED at step \(step) (replay: SOAK_SEED=\(options.seed) SOAK_STEPS=\(step)): \(message)")
        print("last action: \(action)")
        printCounts()
        print("splitwm's log (last lines):")
        let log = readSmallFile(work + "/splitwm.log") ?? ""
        // Without the line every reload writes, which would bury the rest.
        print(log.split(separator: "\n").filter { !$0.hasPrefix("splitwm: reloaded ") }.suffix(40).joined(separator: "\n"))
        fflush(nil)
        shutDown()
        exit(1)
    }

    func printCounts() {
        print("steps: \(step), splitwm runs: \(epoch + 1)")
        for (name, n) in counts.sorted(by: { $0.key < $1.key }) { print("  \(name): \(n)") }
    }

    func shutDown() {
        for c in clients { c.end(kill: true) }
        clients = []
        if wmIsRunning() {
            kill(wmPID, SIGTERM)
            var status: Int32 = 0
            while waitpid(wmPID, &status, 0) < 0 && errno == EINTR {}
        }
        XCloseDisplay(display)
        server.stop()
    }

    /// The figures, and failure when what must stay flat grew past its tolerance after warm-up:
    /// descriptors and X resources over the whole run (every splitwm process holds the same in the
    /// checkpoint state), memory within each splitwm run (a restart or kill -9 starts it afresh).
    func report() -> Never {
        printCounts()
        print("splitwm max VmRSS over every step: \(maxRSS) KiB")
        var failures: [String] = []
        let warm = max(1, samples.count / 5)
        let settled = Array(samples.dropFirst(warm))
        print("checkpoints: \(samples.count), warm-up: the first \(warm)")
        func overall(_ name: String, _ unit: String, _ tolerance: Int, _ value: (SoakSample) -> Int) {
            let all = samples.map(value)
            guard let base = settled.first.map(value) else { return }
            let values = settled.map(value)
            let slope = slopePerHour(settled.map(\.seconds), values).map { String(Int($0.rounded())) } ?? "?"
            print("\(name): first \(all.first!)\(unit), after warm-up \(base), last \(all.last!), max \(all.max()!); "
                  + "slope after warm-up \(slope)\(unit)/h; tolerance +\(tolerance)")
            if let worst = values.max(), worst > base + tolerance {
                failures.append("\(name) grew from \(base) to \(worst)\(unit) after warm-up (tolerance +\(tolerance))")
            }
        }
        overall("open fds", "", 2) { $0.fds }
        overall("X resources", "", 16) { $0.xResources }
        overall("X windows", "", 4) { $0.xWindows }
        overall("X bytes", " B", 65536) { $0.xBytes }
        overall("VmRSS (across runs)", " KiB", 8192) { $0.vmRSS }
        // Memory per splitwm run: the run's first fifth of checkpoints (at least one) is its warm-up.
        let runs = Dictionary(grouping: samples, by: \.epoch).values.map { $0.sorted { $0.step < $1.step } }.filter { $0.count >= 3 }
        for (name, tolerance, value) in [("RssAnon", 2048, { (s: SoakSample) in s.rssAnon }), ("VmRSS", 4096, { (s: SoakSample) in s.vmRSS })] {
            var longest: [SoakSample] = []
            var worst: (growth: Int, epoch: Int) = (Int.min, 0)
            for run in runs {
                let kept = Array(run.dropFirst(max(1, run.count / 5)))
                guard let base = kept.first.map(value), let top = kept.map(value).max() else { continue }
                if top - base > worst.growth { worst = (top - base, run[0].epoch) }
                if run.count > longest.count { longest = run }
            }
            guard !longest.isEmpty else { continue }
            let kept = Array(longest.dropFirst(max(1, longest.count / 5)))
            let slope = slopePerHour(kept.map(\.seconds), kept.map(value)).map { String(Int($0.rounded())) } ?? "?"
            print("\(name) per splitwm run (\(runs.count) runs of 3 or more checkpoints): longest run \(longest[0].epoch + 1), "
                  + "\(longest.count) checkpoints over \(Int(longest.last!.seconds - longest[0].seconds)) s: first \(value(longest[0])) KiB, "
                  + "after warm-up \(value(kept[0])), last \(value(longest.last!)), max \(longest.map(value).max()!), "
                  + "slope after warm-up \(slope) KiB/h; largest growth after warm-up in any run \(worst.growth) KiB "
                  + "(run \(worst.epoch + 1)); tolerance +\(tolerance)")
            if worst.growth > tolerance {
                failures.append("\(name) grew by \(worst.growth) KiB after warm-up within splitwm run \(worst.epoch + 1) (tolerance +\(tolerance))")
            }
        }
        fflush(nil)
        shutDown()
        if !failures.isEmpty {
            print("soak FAILED (SOAK_SEED=\(options.seed)): " + failures.joined(separator: "; "))
            exit(1)
        }
        print("soak passed")
        exit(0)
    }
}

extension Int {
    func clamped(_ low: Int, _ high: Int) -> Int { Swift.min(high, Swift.max(low, self)) }
}

func soakAbort(_ message: String) -> Never {
    let line = "splitsoak: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}
