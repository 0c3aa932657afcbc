// Properties of the rim (pinned sidebars): taking the pinned leaves off a random tree and
// putting them back in the same area gives back the exact tree; put around another random
// tree in another area, each keeps its pixels wherever its split's bounds allow them.
import PropertyBased
import PropertyTestSupport
import Testing
@testable import SplitEngine

@Suite("Rim properties")
struct RimProperties {
    @Test func pinnedLeavesComeOffAndGoBackExactlyAndKeepTheirPixelsAroundAnotherTree() {
        forAllScripts(seed: 0x5EED_0A11, cases: 300) { script, v in
            let steps = script.steps()
            guard let last = steps.last?.after, let other = steps.dropLast().last?.before else { return }
            // Pinned: the leaves whose number is odd (a rim of none, one or several).
            let pinned = { (leaf: Int) in leaf % 2 == 1 }
            let (rest, taken, restArea) = last.tree.unpinning(where: pinned, in: last.area)
            v.expect(taken.map(\.leaf) == last.tree.rim(where: pinned), "taken \(taken.map(\.leaf)), rim \(last.tree.rim(where: pinned))")
            v.expect(Set(rest.leaves).union(taken.map(\.leaf)) == Set(last.tree.leaves) && rest.leafCount + taken.count == last.tree.leafCount,
                     "leaves lost or doubled")
            v.expect(last.area.width >= restArea.width && last.area.height >= restArea.height, "the rest's room \(restArea) outside \(last.area)")
            let otherwise = Pin(split: Split(), side: .primary, pixels: last.area.width / 4)
            // (A rest hidden at its pin's split is shown again: not the same tree then.)
            if taken.allSatisfy({ $0.pin != nil && $0.pin?.split.hidden != $0.pin?.side.other }) {
                let back = rest.pinning(taken, in: last.area, otherwise: otherwise)
                // A pinned leaf zoomed is unzoomed: carried to another workspace, it would hide it.
                var was = last.tree
                if let zoomed = was.zoomed, taken.contains(where: { $0.leaf == zoomed }) { was.zoomed = nil }
                v.expect(back == was, "put back in the same area: \(String(describing: back)), was \(was)")
            }
            // Around another tree (the script's state a step earlier, its own leaves renumbered
            // out of the way) in that tree's area.
            guard let root = other.tree.root else { return }
            let renumbered = SplitTree<Int>(unchecked: root.renumbered(by: 1000), zoomed: nil)
            let sides = taken.filter { $0.pin != nil }
            guard let around = renumbered.pinning(sides, in: other.area, otherwise: otherwise) else { return }
            var path: [SplitSide] = []
            for side in sides {
                guard let pin = side.pin, case .branch(let b)? = around.node(at: path), let rect = around.rect(at: path, in: other.area) else { break }
                defer { path.append(pin.side.other) }
                guard pin.split.hidden == nil else { continue }
                let length = rect.length(along: b.split.layout), t = b.split.thickness(in: length), available = length - t
                let wanted = pin.side == .primary ? pin.pixels : available - pin.pixels
                guard pin.pixels <= available, b.primaryBounds(in: length).contains(wanted) else { continue }
                let primary = b.primaryLength(in: length)
                let now = pin.side == .primary ? primary : available - primary
                v.expect(now == pin.pixels, "\(side.leaf) had \(pin.pixels) px and has \(now) around another tree in \(rect)")
            }
        }
    }
}

extension SplitNode where Leaf == Int {
    /// This subtree with every leaf's number moved up by `offset`.
    func renumbered(by offset: Int) -> SplitNode {
        switch self {
        case .leaf(let leaf, let minSize): .leaf(leaf + offset, minSize: minSize)
        case .branch(let b): .split(b.split, b.primary.renumbered(by: offset), b.secondary.renumbered(by: offset))
        }
    }
}
