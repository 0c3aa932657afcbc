// Each decoded WindowEvent, produced by a real client (or X tool) on a real Xvfb.
import SplitX
import Testing
import XTestSupport

extension XServerTests {
    @Suite struct EventDecoding {
        @Test func mapUnderRedirectArrivesAsMapRequestAndWaitsForTheWindowManager() throws {
            try withX { x in
                try x.wm.becomeWindowManager()
                let w = x.client.createWindow(PixelRect(x: 10, y: 10, width: 200, height: 100))
                x.client.map(w)
                x.client.sync()
                #expect(x.wm.syncAndDrainEvents() == [.mapRequest(w)])
                #expect(x.client.mapState(of: w) == .unmapped)

                x.wm.map(w)
                x.wm.sync()
                #expect(x.client.mapState(of: w) == .viewable)
            }
        }

        @Test func configureRequestCarriesOnlyTheAskedFields() throws {
            try withX { x in
                try x.wm.becomeWindowManager()
                let start = PixelRect(x: 0, y: 0, width: 50, height: 50)
                let w = x.client.createWindow(start)
                x.client.configure(w, x: 10, y: 20, width: 300, height: 200)
                x.client.configure(w, borderWidth: 3, stackMode: .below)
                x.client.sync()

                // (The XTest keyboard's first key also brings a MappingNotify.)
                let events = x.wm.syncAndDrainEvents().filter { $0 != .mappingNotify(.keyboard) }
                try #require(events.count == 2, "\(events)")
                #expect(events[0] == .configureRequest(ConfigureRequest(
                    window: w, parent: x.wm.root, mask: [.x, .y, .width, .height],
                    rect: PixelRect(x: 10, y: 20, width: 300, height: 200), borderWidth: 0, sibling: nil, stackMode: nil)))
                #expect(events[1] == .configureRequest(ConfigureRequest(
                    window: w, parent: x.wm.root, mask: [.borderWidth, .stackMode],
                    rect: start, borderWidth: 3, sibling: nil, stackMode: .below)))
                // Redirected: nothing moves until the window manager says so.
                #expect(x.client.geometry(of: w) == start)

                x.wm.moveResize(w, to: PixelRect(x: 10, y: 20, width: 300, height: 200))
                x.wm.sync()
                #expect(x.client.geometry(of: w) == PixelRect(x: 10, y: 20, width: 300, height: 200))
            }
        }

        @Test func unmapsTellRealFromSyntheticAndDestroyFollows() throws {
            try withX { x in
                try x.wm.becomeWindowManager()
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 80, height: 80))
                x.client.map(w)
                x.client.sync()
                #expect(x.wm.syncAndDrainEvents() == [.mapRequest(w)])
                x.wm.map(w)
                x.wm.sync()

                x.client.unmap(w)
                x.client.sendSyntheticUnmap(w)
                x.client.destroy(w)
                x.client.sync()
                #expect(x.wm.syncAndDrainEvents() == [
                    .unmapNotify(w, synthetic: false), .unmapNotify(w, synthetic: true), .destroyNotify(w),
                ])
                #expect(x.client.mapState(of: w) == nil)
            }
        }

        @Test func propertyChangesAndClientMessagesNameTheirAtoms() throws {
            try withX { x in
                try x.wm.becomeWindowManager()
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 80, height: 80))
                x.client.sync()
                x.wm.selectInput(on: w, .propertyChange)
                x.wm.sync()

                x.client.setName(w, "renamed")
                x.client.sendClientMessage(about: w, type: "_NET_ACTIVE_WINDOW", data: [2, 1234])
                x.client.sync()
                #expect(x.wm.syncAndDrainEvents() == [
                    .propertyNotify(w, property: x.wm.atoms.intern("WM_NAME"), deleted: false),
                    .clientMessage(ClientMessage(window: w, type: x.wm.atoms.intern("_NET_ACTIVE_WINDOW"),
                                                 format: 32, data: [2, 1234, 0, 0, 0])),
                ])
            }
        }

        @Test func pointerEnteringAWindowAndFocusingItAreDecoded() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 100, y: 100, width: 200, height: 200))
                x.client.map(w)
                x.client.movePointer(to: PixelPoint(x: 10, y: 10))
                x.client.sync()
                x.wm.selectInput(on: w, [.enterWindow, .focusChange])
                x.wm.sync()

                x.client.movePointer(to: PixelPoint(x: 150, y: 160))
                x.client.focus(w)
                x.client.sync()
                // (The XTest keyboard's first key also brings a MappingNotify.)
                let events = x.wm.syncAndDrainEvents().filter { $0 != .mappingNotify(.keyboard) }
                try #require(events.count == 2, "\(events)")
                guard case .enterNotify(let enter) = events[0], case .focusIn(let focused, let mode, _) = events[1] else {
                    Issue.record("expected enter then focus, got \(events)")
                    return
                }
                #expect(enter.window == w)
                #expect(enter.rootPoint == PixelPoint(x: 150, y: 160))
                #expect(enter.mode == .normal && enter.detail == .ancestor)
                #expect(focused == w && mode == .normal)
            }
        }

        @Test func randrModeChangeArrivesAsScreenChangeAndUpdatesTheSize() throws {
            try withX { x in
                #expect(x.wm.selectScreenChanges())
                x.wm.sync()
                try x.server.run("xrandr", ["--newmode", "800x600_t", "38.25", "800", "832", "912", "1024",
                                            "600", "603", "607", "624", "-hsync", "+vsync"])
                try x.server.run("xrandr", ["--addmode", "screen", "800x600_t"])
                try x.server.run("xrandr", ["--output", "screen", "--mode", "800x600_t"])
                // --newmode and --addmode already report a screen change, at the old size.
                let small = WindowEvent.screenChange(PixelSize(width: 800, height: 600))
                let (change, seen) = x.wm.waitForEvent { $0 == small }
                #expect(change == small, "saw instead: \(seen)")
                #expect(seen.allSatisfy { $0 == .screenChange(PixelSize(width: 1920, height: 1080)) }, "\(seen)")
                #expect(x.wm.screenSize == PixelSize(width: 800, height: 600))
            }
        }

        @Test func keyboardRemappingArrivesAsMappingNotify() throws {
            try withX { x in
                x.wm.sync()
                try x.server.run("xmodmap", ["-e", "keycode 250 = F20"])
                let (mapping, seen) = x.wm.waitForEvent { if case .mappingNotify = $0 { true } else { false } }
                #expect(mapping == .mappingNotify(.keyboard), "saw instead: \(seen)")
            }
        }
    
        @Test func keyAndButtonPressesAnywhereArriveAsUserInputWithTheirServerTime() throws {
            try withX { x in
                #expect(x.wm.selectUserInput())
                x.wm.sync()
                let before = x.client.serverTime()
                let key = try #require(x.client.keycode(for: "a"))
                x.client.keyDown(key)
                x.client.keyUp(key)
                x.client.press(.left)
                x.client.release(.left)
                let after = x.client.serverTime()
                // Presses only: releases and motion are not selected.
                // (The XTest keyboard's first key also brings a MappingNotify.)
                let events = x.wm.syncAndDrainEvents().filter { $0 != .mappingNotify(.keyboard) }
                try #require(events.count == 2, "\(events)")
                for event in events {
                    guard case .userInput(let time) = event else { Issue.record("\(event)"); continue }
                    #expect(time >= before && time <= after, "\(before) <= \(time) <= \(after)")
                }
            }
        }

        @Test func rawPressesReadTogetherCompressToTheLatestUpToTheFirstOtherEvent() throws {
            try withX { x in
                #expect(x.wm.selectUserInput())
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 80, height: 80))
                x.client.sync()
                x.wm.selectInput(on: w, .propertyChange)
                let key = try #require(x.client.keycode(for: "a"))
                // The XTest keyboard's first key brings a MappingNotify: out of the way first.
                x.client.keyDown(key)
                x.client.keyUp(key)
                x.client.sync()
                _ = x.wm.syncAndDrainEvents()
                for _ in 0..<3 { x.client.keyDown(key); x.client.keyUp(key) }
                x.client.sync()
                let typed = x.client.serverTime()
                x.client.setName(w, "between")
                x.client.keyDown(key)
                x.client.keyUp(key)
                x.client.sync()
                x.wm.sync()

                guard case .userInput(let first) = x.wm.nextDecodedEvent() else { Issue.record("no user input first"); return }
                let latest = x.wm.latestUserInput(after: first)
                #expect(latest >= first && latest <= typed)
                // The property change the client made between the presses comes before the last one.
                #expect(x.wm.nextDecodedEvent() == .propertyNotify(w, property: x.wm.atoms.intern("WM_NAME"), deleted: false))
                guard case .userInput(let last) = x.wm.nextDecodedEvent() else { Issue.record("no user input last"); return }
                #expect(x.wm.latestUserInput(after: last) == last)
                #expect(last >= typed)
                #expect(x.wm.syncAndDrainEvents() == [])
            }
        }
    }
}
