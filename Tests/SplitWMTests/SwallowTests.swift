// Swallowing with real programs on Xvfb: an xterm (`rule class=SwallowTerm swallows`) whose
// shell starts feh, or mpv on a generated clip, hides while the program shows in its exact
// rectangle, and is back there, focused, when the program exits; across `splitctl restart`
// too, and across kill -9 and a new start (test windows playing the two parts).
// Geometry and map state are read from the test's own connection.
import Foundation
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Swallowing {
        static let config = """
            border-width 0
            animation-duration 0
            placement right
            rule class=SwallowTerm swallows
            """

        /// The program the terminal's shell starts, as a shell command line.
        enum Program: String, CaseIterable, CustomTestStringConvertible {
            case feh, mpv
            var testDescription: String { rawValue }

            func commandLine(image: String) -> String {
                switch self {
                case .feh: "feh --title swallowed-feh \(image)"
                // A generated clip: no file to ship, no sound device needed.
                case .mpv: "mpv --no-config --vo=x11 --ao=null --loop=inf --title=swallowed-mpv av://lavfi:testsrc=size=320x240:rate=10"
                }
            }
        }

        /// The managed windows whose WM_CLASS class is `className`, from `query windows`.
        static func windows(of className: String, _ d: String) throws -> [[String: Any]] {
            try Habits.query("windows", d).filter { $0["class"] as? String == className }
        }

        static func pid(in path: String) -> pid_t? {
            (try? String(contentsOfFile: path, encoding: .utf8)).flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        }

        /// The area two rectangles share.
        static func overlap(_ a: PixelRect, _ b: PixelRect) -> Int {
            max(0, min(a.x + a.width, b.x + b.width) - max(a.x, b.x)) * max(0, min(a.y + a.height, b.y + b.height) - max(a.y, b.y))
        }

        /// The rectangle X has for `window`, read from the test's connection.
        static func rect(_ client: TestClient, _ window: WindowID) -> PixelRect? { client.geometry(of: window) }

        /// A window of class `className` whose _NET_WM_PID is `pid`, mapped once managed.
        static func open(_ client: TestClient, _ className: String, pid: Int32) -> WindowID {
            let w = client.createWindow(PixelRect(x: 10, y: 10, width: 400, height: 300), name: className,
                                        instance: className.lowercased(), class: className)
            client.setProperty(w, "_NET_WM_PID", type: "CARDINAL", .words([UInt32(pid)]))
            client.map(w)
            _ = Lifecycle.eventually(client) { client.property(w, "WM_STATE") != nil }
            return w
        }

        /// kill -9 while a terminal is swallowed: the server maps it again (the save-set), and
        /// the next splitwm hides it again from the state file; the program's exit gives it back.
        /// The test's windows play both parts: both come from the test's process (which the
        /// server knows, whatever _NET_WM_PID says), and a window of a terminal's own process
        /// counts as one it started.
        @Test func aSwallowedTerminalWaitsAgainAfterKillMinusNineAndANewStart() throws {
            let server = try Xvfb()
            defer { server.stop() }
            let client = try server.client()
            let home = SplitWMProcess.freshStateHome()
            let config = try Scripting.configFile(Self.config)
            defer { unlink(config) }
            let d = server.displayName
            let first = try SplitWMProcess(display: d, stateHome: home, arguments: ["--config", config])
            #expect(Lifecycle.waitForWM(client))
            let other = Habits.open(client, "Beside")
            let terminal = Self.open(client, "SwallowTerm", pid: getppid())
            _ = try SplitWMProcess.splitctl(["sync"], display: d)
            let terminalRect = try #require(Self.rect(client, terminal))
            let program = Self.open(client, "Program", pid: getpid())
            _ = try SplitWMProcess.splitctl(["sync"], display: d)
            #expect(client.mapState(of: terminal) != .viewable)
            let programRect = Self.rect(client, program)
            #expect(programRect == terminalRect, "border 0 and no size hints: the program has the terminal's exact rectangle")
            first.signal(SIGKILL)
            _ = first.waitForExit()
            #expect(Lifecycle.eventually(client) { client.mapState(of: terminal) == .viewable }, "the save-set maps it")
            let second = try SplitWMProcess(display: d, stateHome: home, arguments: ["--config", config])
            defer { second.signal(SIGTERM); _ = second.waitForExit() }
            #expect(Lifecycle.eventually(client) { (try? SplitWMProcess.splitctl(["sync"], display: d).status) == 0 })
            #expect(Lifecycle.eventually(client) { client.mapState(of: terminal) != .viewable }, "hidden again")
            #expect(Self.rect(client, program) == programRect)
            client.destroy(program)
            #expect(Lifecycle.eventually(client) { client.mapState(of: terminal) == .viewable })
            _ = try SplitWMProcess.splitctl(["sync"], display: d)
            #expect(Self.rect(client, terminal) == terminalRect)
            #expect(Habits.active(client) == terminal.rawValue)
            #expect(client.mapState(of: other) == .viewable)
        }

        @Test(arguments: Program.allCases)
        func aProgramStartedInATerminalTakesItsPlaceAndGivesItBackWhenItExits(_ program: Program) throws {
            _ = try RealProgram.require("xterm")
            _ = try RealProgram.require(program.rawValue)
            let image = "/tmp/splitwm-swallow-\(UUID().uuidString).png"
            let convert = try RealProgram("convert", ["-size", "200x150", "xc:red", image], display: ":0", package: "imagemagick")
            #expect(convert.waitForExit(timeout: .seconds(60)) == 0)
            defer { unlink(image) }
            try withSplitWMBinary(arguments: ["--config", try Scripting.configFile(Self.config)]) { server, client, _ in
                let d = server.displayName
                let other = Habits.open(client, "Beside")
                let marker = "/tmp/splitwm-swallow-\(UUID().uuidString)"
                defer { for file in ["term", "prog", "go"] { unlink("\(marker).\(file)") } }
                // The terminal: xterm, its pid written by the shell that execs it; its own shell
                // starts the program in the background and waits, then stays.
                // As a user types the command once the terminal shows: the shell waits for the test's word.
                let inner = "while [ ! -e \(marker).go ]; do sleep 0.05; done; "
                    + "\(program.commandLine(image: image)) & echo $! > \(marker).prog.part && mv \(marker).prog.part \(marker).prog; wait; exec sleep 600"
                let outer = "echo $$ > \(marker).term.part && mv \(marker).term.part \(marker).term && exec xterm -class SwallowTerm -e sh -c '\(inner)'"
                #expect(try SplitWMProcess.splitctl(["exec", "sh", "-c", outer], display: d).status == 0)
                var terminalPid: pid_t?
                #expect(Lifecycle.eventually(client) { terminalPid = Self.pid(in: "\(marker).term"); return terminalPid != nil })
                defer { if let terminalPid { kill(terminalPid, SIGKILL) } }
                // The terminal shown, focused, beside the other window: where it is then is its place.
                var terminalFound: WindowID?
                #expect(Lifecycle.eventually(client) {
                    terminalFound = client.items(client.root, "_NET_CLIENT_LIST", type: "WINDOW")?.map { WindowID(rawValue: $0) }.first {
                        client.items($0, "_NET_WM_PID", type: "CARDINAL")?.first.map { pid_t($0) } == terminalPid
                            && client.mapState(of: $0) == .viewable
                    }
                    return terminalFound != nil
                })
                _ = try SplitWMProcess.splitctl(["sync"], display: d)
                let terminal = try #require(terminalFound)
                let terminalRect = try #require(Self.rect(client, terminal))
                let besideRect = try #require(Self.rect(client, other))
                #expect(FileManager.default.createFile(atPath: "\(marker).go", contents: nil), "the signal to start the program")
                var programPid: pid_t?
                #expect(Lifecycle.eventually(client) { programPid = Self.pid(in: "\(marker).prog"); return programPid != nil })
                defer { if let programPid { kill(programPid, SIGKILL) } }
                // The program's window, managed, in the terminal's place; the terminal hidden.
                var programWindow: WindowID?
                #expect(Lifecycle.eventually(client, timeout: .seconds(60)) {
                    // Managed (in _NET_CLIENT_LIST) and shown, read off X without asking splitwm.
                    programWindow = client.items(client.root, "_NET_CLIENT_LIST", type: "WINDOW")?.map { WindowID(rawValue: $0) }.first {
                        client.items($0, "_NET_WM_PID", type: "CARDINAL")?.first.map { pid_t($0) } == programPid
                            && client.mapState(of: $0) == .viewable
                    }
                    return programWindow != nil
                })
                _ = try SplitWMProcess.splitctl(["sync"], display: d)
                let terminals = try Self.windows(of: "SwallowTerm", d)
                #expect(terminals.first?["window"] as? Int == Int(terminal.rawValue))
                #expect(terminals.first?["swallowedBy"] as? Int == programWindow.map { Int($0.rawValue) })
                #expect(client.mapState(of: terminal) != .viewable, "the terminal waits hidden")
                let programWindowID = try #require(programWindow)
                let tree = try Scripting.tree(d)
                #expect((tree["swallowed"] as? [[String: Any]])?.compactMap { $0["window"] as? Int } == [Int(terminal.rawValue)])
                // The program has the terminal's tile (the terminal's cells left a margin in it,
                // which the program's aspect may too), and the other window did not move.
                let programRect = try #require(Self.rect(client, programWindowID))
                #expect(Self.overlap(programRect, terminalRect) > terminalRect.width * terminalRect.height / 2,
                        "\(programRect) is not where the terminal was, \(terminalRect)")
                #expect(Self.rect(client, other) == besideRect)
                #expect(Habits.active(client) == programWindowID.rawValue)
                // Across a restart, it still waits.
                let socket = client.text(client.root, "_SPLITWM_SOCKET")?.text
                #expect(try SplitWMProcess.splitctl(["restart"], display: d).status == 0)
                #expect(Lifecycle.eventually(client) {
                    let now = client.text(client.root, "_SPLITWM_SOCKET")?.text
                    return now != nil && now != socket
                })
                _ = try SplitWMProcess.splitctl(["sync"], display: d)
                #expect(client.mapState(of: terminal) != .viewable, "after restart the terminal still waits hidden")
                #expect(try Self.windows(of: "SwallowTerm", d).first?["swallowedBy"] as? Int == Int(programWindowID.rawValue))
                // The program exits: the terminal is back in the same rectangle, focused.
                if let programPid { kill(programPid, SIGTERM) }
                #expect(Lifecycle.eventually(client, timeout: .seconds(30)) { client.mapState(of: terminal) == .viewable })
                _ = try SplitWMProcess.splitctl(["sync"], display: d)
                #expect(Self.rect(client, terminal) == terminalRect)
                #expect(Self.rect(client, other) == besideRect)
                #expect(Habits.active(client) == terminal.rawValue)
            }
        }
        /// A window that claims in _NET_WM_PID to come from the terminal's shell, but comes
        /// from another process (the test's): the server knows its real process (X-Resource),
        /// so it takes no terminal's place; it tiles beside it, and the terminal stays.
        @Test func aWindowLyingAboutItsProcessTakesNoTerminalsPlace() throws {
            _ = try RealProgram.require("xterm")
            try withSplitWMBinary(arguments: ["--config", try Scripting.configFile(Self.config)]) { server, client, _ in
                let d = server.displayName
                let marker = "/tmp/splitwm-swallow-\(UUID().uuidString)"
                defer { unlink("\(marker).shell") }
                let inner = "echo $$ > \(marker).shell.part && mv \(marker).shell.part \(marker).shell; exec sleep 600"
                #expect(try SplitWMProcess.splitctl(["exec", "xterm", "-class", "SwallowTerm", "-e", "sh", "-c", inner], display: d).status == 0)
                var shellPid: pid_t?
                #expect(Lifecycle.eventually(client) { shellPid = Self.pid(in: "\(marker).shell"); return shellPid != nil })
                let shell = try #require(shellPid)
                defer { kill(shell, SIGKILL) }
                var terminalFound: WindowID?
                #expect(Lifecycle.eventually(client) {
                    terminalFound = try? Self.windows(of: "SwallowTerm", d).first.flatMap { ($0["window"] as? Int).map { WindowID(rawValue: UInt32($0)) } }
                    return terminalFound.map { client.mapState(of: $0) == .viewable } == true
                })
                let terminal = try #require(terminalFound)
                // The liar: a window of the test's own process naming the shell, whose parent is the terminal.
                let liar = Self.open(client, "Liar", pid: shell)
                _ = try SplitWMProcess.splitctl(["sync"], display: d)
                #expect(client.mapState(of: terminal) == .viewable, "the terminal was hidden for a window that lied")
                #expect(try Self.windows(of: "SwallowTerm", d).first?["swallowedBy"] == nil)
                let terminalRect = try #require(Self.rect(client, terminal)), liarRect = try #require(Self.rect(client, liar))
                #expect(Self.overlap(terminalRect, liarRect) == 0, "side by side: \(terminalRect), \(liarRect)")
                // What `query` says of its process is the server's word, not the window's.
                let liarInfo = try Habits.query("windows", d).first { $0["window"] as? Int == Int(liar.rawValue) }
                #expect(liarInfo?["pid"] as? Int == Int(getpid()), "\(String(describing: liarInfo))")
            }
        }
    }
}
