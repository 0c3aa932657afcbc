// Saved layouts put back: after a restart or a crash of the window manager alone, by window
// id; from an earlier session, where ids do not survive, by class, instance and role as the
// windows appear (swallowing). A layout file's leaves are swallowed the same way
// (WMState+LayoutFile.swift).
import SplitCommands
import SplitEngine
import XModel

extension WMState {
    /// Puts back `saved` for the windows that are here (adopted at start): by id where the
    /// window is also what it was (ids repeat from one X session to the next), each on its
    /// saved workspace, in its place in that workspace's tree or floating where it floated;
    /// the workspaces each monitor that is still here showed are shown again; windows the file
    /// does not name stay where adoption put them, beside. With no window here by id it is a
    /// new session: the saved layout waits for its windows. Returns whether the layout was
    /// restored by id.
    public mutating func restore(_ saved: SavedLayout) -> (restored: Bool, reaction: Reaction) {
        var out = Reaction()
        // A file of the first two versions holds one workspace: the focused one's.
        let places = saved.workspaces.isEmpty
            ? [SavedWorkspace(name: focusedWorkspace.name, number: focusedWorkspace.number, monitor: outputs.focused.name, shown: true,
                              tree: saved.tree, area: saved.area, floating: clients.order.filter { saved.floating[$0] != nil })]
            : saved.workspaces
        // The windows here that the file places (docks belong to no workspace).
        var mentioned: Set<WindowID> = []
        for place in places {
            for window in place.tree.leaves + place.floating where isSame(window, saved) && clients[window]?.kind.placesItself != true {
                mentioned.insert(window)
            }
        }
        for window in saved.scratchpad where isSame(window, saved) && clients[window]?.kind.placesItself != true { mentioned.insert(window) }
        guard !mentioned.isEmpty else {
            // Nothing here by id: a new session. Its windows will claim the saved places,
            // those already here first. Ids do not survive, so only the focused workspace's
            // tree waits for its windows (on the focused workspace); the other workspaces'
            // windows are managed as they come.
            restoration.waitingLayout = WaitingLayout(tree: saved.tree, area: saved.area, identities: saved.identities)
            // The other workspaces' windows go back to their workspaces as they come.
            for place in places where place.name != (saved.focusedWorkspaceName ?? focusedWorkspace.name) {
                for window in place.tree.leaves + place.floating {
                    if let identity = saved.identities[window] {
                        restoration.awaited[identity, default: []].append(place.number.map(String.init) ?? place.name)
                    }
                }
            }
            for window in clients.order where restoration.waitingLayout != nil && clients[window]?.kind == .tiled {
                claimSwallowSlot(for: window, arriving: false)
            }
            // The claims rearranged the tree: a focus it now hides moves, as after any event.
            keepFocusInView(&out)
            return (false, out)
        }
        endDrag(&out)
        preselection = nil
        // Out of the places adoption gave them: the others' trees keep their shape.
        for index in workspaces.indices {
            for window in workspaces[index].tree.leaves where mentioned.contains(window) {
                if let smaller = try? workspaces[index].tree.removing(window) { workspaces[index].tree = smaller }
            }
            workspaces[index].floating.removeAll(where: mentioned.contains)
            workspaces[index].recency.removeAll(where: mentioned.contains)
        }
        // Each saved workspace with a window here, or shown on a monitor that is still here,
        // found (by number, else by name) or made, on its monitor, else on the focused one
        // until its own returns.
        var names: [String?] = []
        for place in places {
            let here = (place.tree.leaves + place.floating).contains(where: mentioned.contains)
            let home = outputs.index(named: place.monitor)
            guard here || place.shown && home != nil else {
                names.append(nil)
                continue
            }
            let key = place.number.map(String.init) ?? place.name
            let index = workspaceIndex(named: key) ?? makeWorkspace(key, on: home.map { outputs.monitors[$0].name } ?? outputs.focused.name)
            if let home {
                workspaces[index].monitor = place.monitor
                workspaces[index].displacedFrom = nil
                workspaces[index].shownWhenDisplaced = false
                fit(index, to: outputs.monitors[home].area)
            } else {
                workspaces[index].monitor = outputs.focused.name
                workspaces[index].displacedFrom = place.monitor
                workspaces[index].shownWhenDisplaced = place.shown
            }
            names.append(workspaces[index].name)
        }
        // Their trees and floating windows; positions are found by name from here on.
        var placed: Set<WindowID> = []
        for (place, name) in zip(places, names) {
            guard let name, let index = workspaces.firstIndex(where: { $0.name == name }) else { continue }
            let area = workspaces[index].area
            var restored = place.tree
            for leaf in restored.leaves where !mentioned.contains(leaf) || placed.contains(leaf) || clients[leaf]?.kind != .tiled {
                if let smaller = try? restored.removing(leaf) { restored = smaller }
            }
            restored = settings.styled(restored).resized(from: place.area, to: area)
            placed.formUnion(restored.leaves)
            // The windows adoption put here and the file does not name, beside the saved ones.
            let (tree, homeless) = inserting(workspaces[index].tree.leaves, into: restored, in: area)
            workspaces[index].tree = tree
            for window in homeless { float(window, on: index, at: nil, &out) }
            // Floating windows float again where they were: as a drag or a client may have put
            // them, over a dock or partly off the monitor, only kept reachable. A saved tile
            // that adoption floated (a dialog) floats here.
            let floaters = place.floating + place.tree.leaves.filter { clients[$0]?.kind == .floating }
            for window in floaters where mentioned.contains(window) && !placed.contains(window) {
                float(window, on: index, at: saved.floating[window].map { outputs.keptReachable($0) }, &out)
                placed.insert(window)
            }
            let recent = workspaces[index].recency
            workspaces[index].recency = recent + (tree.leaves + workspaces[index].floating).filter { !recent.contains($0) }
        }
        restoreScratchpadAndMarks(saved, mentioned: mentioned, placed: &placed, &out)
        // No window lost: one in no workspace (there should be none) goes to the focused one.
        for window in clients.order where clients[window]?.kind.placesItself != true && workspaceIndex(of: window) == nil && !scratchpad.contains(window) {
            let index = focusedWorkspaceIndex
            let (tree, homeless) = inserting([window], into: workspaces[index].tree, in: focusedArea)
            workspaces[index].tree = tree
            for other in homeless { float(other, on: index, at: nil, &out) }
            workspaces[index].recency.append(window)
        }
        showAgain(places, names)
        for index in workspaces.indices { fitToMonitor(index) }
        if let name = saved.focusedWorkspaceName, let index = workspaces.firstIndex(where: { $0.name == name }),
           let m = monitorShowing(index) {
            outputs.focusedIndex = m
        }
        // The saved focus, if its workspace is shown (one whose monitor is gone waits hidden,
        // as when a monitor goes: the focus stays on what is on screen).
        if let window = saved.focused, let index = workspaceIndex(of: window), isShown(index) { focus(window, &out) }
        // Without it, the focus adoption left (the last window adopted) may be on another
        // monitor's workspace: the keyboard goes to the focused monitor's.
        if let window = focused, clients[window]?.kind.placesItself != true, workspaceIndex(of: window) != focusedWorkspaceIndex {
            focusMostRecentShown(&out)
        }
        keepFocusInView(&out)
        if focused == nil { focusMostRecentShown(&out) }
        for name in workspaces.map(\.name).reversed() {
            if let index = workspaces.firstIndex(where: { $0.name == name }) { dropIfUnused(index) }
        }
        return (true, out)
    }

    /// Each monitor that is still here shows the workspace it showed; a monitor that showed
    /// one of those before shows another of its own (or a new one).
    private mutating func showAgain(_ places: [SavedWorkspace], _ names: [String?]) {
        for (place, name) in zip(places, names) where place.shown {
            guard let name, let m = outputs.index(named: place.monitor),
                  let index = workspaces.firstIndex(where: { $0.name == name }) else { continue }
            let replaced = shownIndex(on: m)
            setShown(index, on: m)
            workspaces[index].monitor = outputs.monitors[m].name
            for other in outputs.monitors.indices where other != m && shownIndex(on: other) == index {
                let own = outputs.monitors[other].name
                let spare = workspaces.indices.first { $0 != replaced && workspaces[$0].monitor == own && !isShown($0) }
                    ?? workspaces.indices.first { $0 == replaced && !isShown($0) }
                if let spare {
                    setShown(spare, on: other)
                    workspaces[spare].monitor = own
                } else {
                    outputs.monitors[other].shows = .none
                    setShown(makeWorkspace(String(freeNumber(for: own)), on: own, followingPin: false), on: other)
                }
            }
        }
        // A monitor still showing a workspace the file puts on another monitor (the one this
        // process made at start, say) shows one of its own instead, or a new one.
        for m in outputs.monitors.indices where workspaces[shownIndex(on: m)].monitor != outputs.monitors[m].name {
            let own = outputs.monitors[m].name
            outputs.monitors[m].shows = .none
            setShown(workspaces.indices.first { workspaces[$0].monitor == own && !isShown($0) }
                         ?? makeWorkspace(String(freeNumber(for: own)), on: own, followingPin: false), on: m)
        }
    }

    /// The scratchpad's hidden windows hidden again, in their order, at their sizes; the shown
    /// ones scratchpad windows again; every window's marks back (windows here by id alone).
    private mutating func restoreScratchpadAndMarks(_ saved: SavedLayout, mentioned: Set<WindowID>, placed: inout Set<WindowID>,
                                                    _ out: inout Reaction) {
        for window in saved.scratchpad where mentioned.contains(window) && !placed.contains(window) {
            guard var client = clients[window] else { continue }
            client.kind = .floating
            client.scratchpad = true
            client.fullscreen = false
            if let frame = saved.floating[window] { client.frame = frame }
            clients[window] = client
            scratchpad.append(window)
            placed.insert(window)
        }
        for window in saved.shownScratchpad where mentioned.contains(window) && clients[window]?.kind == .floating {
            clients[window]?.scratchpad = true
        }
        for (window, marks) in saved.marks where isSame(window, saved) {
            for name in marks { mark(window, name, MarkOptions(add: true), &out) }
        }
    }

    /// Makes `window` float on workspace `index` at `frame` (else where it is, kept on the
    /// workspace's area).
    private mutating func float(_ window: WindowID, on index: Int, at frame: PixelRect?, _ out: inout Reaction) {
        guard var client = clients[window] else { return }
        let wasTiled = client.kind == .tiled
        client.kind = .floating
        client.frame = frame ?? keptInside(client.frame, bounds: workspaces[index].workArea)
        clients[window] = client
        workspaces[index].floating.append(window)
        if wasTiled { out.effects.append(.notice(.window(change: "floating", window, urgent: client.urgent))) }
    }

    /// Whether `window` is here and what it was when `saved` was saved.
    private func isSame(_ window: WindowID, _ saved: SavedLayout) -> Bool {
        clients[window] != nil && clients[window]?.identity == saved.identities[window]
    }

    /// The saved layout's place `window` claimed is free again: the window left the tree (it
    /// went, floats, went to the scratchpad or another workspace) and must not come back
    /// through that place.
    mutating func releaseSwallowClaim(of window: WindowID) {
        guard var saved = restoration.waitingLayout else { return }
        saved.claims = saved.claims.filter { $0.value != window }
        restoration.waitingLayout = saved
    }

    /// When a saved layout waits for its windows: if `window` is what an unclaimed saved
    /// leaf was (see `WaitingLayout.slot`), it takes that place, and the tree becomes the saved
    /// layout of the windows claimed so far (with the windows that matched nothing beside
    /// them). `arriving`: the window is new, not one that was here when the layout came.
    public mutating func claimSwallowSlot(for window: WindowID, arriving: Bool = true) {
        guard let saved = restoration.waitingLayout, let identity = clients[window]?.identity,
              let slot = saved.slot(for: identity, arriving: arriving) else { return }
        claim(slot, for: window)
        refitGaps()
    }

    /// `window` takes the saved leaf `slot`; the tree becomes the saved layout of the windows
    /// claimed so far, the others beside them.
    mutating func claim(_ slot: WindowID, for window: WindowID) {
        guard var saved = restoration.waitingLayout, saved.claims[slot] == nil else { return }
        saved.claims[slot] = window
        restoration.waitingLayout = saved
        var layout = saved.tree
        for leaf in layout.leaves {
            // A claimant on another workspace stays there (it would be in two trees).
            if let claimant = saved.claims[leaf], clients[claimant]?.kind == .tiled, focusedTree.contains(claimant) {
                layout = (try? layout.renaming(leaf, to: WindowID(rawValue: ~claimant.rawValue))) ?? layout
            } else if let smaller = try? layout.removing(leaf) {
                layout = smaller
            }
        }
        // Two passes, through ids no window has, so a claimant's id can equal a saved leaf's.
        for leaf in layout.leaves {
            layout = (try? layout.renaming(leaf, to: WindowID(rawValue: ~leaf.rawValue))) ?? layout
        }
        layout = settings.styled(layout).resized(from: saved.area, to: focusedArea)
        guard let complete = withEveryWindow(layout) else { return }   // keep the tree: every window stays tiled
        focusedTree = complete
        if saved.claims.count == saved.tree.leafCount { restoration.waitingLayout = nil }
    }

    /// `partial` with every tiled window it lacks that is in workspace `index`'s tree (by
    /// default the focused one's, which `partial` is to replace) or in no workspace at all,
    /// inserted beside its last leaf (else beside the whole tree), and every leaf's minimum
    /// size; nil when a window fits nowhere. Windows on other workspaces stay there.
    public func withEveryWindow(_ partial: SplitTree<WindowID>, of index: Int? = nil) -> SplitTree<WindowID>? {
        let index = index ?? focusedWorkspaceIndex
        let missing = clients.order.filter { window in
            clients[window]?.kind == .tiled && !partial.contains(window)
                && (workspaces[index].tree.contains(window) || !workspaces.contains { $0.tree.contains(window) })
        }
        let (layout, homeless) = inserting(missing, into: partial, in: workspaces[index].area)
        return homeless.isEmpty ? layout : nil
    }

    /// `partial` with `windows` inserted beside its last leaf (else beside the whole tree) in
    /// `area`, and every leaf's minimum size; also the windows that fit nowhere (too deep).
    func inserting(_ windows: [WindowID], into partial: SplitTree<WindowID>, in area: Rect)
        -> (tree: SplitTree<WindowID>, homeless: [WindowID]) {
        var layout = partial
        var homeless: [WindowID] = []
        for other in windows where !layout.contains(other) {
            guard let bigger = (try? layout.inserting(other, beside: layout.leaves.last, placement: settings.placement,
                                                     split: settings.newSplit, in: area))
                    ?? (try? layout.inserting(other, beside: nil, placement: settings.placement,
                                              split: settings.newSplit, in: area))
            else {
                homeless.append(other)
                continue
            }
            layout = bigger
        }
        for leaf in layout.leaves {
            if let minSize = clients[leaf]?.minSize, let updated = try? layout.settingMinSize(minSize, of: leaf) {
                layout = updated
            }
        }
        return (layout, homeless)
    }
}
