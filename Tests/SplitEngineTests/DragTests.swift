// Dragging splitters: clamping, drag-to-hide with preview, dragging a hidden side back out.
import Testing
@testable import SplitEngine

@Suite struct DragTests {
    static let hideable = SplitConstraints(
        minPrimaryFraction: 0.2, minSecondaryFraction: 0.2, dragToHidePrimary: true, dragToHideSecondary: true)

    /// Drags the root splitter of `t` through the x positions, returning each step.
    static func drag(_ t: Tree, from start: Int, through xs: [Int]) throws -> [(tree: Tree, drag: SplitDrag<Int>)] {
        var tree = t
        var drag = try t.beginningDrag(ofSplit: 0, at: Point(x: start, y: 10), in: screen)
        var steps: [(Tree, SplitDrag<Int>)] = []
        for x in xs {
            (tree, drag) = tree.dragging(drag, to: Point(x: x, y: 10), in: screen)
            steps.append((tree, drag))
        }
        return steps
    }

    @Test func theSplitterFollowsThePointer() throws {
        let t = tree(.split(thin(.horizontal, 0.5, thickness: 4), .leaf(1), .leaf(2)))
        let steps = try Self.drag(t, from: 960, through: [700, 1300])
        #expect(steps[0].tree.layout(in: screen).rect(of: 1)?.width == 698)
        #expect(steps[1].tree.layout(in: screen).rect(of: 1)?.width == 1298)
        #expect(abs(steps[1].drag.fraction - 1300.0 / 1920) < 1.0 / 1920)
    }

    @Test func grabbingOffCentreDoesNotMakeTheSplitterJump() throws {
        let t = tree(.split(thin(.horizontal, 0.5, thickness: 2), .leaf(1), .leaf(2)))
        let steps = try Self.drag(t, from: 963, through: [963])
        #expect(steps[0].tree == t)
    }

    @Test func aDragIsClampedByTheMinFractions() throws {
        let c = SplitConstraints(minPrimaryFraction: 0.25, minSecondaryFraction: 0.1)
        let t = tree(.split(thin(.horizontal, 0.5, constraints: c), .leaf(1), .leaf(2)))
        let steps = try Self.drag(t, from: 960, through: [10, -5000, 1900, 99999])
        #expect(steps[0].tree.layout(in: screen).rect(of: 1)?.width == 480)
        #expect(steps[1].tree.layout(in: screen).rect(of: 1)?.width == 480)
        #expect(steps[2].tree.layout(in: screen).rect(of: 2)?.width == 192)
        #expect(steps[3].tree.layout(in: screen).rect(of: 2)?.width == 192)
        #expect(steps.allSatisfy { $0.drag.hidden == nil })
    }

    @Test func draggingWellPastTheMinimumPreviewsTheHideAndComingBackUndoesIt() throws {
        let t = tree(.split(thin(.horizontal, 0.5, constraints: Self.hideable), .leaf(1), .leaf(2)))
        // The primary's minimum is 384 px: the preview starts below half of it, 192 px.
        let steps = try Self.drag(t, from: 960, through: [300, 193, 191, 50, 250])
        #expect(steps[0].drag.hidden == nil && steps[1].drag.hidden == nil)
        #expect(steps[0].tree.layout(in: screen).rect(of: 1)?.width == 384)
        #expect(steps[2].drag.isPreviewingHide && steps[2].drag.hidden == .primary)
        #expect(steps[2].tree.layout(in: screen).hidden == [1])
        #expect(steps[2].tree.layout(in: screen).rect(of: 2) == screen)
        #expect(steps[3].drag.isPreviewingHide)
        #expect(!steps[4].drag.isPreviewingHide)
        #expect(steps[4].tree.layout(in: screen).rect(of: 1)?.width == 384)
    }

    @Test func releasingWhilePreviewingLeavesTheSideHiddenAndUnhidingRestoresTheFraction() throws {
        let t = tree(.split(thin(.horizontal, 0.5, constraints: Self.hideable), .leaf(1), .leaf(2)))
        let released = try Self.drag(t, from: 960, through: [1800])[0].tree
        #expect(released.split(at: [])?.hidden == .secondary)
        #expect(released.layout(in: screen).rect(of: 1) == screen)
        let unhidden = try released.hiding(nil, ofSplitHolding: 1, in: screen)
        #expect(unhidden.layout(in: screen).rect(of: 2)?.width == 384)
    }

    @Test func withoutDragToHideTheSideNeverHides() throws {
        let c = SplitConstraints(minPrimaryFraction: 0.2, minSecondaryFraction: 0.2)
        let t = tree(.split(thin(.horizontal, 0.5, constraints: c), .leaf(1), .leaf(2)))
        let steps = try Self.drag(t, from: 960, through: [0, 1919])
        #expect(steps.allSatisfy { $0.drag.hidden == nil })
    }

    @Test func draggingAHiddenSidesSplitterOutUnhidesIt() throws {
        var split = thin(.horizontal, 0.5, constraints: Self.hideable, thickness: 4)
        split.hidden = .primary
        let t = tree(.split(split, .leaf(1), .leaf(2)))
        #expect(t.layout(in: screen).splitters[0].slot.x == 0)
        let steps = try Self.drag(t, from: 2, through: [100, 300, 600])
        #expect(steps[0].drag.hidden == .primary, "not yet past half the minimum")
        #expect(steps[0].tree.split(at: [])?.fraction == 0.5, "the restore fraction is untouched")
        #expect(steps[1].drag.hidden == nil)
        #expect(steps[1].tree.layout(in: screen).rect(of: 1)?.width == 382, "clamped at the minimum")
        #expect(steps[2].tree.layout(in: screen).rect(of: 1)?.width == 598)
    }

    @Test func anInvisibleSplittersHiddenSideCanBeDraggedOutWithoutConstraints() throws {
        var split = thin(.horizontal, 0.5)
        split.hidden = .secondary
        let t = tree(.split(split, .leaf(1), .leaf(2)))
        let steps = try Self.drag(t, from: 1919, through: [1920, 1799])
        #expect(steps[0].drag.hidden == .secondary)
        #expect(steps[1].drag.hidden == nil)
        #expect(steps[1].tree.layout(in: screen).rect(of: 2)?.width == 120)
    }

    @Test func aDragOnlyMovesTilesInsideTheDraggedSplit() throws {
        let inner = SplitNode<Int>.split(thin(.vertical, 0.5, thickness: 2), .leaf(2), .leaf(3))
        let t = tree(.split(thin(.horizontal, 0.5, thickness: 2), .leaf(1), inner))
        var drag = try t.beginningDrag(ofSplit: 1, at: Point(x: 1500, y: 540), in: screen)
        let moved: Tree
        (moved, drag) = t.dragging(drag, to: Point(x: 1500, y: 200), in: screen)
        #expect(moved.layout(in: screen).rect(of: 1) == t.layout(in: screen).rect(of: 1))
        #expect(moved.layout(in: screen).rect(of: 2)?.height == 199)
    }

    @Test func aDragHoldsItsSplitByKeyWhereverEditsElsewhereMoveIt() throws {
        let inner = SplitNode<Int>.split(thin(.vertical, 0.5, thickness: 2), .leaf(2), .leaf(3))
        let t = tree(.split(thin(.horizontal, 0.5, thickness: 2), .leaf(1), inner))
        var drag = try t.beginningDrag(ofSplit: 1, at: Point(x: 1500, y: 540), in: screen)
        #expect(drag.key == SplitKey(primary: 2, secondary: 3) && drag.path == [.secondary])
        // A window put beside the whole tree: the split is one level deeper now.
        let wider = tree(.split(thin(.horizontal, 0.5, thickness: 2), .leaf(4), t.root!))
        #expect(wider.locating(drag)?.path == [.secondary, .secondary])
        let moved: Tree
        (moved, drag) = wider.dragging(drag, to: Point(x: 1500, y: 200), in: screen)
        #expect(drag.path == [.secondary, .secondary])
        #expect(moved.layout(in: screen).rect(of: 2)?.height == 199)
        #expect(moved.layout(in: screen).rect(of: 4) == wider.layout(in: screen).rect(of: 4))
        // What the drag started from: the split as it was, the window that came kept.
        #expect(moved.undoing(drag, in: screen) == wider)
    }

    @Test func aDragFindsNoSplitWhenItsKeyIsGoneOrItLiesTheOtherWay() throws {
        let inner = SplitNode<Int>.split(thin(.vertical, 0.5, thickness: 2), .leaf(2), .leaf(3))
        let t = tree(.split(thin(.horizontal, 0.5, thickness: 2), .leaf(1), inner))
        let drag = try t.beginningDrag(ofSplit: 1, at: Point(x: 1500, y: 540), in: screen)
        let replaced = tree(.split(thin(.horizontal, 0.5, thickness: 2), .leaf(1),
                                   .split(thin(.vertical, 0.5, thickness: 2), .leaf(5), .leaf(3))))
        #expect(replaced.locating(drag) == nil)
        #expect(replaced.dragging(drag, to: Point(x: 1500, y: 200), in: screen).tree == replaced)
        let turned = tree(.split(thin(.horizontal, 0.5, thickness: 2), .leaf(1),
                                 .split(thin(.horizontal, 0.5, thickness: 2), .leaf(2), .leaf(3))))
        #expect(turned.locating(drag) == nil)
        #expect(turned.dragging(drag, to: Point(x: 1500, y: 200), in: screen).tree == turned)
    }

    @Test func aSplitterHiddenWithItsSideCannotBeGrabbed() {
        var split = thin(.horizontal, 0.5)
        split.hidden = .secondary
        split.style.hidesWithSide = true
        let t = tree(.split(split, .leaf(1), .leaf(2)))
        #expect(throws: SplitTreeError.self) { try t.beginningDrag(ofSplit: 0, at: Point(x: 0, y: 0), in: screen) }
    }
}
