// Properties of `layout(in:)` at every state of random edit scripts: exact tiling, every leaf
// accounted for once, splitter hit and drawn rectangles where they belong.
import PropertyTestSupport
import Testing
@testable import SplitEngine

// MARK: - Shared checks

extension ScriptState {
    /// The layouts every state is checked in: plain, with a focused leaf, with the focused leaf
    /// and a collapse threshold, with bars of tabs and a recency, and with title bars.
    func layouts(focus: Int, collapse: Size) -> [(name: String, layout: Layout<Int>)] {
        let focused = leaf(focus)
        return [
            ("layout(in: \(literal(area)))", tree.layout(in: area)),
            ("layout(in: \(literal(area)), focused: \(focused.map(String.init) ?? "nil"))",
             tree.layout(in: area, focused: focused)),
            ("layout(in: \(literal(area)), focused: \(focused.map(String.init) ?? "nil"), collapseBelow: \(literal(collapse)))",
             tree.layout(in: area, focused: focused, collapseBelow: collapse)),
            // Groups' bars take rows of tabs; a group the focus is not in shows its most recent member.
            ("layout(in: \(literal(area)), focused: \(focused.map(String.init) ?? "nil"), recency: [last leaf], tabRow: 17)",
             tree.layout(in: area, focused: focused, recency: tree.leaves.suffix(1), tabRow: 17)),
            // Title bars on every third leaf, in the rows a tile has: a window in a group has its tab instead.
            ("layout(in: \(literal(area)), focused: \(focused.map(String.init) ?? "nil"), tabRow: 17, titleBars: leaves divisible by 3)",
             tree.layout(in: area, focused: focused, tabRow: 17, titleBars: TitleBars(except: Set(tree.leaves.filter { $0 % 3 == 0 })))),
        ]
    }
}

/// Where a state came from, for messages.
func label(_ step: ScriptStep?) -> String {
    guard let step else { return "in the initial state" }
    return "after edit #\(step.index) \(step.op)"
}

/// Runs `body` on the initial state and after every step of `script`.
func forEachState(of script: EditScript, _ body: (ScriptState, String) -> Void) {
    body(ScriptState(area: script.area), label(nil))
    for step in script.steps() { body(step.after, label(step)) }
}

// MARK: - Properties

@Suite("Layout properties")
struct LayoutProperties {
    @Test func tilesAndSplitterSlotsTileTheAreaExactlyAfterEveryEdit() {
        forAllScripts(seed: 0x5EED_0001, cases: 250) { script, v in
            forEachState(of: script) { state, where_ in
                // An empty tree shows nothing; the window manager paints the root instead.
                guard !state.tree.isEmpty else { return }
                for (name, layout) in state.layouts(focus: script.focus, collapse: script.collapse) {
                    expectExactTiling(layout, of: state.area, &v, "\(where_), \(name)")
                }
            }
        }
    }

    @Test func everyLeafIsTiledOrHiddenExactlyOnceAndAZoomedLeafFillsTheArea() {
        forAllScripts(seed: 0x5EED_0002, cases: 250) { script, v in
            forEachState(of: script) { state, where_ in
                let leaves = state.tree.leaves.sorted()
                for (name, layout) in state.layouts(focus: script.focus, collapse: script.collapse) {
                    let shown = (layout.tiles.map(\.leaf) + layout.hidden).sorted()
                    v.expect(shown == leaves, "\(where_), \(name): tiles ∪ hidden = \(shown), tree leaves = \(leaves)")
                    if let zoomed = state.tree.zoomed {
                        // With its title bar, if it has one.
                        let whole = layout.tiles.first.map { tile in
                            layout.groups.first { $0.split == nil }.map { Rect(x: $0.bar.x, y: $0.bar.y, width: tile.rect.width,
                                                                              height: tile.rect.maxY - $0.bar.y) } ?? tile.rect }
                        v.expect(layout.tiles.map(\.leaf) == [zoomed] && whole == state.area,
                                 "\(where_), \(name): zoomed \(zoomed) but tiles are \(layout.tiles)")
                        v.expect(layout.splitters.isEmpty, "\(where_), \(name): zoomed but splitters are shown")
                    }
                }
            }
        }
    }

    @Test func splitterHitAreasStayInsideTheAreaAndCoverTheSlotsCentreLine() {
        forAllScripts(seed: 0x5EED_0003, cases: 250) { script, v in
            forEachState(of: script) { state, where_ in
                for (name, layout) in state.layouts(focus: script.focus, collapse: script.collapse) {
                    for s in layout.splitters {
                        let context = "\(where_), \(name), splitter \(s.split) slot \(s.slot) hit \(s.hit) drawn \(s.drawn)"
                        let axis = s.layout, across = axis.toggled
                        v.expect(state.area.encloses(s.hit), "\(context): hit leaves the area \(state.area)")
                        // Doubled coordinates, so the centre of an odd slot stays an integer.
                        let centre2 = 2 * s.slot.origin(along: axis) + s.slot.length(along: axis)
                        let hitStart2 = 2 * s.hit.origin(along: axis)
                        let hitEnd2 = 2 * (s.hit.origin(along: axis) + s.hit.length(along: axis))
                        v.expect(hitStart2 <= centre2 && centre2 <= hitEnd2, "\(context): hit misses the slot's centre line")
                        v.expect(s.hit.origin(along: across) == s.slot.origin(along: across)
                                 && s.hit.length(along: across) == s.slot.length(along: across),
                                 "\(context): hit does not span the slot's length")
                        v.expect(s.slot.encloses(s.drawn), "\(context): drawn part leaves the slot")
                    }
                }
            }
        }
    }
}
