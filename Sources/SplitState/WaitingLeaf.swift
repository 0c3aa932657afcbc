// Waiting leaves: a leaf of a workspace's tree that holds no window, drawn as an empty frame.
// The `swallows` placeholders of i3's `append_layout` and a layout file's leaves (made by
// WMState+LayoutFile.swift) wait for a window and are taken by the first new one their
// criteria match; i3's `open` makes one that stays empty (i3 puts no window into an empty
// container: a new one goes beside it) until it is closed. Here: its id, what it takes,
// making one (`open`), which one a new window takes (`waitToTake`, part of the Arrival
// decision), the window taking it, and closing one. What commands do to one is
// WMState+WaitCommands.swift.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitSyntax
import XModel

/// The identity of a waiting leaf. The engine's trees have window ids for leaves, so a
/// waiting leaf's leaf is a `WindowID` from a range no X window and no other stand-in has
/// (X gives windows ids below 2^29, and a claim's complements lie from 7 · 2^29 up): a leaf is a window or a wait, never both, and
/// `WaitID(leaf:)` says which.
public struct WaitID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The leaf it is in its workspace's tree.
    public let leaf: WindowID

    /// The ids waiting leaves take.
    static let range: Range<UInt32> = 0xA000_0000 ..< 0xE000_0000

    /// The wait `leaf` is, nil when it is a window's leaf.
    public init?(leaf: WindowID) {
        guard Self.range.contains(leaf.rawValue) else { return nil }
        self.leaf = leaf
    }

    /// The `n`th wait's id (n from 0).
    init(number n: UInt32) { leaf = WindowID(rawValue: Self.range.lowerBound + n % UInt32(Self.range.count)) }

    public static func < (a: WaitID, b: WaitID) -> Bool { a.leaf.rawValue < b.leaf.rawValue }

    public var description: String { "wait \(leaf.rawValue - Self.range.lowerBound)" }
}

/// What a waiting leaf waits for: the window criteria of a rule or a command's `[…]` (class,
/// instance, title, role, type); none: any window that comes to its workspace (a layout
/// file's leaf); or nothing at all (i3's `open`).
public struct WaitingLeaf: Hashable, Sendable {
    public var criteria: WindowCriteria
    /// i3's `open`: an empty container no window is put into (its criteria are none).
    public var staysEmpty: Bool
    /// Its marks (`mark` with it focused or selected by `[con_id=N]`), as a window's: a mark
    /// names one window or waiting leaf at a time.
    public var marks: [String]
    /// Its border as `border` said for it, as a window's (`Client.titleBar`, `Client.borderWidth`):
    /// i3 styles an empty container too; nil: as the settings say for a tile.
    public var titleBar: Bool?
    public var borderWidth: Int?
    /// The orientation an i3 layout file gave it (`"layout": "splitv"` on a container with no
    /// children), which i3's GET_TREE reports for the empty container; nil: side by side.
    public var layout: SplitLayout?

    /// Nil: any window.
    public init(criteria: WindowCriteria? = nil, marks: [String] = []) {
        self.criteria = criteria ?? WindowCriteria([])
        staysEmpty = false
        self.marks = marks
    }

    /// i3's `open`: an empty container that takes no window.
    public static func empty(marks: [String] = []) -> WaitingLeaf {
        var leaf = WaitingLeaf(marks: marks)
        leaf.staysEmpty = true
        return leaf
    }

    /// Whether it takes any window (no criteria, and not an `open` one).
    public var takesAnyWindow: Bool { !staysEmpty && criteria.criteria.isEmpty }

    /// Whether it takes only windows its criteria match (a placeholder with `swallows`).
    public var hasCriteria: Bool { !criteria.criteria.isEmpty }
}

extension WMState {
    /// The workspace whose tree holds `wait`, if one does.
    public func workspace(of wait: WaitID) -> WorkspaceID? {
        workspaces.first { $0.waits[wait] != nil }?.id
    }

    /// Whether `leaf` is a waiting leaf of some workspace (not a window).
    public func isWaiting(_ leaf: WindowID) -> Bool { WaitID(leaf: leaf).flatMap(workspace(of:)) != nil }

    /// The focused leaf when it is a waiting one (i3's `open` focuses the empty container).
    public var focusedWait: WaitID? {
        focused.flatMap(WaitID.init(leaf:)).flatMap { focusedWorkspace.waits[$0] != nil ? $0 : nil }
    }

    /// An id no waiting leaf has.
    private func newWaitID() -> WaitID {
        let used = Set(workspaces.flatMap { $0.waits.keys })
        var n: UInt32 = 0
        while used.contains(WaitID(number: n)) { n += 1 }
        return WaitID(number: n)
    }

    /// A waiting leaf for `waiting` made as `open` makes one, and what follows any event (gaps,
    /// the focus kept in view): for tests of waits with criteria.
    public mutating func open(_ waiting: WaitingLeaf) -> Reaction {
        var out = Reaction()
        do { try open(waiting, &out) } catch { out.failure = "\(error)" }
        refitGaps()
        keepFocusInView(&out)
        return out
    }

    /// `open`: a waiting leaf for `waiting` on the focused workspace, where a new window would
    /// go (beside the focused window, by the placement rule and a preselection), focused.
    mutating func open(_ waiting: WaitingLeaf, _ out: inout Reaction) throws {
        let wait = newWaitID()
        let workspace = focusedWorkspaceID
        guard tile(wait.leaf, on: workspace, minSize: .zero, rules: RuleOutcome(), &out) else {
            throw CommandFailure(description: "open: the tree is too deep to hold another leaf")
        }
        workspaces[workspace].waits[wait] = waiting
        focus(wait.leaf, &out)
    }

    /// The waiting leaf `open` made last: the one it focused (the `id` of i3's reply).
    public var openedWait: WaitID? { focusedWait }

    /// The waiting leaf a new window `client` takes, tiled on the workspace `choice` names:
    /// as i3 looks for a placeholder, every waiting leaf whose criteria it matches, workspace by
    /// workspace in panel order and each tree in order, the first that matches; else, on the
    /// workspace it goes to, the focused waiting leaf if it takes any window, else the first
    /// such leaf in the tree. Nil when none.
    func waitToTake(for client: Client, on choice: Arrival.WorkspaceChoice) -> WaitID? {
        let facts = client.ruleFacts
        for workspace in workspaces where !workspace.waits.isEmpty {
            for leaf in workspace.tree.leaves {
                guard let wait = WaitID(leaf: leaf), let waiting = workspace.waits[wait], waiting.hasCriteria,
                      waiting.criteria.matches(facts) else { continue }
                return wait
            }
        }
        let id: WorkspaceID? = switch choice {
        case .existing(let id): id
        case .named(let name), .awaited(let name): workspace(named: name)
        }
        guard let id, workspaces.contains(id), !workspaces[id].waits.isEmpty else { return nil }
        let here = workspaces[id]
        if let wait = focusedWait, id == focusedWorkspaceID, here.waits[wait]?.takesAnyWindow == true { return wait }
        return here.tree.leaves.lazy.compactMap(WaitID.init(leaf:)).first { here.waits[$0]?.takesAnyWindow == true }
    }

    /// `window` takes the waiting leaf `wait` on `workspace`: its leaf, with the split values
    /// around it, and its minimum size. False when the leaf is gone.
    mutating func take(_ wait: WaitID, by window: WindowID, minSize: Size, on workspace: WorkspaceID) -> Bool {
        guard workspaces[workspace].waits[wait] != nil, var tree = try? workspaces[workspace].tree.renaming(wait.leaf, to: window)
        else { return false }
        if let sized = try? tree.settingMinSize(minSize, of: window) { tree = sized }
        workspaces[workspace].tree = tree
        workspaces[workspace].waits[wait] = nil
        // The container of one around the leaf holds the window now.
        if let orientation = workspaces[workspace].overrides.containersOfOne.removeValue(forKey: wait.leaf) {
            workspaces[workspace].overrides.containersOfOne[window] = orientation
        }
        // The window has the leaf's place in the focus history too.
        workspaces[workspace].recency = workspaces[workspace].recency.map { $0 == wait.leaf ? window : $0 }
        if preselection?.window == wait.leaf { preselection = nil }
        if focused == wait.leaf { focused = nil }
        return true
    }

    /// `close` or `kill` on a waiting leaf: it goes, as a window closing would; the focus, if
    /// it had it, goes to the most recent leaf shown (a window or another waiting leaf), as i3
    /// gives it to the next in its focus stack; a workspace out of view left empty goes.
    mutating func closeWait(_ wait: WaitID, _ out: inout Reaction) {
        guard let workspace = workspace(of: wait) else { return }
        workspaces[workspace].remove(wait.leaf, sharing: settings.placement == .container)
        workspaces[workspace].waits[wait] = nil
        if preselection?.window == wait.leaf { preselection = nil }
        if focused == wait.leaf {
            focused = nil
            let visible = currentShownWindows()
            focus(focusedWorkspace.recency.first { visible.contains($0) } ?? clients.order.first { visible.contains($0) }, &out)
        }
        dropIfUnused(workspace)
    }

    /// Forgets the waiting leaves no tree holds any more (a saved layout's claim rebuilt the
    /// tree without them), and the focus on one: after every event, so a wait is in exactly
    /// one tree or nowhere.
    mutating func forgetWaitsGoneFromTrees(_ out: inout Reaction) {
        for index in workspaces.indices where !workspaces[index].waits.isEmpty {
            let tree = workspaces[index].tree
            let gone = workspaces[index].waits.keys.filter { !tree.contains($0.leaf) }
            for wait in gone { workspaces[index].waits[wait] = nil }
            workspaces[index].recency.removeAll { WaitID(leaf: $0).map(gone.contains) == true }
        }
        if let focused, WaitID(leaf: focused) != nil, focusedWait == nil {
            self.focused = nil
            let visible = currentShownWindows()
            focus(focusedWorkspace.recency.first { visible.contains($0) } ?? clients.order.first { visible.contains($0) }, &out)
        }
    }
}
