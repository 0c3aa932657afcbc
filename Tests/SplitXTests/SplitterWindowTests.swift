// Splitter windows: input windows that catch clicks and show a resize cursor, solid windows in their colour.
import SplitX
import Testing
import XTestSupport

extension XServerTests {
    @Suite struct SplitterWindows {
        @Test func inputWindowCatchesClicksAndShowsTheResizeCursor() throws {
            try withX { x in
                let cursor = x.wm.resizeCursor(.leftRight)
                #expect(x.wm.resizeCursor(.leftRight) == cursor)
                #expect(x.wm.resizeCursor(.upDown) != cursor)
                let splitter = x.wm.createInputWindow(at: PixelRect(x: 300, y: 0, width: 8, height: 600), cursor: cursor,
                                                      events: [.buttonPress, .buttonRelease])
                x.wm.sync()
                #expect(x.wm.attributes(of: splitter) == WindowAttributes(
                    rect: PixelRect(x: 300, y: 0, width: 8, height: 600), borderWidth: 0,
                    overrideRedirect: true, mapState: .viewable, isInputOnly: true))

                x.client.movePointer(to: PixelPoint(x: 500, y: 100))
                x.client.sync()
                let rootCursor = x.client.currentCursor()
                #expect(!isResizeCursor(rootCursor, .leftRight), "\(String(describing: rootCursor))")
                x.client.movePointer(to: PixelPoint(x: 304, y: 100))
                x.client.sync()
                let shown = x.client.currentCursor()
                #expect(isResizeCursor(shown, .leftRight), "\(String(describing: shown))")

                x.client.press(.left)
                x.client.release(.left)
                x.client.sync()
                let clicks = x.wm.syncAndDrainEvents().compactMap { e -> (Bool, WindowID, PixelPoint)? in
                    switch e {
                    case .buttonPress(let p): (true, p.window, p.point)
                    case .buttonRelease(let p): (false, p.window, p.point)
                    default: nil
                    }
                }
                #expect(clicks.map(\.0) == [true, false])
                #expect(clicks.allSatisfy { $0.1 == splitter && $0.2 == PixelPoint(x: 4, y: 100) })
            }
        }

        /// An input window over the whole screen takes the pointer only in its input region
        /// (SHAPE): its cursor shows and its clicks come there, elsewhere the root's do.
        @Test func anInputRegionLimitsWhereTheWindowTakesThePointer() throws {
            try withX { x in
                let splitter = x.wm.createInputWindow(at: PixelRect(x: 0, y: 0, width: 800, height: 600), cursor: x.wm.resizeCursor(.upDown),
                                                      events: [.buttonPress], mapped: false)
                x.wm.setInputRegion(splitter, to: [PixelRect(x: 0, y: 296, width: 400, height: 8), PixelRect(x: 400, y: 100, width: 400, height: 8)])
                x.wm.map(splitter)
                x.wm.sync()
                func click(_ point: PixelPoint) -> [WindowID] {
                    x.client.movePointer(to: point)
                    x.client.press(.left)
                    x.client.release(.left)
                    x.client.sync()
                    return x.wm.syncAndDrainEvents().compactMap { if case .buttonPress(let p) = $0, p.window == splitter { p.window } else { nil } }
                }
                for inside in [PixelPoint(x: 10, y: 300), PixelPoint(x: 700, y: 103)] {
                    x.client.movePointer(to: inside)
                    x.client.sync()
                    #expect(isResizeCursor(x.client.currentCursor(), .upDown), "\(inside)")
                    #expect(click(inside) == [splitter], "\(inside)")
                }
                for outside in [PixelPoint(x: 500, y: 300), PixelPoint(x: 10, y: 103)] {
                    x.client.movePointer(to: outside)
                    x.client.sync()
                    #expect(!isResizeCursor(x.client.currentCursor(), .upDown), "\(outside)")
                    #expect(click(outside).isEmpty, "\(outside)")
                }
                x.wm.setInputRegion(splitter, to: [])
                x.wm.sync()
                #expect(click(PixelPoint(x: 10, y: 300)).isEmpty, "an empty region takes nothing")
            }
        }

        @Test func setCursorChangesWhatThePointerShows() throws {
            try withX { x in
                let splitter = x.wm.createInputWindow(at: PixelRect(x: 0, y: 200, width: 800, height: 6), cursor: nil, events: [])
                x.client.movePointer(to: PixelPoint(x: 400, y: 203))
                x.wm.sync()
                x.client.sync()
                #expect(!isResizeCursor(x.client.currentCursor(), .upDown))
                x.wm.setCursor(x.wm.resizeCursor(.upDown), on: splitter)
                x.wm.sync()
                let shown = x.client.currentCursor()
                #expect(isResizeCursor(shown, .upDown), "\(String(describing: shown))")
            }
        }

        @Test func zeroSizedWindowsAreClampedAndCanStayUnmapped() throws {
            try withX { x in
                let input = x.wm.createInputWindow(at: PixelRect(x: 10, y: 10, width: 0, height: -3), cursor: nil, events: [],
                                                   mapped: false)
                let solid = x.wm.createSolidWindow(at: PixelRect(x: 10, y: 10, width: -1, height: 0), rgb: 0xFF0000, mapped: false)
                #expect(x.wm.attributes(of: input)?.rect == PixelRect(x: 10, y: 10, width: 1, height: 1))
                #expect(x.wm.attributes(of: input)?.mapState == .unmapped)
                #expect(x.wm.attributes(of: solid)?.rect == PixelRect(x: 10, y: 10, width: 1, height: 1))
                #expect(x.wm.attributes(of: solid)?.mapState == .unmapped)
            }
        }

        @Test func solidWindowShowsItsColourAndSetBackgroundRepaintsIt() throws {
            try withX { x in
                let bar = x.wm.createSolidWindow(at: PixelRect(x: 100, y: 100, width: 40, height: 6), rgb: 0x3366CC)
                x.wm.sync()
                #expect(x.wm.attributes(of: bar) == WindowAttributes(
                    rect: PixelRect(x: 100, y: 100, width: 40, height: 6), borderWidth: 0,
                    overrideRedirect: true, mapState: .viewable, isInputOnly: false))
                #expect(x.client.color(at: PixelPoint(x: 100, y: 100)) == 0x3366CC)
                #expect(x.client.color(at: PixelPoint(x: 139, y: 105)) == 0x3366CC)

                x.wm.setBackground(bar, rgb: 0xFF8800)
                x.wm.sync()
                #expect(x.client.color(at: PixelPoint(x: 120, y: 103)) == 0xFF8800)
            }
        }

        @Test func solidWindowsSelectNothingSoClicksGoThrough() throws {
            try withX { x in
                x.wm.selectInput(on: x.wm.root, [.buttonPress])
                let bar = x.wm.createSolidWindow(at: PixelRect(x: 100, y: 100, width: 40, height: 40), rgb: 0x3366CC)
                x.client.movePointer(to: PixelPoint(x: 120, y: 120))
                x.wm.sync()
                x.client.sync()
                x.client.press(.left)
                x.client.release(.left)
                x.client.sync()
                // The press propagates to the root, reported with the solid window as the child.
                let presses = x.wm.syncAndDrainEvents().compactMap { e -> PointerEvent? in
                    if case .buttonPress(let p) = e { p } else { nil }
                }
                #expect(presses.map(\.window) == [x.wm.root])
                #expect(presses.map(\.child) == [bar])
            }
        }
    }
}
