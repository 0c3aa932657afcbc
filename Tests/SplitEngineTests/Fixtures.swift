// Small builders shared by the example-based engine tests.
@testable import SplitEngine

typealias Tree = SplitTree<Int>

let screen = Rect(x: 0, y: 0, width: 1920, height: 1080)

/// A split with no visible splitter, so pixel arithmetic in examples stays round.
func thin(_ layout: SplitLayout = .horizontal, _ fraction: Double = 0.5,
          constraints: SplitConstraints = .none, thickness: Int = 0) -> Split {
    Split(layout: layout, fraction: fraction, constraints: constraints,
          style: SplitterStyle(visibleThickness: thickness, hitThickness: max(thickness, 8)))
}

func tree(_ root: SplitNode<Int>) -> Tree {
    // Examples are built by hand and valid by construction.
    try! Tree(root: root)
}

extension Layout {
    /// Widths of the tiles in `leaves` order.
    func widths(_ leaves: [Leaf]) -> [Int?] { leaves.map { rect(of: $0)?.width } }
}
