// _NET_WM_SYNC_REQUEST against a real X server: during a drag, a window that syncs gets no new
// size before it has drawn the last one, a window that never answers holds nobody up and gets
// its size at the deadline, hostile counters disturb nothing, and GTK 3 (zenity) answers.
import Foundation
import SplitConfig
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct SyncRequest {
        /// An application window that syncs its resizes, on a connection of its own, with a log
        /// of what it heard (requests, new sizes) and did (answers), in order.
        final class SyncingWindow {
            enum Heard: Equatable, CustomStringConvertible {
                case request(Int64), resize(PixelSize), answer(Int64)
                var description: String {
                    switch self {
                    case .request(let v): "request \(v)"
                    case .resize(let size): "size \(size)"
                    case .answer(let v): "answer \(v)"
                    }
                }
            }

            let client: TestClient
            let window: WindowID
            let counter: UInt32
            private let syncRequest: AtomID
            private(set) var log: [Heard] = []
            private var size = PixelSize(width: 200, height: 150)

            /// Maps a window naming `counters` (its own new counter when nil).
            init(_ s: WMSession, name: String, counters: (UInt32, WindowID) -> [UInt32] = { counter, _ in [counter] }) throws {
                client = try s.server.client()
                counter = client.createSyncCounter()
                window = client.createWindow(PixelRect(x: 10, y: 10, width: size.width, height: size.height), name: name)
                client.advertiseSyncCounter(window, counters(counter, window))
                client.selectInput(window, [.structureNotify])
                syncRequest = client.atom("_NET_WM_SYNC_REQUEST")
                client.map(window)
                #expect(s.waitUntil { s.client.property(window, "WM_STATE") != nil }, "\(name) is managed")
            }

            /// Adds what came since the last look to the log.
            func listen() {
                for event in client.drainEvents() {
                    if let value = event.syncRequestValue(syncRequest) {
                        log.append(.request(value))
                    } else if case .configureNotify(let w, let rect, _, _, false) = event, w == window, rect.size != size {
                        size = rect.size
                        log.append(.resize(rect.size))
                    }
                }
            }

            /// Sets the counter to the value last asked for: it has drawn at its new size.
            func answer() {
                listen()
                guard let value = log.reversed().lazy.compactMap({ if case .request(let v) = $0 { v } else { nil } }).first else {
                    Issue.record("nothing was asked")
                    return
                }
                client.setSyncCounter(counter, value)
                log.append(.answer(value))
            }

            /// The log from entry `start` on (what a drag brought).
            func heard(since start: Int) -> [Heard] {
                listen()
                return Array(log[start...])
            }

            var rect: PixelRect? { client.geometry(of: window) }
        }

        static func press(_ s: WMSession, at p: PixelPoint, thenMoveTo path: [PixelPoint]) {
            WMServerTests.Dragging.drag(s, from: p, through: path, release: false)
        }

        /// `syncRequest` of `window` in `splitctl query windows`: counter, sent, reached, unresponsive.
        static func syncFacts(_ window: WindowID, _ s: WMSession) -> [String: Any]? {
            guard let reply = try? SplitWMProcess.splitctl(["query", "windows"], display: s.server.displayName),
                  let object = try? JSONSerialization.jsonObject(with: Data(reply.output.utf8)) as? [String: Any] else { return nil }
            let windows = object["windows"] as? [[String: Any]] ?? []
            return windows.first { $0["window"] as? Int == Int(window.rawValue) }?["syncRequest"] as? [String: Any]
        }

        static let half = PixelSize(width: 959, height: 1080)

        @Test func aLateClientGetsNoNewSizeBeforeItHasDrawnTheLastAndTheNewestOnceItHas() throws {
            // No deadline within the test: only the answer lets a size out.
            try withWM(before: { $0.syncRequestTimeout = .seconds(600) }) { s in
                let plain = s.openWindows(1)[0]
                let app = try SyncingWindow(s, name: "late")
                #expect(s.waitUntil { app.rect == PixelRect(x: 961, y: 0, width: 959, height: 1080) })
                #expect(s.waitUntil { Self.syncFacts(app.window, s)?["reached"] as? Int == 0 }, "its alarm reported the counter")
                let start = app.heard(since: 0).count
                Self.press(s, at: PixelPoint(x: 960, y: 500), thenMoveTo: [PixelPoint(x: 900, y: 500)])
                #expect(s.waitUntil { s.client.geometry(of: plain)?.width == 899 })
                #expect(s.waitUntil { app.heard(since: start).last == .resize(PixelSize(width: 1019, height: 1080)) })
                // The pointer goes on while the application has not drawn: the other window follows, it does not.
                for x in [850, 800, 700] { s.client.movePointer(to: PixelPoint(x: x, y: 500)) }
                #expect(s.waitUntil { s.client.geometry(of: plain)?.width == 699 }, "the plain window follows the drag")
                s.barrier()
                #expect(app.rect == PixelRect(x: 901, y: 0, width: 1019, height: 1080), "held at the size it has not drawn")
                #expect(app.heard(since: start) == [.request(1), .resize(PixelSize(width: 1019, height: 1080))])
                // It draws: the newest size comes at once, asked about first, though the pointer rests.
                app.answer()
                #expect(s.waitUntil { app.rect == PixelRect(x: 701, y: 0, width: 1219, height: 1080) }, "\(String(describing: app.rect))")
                #expect(app.heard(since: start) == [.request(1), .resize(PixelSize(width: 1019, height: 1080)), .answer(1),
                                                     .request(2), .resize(PixelSize(width: 1219, height: 1080))])
                app.answer()
                #expect(s.waitUntil { Self.syncFacts(app.window, s)?["reached"] as? Int == 2 })
                let facts = Self.syncFacts(app.window, s)
                #expect(facts?["counter"] as? Int == Int(app.counter) && facts?["sent"] as? Int == 2, "\(String(describing: facts))")
                s.client.release(.left)
                s.barrier()
                #expect(s.geometry([plain]) == [PixelRect(x: 0, y: 0, width: 699, height: 1080)])
                #expect(app.rect == PixelRect(x: 701, y: 0, width: 1219, height: 1080))
            }
        }

        @Test func aClientThatNeverAnswersHoldsNobodyUpAndGetsItsSizeAtTheDeadline() throws {
            // A deadline of its own, longer than the default, so that nothing but the poll loop's
            // wait for it can be what lets the size out (the test only watches, it never wakes splitwm).
            try withWM(before: { $0.syncRequestTimeout = .seconds(1) }) { s in
                let plain = s.openWindows(1)[0]
                let silent = try SyncingWindow(s, name: "silent")
                let below = s.openWindows(1, name: "below")[0]   // under the silent one, on the right
                #expect(s.waitUntil { s.client.geometry(of: below)?.x == 961 })
                #expect(s.waitUntil { Self.syncFacts(silent.window, s)?["reached"] as? Int == 0 })
                let start = silent.heard(since: 0).count
                Self.press(s, at: PixelPoint(x: 960, y: 300), thenMoveTo: [PixelPoint(x: 900, y: 300)])
                // Asked about its first new size, it never answers.
                #expect(s.waitUntil { silent.heard(since: start).last.map { if case .resize(let size) = $0 { size.width == 1019 } else { false } } == true })
                for x in [850, 800, 700] { s.client.movePointer(to: PixelPoint(x: x, y: 300)) }
                // The others follow at once; the silent one gets the newest size at its deadline,
                // though the pointer rests and the button is still down.
                #expect(s.waitUntil { s.geometry([plain, below]).map { $0?.width } == [699, 1219] })
                #expect(s.waitUntil { silent.rect?.width == 1219 }, "\(String(describing: silent.rect))")
                #expect(s.waitUntil { Self.syncFacts(silent.window, s)?["unresponsive"] as? Bool == true })
                // From then on it is resized without waiting (and without being asked) until it answers.
                s.client.movePointer(to: PixelPoint(x: 600, y: 300))
                #expect(s.waitUntil { silent.rect?.width == 1319 && s.client.geometry(of: below)?.width == 1319 })
                s.client.release(.left)
                s.barrier()
                let heard = silent.heard(since: start)
                #expect(heard.filter { if case .request = $0 { true } else { false } } == [.request(1)], "\(heard)")
                let rects = s.geometry([plain, silent.window, below]).compactMap { $0 }
                #expect(rects.map(\.x) == [0, 601, 601] && rects.map(\.width) == [599, 1319, 1319], "\(rects)")
                #expect(tilingProblems(rects, screen: s.screen, splitterPixels: 2 * 1080 + 2 * 1319) == [])
            }
        }

        @Test func aCounterThatIsNoCounterOrIsDestroyedWhileAwaitedHoldsNothingUp() throws {
            try withWM(before: { $0.syncRequestTimeout = .seconds(600) }) { s in
                let plain = s.openWindows(1)[0]
                // Its "counter" is its own window: the server refuses the alarm (a tolerated error).
                let bogus = try SyncingWindow(s, name: "bogus") { _, window in [window.rawValue] }
                let doomed = try SyncingWindow(s, name: "doomed")
                #expect(s.waitUntil { Self.syncFacts(doomed.window, s)?["reached"] as? Int == 0 })
                #expect(Self.syncFacts(bogus.window, s)?["reached"] is NSNull, "a counter that does not exist never reports")
                let start = doomed.heard(since: 0).count
                Self.press(s, at: PixelPoint(x: 960, y: 300), thenMoveTo: [PixelPoint(x: 900, y: 300)])
                #expect(s.waitUntil { doomed.heard(since: start).last == .resize(PixelSize(width: 1019, height: doomed.rect?.height ?? 0)) })
                for x in [800, 700] { s.client.movePointer(to: PixelPoint(x: x, y: 300)) }
                #expect(s.waitUntil { s.client.geometry(of: plain)?.width == 699 && bogus.rect?.width == 1219 })
                s.barrier()
                #expect(doomed.rect?.width == 1019, "held")
                // Its counter goes: the alarm says so, and the window gets its size (no deadline here).
                doomed.client.destroySyncCounter(doomed.counter)
                #expect(s.waitUntil { doomed.rect?.width == 1219 })
                #expect(s.waitUntil { Self.syncFacts(doomed.window, s) == nil }, "it no longer syncs")
                s.client.release(.left)
                s.barrier()
                // Cleanup: a window that stops advertising, and one that goes.
                bogus.client.deleteProperty(bogus.window, "_NET_WM_SYNC_REQUEST_COUNTER")
                #expect(s.waitUntil { Self.syncFacts(bogus.window, s) == nil })
                doomed.client.destroy(doomed.window)
                #expect(s.waitUntil { s.client.geometry(of: bogus.window)?.height == 1080 })
            }
        }

        @Test func theSupportedListNamesSyncRequest() throws {
            try withWM { s in
                let supported = s.client.items(s.client.root, "_NET_SUPPORTED", type: "ATOM") ?? []
                #expect(supported.contains(s.client.atom("_NET_WM_SYNC_REQUEST").rawValue))
            }
        }

        /// Zenity, tiled by a rule (a dialog would float), beside a plain window.
        static var zenityTiled: Settings {
            var s = Settings.forTests
            guard case .success(let config) = ConfigParser.parse("rule class=Zenity tile\n", file: "rules", isKnownKey: { _ in true })
            else { return s }
            s.rules = config.settings.rules
            return s
        }

        @Test func gtkAnswersDuringADrag() throws {
            try withWM(settings: Self.zenityTiled, before: { $0.syncRequestTimeout = .seconds(600) }) { s in
                let plain = s.openWindows(1)[0]
                let zenity = try RealProgram("zenity", ["--text-info", "--title", "sync"], display: s.server.displayName,
                                             input: "GTK answers _NET_WM_SYNC_REQUEST\n")
                defer { zenity.terminate() }
                var found: WindowID?
                #expect(s.waitUntil(timeout: .seconds(30)) {
                    found = WMServerTests.RealPrograms.viewableWindow(s, class: "Zenity")
                    return found != nil || !zenity.isRunning
                }, "zenity's window never appeared")
                let window = try #require(found, "zenity: \(zenity.standardError)")
                let counters = s.client.items(window, "_NET_WM_SYNC_REQUEST_COUNTER", type: "CARDINAL") ?? []
                #expect(!counters.isEmpty, "GTK 3 names its counter (EWMH 1.5: basic, then extended)")
                #expect(s.client.items(window, "WM_PROTOCOLS", type: "ATOM")?.contains(s.client.atom("_NET_WM_SYNC_REQUEST").rawValue) == true)
                #expect(s.waitUntil { s.client.geometry(of: window)?.x == 961 }, "tiled beside the plain window")
                #expect(s.waitUntil { Self.syncFacts(window, s)?["reached"] is Int }, "splitwm watches its counter")
                #expect(Self.syncFacts(window, s)?["counter"] as? Int == counters.first.map { Int($0) })
                Self.press(s, at: PixelPoint(x: 960, y: 500), thenMoveTo: [PixelPoint(x: 900, y: 500)])
                #expect(s.waitUntil { s.client.geometry(of: plain)?.width == 899 })
                // GTK draws at the new size and sets its counter to the value asked.
                #expect(s.waitUntil(timeout: .seconds(30)) {
                    let facts = Self.syncFacts(window, s)
                    guard let sent = facts?["sent"] as? Int, let reached = facts?["reached"] as? Int else { return false }
                    return reached >= sent
                }, "\(String(describing: Self.syncFacts(window, s)))")
                for x in [800, 700] { s.client.movePointer(to: PixelPoint(x: x, y: 500)) }
                #expect(s.waitUntil(timeout: .seconds(30)) { s.client.geometry(of: window) == PixelRect(x: 701, y: 0, width: 1219, height: 1080) },
                        "GTK answers each size, so the newest reaches it: \(String(describing: s.client.geometry(of: window)))")
                let facts = Self.syncFacts(window, s)
                let sent = facts?["sent"] as? Int ?? 0
                #expect(sent >= 2, "\(String(describing: facts))")
                #expect(s.waitUntil { (Self.syncFacts(window, s)?["reached"] as? Int ?? 0) >= sent })
                let counterNow = s.client.syncCounterValue(counters[0])
                #expect(counterNow.map { $0 >= Int64(sent) } == true, "the counter itself: \(String(describing: counterNow))")
                s.client.release(.left)
                s.barrier()
            }
        }
    }
}
