// A drag-to-hide preview over a side that holds splits: what is on screen while the button is
// still held, read back from the X server (mapped windows and their rectangles).
import SplitConfig
import SplitEngine
import SplitX
import Testing
import XTestSupport

extension WMServerTests {
    @Suite struct HidePreview {
        static func pixelRect(_ r: Rect) -> PixelRect { PixelRect(x: r.x, y: r.y, width: r.width, height: r.height) }

        /// What of splitwm's own shows and takes the pointer on the root (and the check window,
        /// 1×1 off the screen): the viewable override-redirect windows that draw (splitters' coloured
        /// parts), with their rectangles, and each rectangle of the input region of the
        /// InputOnly ones (the splitters' hit areas).
        static func viewableSplitterWindows(_ s: WMSession) -> [(window: WindowID, rect: PixelRect)] {
            s.client.stackingOrder().flatMap { w -> [(window: WindowID, rect: PixelRect)] in
                guard s.client.isOverrideRedirect(w) == true, s.client.mapState(of: w) == .viewable else { return [] }
                if s.client.isInputOnly(w) == true { return (s.client.inputRegion(of: w) ?? []).map { (w, $0) } }
                return (s.geometry([w]).first ?? nil).map { [(w, $0)] } ?? []
            }
        }

        /// Viewable splitter windows that overlap `hidden` and are not the outer splitter's: a
        /// full-height bar no wider than its hit thickness (a side hidden by a drag leaves its
        /// splitter at the edge, draggable). Inner splitters of the hidden side are never that.
        static func leftovers(_ s: WMSession, over hidden: PixelRect, hitThickness: Int) -> [String] {
            viewableSplitterWindows(s).filter { _, r in
                let overlaps = min(r.x + r.width, hidden.x + hidden.width) > max(r.x, hidden.x)
                    && min(r.y + r.height, hidden.y + hidden.height) > max(r.y, hidden.y)
                let isOuterSplitter = r.y == 0 && r.height == s.screen.height && r.width <= hitThickness
                return overlaps && !isOuterSplitter
            }.map { "0x\(String($0.window.rawValue, radix: 16)) at \($0.rect)" }
        }

        /// 1 | (2 over (3 | 4)): the right side holds three windows and two inner splitters.
        /// Dragging the outer splitter to the right edge (past half the secondary's 5 % minimum)
        /// previews hiding the right side: while the button is held, its windows and both of its
        /// splitters must be gone from the screen, not only its windows.
        @Test func aHidePreviewOverASideWithSplitsLeavesNoInnerSplitterOnScreen() throws {
            let settings = Settings.forTests   // min fractions 5 %, drag-to-hide on both sides
            #expect(settings.newSplit.constraints.dragToHideSecondary)
            try withWM(settings: settings) { s in
                let w = s.openWindows(4)
                let right = PixelRect(x: 961, y: 0, width: 959, height: 1080)
                let layout = Tiling.expected(w, settings: settings, screen: s.screen)
                let tiles = w.map { layout.rect(of: $0).map(Self.pixelRect) }
                #expect(s.waitUntil { s.geometry(w) == tiles }, "\(s.geometry(w)), want \(tiles)")
                #expect(tiles[0] == PixelRect(x: 0, y: 0, width: 959, height: 1080) && layout.splitters.count == 3)
                s.barrier()
                let hit = settings.newSplit.style.hitThickness
                // Before: the two inner splitters are over the right side: their coloured parts,
                // and their hit areas (one rectangle each, or more where one cuts the other).
                let before = Self.leftovers(s, over: right, hitThickness: hit)
                #expect(before.count >= 4, "\(Self.viewableSplitterWindows(s))")

                // 1910 leaves the right side 8 px, under half of its 96 px minimum: previewed hidden.
                Dragging.drag(s, from: PixelPoint(x: 960, y: 300), through: [PixelPoint(x: 1910, y: 300)], release: false)
                #expect(s.waitUntil { s.client.mapState(of: w[1]) != .viewable }, "the preview hides the right side")
                s.barrier()
                #expect(w[1...].allSatisfy { s.client.mapState(of: $0) == .unmapped },
                        "hidden side's windows: \(w[1...].map { s.client.mapState(of: $0) })")
                #expect(s.client.mapState(of: w[0]) == .viewable)
                #expect(s.geometry([w[0]]).first??.width ?? 0 >= 1910, "\(s.geometry([w[0]]))")
                let duringPreview = Self.leftovers(s, over: right, hitThickness: hit)
                #expect(duringPreview.isEmpty,
                        "splitter windows of the hidden side still on screen during the preview: \(duringPreview)")

                s.client.release(.left)
                #expect(s.waitUntil {
                    defer { s.client.ungrabPointer() }
                    return s.client.grabPointer()
                }, "splitwm ended the drag")
                s.barrier()
                #expect(w[1...].allSatisfy { s.client.mapState(of: $0) == .unmapped })
                #expect(s.client.mapState(of: w[0]) == .viewable)
                let afterRelease = Self.leftovers(s, over: right, hitThickness: hit)
                #expect(afterRelease.isEmpty, "splitter windows of the hidden side on screen after release: \(afterRelease)")
            }
        }
    }
}
