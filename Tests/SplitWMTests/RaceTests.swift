// Clients racing the window manager (RELIABILITY.md, "Lifecycle races"): windows that die or
// are withdrawn before their requests are handled, a focused window dying under a focus
// request, and clients killed while their windows are laid out. Nothing dead stays a leaf,
// the keyboard keeps working, and the only X errors are the tolerated races (strict mode).
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Races {
        /// Creates `count` windows, then sends `then` for each of them in one flush, and waits
        /// for splitwm's `sync` (answered once every event those requests caused is handled).
        static func race(_ s: WMSession, _ count: Int, _ then: (WindowID) -> [BatchedRequest]) -> [WindowID] {
            let windows = (0..<count).map { _ in s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100)) }
            s.client.sync()
            s.client.sendInOneFlush(windows.flatMap(then))
            s.barrier()
            return windows
        }

        @Test func twoHundredWindowsMappedAndDestroyedInOneFlushLeaveNoLeaf() throws {
            try withWM { s in
                _ = Self.race(s, 200) { [.map($0), .destroy($0)] }
                #expect(Query.windows(s.server.displayName).isEmpty)
                #expect(Query.windowsPerWorkspace(s.server.displayName).values.allSatisfy { $0 == 0 })
                #expect(s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? [] == [])
                let survivor = s.openWindows(1)
                #expect(s.waitUntil { s.geometry(survivor) == [s.screen] }, "\(s.geometry(survivor))")
                #expect(Query.windows(s.server.displayName) == [survivor[0].rawValue])
                #expect(s.shownSplitterCount() == 0)
            }
        }

        /// A map and an unmap in one flush: the server redirects the map, so the unmap finds the
        /// window unmapped and nothing tells splitwm of it. The window may be managed (its
        /// MapRequest asked for it), but only as a shown window: never a leaf of nothing.
        @Test func aWindowUnmappedBeforeItsMapRequestIsHandledIsNoPhantomLeaf() throws {
            try withWM { s in
                let racing = Self.race(s, 50) { [.map($0), .unmap($0)] }
                let managed = Query.windows(s.server.displayName)
                for w in racing {
                    let isManaged = managed.contains(w.rawValue)
                    #expect(isManaged == (s.client.mapState(of: w) == .viewable), "\(w): managed \(isManaged), \(String(describing: s.client.mapState(of: w)))")
                }
                // The client unmaps them again, now that they are mapped: they go.
                for w in racing where s.client.mapState(of: w) == .viewable { s.client.unmap(w) }
                s.barrier()
                #expect(Query.windows(s.server.displayName).isEmpty)
                let survivor = s.openWindows(1)
                #expect(s.waitUntil { s.geometry(survivor) == [s.screen] }, "\(s.geometry(survivor))")
                #expect(s.shownSplitterCount() == 0)
            }
        }

        /// The ICCCM withdraw of a window on a hidden workspace: unmapping an unmapped window
        /// sends no UnmapNotify, so the synthetic one is all splitwm hears.
        @Test func aSyntheticUnmapWithdrawsAWindowOnAHiddenWorkspace() throws {
            try withWM(settings: .forTestsWithStillFocus) { s in
                let hidden = s.openWindows(2, name: "second")
                Workspaces.run(s, "move workspace 2")
                Workspaces.run(s, "move workspace 2")
                let shown = s.openWindows(1, name: "first")
                s.barrier()
                #expect(hidden.allSatisfy { s.client.mapState(of: $0) == .unmapped })
                #expect(Query.windowsPerWorkspace(s.server.displayName)["2"] == 2)
                s.client.sendInOneFlush([.unmap(hidden[0]), .syntheticUnmap(hidden[0])])
                s.barrier()
                #expect(Set(Query.windows(s.server.displayName)) == Set((hidden[1...] + shown).map(\.rawValue)))
                #expect(Query.windowsPerWorkspace(s.server.displayName)["2"] == 1)
                #expect(s.client.items(hidden[0], "WM_STATE", type: "WM_STATE")?.first ?? 0 == 0, "withdrawn")
                Workspaces.run(s, "workspace 2")
                #expect(s.waitUntil { s.geometry([hidden[1]]) == [s.screen] }, "\(s.geometry([hidden[1]]))")
                #expect(s.client.mapState(of: hidden[0]) == .unmapped)
                #expect(s.shownSplitterCount() == 0)
            }
        }

        static let keys: [Binding] = [
            Binding(chord: KeyChord(modifiers: .mod4, key: "k"), commands: [.focus(.up)], line: 1),
            Binding(chord: KeyChord(modifiers: .mod4, key: "j"), commands: [.focus(.down)], line: 2),
        ]

        /// A pager activates a window that dies in the same flush: splitwm's SetInputFocus (or
        /// WM_TAKE_FOCUS message) meets a dead window. The focus goes to a live window or the
        /// root, never nowhere, and the bindings still fire.
        @Test(arguments: [false, true])
        func theFocusedWindowDyingUnderAFocusRequestLeavesTheKeyboardWorking(takesFocus: Bool) throws {
            try withWM(settings: .forTestsWithStillFocus, bindings: Self.keys) { s in
                let w = s.openWindows(3)
                if takesFocus {
                    // Globally active input: WM_TAKE_FOCUS only, no input hint.
                    s.client.setWMHints(w[0], input: false)
                    s.client.setProtocols(w[0], ["WM_TAKE_FOCUS"])
                }
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[2]) })
                s.client.sendInOneFlush([.activate(w[0]), .destroy(w[0])])
                s.barrier()
                let focus = s.client.inputFocus()
                let check = s.client.items(s.client.root, "_NET_SUPPORTING_WM_CHECK", type: "WINDOW")?.first.map { WindowID(rawValue: $0) }
                #expect(focus == .window(w[1]) || focus == .window(w[2]) || focus == .pointerRoot || check.map { focus == .window($0) } == true,
                        "\(focus)")
                #expect(Query.windows(s.server.displayName) == w[1...].map(\.rawValue))
                // The keyboard is alive: the bindings move the focus between the two left (one
                // above the other).
                Bindings.press(s, "k")
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[1]) }, "\(s.client.inputFocus())")
                Bindings.press(s, "j")
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[2]) }, "\(s.client.inputFocus())")
            }
        }

        /// xdotool windowkill (XKillClient) on one of two xmessage clients beside a window of ours.
        @Test func xdotoolWindowkillPrunesTheLeafAndItsSplitter() throws {
            try withWM { s in
                let ours = s.openWindows(1)
                let programs = try (0..<2).map { i in try s.server.launch("xmessage", ["-name", "splitwm-kill-\(i)", "kill me"]) }
                defer { programs.forEach { $0.terminate() } }
                #expect(s.waitUntil { Query.windows(s.server.displayName).count == 3 })
                let theirs = Query.windows(s.server.displayName).filter { $0 != ours[0].rawValue }
                #expect(s.shownSplitterCount() == 2)
                try s.server.run("xdotool", ["windowkill", String(theirs[0])])
                #expect(s.waitUntil { programs.contains { $0.waitForExit(timeout: .zero) != nil } }, "a client was killed")
                s.barrier()
                #expect(Query.windows(s.server.displayName) == [ours[0].rawValue, theirs[1]])
                let left = [ours[0], WindowID(rawValue: theirs[1])]
                #expect(s.waitUntil { s.tilingProblems(of: left).isEmpty }, "\(s.tilingProblems(of: left))")
                #expect(s.shownSplitterCount() == 1)
            }
        }

        /// A client killed with SIGKILL while its ten windows are being tiled one by one
        /// (splitprobe maps each once the one before is tiled): every leaf of it goes, ours fills the screen.
        @Test func aClientKilledWhileItsTenWindowsAreLaidOutLeavesNoLeaf() throws {
            try withWM { s in
                let ours = s.openWindows(1)
                let directory = SplitWMProcess.binary.deletingLastPathComponent()
                let probe = Process()
                probe.executableURL = directory.appendingPathComponent("splitprobe")
                probe.arguments = ["--wm-pid", String(getpid()), "--splitctl", directory.appendingPathComponent("splitctl").path,
                                   "--windows", "10", "--calls", "100000"]
                var environment = ProcessInfo.processInfo.environment
                environment["DISPLAY"] = s.server.displayName
                probe.environment = environment
                probe.standardOutput = FileHandle.nullDevice
                probe.standardError = FileHandle.nullDevice
                try probe.run()
                defer { if probe.isRunning { kill(probe.processIdentifier, SIGKILL); probe.waitUntilExit() } }
                // Killed in the middle: some of its windows tiled, others not yet mapped. (Past
                // its ten maps it calls `splitctl sync` 100,000 times: it never gets further.)
                #expect(s.waitUntil { (s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW")?.count ?? 0) >= 4 })
                kill(probe.processIdentifier, SIGKILL)
                probe.waitUntilExit()
                s.barrier()
                #expect(Query.windows(s.server.displayName) == [ours[0].rawValue])
                #expect(s.waitUntil { s.geometry(ours) == [s.screen] },
                        "\(s.geometry(ours)), tree \(String(describing: Query.json("tree", display: s.server.displayName)))")
                #expect(s.shownSplitterCount() == 0)
            }
        }
    }
}
