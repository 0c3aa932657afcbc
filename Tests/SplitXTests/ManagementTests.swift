// Management requests, each observed from the client's own connection: geometry, borders, stacking, focus, messages, ending clients.
import SplitX
import Testing
import XTestSupport

extension XServerTests {
    @Suite struct Management {
        @Test func configureSetsPositionSizeAndBorderInOneRequest() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.sync()
                x.wm.configure(w, to: PixelRect(x: 10, y: 20, width: 300, height: 200), borderWidth: 4)
                x.wm.sync()
                // X places the border's outer corner at (x, y): the inside starts one border further.
                #expect(x.client.geometry(of: w) == PixelRect(x: 14, y: 24, width: 300, height: 200))
                #expect(x.client.borderWidth(of: w) == 4)
            }
        }

        @Test func configureClampsWhatXCannotHoldInsteadOfFailing() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.sync()
                x.wm.configure(w, to: PixelRect(x: -5, y: 7, width: 0, height: -30), borderWidth: -2)
                x.wm.sync()
                #expect(x.client.geometry(of: w) == PixelRect(x: -5, y: 7, width: 1, height: 1))
                #expect(x.client.borderWidth(of: w) == 0)
                x.wm.configure(w, to: PixelRect(x: 100_000, y: -100_000, width: 1 << 40, height: 5), borderWidth: 0)
                x.wm.sync()
                #expect(x.client.geometry(of: w) == PixelRect(x: 32767, y: -32768, width: 32767, height: 5))
            }
        }

        @Test func syntheticConfigureNotifyReachesTheClientAsICCCMDescribes() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.selectInput(w, .structureNotify)
                x.client.sync()
                x.wm.sendConfigureNotify(to: w, rect: PixelRect(x: 50, y: 60, width: 400, height: 300), borderWidth: 2)
                x.wm.sync()
                #expect(x.client.drainEvents() == [.configureNotify(
                    window: w, rect: PixelRect(x: 50, y: 60, width: 400, height: 300), borderWidth: 2, above: 0, synthetic: true)])
                #expect(x.client.geometry(of: w) == PixelRect(x: 0, y: 0, width: 50, height: 50))   // only told, not moved
            }
        }

        @Test func grantDoesExactlyWhatTheConfigureRequestAsked() throws {
            try withX { x in
                try x.wm.becomeWindowManager()
                let start = PixelRect(x: 10, y: 10, width: 50, height: 50)
                let w = x.client.createWindow(start)
                let other = x.client.createWindow(start)
                x.client.configure(w, width: 120, height: 90)
                x.client.configure(w, borderWidth: 6, stackMode: .above)
                x.client.sync()
                let requests = x.wm.syncAndDrainEvents().compactMap { e -> ConfigureRequest? in
                    if case .configureRequest(let r) = e { r } else { nil }
                }
                try #require(requests.count == 2, "\(requests)")
                #expect(x.client.stackingOrder().suffix(2) == [w, other])

                requests.forEach(x.wm.grant)
                x.wm.sync()
                // Position untouched (not asked), size and border as asked, raised above its sibling.
                #expect(x.client.geometry(of: w) == PixelRect(x: 16, y: 16, width: 120, height: 90))
                #expect(x.client.borderWidth(of: w) == 6)
                #expect(x.client.stackingOrder().suffix(2) == [other, w])
            }
        }

        @Test func grantRelativeToASiblingThatIsGoneIsATolerableRace() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                let gone = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.destroy(gone)
                x.client.sync()
                x.wm.grant(ConfigureRequest(window: w, parent: x.wm.root, mask: [.sibling, .stackMode],
                                            rect: PixelRect(x: 0, y: 0, width: 50, height: 50), borderWidth: 0,
                                            sibling: gone, stackMode: .below))
                x.wm.sync()
                #expect(x.wm.takeErrors().allSatisfy { $0.tolerated })
            }
        }

        @Test func borderColourIsWhatTheScreenShows() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 100, y: 100, width: 50, height: 50), borderWidth: 5)
                x.client.map(w)
                x.client.sync()
                #expect(x.client.color(at: PixelPoint(x: 102, y: 120)) == 0x000000)
                x.wm.setBorderColor(w, rgb: 0x12AB34)
                x.wm.sync()
                #expect(x.client.color(at: PixelPoint(x: 102, y: 120)) == 0x12AB34)
                #expect(x.client.color(at: PixelPoint(x: 130, y: 157)) == 0x12AB34)   // bottom border: 155...159
                #expect(x.client.color(at: PixelPoint(x: 130, y: 130)) == 0xFFFFFF)   // the inside keeps its background
            }
        }

        @Test func raisePutsTheWindowOnTop() throws {
            try withX { x in
                let a = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                let b = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.sync()
                #expect(x.client.stackingOrder().suffix(2) == [a, b])
                x.wm.raise(a)
                x.wm.sync()
                #expect(x.client.stackingOrder().suffix(2) == [b, a])
            }
        }

        @Test func focusGoesToTheWindowThenBackToPointerRoot() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                let hidden = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.map(w)
                x.client.sync()
                x.wm.setInputFocus(w, time: 0)
                x.wm.sync()
                #expect(x.client.inputFocus() == .window(w))

                // Focusing an unmapped window is BadMatch: a tolerated race, and focus stays where it was.
                x.wm.setInputFocus(hidden, time: 0)
                x.wm.sync()
                #expect(x.client.inputFocus() == .window(w))
                #expect(x.wm.takeErrors().map(\.code) == [.badMatch])

                // No window to focus, and no check window announced: PointerRoot.
                x.wm.focusNoWindow(holder: nil)
                x.wm.sync()
                #expect(x.client.inputFocus() == .pointerRoot)
                // Announced, the check window holds it, as in i3.
                let check = x.wm.announceWindowManager(name: "splitwm")
                x.wm.focusNoWindow(holder: check)
                x.wm.sync()
                #expect(x.client.inputFocus() == .window(check))
            }
        }

        @Test func protocolMessagesCarryTheAtomAndTheTime() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.sync()
                let delete = x.wm.atoms.intern("WM_DELETE_WINDOW"), takeFocus = x.wm.atoms.intern("WM_TAKE_FOCUS")
                x.wm.sendProtocol(delete, to: w, time: 1234)
                x.wm.sendProtocol(takeFocus, to: w, time: 0xFFFF_FFFF)
                x.wm.sync()
                #expect(x.client.drainEvents() == [
                    .clientMessage(window: w, type: "WM_PROTOCOLS", format: 32, data: [delete.rawValue, 1234, 0, 0, 0]),
                    .clientMessage(window: w, type: "WM_PROTOCOLS", format: 32, data: [takeFocus.rawValue, 0xFFFF_FFFF, 0, 0, 0]),
                ])
            }
        }

        @Test func killClientEndsTheClientAndItsWindows() throws {
            try withX { x in
                try x.wm.becomeWindowManager()
                let xmessage = try x.server.launch("xmessage", ["-name", "splitwm-kill-test", "kill me"])
                let (mapped, seen) = x.wm.waitForEvent { if case .mapRequest = $0 { true } else { false } }
                guard case .mapRequest(let w) = mapped else { Issue.record("xmessage never mapped: \(seen)"); return }
                #expect(x.wm.wmClass(of: w)?.instance == "splitwm-kill-test")

                x.wm.killClient(w)
                let (destroyed, rest) = x.wm.waitForEvent { $0 == .destroyNotify(w) }
                #expect(destroyed == .destroyNotify(w), "saw instead: \(rest)")
                #expect(xmessage.waitForExit(timeout: .seconds(10)) != nil)
                #expect(x.wm.attributes(of: w) == nil)
                _ = x.wm.takeErrors()   // the nil above cost a tolerated BadWindow
            }
        }

        @Test func destroyRemovesTheWindow() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.sync()
                x.wm.destroy(w)
                x.wm.sync()
                #expect(x.client.mapState(of: w) == nil)
            }
        }

        @Test(arguments: [
            ("status: ok", "STRING", Array("status: ok".utf8)),
            ("café", "STRING", [0x63, 0x61, 0x66, 0xE9]),   // Latin-1, as ICCCM's STRING means
            ("split ✓", "UTF8_STRING", Array("split ✓".utf8)),
            ("", "STRING", []),
        ] as [(String, String, [UInt8])])
        func rootNameIsSetForStatusBars(text: String, wmNameType: String, wmNameBytes: [UInt8]) throws {
            try withX { x in
                x.wm.setRootName(text)
                x.wm.sync()
                #expect(x.client.property(x.client.root, "WM_NAME") ==
                        TestProperty(type: wmNameType, format: 8, bytes: wmNameBytes, items: []))
                #expect(x.client.text(x.client.root, "_NET_WM_NAME")?.type == "UTF8_STRING")
                #expect(x.client.text(x.client.root, "_NET_WM_NAME")?.text == text)
            }
        }

        @Test func everyRequestOnADestroyedWindowIsAToleratedRace() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 50, height: 50))
                x.client.destroy(w)
                x.client.sync()

                let rect = PixelRect(x: 1, y: 2, width: 3, height: 4)
                x.wm.setICCCMState(.normal, of: w)
                x.wm.addToSaveSet(w)
                x.wm.removeFromSaveSet(w)
                x.wm.configure(w, to: rect, borderWidth: 1)
                x.wm.sendConfigureNotify(to: w, rect: rect, borderWidth: 1)
                x.wm.grant(ConfigureRequest(window: w, parent: x.wm.root, mask: [.x, .width, .stackMode], rect: rect,
                                            borderWidth: 0, sibling: nil, stackMode: .above))
                x.wm.setBorderColor(w, rgb: 0xFF0000)
                x.wm.setBackground(w, rgb: 0xFF0000)
                x.wm.raise(w)
                x.wm.setInputFocus(w, time: 0)
                x.wm.sendProtocol(x.wm.atoms.intern("WM_DELETE_WINDOW"), to: w, time: 0)
                x.wm.setFrameExtents(w, border: 1)
                x.wm.setCursor(x.wm.resizeCursor(.upDown), on: w)
                x.wm.grabButton(.left, modifiers: [], on: w)
                x.wm.ungrabButtons(on: w)
                x.wm.killClient(w)
                x.wm.destroy(w)
                x.wm.sync()

                let errors = x.wm.takeErrors()
                #expect(errors.count >= 17, "\(errors)")
                #expect(errors.allSatisfy { $0.tolerated }, "\(errors.filter { !$0.tolerated })")
                // The test client that made the window is still connected: KillClient named no live resource.
                #expect(x.client.mapState(of: x.client.root) == .viewable)
            }
        }
    }
}
