// Properties of whole subtrees trading places (SplitTree+Subtrees.swift): over every state of
// random edit scripts and every pair of nodes, a swap puts each node where the other was with
// nothing else changed, a second swap undoes it, and the layout still tiles the area; a node
// replaced by one from another tree, then put back, gives back the same tree.
import PropertyBased
import PropertyTestSupport
import Testing
@testable import SplitEngine

/// Every node's path in `tree`, parents before children.
private func nodePaths(_ tree: SplitTree<Int>) -> [[SplitSide]] {
    var out: [[SplitSide]] = []
    func walk(_ path: [SplitSide]) {
        guard let node = tree.node(at: path) else { return }
        out.append(path)
        if case .branch = node { walk(path + [.primary]); walk(path + [.secondary]) }
    }
    if !tree.isEmpty { walk([]) }
    return out
}

@Suite("Subtree properties")
struct SubtreeProperties {
    @Test func swappingTwoNodesPutsEachWhereTheOtherWasAndSwappingAgainUndoesIt() {
        forAllScripts(seed: 0x5EED_5B01, cases: 30, length: 1...12) { script, v in
            forEachState(of: script) { state, where_ in
                let tree = state.tree, paths = nodePaths(tree)
                for a in paths {
                    for b in paths where a.lexicographicallyPrecedes(b, by: { $0 == .primary && $1 == .secondary }) {
                        let context = "\(where_): swap \(a) with \(b)"
                        let nested = a.starts(with: b) || b.starts(with: a)
                        guard let swapped = try? tree.swappingNodes(at: a, b) else {
                            v.expect(nested, "\(context): threw for two nodes apart"); continue
                        }
                        v.expect(!nested, "\(context): swapped a node with one it holds")
                        v.expect(swapped.node(at: a) == tree.node(at: b) && swapped.node(at: b) == tree.node(at: a),
                                 "\(context): the nodes are not in each other's places")
                        v.expect(Set(swapped.leaves) == Set(tree.leaves) && swapped.leafCount == tree.leafCount,
                                 "\(context): the leaves changed")
                        v.expect(swapped.validationProblems().isEmpty, "\(context): \(swapped.validationProblems())")
                        v.expect((try? swapped.swappingNodes(at: a, b)) == tree, "\(context): swapping again did not undo it")
                        if !swapped.isEmpty { expectExactTiling(swapped.layout(in: state.area), of: state.area, &v, context) }
                    }
                }
            }
        }
    }

    @Test func aNodeReplacedByAnotherTreesNodeAndPutBackGivesBackTheTree() {
        let other = try! SplitTree<Int>().inserting(-1, beside: nil, placement: .longerSide, in: Rect(x: 0, y: 0, width: 100, height: 100))
            .inserting(-2, beside: -1, placement: .toward(.right), in: Rect(x: 0, y: 0, width: 100, height: 100))
        let incoming = other.root!
        forAllScripts(seed: 0x5EED_5B02, cases: 60, length: 1...16) { script, v in
            forEachState(of: script) { state, where_ in
                let tree = state.tree
                for path in nodePaths(tree) {
                    let context = "\(where_): replace the node at \(path)"
                    let old = tree.node(at: path)!
                    guard let replaced = try? tree.replacingNode(at: path, with: incoming) else {
                        v.fail("\(context): threw"); continue
                    }
                    let kept = Set(tree.leaves).subtracting(old.leaves)
                    v.expect(Set(replaced.leaves) == kept.union([-1, -2]), "\(context): leaves \(replaced.leaves)")
                    v.expect(replaced.node(at: path) == incoming, "\(context): the new node is not there")
                    if let zoom = tree.zoomed { v.expect(replaced.zoomed == (old.contains(zoom) ? nil : zoom), "\(context): zoom") }
                    let back = try? replaced.replacingNode(at: path, with: old)
                    v.expect(back?.root == tree.root, "\(context): putting the node back gave another tree")
                    // A node whose leaves are in the rest of the tree cannot come in.
                    if let stay = kept.first {
                        v.expect((try? tree.replacingNode(at: path, with: .leaf(stay, minSize: .zero))) == nil,
                                 "\(context): took a leaf the tree holds elsewhere")
                    }
                }
            }
        }
    }
}
