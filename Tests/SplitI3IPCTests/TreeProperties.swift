// GET_TREE after every step of the state tests' random scripts (their generators and wm,
// compiled in from Tests/SplitStateTests through StateScripts/): every managed window once,
// docks in dock areas and the rest as leaves; ids unique and naming again what they name;
// shown windows where the picture puts them; the shown children of a container sharing it
// whole; the focus reached from the root; the replies read back as written.
import PropertyTestSupport
import SplitEngine
import SplitI3IPC
import SplitJSON
import SplitState
import StateScriptSupport
import Testing
import XModel

/// Runs `cases` scripts of `mix` per seed, checking GET_TREE and the other replies after every step.
func checkReplies(_ mix: Mix, seeds: [UInt64], cases: Int, length: ClosedRange<Int>, sourceLocation: SourceLocation = #_sourceLocation) {
    for seed in PropertyEnvironment.seeds(seeds) {
        forAll(StateGens.script(mix, length: length), seed: seed, cases: cases,
               shrink: { $0.shrinkCandidates },
               show: { SimulatedWM.run($0, checkingReduce: false).printout },
               sourceLocation: sourceLocation) { script, v in
            var wm = SimulatedWM(area: script.area, settings: script.settings, startTime: script.startTime)
            wm.checksReduce = false
            for (n, step) in script.steps.enumerated() {
                wm.run(step)
                // The state's own invariants are StateProperties' to report.
                if wm.failed { return }
                ReplyChecks.check(wm.state, &v, "after step \(n + 1)")
                if !v.isEmpty { return }
            }
        }
    }
}

@Suite(.timeLimit(.minutes(10))) struct TreeProperties {
    @Test func everyReplyHoldsAfterEveryStepOfGeneralScripts() {
        checkReplies(.general, seeds: [0x13_7EE0_0001], cases: 160, length: 1...40)
    }

    @Test func everyReplyHoldsAfterEveryStepOfWorkspaceAndMonitorScripts() {
        checkReplies(.workspaces, seeds: [0x13_7EE0_0002], cases: 160, length: 1...40)
    }

    @Test func everyReplyHoldsAfterEveryStepOfLifecycleScripts() {
        checkReplies(.lifecycle, seeds: [0x13_7EE0_0003], cases: 120, length: 1...40)
    }

    @Test func everyReplyHoldsAfterEveryStepOfPointerScripts() {
        checkReplies(.pointer, seeds: [0x13_7EE0_0004], cases: 120, length: 1...30)
    }
}

/// What GET_TREE and the lists must be of any state.
enum ReplyChecks {
    static func check(_ state: WMState, _ v: inout Violations, _ context: String) {
        let picture = Picture(of: state)
        let tree = I3Tree(of: state, picture: picture)
        let all = tree.root.descendantsWithParents
        let nodes = [tree.root] + all.map(\.node)

        // Ids: unique, and what a window's or workspace's id names is that window or workspace.
        var seen = Set<Int>()
        for node in nodes where !seen.insert(node.id).inserted { v.fail("\(context): two nodes have id \(node.id)") }

        // Every managed window once, but a swallowed terminal (on no workspace, so in no i3
        // container: `query tree` lists it under "swallowed"); docks in dock areas, every other one a leaf.
        let windows = all.filter { $0.node.window != nil }
        let counts = Dictionary(windows.map { ($0.node.window!.id, 1) }, uniquingKeysWith: +)
        let placed = Set(state.clients.keys.filter { state.clients[$0]?.swallow.takenBy == nil })
        v.expect(Set(counts.keys) == placed && counts.values.allSatisfy { $0 == 1 },
                 "\(context): the tree holds windows \(counts.sorted { $0.key < $1.key }), the state manages \(state.clients.order)")
        for (node, parent) in windows {
            let window = node.window!.id
            guard let client = state.clients[window] else { continue }
            v.expect(node.id == Int(window.rawValue) && node.nodes.isEmpty && node.kind == .con,
                     "\(context): window \(window) is in node \(node.id) of kind \(node.kind) with \(node.nodes.count) children")
            v.expect((client.kind == .dock) == (parent.kind == .dockarea),
                     "\(context): \(client.kind) window \(window) is in a \(parent.kind)")
            v.expect(conTarget(id: node.id, in: state) == .window(window), "\(context): id \(node.id) names \(String(describing: conTarget(id: node.id, in: state)))")
            checkPlacement(of: node, client, picture, &v, context)
        }
        let leaves = Set(tree.root.leaves.compactMap(\.window?.id))
        let undocked = Set(state.clients.order.filter { state.clients[$0]?.kind != .dock && state.clients[$0]?.swallow.takenBy == nil })
        v.expect(leaves == undocked, "\(context): i3ipc's leaves() gives \(leaves.sorted()), the windows but docks are \(undocked.sorted())")

        // Containers: their windows are a container around their first window, and shown
        // children share them whole.
        for (node, parent) in all where node.window == nil {
            // A waiting leaf is an empty container, as i3's `open` makes: a leaf of a tree.
            if let wait = waitingLeaf(node) {
                v.expect(node.nodes.isEmpty && state.isWaiting(wait.leaf), "\(context): the waiting leaf \(wait) is node \(node.id) with \(node.nodes.count) children")
                continue
            }
            if node.kind == .con, parent.kind == .workspace || parent.kind == .con {
                checkContainer(node, in: state, &v, context)
            }
            let shown = node.nodes.compactMap(\.percent).filter { $0 > 0 }
            if node.kind == .workspace || (node.kind == .con && node.name == nil), !shown.isEmpty {
                v.expect(abs(shown.reduce(0, +) - 1) <= 0.01, "\(context): the shown children of \(node.id) have percents \(shown)")
            }
        }
        for workspace in tree.root.workspaces {
            v.expect(conTarget(id: workspace.id, in: state) == .workspace(workspace.name ?? ""),
                     "\(context): workspace \(workspace.name ?? "") has id \(workspace.id), which names \(String(describing: conTarget(id: workspace.id, in: state)))")
        }

        checkFocus(tree, state, &v, context)
        checkText(tree, state, &v, context)
    }

    /// A shown window's rectangle: its placement grown by its border, and its title bar over it
    /// if it has one; the client area inside it where the picture puts the client.
    static func checkPlacement(of node: I3Node, _ client: Client, _ picture: Picture, _ v: inout Violations, _ context: String) {
        guard let placement = picture.windows[client.window]?.placement else { return }
        let grown = PixelRect(x: placement.rect.x, y: placement.rect.y,
                              width: placement.rect.width + 2 * placement.border, height: placement.rect.height + 2 * placement.border)
        let inside = PixelRect(x: node.rect.x + node.windowRect.x - placement.border, y: node.rect.y + node.windowRect.y - placement.border,
                               width: node.windowRect.width, height: node.windowRect.height)
        v.expect(inside == placement.rect, "\(context): window \(client.window)'s client is at \(inside) by rect \(node.rect) and window_rect \(node.windowRect), the picture puts it at \(placement.rect)")
        // A tile whose window keeps to its size hints is larger than the window.
        let fitted = client.kind == .tiled && !client.fullscreen
            && (client.facts.sizeLimits.increment.map { $0.width > 1 || $0.height > 1 } == true || client.facts.sizeLimits.minAspect != nil)
        guard !fitted else { return }
        var expected = grown
        if client.kind == .tiled, !client.fullscreen, let bar = picture.tabBars[SplitKey(primary: client.window, secondary: client.window)] {
            expected = PixelRect(x: bar.rect.x, y: bar.rect.y, width: grown.width, height: grown.y + grown.height - bar.rect.y)
        }
        v.expect(node.rect == expected, "\(context): window \(client.window) has rect \(node.rect), the picture shows \(expected)")
    }

    /// The waiting leaf `node` is (an empty container with a waiting leaf's id), if it is one.
    static func waitingLeaf(_ node: I3Node) -> WaitID? {
        guard node.window == nil, node.nodes.isEmpty, let raw = UInt32(exactly: node.id) else { return nil }
        return WaitID(leaf: WindowID(rawValue: raw))
    }

    /// A split or group container names the container of its windows around its first window; a
    /// con of one window names that window.
    static func checkContainer(_ node: I3Node, in state: WMState, _ v: inout Violations, _ context: String) {
        let windows = node.allNodes.compactMap { $0.window?.id ?? waitingLeaf($0)?.leaf }
        guard let first = windows.first, let workspace = state.workspaces.first(where: { $0.tree.contains(first) }) else {
            return v.fail("\(context): container \(node.id) holds no tiled window")
        }
        // A con of one window (`split` made it, or a lone window's group of one) is named by that window.
        if case .window(let only)? = conTarget(id: node.id, in: state), windows == [only] { return }
        guard case .container(let window, let levels)? = conTarget(id: node.id, in: state) else {
            return v.fail("\(context): container \(node.id) (\(windows)) has an id that names \(String(describing: conTarget(id: node.id, in: state)))")
        }
        let containers = workspace.tree.containers(of: window)
        let named = containers.indices.contains(levels - 1) ? Set(workspace.tree.leaves(at: containers[levels - 1])) : []
        v.expect(named == Set(windows), "\(context): container \(node.id) holds \(windows), its id names \(named.sorted())")
    }

    /// One node focused, and the first of each focus list leads to it from the root.
    static func checkFocus(_ tree: I3Tree, _ state: WMState, _ v: inout Violations, _ context: String) {
        let focused = tree.root.allNodes.filter(\.focused)
        guard focused.count == 1, let target = focused.first else {
            return v.fail("\(context): \(focused.count) nodes are focused (\(focused.map(\.id))), the state focuses \(String(describing: state.focused))")
        }
        if let window = state.focused, state.focusedContainer == nil {
            v.expect((target.window?.id ?? waitingLeaf(target)?.leaf) == window, "\(context): node \(target.id) is focused, the state focuses \(window)")
        }
        var node = tree.root
        while node.id != target.id, let next = node.focus.first, let child = (node.nodes + node.floatingNodes).first(where: { $0.id == next }) {
            node = child
        }
        v.expect(node.id == target.id, "\(context): following focus from the root ends at \(node.id), not the focused \(target.id)")
    }

    /// Each reply reads back as the value written, and the lists agree with the tree.
    static func checkText(_ tree: I3Tree, _ state: WMState, _ v: inout Violations, _ context: String) {
        let replies = [("GET_TREE", tree.json), ("GET_WORKSPACES", I3Reply.workspaces(of: state)),
                       ("GET_OUTPUTS", I3Reply.outputs(of: state)), ("GET_MARKS", I3Reply.marks(of: state))]
        for (name, json) in replies {
            let read = try? JSON(parsing: json.text)
            v.expect(read == json, "\(context): \(name) reads back as another value: \(json.text)")
        }
        guard case .array(let listed) = I3Reply.workspaces(of: state) else { return v.fail("\(context): GET_WORKSPACES is no array") }
        let inTree = tree.root.workspaces.map { JSON.array([.int($0.id), .string($0.name ?? ""), .string($0.output ?? "")]) }
        let inList = listed.map { JSON.array([$0["id"] ?? .null, $0["name"] ?? .null, $0["output"] ?? .null]) }
        v.expect(inTree == inList, "\(context): GET_WORKSPACES lists \(inList), the tree has \(inTree)")
        // Every mark, of the windows and of the empty containers (`open`, waiting leaves), once.
        let marks = state.clients.order.flatMap { state.clients[$0]?.marks ?? [] }
            + state.workspaces.flatMap { $0.waits.values.flatMap(\.marks) }
        guard case .array(let given) = I3Reply.marks(of: state) else { return v.fail("\(context): GET_MARKS is no array") }
        let names = given.compactMap { if case .string(let name) = $0 { name } else { nil } }
        v.expect(names.sorted() == marks.sorted() && given.count == marks.count,
                 "\(context): GET_MARKS is not every mark: \(given), the marks are \(marks)")
    }
}
