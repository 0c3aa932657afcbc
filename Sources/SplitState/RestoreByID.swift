// Putting a state file back after a restart, or a crash of the window manager alone: each
// window here by id that is also what it was goes back to its saved workspace, to its place in
// that workspace's tree or floating where it floated, and the monitors show again what they
// showed. With no window here by id it is a new session: the saved layout waits for its
// windows (WMState+Restore.swift claims their places as they come). A procedure with its own
// working sets, run once on a copy of the state.
import SplitCommands
import SplitEngine
import XModel

struct RestoreByID {
    /// The state being restored into; the result once `run` returns.
    var state: WMState
    let saved: SavedLayout
    /// The saved workspaces: a file of the first two versions holds one, the focused one's.
    let places: [SavedWorkspace]
    /// The windows here that the file places (docks belong to no workspace).
    let mentioned: Set<WindowID>
    /// The windows put back so far.
    private var placed: Set<WindowID> = []

    init(state: WMState, saved: SavedLayout) {
        self.state = state
        self.saved = saved
        places = saved.workspaces.isEmpty
            ? [SavedWorkspace(name: state.focusedWorkspace.name, number: state.focusedWorkspace.number, monitor: state.outputs.focused.name,
                              shown: true, tree: saved.tree, area: saved.area, floating: state.clients.order.filter { saved.floating[$0] != nil })]
            : saved.workspaces
        var mentioned: Set<WindowID> = []
        for place in places {
            for window in place.tree.leaves + place.floating where Self.isPlaceable(window, in: state, as: saved) {
                mentioned.insert(window)
            }
        }
        for window in saved.scratchpad + saved.swallowed.keys
        where Self.isPlaceable(window, in: state, as: saved) {
            mentioned.insert(window)
        }
        self.mentioned = mentioned
    }

    /// Puts back `saved` for the windows that are here (adopted at start): by id where the
    /// window is also what it was (ids repeat from one X session to the next), each on its
    /// saved workspace, in its place in that workspace's tree or floating where it floated;
    /// the workspaces each monitor that is still here showed are shown again; windows the file
    /// does not name stay where adoption put them, beside. With no window here by id it is a
    /// new session: the saved layout waits for its windows. Returns whether the layout was
    /// restored by id.
    mutating func run(_ out: inout Reaction) -> Bool {
        guard !mentioned.isEmpty else {
            // Nothing here by id: a new session. Its windows will claim the saved places,
            // those already here first. Ids do not survive, so only the focused workspace's
            // tree waits for its windows (on the focused workspace); the other workspaces'
            // windows are managed as they come.
            state.restoration.waitingLayout = WaitingLayout(tree: saved.tree, area: saved.area, identities: saved.identities)
            // The other workspaces' windows go back to their workspaces as they come.
            for place in places where place.name != (saved.focusedWorkspaceName ?? state.focusedWorkspace.name) {
                for window in place.tree.leaves + place.floating {
                    if let identity = saved.identities[window] {
                        state.restoration.awaited[identity, default: []].append(place.key)
                    }
                }
            }
            for window in state.clients.order where state.restoration.waitingLayout != nil && state.clients[window]?.kind == .tiled {
                state.claimSavedPlace(for: window)
            }
            // The claims rearranged the tree: a focus it now hides moves, as after any event.
            state.keepFocusInView(&out)
            return false
        }
        state.preselection = nil
        // Out of the places adoption gave them: the others' trees keep their shape.
        for workspace in state.workspaces.map(\.id) {
            for window in state.workspaces[workspace].tree.leaves where mentioned.contains(window) {
                if let smaller = try? state.workspaces[workspace].tree.removing(window) { state.workspaces[workspace].tree = smaller }
            }
            state.workspaces[workspace].floating.removeAll(where: mentioned.contains)
            state.workspaces[workspace].recency.removeAll(where: mentioned.contains)
        }
        // Each saved workspace with a window here, or shown on a monitor that is still here,
        // found (by number, else by name) or made, on its monitor, else on the focused one
        // until its own returns.
        var found: [WorkspaceID?] = []
        for place in places {
            let here = (place.tree.leaves + place.floating).contains(where: mentioned.contains)
            let home = state.outputs.index(named: place.monitor)
            guard here || place.declared || place.shown && home != nil else {
                found.append(nil)
                continue
            }
            let key = place.key
            let workspace = state.workspace(named: key) ?? state.makeWorkspace(key, on: home.map { state.outputs.monitors[$0].name } ?? state.outputs.focused.name)
            // Found by its number (this process made that number's workspace at start), it takes
            // back the name of its own it had, unless another workspace has that name.
            if place.hasOwnName, state.workspaces[workspace].name != place.name, Workspace.isBareNumber(state.workspaces[workspace].name),
               !state.workspaces.contains(where: { $0.name == place.name }) {
                if state.workspaces.previous == state.workspaces[workspace].name { state.workspaces.previous = place.name }
                state.workspaces[workspace].name = place.name
            }
            state.workspaces[workspace].overrides.gaps = place.gaps
            state.workspaces[workspace].declared = place.declared
            if let home {
                state.workspaces[workspace].site.monitor = place.monitor
                state.workspaces[workspace].site.displacedFrom = nil
                state.fit(workspace, to: state.outputs.monitors[home].area)
            } else {
                state.workspaces[workspace].site.monitor = state.outputs.focused.name
                state.workspaces[workspace].site.displacedFrom = Displacement(monitor: place.monitor, shown: place.shown)
            }
            found.append(workspace)
        }
        // Their trees and floating windows.
        for (place, workspace) in zip(places, found) {
            guard let workspace else { continue }
            let area = state.workspaces[workspace].site.area
            var restored = place.tree
            for leaf in restored.leaves {
                // A waiting leaf waits again, where it was, unless one here has its id.
                let stays = WaitID(leaf: leaf).map { saved.waits[$0] != nil && !state.isWaiting(leaf) }
                    ?? (mentioned.contains(leaf) && !placed.contains(leaf) && state.clients[leaf]?.kind == .tiled)
                if !stays, let smaller = try? restored.removing(leaf) { restored = smaller }
            }
            restored = state.settings.styled(restored).resized(from: place.area, to: area)
            placed.formUnion(restored.leaves)
            // The windows adoption put here and the file does not name, beside the saved ones.
            let (tree, homeless) = state.inserting(state.workspaces[workspace].tree.leaves, into: restored, in: area)
            state.workspaces[workspace].tree = tree
            for wait in tree.leaves.compactMap(WaitID.init(leaf:)) { state.workspaces[workspace].waits[wait] = saved.waits[wait] }
            for window in homeless { float(window, on: workspace, at: nil, &out) }
            // Floating windows float again where they were: as a drag or a client may have put
            // them, over a dock or partly off the monitor, only kept reachable. A saved tile
            // that adoption floated (a dialog) floats here.
            let floaters = place.floating + place.tree.leaves.filter { state.clients[$0]?.kind == .floating }
            for window in floaters where mentioned.contains(window) && !placed.contains(window) {
                float(window, on: workspace, at: saved.floating[window].map { state.outputs.keptReachable($0) }, &out)
                placed.insert(window)
            }
            let recent = state.workspaces[workspace].recency
            // Windows only: a waiting leaf is focused, never remembered as a recent window.
            state.workspaces[workspace].recency = recent + (tree.leaves + state.workspaces[workspace].floating)
                .filter { !recent.contains($0) && WaitID(leaf: $0) == nil }
        }
        // The trees are rebuilt wholesale: each window's place is read off them once.
        state.notePlaces()
        restoreScratchpadAndMarks(&out)
        restoreSwallowed()
        // No window lost: one in no workspace (there should be none) goes to the focused one.
        for window in state.clients.order where state.clients[window]?.place == .nowhere {
            let workspace = state.focusedWorkspaceID
            let (tree, homeless) = state.inserting([window], into: state.workspaces[workspace].tree, in: state.focusedArea)
            state.workspaces[workspace].tree = tree
            if !homeless.contains(window) { state.place(window, on: workspace) }
            for other in homeless { float(other, on: workspace, at: nil, &out) }
            state.workspaces[workspace].recency.append(window)
        }
        showAgain(places, found)
        for id in state.workspaces.map(\.id) { state.fitToMonitor(id) }
        if let name = saved.focusedWorkspaceName, let workspace = state.workspaces.first(where: { $0.name == name })?.id,
           let m = state.monitorShowing(workspace) {
            state.outputs.focusedIndex = m
        }
        // The saved focus, if its workspace is shown (one whose monitor is gone waits hidden,
        // as when a monitor goes: the focus stays on what is on screen).
        if let window = saved.focused, let workspace = state.clients.workspace(of: window), state.isShown(workspace) { state.focus(window, &out) }
        // Without it, the focus adoption left (the last window adopted) may be on another
        // monitor's workspace: the keyboard goes to the focused monitor's.
        if let window = state.focused, state.clients[window]?.place != .selfPlaced, state.clients.workspace(of: window) != state.focusedWorkspace.id {
            state.focusMostRecentShown(&out)
        }
        state.keepFocusInView(&out)
        if state.focused == nil { state.focusMostRecentShown(&out) }
        for id in state.workspaces.map(\.id).reversed() { state.dropIfUnused(id) }
        return true
    }

    /// Each monitor that is still here shows the workspace it showed; a monitor that showed
    /// one of those before shows another of its own (or a new one).
    private mutating func showAgain(_ places: [SavedWorkspace], _ found: [WorkspaceID?]) {
        for (place, workspace) in zip(places, found) where place.shown {
            guard let workspace, let m = state.outputs.index(named: place.monitor) else { continue }
            let replaced = state.shownWorkspace(on: m)
            state.setShown(workspace, on: m)
            state.workspaces[workspace].site.monitor = state.outputs.monitors[m].name
            for other in state.outputs.monitors.indices where other != m && state.shownWorkspace(on: other) == workspace {
                let own = state.outputs.monitors[other].name
                let spare = state.workspaces.first { $0.id != replaced && $0.site.monitor == own && !state.isShown($0.id) }?.id
                    ?? (state.isShown(replaced) ? nil : replaced)
                if let spare {
                    state.setShown(spare, on: other)
                    state.workspaces[spare].site.monitor = own
                } else {
                    state.outputs.monitors[other].shows = .none
                    state.setShown(state.makeWorkspace(String(state.freeNumber(for: own)), on: own, followingPin: false), on: other)
                }
            }
        }
        // A monitor still showing a workspace the file puts on another monitor (the one this
        // process made at start, say) shows one of its own instead, or a new one.
        for m in state.outputs.monitors.indices where state.workspaces[state.shownWorkspace(on: m)].site.monitor != state.outputs.monitors[m].name {
            state.outputs.monitors[m].shows = .none
            state.workspaces.showAnotherOwn(on: m, outputs: &state.outputs, settings: state.settings)
        }
    }

    /// Each swallowed terminal waits again for the window in its place, when that window is
    /// here, has a place of its own, and swallowed no other; else it goes where a window in
    /// no workspace goes (nothing lost).
    private mutating func restoreSwallowed() {
        for (terminal, holder) in saved.swallowed.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where mentioned.contains(terminal) && !placed.contains(terminal) {
            // The terminal is in no place yet; the window in its place is on a workspace or in the scratchpad.
            guard let waiting = state.clients[terminal], waiting.place == .nowhere, waiting.swallow.terminal == nil,
                  let taker = state.clients[holder], Self.isSame(holder, in: state, as: saved), taker.swallow.terminal == nil,
                  taker.workspace != nil || taker.place == .scratchpad else { continue }
            state.clients[terminal]?.kind = .tiled
            state.clients[terminal]?.fullscreen = false
            // A terminal when it was swallowed, whatever the config in force now says (a reload
            // that dropped the `swallows` rule before the restart leaves it swallowed).
            state.clients[terminal]?.swallow.isTerminal = true
            state.clients[terminal]?.swallow.takenBy = holder
            state.clients[holder]?.swallow.terminal = terminal
            placed.insert(terminal)
        }
    }

    /// The scratchpad's hidden windows hidden again, in their order, at their sizes; the shown
    /// ones scratchpad windows again; every window's marks, title bar choice and sticky flag
    /// back (windows here by id alone).
    private mutating func restoreScratchpadAndMarks(_ out: inout Reaction) {
        for window in saved.scratchpad where mentioned.contains(window) && !placed.contains(window) {
            guard var client = state.clients[window] else { continue }
            client.kind = .floating
            client.scratchpad = true
            client.fullscreen = false
            if let frame = saved.floating[window] { client.frame = frame }
            state.clients[window] = client
            state.scratchpad.append(window)
            placed.insert(window)
        }
        for window in saved.shownScratchpad where mentioned.contains(window) && state.clients[window]?.kind == .floating {
            state.clients[window]?.scratchpad = true
        }
        for (window, marks) in saved.traits.marks where Self.isSame(window, in: state, as: saved) {
            for name in marks { state.mark(window, name, MarkOptions(add: true), &out) }
        }
        // What `border` chose, or nothing: a rule the config gained since gives no title bar
        // that was not there before the restart.
        for window in saved.identities.keys where Self.isSame(window, in: state, as: saved) {
            state.clients[window]?.titleBar = saved.traits.titleBars[window]
            state.clients[window]?.borderWidth = saved.traits.borderWidths[window]
            // The file says, not adoption (which read _NET_WM_STATE_STICKY): a sticky tile moved
            // off its tree's rim has no such state in X. A scratchpad window is never sticky.
            let scratchpad = state.clients[window]?.scratchpad == true
            state.clients[window]?.sticky = saved.traits.sticky.contains(window) && !scratchpad
        }
    }

    /// Makes `window` float on `workspace` at `frame` (else where it is, kept on the
    /// workspace's area).
    private mutating func float(_ window: WindowID, on workspace: WorkspaceID, at frame: PixelRect?, _ out: inout Reaction) {
        guard var client = state.clients[window] else { return }
        let wasTiled = client.kind == .tiled
        client.kind = .floating
        client.frame = frame ?? state.keptInside(client.frame, bounds: state.workspaces[workspace].site.workArea)
        state.clients[window] = client
        state.workspaces[workspace].floating.append(window)
        state.place(window, on: workspace)
        if wasTiled { out.effects.append(.notice(.window(change: "floating", window, urgent: client.urgent))) }
    }

    /// Whether `window` is here and what it was when `saved` was saved.
    private static func isSame(_ window: WindowID, in state: WMState, as saved: SavedLayout) -> Bool {
        state.clients.contains(window) && state.clients[window]?.identity == saved.identities[window]
    }

    /// Whether `window` is the same (`isSame`) and the layout may place it: a dock or a desktop
    /// window keeps where it put itself, whatever an older layout says.
    private static func isPlaceable(_ window: WindowID, in state: WMState, as saved: SavedLayout) -> Bool {
        isSame(window, in: state, as: saved) && state.clients[window]?.place != .selfPlaced
    }
}
