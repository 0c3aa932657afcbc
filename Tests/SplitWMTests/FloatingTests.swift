// Floating windows and the pointer on real X: `float toggle` takes a tile out and puts it
// back, Super+button 1 moves and Super+button 3 resizes a floating window, a click focuses
// the window clicked, and `presel` outlines where the next window goes.
import Foundation
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct Floating {
        static var settings: Settings { .forTestsWithStillFocus }

        static func command(_ s: WMSession, _ words: [String]) {
            let status = try? SplitWMProcess.splitctl(words, display: s.server.displayName).status
            #expect(status == 0, "splitctl \(words.joined(separator: " "))")
        }

        @Test func floatToggleTakesTheFocusedTileOutAndPutsItBack() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)   // 200x150 asked for; the second is focused
                s.barrier()
                let tiles = s.geometry(w)
                Self.command(s, ["float", "toggle"])
                // The left window has the screen; the right one floats at its own size, centred.
                #expect(s.waitUntil { s.geometry([w[0]]) == [s.screen] }, "\(s.geometry(w))")
                #expect(s.waitUntil {
                    s.geometry([w[1]]) == [PixelRect(x: (1920 - 200) / 2, y: (1080 - 150) / 2, width: 200, height: 150)]
                }, "\(s.geometry(w))")
                let order = s.client.stackingOrder()
                #expect((order.firstIndex(of: w[1]) ?? -1) > (order.firstIndex(of: w[0]) ?? Int.max), "floating is above the tile")
                Self.command(s, ["float", "toggle"])
                #expect(s.waitUntil { s.geometry(w) == tiles }, "back in its tile: \(s.geometry(w)), was \(tiles)")
            }
        }

        @Test func superButton1MovesAFloatingWindowAndSuperButton3ResizesIt() throws {
            try withWM(settings: Self.settings) { s in
                _ = s.openWindows(1)
                let dialog = s.client.createWindow(PixelRect(x: 0, y: 0, width: 300, height: 200), name: "dialog")
                s.client.setWindowType(dialog, ["_NET_WM_WINDOW_TYPE_DIALOG"])
                s.client.map(dialog)
                let start = PixelRect(x: (1920 - 300) / 2, y: (1080 - 200) / 2, width: 300, height: 200)
                #expect(s.waitUntil { s.client.geometry(of: dialog) == start }, "\(String(describing: s.client.geometry(of: dialog)))")
                guard let super_ = s.client.keycode(for: "Super_L") else { Issue.record("no Super_L key"); return }
                s.client.keyDown(super_)
                defer { s.client.keyUp(super_) }
                Self.drag(s, .left, from: PixelPoint(x: start.x + 50, y: start.y + 50), by: PixelPoint(x: -200, y: 100))
                let moved = PixelRect(x: start.x - 200, y: start.y + 100, width: 300, height: 200)
                #expect(s.waitUntil { s.client.geometry(of: dialog) == moved }, "\(String(describing: s.client.geometry(of: dialog)))")
                Self.drag(s, .right, from: PixelPoint(x: moved.x + 100, y: moved.y + 100), by: PixelPoint(x: 50, y: 40))
                let resized = PixelRect(x: moved.x, y: moved.y, width: 350, height: 240)
                #expect(s.waitUntil { s.client.geometry(of: dialog) == resized }, "\(String(describing: s.client.geometry(of: dialog)))")
            }
        }

        /// Presses `button` at `from`, moves by `delta` in two steps, releases, and waits until
        /// splitwm has let go of its pointer grab (the drag was handled to its end).
        static func drag(_ s: WMSession, _ button: PointerButton, from: PixelPoint, by delta: PixelPoint) {
            s.client.movePointer(to: from)
            s.client.sync()
            s.client.press(button)
            s.client.movePointer(to: PixelPoint(x: from.x + delta.x / 2, y: from.y + delta.y / 2))
            s.client.movePointer(to: PixelPoint(x: from.x + delta.x, y: from.y + delta.y))
            s.client.release(button)
            #expect(s.waitUntil {
                defer { s.client.ungrabPointer() }
                return s.client.grabPointer()
            }, "splitwm ended the drag")
            s.barrier()
        }

        /// A format-8 message fills Xlib's longs with any bytes the sender chose: taken as a
        /// pointer position, they used to overflow at the next motion and crash splitwm.
        @Test func aMoveResizeMessageOfAnotherFormatStartsNothing() throws {
            try withWM(settings: Self.settings) { s in
                _ = s.openWindows(1)
                let dialog = s.client.createWindow(PixelRect(x: 0, y: 0, width: 300, height: 200), name: "dialog")
                s.client.setWindowType(dialog, ["_NET_WM_WINDOW_TYPE_DIALOG"])
                s.client.map(dialog)
                #expect(s.waitUntil { s.client.property(dialog, "WM_STATE") != nil })
                let before = s.client.geometry(of: dialog)
                // On the wire: 20 bytes; Xlib reads them back as five longs whatever the format.
                s.client.sendClientMessage(about: dialog, type: "_NET_WM_MOVERESIZE", data: [Int.min, Int.min, 8, 1, 1], format: 8)
                s.barrier()
                s.client.movePointer(to: PixelPoint(x: 700, y: 500))
                s.client.movePointer(to: PixelPoint(x: 900, y: 600))
                s.barrier()
                #expect(s.client.geometry(of: dialog) == before, "nothing moved")
                #expect(s.client.grabPointer(), "splitwm holds no pointer grab")
                s.client.ungrabPointer()
            }
        }

        /// A taskbar reads SKIP_TASKBAR from the window's _NET_WM_STATE: splitwm keeps what the
        /// client said there, beside the states it keeps itself.
        @Test func aWindowThatAsksToSkipTheTaskbarKeepsSaying() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.client.createWindow(PixelRect(x: 0, y: 0, width: 300, height: 200), name: "skipper")
                s.client.setAtoms(w, "_NET_WM_STATE", ["_NET_WM_STATE_SKIP_TASKBAR"])
                s.client.map(w)
                // A tile alone on its workspace: maximized both ways, whatever the client says.
                func states() -> Set<String> {
                    Set((s.client.items(w, "_NET_WM_STATE", type: "ATOM") ?? []).map { s.client.atomName(UInt($0)) })
                        .subtracting(["_NET_WM_STATE_MAXIMIZED_HORZ", "_NET_WM_STATE_MAXIMIZED_VERT"])
                }
                #expect(s.waitUntil { states() == ["_NET_WM_STATE_SKIP_TASKBAR", "_NET_WM_STATE_FOCUSED"] }, "\(states())")
                let remove = 0, add = 1
                s.client.sendClientMessage(about: w, type: "_NET_WM_STATE",
                                           data: [remove, Int(s.client.atom("_NET_WM_STATE_SKIP_TASKBAR").rawValue), 0, 2])
                #expect(s.waitUntil { states() == ["_NET_WM_STATE_FOCUSED"] }, "\(states())")
                s.client.sendClientMessage(about: w, type: "_NET_WM_STATE",
                                           data: [add, Int(s.client.atom("_NET_WM_STATE_SKIP_PAGER").rawValue), 0, 2])
                #expect(s.waitUntil { states() == ["_NET_WM_STATE_SKIP_PAGER", "_NET_WM_STATE_FOCUSED"] }, "\(states())")
            }
        }

        @Test func aClickFocusesTheWindowClickedAndReachesIt() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[1]) })
                s.client.selectInput(w[0], [.buttonPress])
                _ = s.client.drainEvents()
                s.client.movePointer(to: PixelPoint(x: 300, y: 300))
                s.client.press(.left)
                s.client.release(.left)
                #expect(s.waitUntil { s.client.inputFocus() == .window(w[0]) }, "the click focused the left window")
                // The press was replayed to the window after splitwm saw it.
                #expect(s.waitUntil {
                    s.client.drainEvents().contains { if case .buttonPress = $0 { true } else { false } }
                }, "the client got its click")
            }
        }

        @Test func aNotificationIsShownWhereItPutItselfAndLeftAlone() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(2)
                s.barrier()
                let tiles = s.geometry(w)
                let bubble = s.client.createWindow(PixelRect(x: 1600, y: 40, width: 300, height: 80), name: "bubble")
                s.client.setWindowType(bubble, ["_NET_WM_WINDOW_TYPE_NOTIFICATION"])
                s.client.map(bubble)
                #expect(s.waitUntil { s.client.mapState(of: bubble) == .viewable }, "the bubble is shown")
                s.barrier()
                #expect(s.client.geometry(of: bubble) == PixelRect(x: 1600, y: 40, width: 300, height: 80))
                #expect(s.geometry(w) == tiles, "nothing moved for it")
                #expect(s.client.inputFocus() == .window(w[1]), "the focus stayed")
                #expect(!(s.client.items(s.client.root, "_NET_CLIENT_LIST", type: "WINDOW") ?? []).contains(bubble.rawValue))
            }
        }

        @Test func preselOutlinesTheTileTheNextWindowTakes() throws {
            try withWM(settings: Self.settings) { s in
                let w = s.openWindows(1)
                s.barrier()
                Self.command(s, ["presel", "left"])
                // The outline's top edge: 4 px high along the top of the area the next window will get.
                var outlined: PixelRect?
                #expect(s.waitUntil {
                    outlined = s.client.stackingOrder().compactMap { window -> PixelRect? in
                        guard s.client.isOverrideRedirect(window) == true, s.client.mapState(of: window) == .viewable,
                              let r = s.client.geometry(of: window), r.height == 4, r.width > 100 else { return nil }
                        return r
                    }.min { $0.y < $1.y }
                    return outlined != nil
                }, "no outline")
                let next = s.client.createWindow(PixelRect(x: 0, y: 0, width: 100, height: 100), name: "next")
                s.client.map(next)
                #expect(s.waitUntil {
                    guard let r = s.client.geometry(of: next), let o = outlined else { return false }
                    return r.x == o.x && r.y == o.y && r.width == o.width && r.x + r.width < (s.client.geometry(of: w[0])?.x ?? 0)
                }, "the new window took the outlined place on the left: \(String(describing: s.client.geometry(of: next))), outline \(String(describing: outlined))")
                #expect(s.waitUntil {
                    !s.client.stackingOrder().contains { s.client.isOverrideRedirect($0) == true && s.client.mapState(of: $0) == .viewable
                        && s.client.geometry(of: $0)?.height == 4 }
                }, "the outline is gone once the window came")
            }
        }
    }
}
