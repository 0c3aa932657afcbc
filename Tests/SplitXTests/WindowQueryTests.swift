// Queries a window manager makes on map and adoption: attributes, the window tree, WM_STATE and well-formed ICCCM properties.
import SplitX
import Testing
import XTestSupport

extension XServerTests {
    @Suite struct WindowQueries {
        @Test func attributesTellClientsMenusAndInputOnlyWindowsApart() throws {
            try withX { x in
                let app = x.client.createWindow(PixelRect(x: 10, y: 20, width: 300, height: 200), borderWidth: 3)
                let menu = x.client.createOverrideRedirectWindow(PixelRect(x: 50, y: 60, width: 70, height: 80))
                x.client.map(menu)
                x.client.sync()
                let input = x.wm.createInputWindow(at: PixelRect(x: 1, y: 2, width: 3, height: 4), cursor: nil, events: [])

                #expect(x.wm.attributes(of: app) == WindowAttributes(
                    rect: PixelRect(x: 10, y: 20, width: 300, height: 200), borderWidth: 3,
                    overrideRedirect: false, mapState: .unmapped, isInputOnly: false))
                #expect(x.wm.attributes(of: menu) == WindowAttributes(
                    rect: PixelRect(x: 50, y: 60, width: 70, height: 80), borderWidth: 0,
                    overrideRedirect: true, mapState: .viewable, isInputOnly: false))
                #expect(x.wm.attributes(of: input) == WindowAttributes(
                    rect: PixelRect(x: 1, y: 2, width: 3, height: 4), borderWidth: 0,
                    overrideRedirect: true, mapState: .viewable, isInputOnly: true))
            }
        }

        @Test func attributesReadAheadWithThePropertiesAreTheSameAsReadAlone() throws {
            try withX { x in
                let app = x.client.createWindow(PixelRect(x: 10, y: 20, width: 300, height: 200), borderWidth: 3)
                let menu = x.client.createOverrideRedirectWindow(PixelRect(x: 50, y: 60, width: 70, height: 80))
                x.client.map(menu)
                let gone = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.destroy(gone)
                x.client.sync()
                let input = x.wm.createInputWindow(at: PixelRect(x: 1, y: 2, width: 3, height: 4), cursor: nil, events: [])

                for w in [app, menu, input, gone] {
                    let alone = x.wm.attributes(of: w)
                    let ahead = x.wm.prefetchingProperties(x.wm.atoms.managedWindowProperties, of: w, attributes: true) {
                        x.wm.attributes(of: w)
                    }
                    #expect(ahead == alone)
                }
                #expect(x.wm.prefetchingProperties([], of: gone, attributes: true) { x.wm.attributes(of: gone) } == nil)
            }
        }

        @Test func topLevelWindowsComeBottomToTop() throws {
            try withX { x in
                let a = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                let b = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                let c = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.configure(a, stackMode: .above)
                x.client.sync()
                #expect(x.wm.topLevelWindows().filter { [a, b, c].contains($0) } == [b, c, a])
            }
        }

        @Test func wellFormedICCCMPropertiesReadBackAsTheClientSetThem() throws {
            try withX { x in
                let owner = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10), name: "plain name",
                                              instance: "xterm", class: "XTerm")
                x.client.setNormalHints(w, min: PixelSize(width: 100, height: 50), max: PixelSize(width: 800, height: 600),
                                        base: PixelSize(width: 10, height: 20), increment: PixelSize(width: 7, height: 13))
                x.client.setWMHints(w, input: false, urgent: true)
                x.client.setProtocols(w, ["WM_DELETE_WINDOW", "WM_TAKE_FOCUS"])
                x.client.setRole(w, "browser")
                x.client.setNetWMName(w, "Grüße ✓ – 日本")
                x.client.setTransientFor(w, owner)
                x.client.sync()

                #expect(x.wm.sizeHints(of: w) == SizeHints(
                    minSize: PixelSize(width: 100, height: 50), maxSize: PixelSize(width: 800, height: 600),
                    baseSize: PixelSize(width: 10, height: 20), increment: PixelSize(width: 7, height: 13)))
                #expect(x.wm.wmHints(of: w) == WMHints(acceptsInput: false, urgent: true))
                #expect(x.wm.protocols(of: w) == Set(x.wm.atoms.intern(["WM_DELETE_WINDOW", "WM_TAKE_FOCUS"])))
                #expect(x.wm.wmClass(of: w) == WMClass(instance: "xterm", className: "XTerm"))
                #expect(x.wm.windowRole(of: w) == "browser")
                #expect(x.wm.title(of: w) == "Grüße ✓ – 日本")
                #expect(x.wm.transientFor(of: w) == owner)

                // A window that sets nothing.
                let bare = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.deleteProperty(bare, "WM_NAME")
                x.client.deleteProperty(bare, "WM_CLASS")
                x.client.sync()
                #expect(x.wm.sizeHints(of: bare) == nil)
                #expect(x.wm.wmHints(of: bare) == nil)
                #expect(x.wm.protocols(of: bare).isEmpty)
                #expect(x.wm.wmClass(of: bare) == nil)
                #expect(x.wm.windowRole(of: bare) == nil)
                #expect(x.wm.title(of: bare) == nil)
                #expect(x.wm.transientFor(of: bare) == nil)
                #expect(x.wm.icccmState(of: bare) == nil)
            }
        }

        @Test func titlePrefersNetWMNameAndFallsBackToWMName() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10), name: "legacy")
                x.client.sync()
                #expect(x.wm.title(of: w) == "legacy")
                x.client.setNetWMName(w, "modern")
                x.client.sync()
                #expect(x.wm.title(of: w) == "modern")
                x.client.setNetWMName(w, "")   // empty: not a title worth showing
                x.client.sync()
                #expect(x.wm.title(of: w) == "legacy")
                // WM_NAME as STRING is Latin-1: 0xE9 is é, not invalid UTF-8.
                x.client.setProperty(w, "WM_NAME", type: "STRING", .bytes([0x63, 0x61, 0x66, 0xE9]))
                x.client.sync()
                #expect(x.wm.title(of: w) == "café")
            }
        }

        @Test func wmStateIsWrittenAsICCCMAsksAndReadBack() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.sync()
                for state in [ICCCMState.normal, .iconic, .withdrawn] {
                    x.wm.setICCCMState(state, of: w)
                    x.wm.sync()
                    #expect(x.client.property(w, "WM_STATE") ==
                            TestProperty(type: "WM_STATE", format: 32, bytes: [], items: [UInt32(state.rawValue), 0]))
                    #expect(x.wm.icccmState(of: w) == state)
                }
            }
        }

        @Test func queriesOnAVanishedWindowAnswerNothingAndAreToleratedRaces() throws {
            try withX { x in
                let w = x.client.createWindow(PixelRect(x: 0, y: 0, width: 10, height: 10))
                x.client.setProtocols(w, ["WM_DELETE_WINDOW"])
                x.client.destroy(w)
                x.client.sync()

                #expect(x.wm.attributes(of: w) == nil)
                #expect(x.wm.icccmState(of: w) == nil)
                #expect(x.wm.sizeHints(of: w) == nil)
                #expect(x.wm.wmHints(of: w) == nil)
                #expect(x.wm.protocols(of: w).isEmpty)
                #expect(x.wm.wmClass(of: w) == nil)
                #expect(x.wm.windowRole(of: w) == nil)
                #expect(x.wm.title(of: w) == nil)
                #expect(x.wm.transientFor(of: w) == nil)
                #expect(!x.wm.topLevelWindows().contains(w))
                let errors = x.wm.takeErrors()
                #expect(!errors.isEmpty && errors.allSatisfy { $0.tolerated && $0.code == .badWindow }, "\(errors)")
            }
        }

        @Test func pointerPositionIsInRootCoordinates() throws {
            try withX { x in
                x.client.movePointer(to: PixelPoint(x: 123, y: 456))
                x.client.sync()
                #expect(x.wm.queryPointer() == PixelPoint(x: 123, y: 456))
            }
        }
    }
}
