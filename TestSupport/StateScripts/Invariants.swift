// What must hold after every action of every script: each managed window in exactly one
// place, a picture that tiles each monitor's area, focus on a shown window, splitters and drags only of
// splits that exist, urgency never on the focused window, the layers above the tiles (docks
// and their struts, floating and fullscreen windows) where and in the order they belong,
// and effects that make sense (a pointer grab released before the next).
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import XModel

/// Checks states and the transitions between them; remembers what spans actions (the grab).
package struct Checker {
    /// A `.grabPointer` was asked for and not yet released.
    package var grabbed = false
    /// Monitor name → the workspaces (by name) that were on it when it went away, and the
    /// one it showed: they must be on it again when a monitor of that name comes back.
    package var displaced: [String: Set<String>] = [:]
    package var shownWhenGone: [String: String] = [:]

    package init() {}

    /// A new process starts: it knows of no grab and no monitor that went away.
    package mutating func startProcess() {
        grabbed = false
        displaced = [:]
        shownWhenGone = [:]
    }

    /// What a restored state says of workspaces displaced from monitors that are gone (the
    /// state file keeps it across a restart, so the checks after it expect it too).
    package mutating func learnDisplacements(from d: WMState) {
        for workspace in d.workspaces {
            guard let gone = workspace.site.displacedFrom else { continue }
            displaced[gone.monitor, default: []].insert(workspace.name)
            if gone.shown { shownWhenGone[gone.monitor] = workspace.name }
        }
    }

    /// Checks `d`, reached from `before` by `event` (nil: not through the reducer) with
    /// `reaction`; returns the picture of `d`.
    @discardableResult
    package mutating func check(before: WMState, after d: WMState, reaction: Reaction, event: WMEvent?,
                        _ v: inout Violations, _ context: String) -> Picture {
        var layout = Layout<WindowID>()
        let picture = Picture(of: d, buffer: &layout)   // leaves the layout of `d` in `layout`
        cached(d, picture, &v, context)
        placement(d, picture, &v, context)
        tiling(d, picture, layout, &v, context)
        focus(before, d, picture, event, &v, context)
        splitters(d, picture, layout, &v, context)
        drag(d, &v, context)
        urgency(d, picture, &v, context)
        layers(d, picture, &v, context)
        floatingByItself(before, d, event, &v, context)
        effects(before, d, reaction, &v, context)
        workspaces(d, picture, &v, context)
        requests(before, d, reaction, event, &v, context)
        hotPlug(before, d, event, &v, context)
        habits(before, d, reaction, event, &v, context)
        stickyWindows(before, d, picture, event, &v, context)
        motionThatDoesNotMatter(before, d, reaction, event, &v, context)
        arrival(before, d, event, &v, context)
        waits(before, d, picture, event, &v, context)
        return picture
    }

    /// 15. A window managed goes where the decision made before it (`WMState.arrival(of:)`)
    /// says: not managed, placing itself, in the terminal's place it swallows, else on the
    /// workspace chosen (by identity, or by the name a rule or an earlier session gave),
    /// floating when it floats (a tile too deep for its tree floats too).
    private func arrival(_ before: WMState, _ d: WMState, _ event: WMEvent?, _ v: inout Violations, _ context: String) {
        guard case .manage(let new, _)? = event, let arrival = before.arrival(of: new) else { return }
        let window = new.window, now = d.clients[window]
        switch arrival.kind {
        case .unmanaged:
            v.expect(now == nil, "\(context): \(window) was to stay unmanaged but is \(String(describing: now?.place))")
        case .selfPlaced:
            v.expect(now?.place == .selfPlaced, "\(context): \(window) was to place itself but is \(String(describing: now?.place))")
        case .onWorkspace(let choice):
            guard let now else {
                v.fail("\(context): \(window) was to be managed on a workspace but is not managed")
                return
            }
            if let terminal = arrival.swallows, d.clients[terminal]?.place == .swallowed(by: window) {
                v.expect(now.workspace == before.clients.workspace(of: terminal),
                         "\(context): \(window) swallowed \(terminal) but is on \(String(describing: now.workspace))")
                return
            }
            let landed = now.workspace.flatMap { d.workspaces.index(of: $0) }.map { d.workspaces[$0] }
            switch choice {
            case .existing(let id):
                v.expect(now.workspace == id, "\(context): \(window) was to go to workspace \(id) but is on \(String(describing: now.workspace))")
            case .named(let name), .awaited(let name):
                // One workspace per number: a name the config numbers, or one that starts with
                // a number (`1x`, `3:web`), lands on that number's workspace whatever it is called.
                let number = d.settings.workspaceNumber(named: name) ?? Workspace.number(in: name)
                v.expect(landed.map { $0.name == name || number != nil && $0.number == number } == true,
                         "\(context): \(window) was to go to workspace \(name) but is on \(String(describing: landed?.name))")
            }
            if arrival.floats { v.expect(now.kind == .floating, "\(context): \(window) was to float but is \(now.kind)") }
        }
    }

    /// The picture the window manager renders, from the layouts each workspace keeps
    /// (`Picture.current`), is the one drawn afresh: a cache never shows what the state no
    /// longer says.
    private func cached(_ d: WMState, _ picture: Picture, _ v: inout Violations, _ context: String) {
        var kept = d
        if Picture.current(of: &kept) != picture { v.fail("\(context): the picture from the layouts kept differs from the one drawn afresh") }
    }

    /// 14. The X edge hands over only the motion the state says matters (`motionMatters`):
    /// any other, handled, changes nothing but where the pointer and the clock were seen.
    package func motionThatDoesNotMatter(_ before: WMState, _ d: WMState, _ reaction: Reaction, _ event: WMEvent?,
                                 _ v: inout Violations, _ context: String) {
        guard case .motion(let point, _, let overWindow)? = event, !before.motionMatters(at: point, overWindow: overWindow) else { return }
        var same = d
        same.input = before.input
        v.expect(same == before && reaction == Reaction(),
                 "\(context): a motion to \(point) (over a window: \(overWindow)) does not matter, yet it changed the state or asked for \(reaction.effects)")
    }

    /// 1. Every managed window is in exactly one place: once in a tree, on a floating layer,
    /// a dock, or hidden in the scratchpad; once in the client list, in `clients` under its
    /// own id; nothing unmanaged is in any of them (nor in focus history, preselection or the
    /// saved layout's claims); the picture shows or hides each managed window once, and
    /// nothing else. The scratchpad's windows float, are scratchpad windows and are hidden;
    /// no two windows share a mark.
    package func placement(_ d: WMState, _ picture: Picture, _ v: inout Violations, _ context: String) {
        let managed = d.clients
        /// Whether `windows` are the managed ones, each once.
        func eachManagedOnce(_ windows: some Collection<WindowID>) -> Bool {
            var seen = Set<WindowID>(minimumCapacity: windows.count)
            return windows.count == managed.count && windows.allSatisfy { managed[$0] != nil && seen.insert($0).inserted }
        }
        for (id, client) in managed { v.expect(client.window == id, "\(context): clients[\(id)] is the record of \(client.window)") }
        // The keys in force are the default ones or a mode the config has.
        v.expect(d.bindingMode == "default" || d.settings.bindingModes.contains(d.bindingMode),
                 "\(context): the binding mode \(d.bindingMode) is not one of the config's (\(d.settings.bindingModes))")
        // Waiting leaves hold no window (invariant 16).
        let leaves = d.workspaces.flatMap { $0.tree.leaves }.filter { WaitID(leaf: $0) == nil }
        let floating = d.workspaces.flatMap { $0.floating }
        // Docks and desktop windows: in no workspace.
        let docks = managed.values.filter { $0.kind.placesItself }.map(\.window)
        // Swallowed terminals: in no workspace, waiting for the window in their place.
        let swallowed = managed.values.filter { $0.swallow.takenBy != nil }.map(\.window)
        v.expect(eachManagedOnce(leaves + floating + docks + d.scratchpad + swallowed),
                 "\(context): the trees hold \(leaves), the floating layers \(floating), docks are \(sorted(docks)), the scratchpad \(d.scratchpad), swallowed are \(sorted(swallowed)); managed are \(sorted(managed.keys))")
        // Each window's stored place is where the trees, the floating layers, the scratchpad
        // and the swallowed terminals say it is.
        var found: [WindowID: Place] = [:]
        for workspace in d.workspaces {
            for window in workspace.tree.leaves { found[window] = .tiled(workspace.id) }
            for window in workspace.floating { found[window] = .floating(workspace.id) }
        }
        for window in d.scratchpad { found[window] = .scratchpad }
        for window in docks { found[window] = .selfPlaced }
        for window in swallowed { found[window] = managed[window]?.swallow.takenBy.map { .swallowed(by: $0) } }
        for (window, client) in managed {
            v.expect(client.place == found[window],
                     "\(context): \(window) is stored as \(client.place) but found \(found[window].map { "\($0)" } ?? "nowhere")")
        }
        for terminal in swallowed {
            let holder = managed[terminal]?.swallow.takenBy
            v.expect(holder.flatMap { managed[$0]?.swallow.terminal } == terminal,
                     "\(context): \(terminal) waits for \(String(describing: holder)), which does not hold it")
            v.expect(managed[terminal]?.swallow.isTerminal == true && managed[terminal]?.swallow.terminal == nil,
                     "\(context): \(terminal) is swallowed but no terminal, or holds one itself")
            v.expect(picture.windows[terminal]?.placement == nil && d.focused != terminal && !d.workspaces.contains { $0.recency.contains(terminal) },
                     "\(context): the swallowed \(terminal) is shown, focused or in a focus history")
        }
        for (window, client) in managed {
            guard let terminal = client.swallow.terminal else { continue }
            v.expect(managed[terminal]?.swallow.takenBy == window, "\(context): \(window) holds \(terminal), which does not wait for it")
        }
        for window in d.scratchpad {
            v.expect(managed[window]?.kind == .floating && managed[window]?.scratchpad == true && managed[window]?.fullscreen == false,
                     "\(context): \(window) is in the scratchpad but \(String(describing: managed[window].map { ($0.kind, $0.scratchpad, $0.fullscreen) }))")
            v.expect(picture.windows[window]?.placement == nil && d.focused != window, "\(context): \(window) is in the scratchpad but shown or focused")
        }
        for (window, client) in managed where client.scratchpad {
            v.expect(client.kind == .floating, "\(context): the scratchpad window \(window) is \(client.kind)")
        }
        var markHolders: [String: WindowID] = [:]
        for window in d.clients.order {
            guard let marks = managed[window]?.marks else { continue }
            v.expect(Set(marks).count == marks.count, "\(context): \(window)'s marks \(marks) repeat")
            for mark in marks {
                if let other = markHolders[mark] { v.fail("\(context): \(other) and \(window) both have the mark \(mark.debugDescription)") }
                markHolders[mark] = window
            }
        }
        for window in leaves { v.expect(managed[window]?.kind == .tiled, "\(context): \(window) is in a tree but \(String(describing: managed[window]?.kind))") }
        for window in floating { v.expect(managed[window]?.kind == .floating, "\(context): \(window) floats but is \(String(describing: managed[window]?.kind))") }
        for (window, client) in managed where client.kind.placesItself {
            v.expect(!client.fullscreen && d.focused != window, "\(context): the \(client.kind) \(window) is fullscreen or focused")
        }
        v.expect(eachManagedOnce(d.clients.order), "\(context): clientOrder is \(d.clients.order), managed are \(sorted(managed.keys))")
        for workspace in d.workspaces {
            var seen = Set<WindowID>()
            // A waiting leaf of this workspace is in its focus history as a window is.
            v.expect(workspace.recency.allSatisfy { (managed[$0] != nil || WaitID(leaf: $0).map { workspace.waits[$0] != nil } == true) && seen.insert($0).inserted },
                     "\(context): recency \(workspace.recency) repeats or names unmanaged windows")
        }
        if let presel = d.preselection {
            v.expect(managed[presel.window] != nil || d.isWaiting(presel.window), "\(context): preselection on unmanaged \(presel.window)")
        }
        if let claims = d.restoration.waitingLayout?.claims.values {
            v.expect(claims.allSatisfy { managed[$0] != nil }, "\(context): the saved layout's claims \(Array(claims)) name unmanaged windows")
        }
        v.expect(eachManagedOnce(Array(picture.windows.keys)),
                 "\(context): the picture has records of \(sorted(picture.windows.keys)); managed are \(sorted(managed.keys))")
        let listed = d.clients.order.filter { d.clients[$0]?.kind != .dock }
        v.expect(picture.root.clientList == listed, "\(context): the picture's client list \(picture.root.clientList) is not \(listed), the managed windows but docks")
    }

    /// 2. On every monitor, unless zoomed, the tiles and splitter slots of the layout of the
    /// workspace it shows tile its tiling area exactly (with no window at all there is
    /// nothing to tile: the root shows through), and the workspace was last laid out in that
    /// area; each shown window is its tile less the border on every side, a tile with no room
    /// inside its border hides its window; every shown tile lies inside its monitor's area, a
    /// fullscreen window covers its own monitor, a floating one keeps part of itself on some
    /// monitor; the windows of workspaces no monitor shows are hidden. The focused monitor's
    /// layout is `layout` (the state's own); during an on-release drag its windows stay in
    /// the layout of the tree as it was at the press.
    package func tiling(_ d: WMState, _ picture: Picture, _ layout: Layout<WindowID>, _ v: inout Violations, _ context: String) {
        let fullscreen = Set(d.clients.values.filter { $0.fullscreen }.map(\.window))
        // The windows `border` gave a title bar or took it from (or whose Motif hints refuse
        // one, until `border` says), as the table keeps them for layouts.
        let chosen = d.clients.values.filter { $0.titleBarChoice == true }.map(\.window)
        let refused = d.clients.values.filter { $0.titleBarChoice == false }.map(\.window)
        v.expect(d.clients.values.allSatisfy { $0.titleBarChoice == ($0.titleBar ?? ($0.facts.decorations.map { $0 == .titled ? nil : false } ?? nil)) },
                 "\(context): a title bar chosen otherwise than by border, then the Motif hint")
        v.expect(d.clients.titledByChoice == Set(chosen) && d.clients.untitledByChoice == Set(refused),
                 "\(context): the table's title bar choices \(d.clients.titledByChoice), \(d.clients.untitledByChoice) are not its records' \(chosen), \(refused)")
        var barsShown = 0
        for (m, monitor) in d.outputs.monitors.enumerated() where d.workspaces.contains(monitor.shows) {
            let workspace = d.workspaces[monitor.shows], area = Self.tilingArea(of: workspace, on: monitor, d.settings)
            let here = "\(context): on monitor \(monitor.name) (workspace \(workspace.name))"
            v.expect(workspace.site.area == area,
                     "\(here): the workspace was laid out in \(workspace.site.area), the monitor's area \(monitor.area) less its outer gap is \(area)")
            let isFocused = m == d.outputs.focusedIndex
            // Another monitor's tree collapses to its most recent window's side.
            var windows = isFocused ? layout
                : workspace.tree.layout(in: area, focused: workspace.recency.first, collapseBelow: d.settings.collapseBelow, recency: workspace.recency, tabRow: d.settings.tabs.rowHeight, titleBars: d.titleBars)
            if isFocused {
                let own = workspace.tree.layout(in: area, focused: d.focused, collapseBelow: d.settings.collapseBelow, recency: workspace.recency, tabRow: d.settings.tabs.rowHeight, titleBars: d.titleBars)
                v.expect(layout == own, "\(here): the state's layout is not the focused workspace's tree laid out in its monitor's area")
            }
            var layouts = [("layout", workspace.tree, windows)]
            if isFocused, let drag = d.splitterDrag, d.settings.dragMode == .onRelease {
                windows = drag.treeAtPress.layout(in: area, focused: d.focused, collapseBelow: d.settings.collapseBelow, recency: workspace.recency, tabRow: d.settings.tabs.rowHeight, titleBars: d.titleBars)
                layouts.append(("the windows' layout (the tree at the press)", drag.treeAtPress, windows))
            }
            for (name, tree, l) in layouts {
                if tree.isEmpty {
                    v.expect(l.tiles.isEmpty && l.splitters.isEmpty, "\(here): \(name) of an empty tree has \(l.tiles) and \(l.splitters)")
                } else if let zoomed = tree.zoomed {
                    // The zoomed window fills the area, below its title bar if it has one.
                    let title = l.groups.first { $0.split == nil }?.bar
                    let whole = l.tiles.first.map { t in title.map { Rect(x: t.rect.x, y: $0.y, width: t.rect.width, height: t.rect.maxY - $0.y) } ?? t.rect }
                    v.expect(l.tiles.map(\.leaf) == [zoomed] && whole == area && l.splitters.isEmpty,
                             "\(here): zoomed on \(zoomed), \(name) has tiles \(l.tiles) and \(l.splitters.count) splitters")
                } else {
                    expectExactTiling(l, of: area, &v, "\(here): \(name)")
                }
            }
            // Each group's bar with pixels has its window, over the bar's place in the tiling,
            // one tab per member.
            for group in windows.groups where group.bar.width > 0 && group.bar.height > 0 {
                barsShown += 1
                // A title bar is above its window: never over a tile too small to show it.
                if group.split == nil, let leaf = group.tabs.first {
                    // (A waiting leaf's is over its empty frame, as i3 decorates a placeholder.)
                    v.expect(picture.windows[leaf]?.placement != nil || WaitID(leaf: leaf).flatMap { picture.waits[$0] } != nil,
                             "\(here): the title bar \(group.bar) of \(leaf) is over no window")
                }
                let bar = picture.tabBars[group.key]
                v.expect(bar?.rect == pixelRect(group.bar) && bar?.tabs.map(\.window) == group.tabs,
                         "\(here): group \(group.key) with bar \(group.bar) and tabs \(group.tabs) is drawn as \(String(describing: bar))")
            }
            for tile in windows.tiles where !fullscreen.contains(tile.leaf) {
                // Each window's own border: what `border` or a rule said, else the setting.
                let border = d.clients[tile.leaf]?.borderWidth ?? (WaitID(leaf: tile.leaf).flatMap { wait in
                    d.workspaces.lazy.compactMap { $0.waits[wait]?.borderWidth }.first } ?? d.settings.border.width)
                v.expect(border == d.borderWidth(of: tile.leaf), "\(here): \(tile.leaf)'s border is \(d.borderWidth(of: tile.leaf)), not \(border)")
                // A waiting leaf's tile is its empty frame, the tile less the border as a window's.
                if let wait = WaitID(leaf: tile.leaf) {
                    let room = tile.rect.width > 2 * border && tile.rect.height > 2 * border
                    let want = room ? PixelRect(x: tile.rect.x, y: tile.rect.y, width: tile.rect.width - 2 * border,
                                                height: tile.rect.height - 2 * border) : nil
                    v.expect(picture.waits[wait]?.rect == want && (want == nil || picture.waits[wait]?.border == border),
                             "\(here): \(wait) in tile \(tile.rect) with border \(border) is drawn as \(String(describing: picture.waits[wait]))")
                    continue
                }
                if tile.rect.width > 2 * border, tile.rect.height > 2 * border {
                    let want = PixelRect(x: tile.rect.x, y: tile.rect.y, width: tile.rect.width - 2 * border,
                                         height: tile.rect.height - 2 * border)
                    let shown = picture.windows[tile.leaf]?.placement?.rect
                    // Size increments or an aspect ratio: the largest size they allow, centred.
                    let limits = d.clients[tile.leaf]?.facts.sizeLimits
                    if limits?.increment.map({ $0.width > 1 || $0.height > 1 }) == true || limits?.minAspect != nil, let r = shown {
                        v.expect(r.width >= 1 && r.height >= 1 && r.width <= want.width && r.height <= want.height
                                 && r.x == want.x + (want.width - r.width) / 2 && r.y == want.y + (want.height - r.height) / 2,
                                 "\(here): \(tile.leaf) with \(String(describing: limits)) in tile \(tile.rect) with border \(border) is shown at \(r), not centred inside \(want)")
                    } else {
                        v.expect(shown == want,
                                 "\(here): \(tile.leaf) in tile \(tile.rect) with border \(border) is shown at \(String(describing: shown))")
                    }
                } else {
                    v.expect(picture.windowsHidden.contains(tile.leaf), "\(here): \(tile.leaf) in tile \(tile.rect) too small for border \(border) is not hidden")
                }
            }
        }
        // And no other bar: none left over from a group ended or a title bar taken away.
        v.expect(picture.tabBars.count == barsShown, "\(context): the picture has \(picture.tabBars.count) bars, the shown layouts \(barsShown)")
        for workspace in d.workspaces where !d.isShown(workspace.id) {
            for window in workspace.tree.leaves + workspace.floating {
                v.expect(picture.windows[window]?.placement == nil, "\(context): \(window) of workspace \(workspace.name), which no monitor shows, is shown")
            }
        }
        for (window, record) in picture.windows {
            guard let placement = record.placement else { continue }
            let r = placement.rect
            guard let client = d.clients[window], !client.kind.placesItself else { continue }
            guard let workspace = d.clients.workspace(of: window), let m = d.monitorShowing(workspace) else {
                v.fail("\(context): \(window) is shown but its workspace is not")
                continue
            }
            let frame = d.outputs.monitors[m].frame, area = Self.tilingArea(of: d.workspaces[workspace], on: d.outputs.monitors[m], d.settings)
            if client.fullscreen {
                v.expect(r == pixelRect(frame) && placement.border == 0, "\(context): fullscreen \(window) is at \(r) border \(placement.border), not its monitor \(frame)")
            } else if client.kind == .floating {
                // A floating window may be dragged onto another monitor; it stays reachable.
                v.expect(r.width >= 1 && r.height >= 1 && d.outputs.monitors.contains { Self.meets(r, $0.frame) },
                         "\(context): floating \(window) at \(r) is off every monitor \(d.outputs.monitors.map(\.frame))")
            } else {
                let border = d.borderWidth(of: window)
                v.expect(r.width >= 1 && r.height >= 1 && r.x >= area.x && r.y >= area.y
                         && r.x + r.width + 2 * border <= area.maxX && r.y + r.height + 2 * border <= area.maxY,
                         "\(context): \(window) at \(r) with border \(border) leaves its monitor's area \(area)")
            }
        }
    }

    /// The area a workspace's tiles fill on `monitor`: its work area less the outer gap, which
    /// is none under smart gaps while the workspace shows one window (one leaf, or zoomed), and
    /// at most a third of the work area's width or height.
    package static func tilingArea(of workspace: Workspace, on monitor: Monitor, _ settings: Settings) -> Rect {
        let work = monitor.area
        let lone = workspace.tree.leafCount <= 1 || workspace.tree.zoomed != nil
        // A workspace's own outer gap (`gaps outer current`, its config line) over the setting.
        let outer = workspace.overrides.gaps.outer ?? workspace.number.flatMap { settings.workspaceGaps($0).outer } ?? settings.gaps.outer
        let gap = settings.gaps.smart && lone ? 0 : min(outer, work.width / 3, work.height / 3)
        return Rect(x: work.x + gap, y: work.y + gap, width: work.width - 2 * gap, height: work.height - 2 * gap)
    }

    /// Whether `r` and `frame` overlap.
    package static func meets(_ r: PixelRect, _ frame: Rect) -> Bool {
        r.x < frame.maxX && r.y < frame.maxY && r.x + r.width > frame.x && r.y + r.height > frame.y
    }

    /// 3. Focus is on a managed window, one the picture shows unless a drag is under way (a
    /// drag may hide the focused side until release). keepFocusInView only moves a focus
    /// there is, so nothing may be focused while windows are shown (all were hidden, then the
    /// screen grew); what the code promises is that focus is never dropped while a window is
    /// shown, and that a new window (not a dock, nor one a rule hid) gets focus (or one shown does).
    package func focus(_ before: WMState, _ d: WMState, _ picture: Picture, _ event: WMEvent?,
               _ v: inout Violations, _ context: String) {
        // On a waiting leaf, X's focus is the root's.
        let xFocus = d.focused.flatMap { WaitID(leaf: $0) == nil ? $0 : nil }
        v.expect(picture.focus?.window == xFocus, "\(context): the picture's focus \(String(describing: picture.focus)) is not \(String(describing: d.focused))")
        // A focus on a container (`focus parent`) is the focused workspace's, around its focused window.
        for workspace in d.workspaces {
            guard let selection = workspace.selection else { continue }
            v.expect(workspace.id == d.focusedWorkspaceID && selection.window == d.focused && selection.windows.contains(selection.window),
                     "\(context): workspace \(workspace.name) keeps a focus on the container of \(sorted(selection.windows)) around \(selection.window)")
        }
        guard let focused = d.focused else {
            // Docks are shown but never focused; another monitor's windows may be shown while
            // the focused monitor shows an empty workspace.
            let focusable = picture.windowsShown.filter { d.clients[$0]?.kind.placesItself != true && d.clients.workspace(of: $0) == d.focusedWorkspaceID }
            if let previous = before.focused, before.clients[previous] != nil {
                v.expect(focusable.isEmpty, "\(context): focus on \(previous) was dropped while \(sorted(focusable)) are shown")
            }
            // A window a rule hid takes no focus: with none before, none follows.
            if case .manage(let client, _)? = event, before.clients[client.window] == nil,
               let managed = d.clients[client.window], !managed.kind.placesItself,
               !(d.settings.rules.outcome(for: managed.ruleFacts).hidden && picture.windows[managed.window]?.placement == nil) {
                v.expect(focusable.isEmpty, "\(context): \(client.window) was managed, nothing is focused, \(sorted(focusable)) are shown")
            }
            return
        }
        if let wait = WaitID(leaf: focused) {
            v.expect(d.focusedWorkspace.waits[wait] != nil, "\(context): focus on \(wait), which the focused workspace does not hold")
            if d.drag == nil { v.expect(picture.waits[wait] != nil, "\(context): focus on \(wait), which the picture does not show") }
            return
        }
        v.expect(d.clients[focused] != nil, "\(context): focus on unmanaged \(focused)")
        v.expect(d.clients[focused]?.kind.placesItself != true, "\(context): focus on the dock or desktop window \(focused)")
        if d.drag == nil {
            v.expect(picture.windows[focused]?.placement != nil, "\(context): focus on \(focused), which the picture does not show")
        }
        // The keyboard's monitor is the focused window's.
        v.expect(d.clients.workspace(of: focused) == d.focusedWorkspaceID,
                 "\(context): \(focused) is focused on workspace \(String(describing: d.clients.workspace(of: focused))), the focused monitor \(d.outputs.focused.name) shows \(d.focusedWorkspaceID)")
    }

    /// 4. Every splitter in the picture is of a split in the tree of a workspace shown: its
    /// key's two leaves are in that tree, a branch has that key, and the split number it
    /// reports is that branch's (a press on it drags that split). Keys are unique; the picture
    /// has every shown workspace's splitters (the focused one's from `layout`).
    package func splitters(_ d: WMState, _ picture: Picture, _ layout: Layout<WindowID>, _ v: inout Violations, _ context: String) {
        var count = 0
        var branchesByWorkspace: [WorkspaceID: [SplitKey<WindowID>: Int]] = [:]
        for (m, monitor) in d.outputs.monitors.enumerated() where d.workspaces.contains(monitor.shows) {
            let workspace = d.workspaces[monitor.shows]
            let l = m == d.outputs.focusedIndex ? layout
                : workspace.tree.layout(in: workspace.site.area, focused: workspace.recency.first, collapseBelow: d.settings.collapseBelow, recency: workspace.recency, tabRow: d.settings.tabs.rowHeight, titleBars: d.titleBars)
            let keys = l.splitters.map { $0.key }
            v.expect(keys.count == Set(keys).count, "\(context): splitter keys repeat: \(keys)")
            count += l.splitters.count
            var branches: [SplitKey<WindowID>: Int] = [:]
            var index = 0
            func walk(_ node: SplitNode<WindowID>?) {
                guard case .branch(let b)? = node else { return }
                v.expect(branches[b.key] == nil, "\(context): two splits have key \(b.key)")
                branches[b.key] = index
                index += 1
                walk(b.primary)
                walk(b.secondary)
            }
            walk(workspace.tree.root)
            branchesByWorkspace[workspace.id] = branches
        }
        v.expect(picture.splitters.count == count, "\(context): \(picture.splitters.count) splitters in the picture, \(count) in the shown layouts")
        for (key, splitter) in picture.splitters {
            guard let branches = branchesByWorkspace[splitter.workspace] else {
                v.fail("\(context): splitter \(key) is of workspace \(splitter.workspace), which no monitor shows")
                continue
            }
            v.expect(branches[key] == splitter.split, "\(context): splitter \(key) of \(splitter.workspace) reports split \(splitter.split); its tree has that key at \(String(describing: branches[key]))")
        }
    }

    /// 5. A drag never outlives what it holds: it is on the focused workspace (which its
    /// monitor shows); a splitter drag's key names a split of that workspace's tree, lying
    /// the way it did at the press, where the drag last found it (`path`); the tree it started
    /// from (`treeAtPress`, what Escape restores and on-release mode shows) holds the same
    /// windows and that split too; a carried tile is in that tree, a moved or resized window
    /// floats there.
    package func drag(_ d: WMState, _ v: inout Violations, _ context: String) {
        guard let drag = d.drag else { return }
        guard drag.workspace == d.focusedWorkspace.id else {
            v.fail("\(context): a drag on workspace \(drag.workspace) outlived it being focused (\(d.focusedWorkspace.id) is)")
            return
        }
        v.expect(d.outputs.monitors[d.outputs.focusedIndex].shows == drag.workspace,
                 "\(context): the drag's workspace \(drag.workspace) is not shown on the focused monitor")
        switch drag {
        case .splitter(let s):
            let key = s.drag.key
            guard let path = d.focusedTree.pathToSplit(of: key), case .branch(let now)? = d.focusedTree.node(at: path) else {
                v.fail("\(context): the dragged split \(key) is not in the tree")
                return
            }
            v.expect(path == s.drag.path, "\(context): the dragged split \(key) is at \(path), the drag last found it at \(s.drag.path)")
            v.expect(now.split.layout == s.drag.layout, "\(context): the dragged split \(key) lies \(now.split.layout) now, \(s.drag.layout) at the press")
            v.expect(s.treeAtPress.pathToSplit(of: key) != nil, "\(context): the dragged split \(key) is not in the tree it started from")
            v.expect(Set(s.treeAtPress.leaves) == Set(d.focusedTree.leaves),
                     "\(context): the tree the drag started from holds \(sorted(s.treeAtPress.leaves)), the tree \(sorted(d.focusedTree.leaves))")
        case .tile(let t):
            v.expect(d.clients[t.window]?.kind == .tiled && d.focusedTree.contains(t.window),
                     "\(context): the carried tile \(t.window) is not tiled on the drag's workspace")
        case .move(let f), .resize(let f):
            v.expect(d.clients[f.window]?.kind == .floating && d.focusedWorkspace.floating.contains(f.window),
                     "\(context): the dragged window \(f.window) does not float on the drag's workspace")
        }
    }

    /// 6. Urgent windows are managed and never the focused one; the picture's urgent set is
    /// the clients marked urgent. Each window's flags say what it is; hidden (EWMH's) is a
    /// window not shown that would not show were its workspace shown.
    package func urgency(_ d: WMState, _ picture: Picture, _ v: inout Violations, _ context: String) {
        let urgent = Set(d.clients.values.filter { $0.urgent }.map { $0.window })
        if let focused = d.focused { v.expect(!urgent.contains(focused), "\(context): the focused \(focused) is urgent") }
        let shownUrgent = Set(picture.windows.filter { $0.value.flags.contains(.urgent) }.keys)
        v.expect(Set(picture.windows.keys) == Set(d.clients.keys), "\(context): flags for \(sorted(picture.windows.keys)), managed are \(sorted(d.clients.keys))")
        // The windows of workspaces out of sight that would show there (their tiles with room,
        // their fullscreen windows, which the fullscreen layer shows wherever their leaf is,
        // their floating windows), and the one each would focus: neither hidden
        // to EWMH (_NET_WM_STATE_HIDDEN is for a window hidden on its own workspace) nor
        // grabbed (that one takes clicks before it has the focus).
        var wouldShow = Set<WindowID>(), wouldFocus = Set<WindowID>()
        for workspace in d.workspaces where !d.isShown(workspace.id) {
            var shown = Set(workspace.floating).union(workspace.tree.leaves.filter { d.clients[$0]?.fullscreen == true })
            for tile in workspace.layout(focused: workspace.recency.first, collapseBelow: d.settings.collapseBelow, bars: d.bars).tiles
            where tile.rect.width > 2 * d.borderWidth(of: tile.leaf) && tile.rect.height > 2 * d.borderWidth(of: tile.leaf) {
                shown.insert(tile.leaf)
            }
            wouldShow.formUnion(shown)
            if let first = workspace.recency.first(where: shown.contains) { wouldFocus.insert(first) }
        }
        for (window, record) in picture.windows {
            let flags = record.flags
            guard let client = d.clients[window] else { continue }
            v.expect(flags.contains(.hidden) == (record.placement == nil && !wouldShow.contains(window)),
                     "\(context): \(window)'s hidden flag is \(flags.contains(.hidden))")
            v.expect(flags.contains(.takesClicks) == (window == d.focused || wouldFocus.contains(window)),
                     "\(context): \(window) takes clicks: \(flags.contains(.takesClicks))")
            v.expect(flags.contains(.fullscreen) == client.fullscreen && flags.contains(.floating) == (client.kind == .floating)
                     && flags.contains(.dock) == client.kind.placesItself && flags.contains(.focused) == (window == d.focused),
                     "\(context): \(window)'s flags \(flags.rawValue) do not say what it is")
        }
        // The layers above the tiles: every shown window that floats, docks or is fullscreen, once.
        let above = picture.windowsShown.filter { d.clients[$0].map { $0.kind != .tiled && $0.kind != .desktop || $0.fullscreen } ?? false }
        v.expect(picture.stack.count == above.count && Set(picture.stack) == Set(above),
                 "\(context): the stack \(picture.stack) is not the shown windows above the tiles \(sorted(above))")
        v.expect(shownUrgent == urgent, "\(context): the picture's urgent \(sorted(shownUrgent)), clients marked urgent \(sorted(urgent))")
    }

    /// 7. The layers above the tiles. The tiling area is the monitor less the docks' struts
    /// (`WMState.workArea`), inside the monitor with at least a third of each of its sides,
    /// and the picture's work area. No window is shown empty; docks are shown at their own
    /// frame without a border.
    /// The stack is the floating windows, then the docks, then the fullscreen windows (the
    /// focused one last among them), then the floating windows that belong (by
    /// WM_TRANSIENT_FOR) to a fullscreen one. A floating window keeps part of itself on the
    /// monitor; a fullscreen one on a workspace shown is shown. The preselection's outline lies in the area.
    package func layers(_ d: WMState, _ picture: Picture, _ v: inout Violations, _ context: String) {
        let area = d.focusedArea
        let docks = d.clients.order.compactMap { d.clients[$0] }.filter { $0.kind == .dock }
        for monitor in d.outputs.monitors {
            let frame = monitor.frame
            let want = frame.workArea(screen: d.outputs.screenSize, docks: docks.map { (strut: $0.facts.strut, frame: $0.frame) })
            v.expect(monitor.area == want, "\(context): monitor \(monitor.name)'s area is \(monitor.area); its frame \(frame) less the docks' struts is \(want)")
            v.expect(monitor.area.x >= frame.x && monitor.area.y >= frame.y && monitor.area.maxX <= frame.maxX && monitor.area.maxY <= frame.maxY
                     && 3 * monitor.area.width >= frame.width && 3 * monitor.area.height >= frame.height,
                     "\(context): monitor \(monitor.name)'s area \(monitor.area) leaves its frame \(frame) or less than a third of it")
        }
        let tiling = Self.tilingArea(of: d.focusedWorkspace, on: d.outputs.focused, d.settings)
        v.expect(area == tiling, "\(context): the area is \(area), the focused monitor's \(d.outputs.focused.area) less its outer gap is \(tiling)")
        v.expect(picture.root.workArea == d.outputs.focused.area, "\(context): the picture's work area \(picture.root.workArea) is not the monitor's \(d.outputs.focused.area)")
        // X has no empty windows (a zero size is BadValue).
        for (window, record) in picture.windows {
            guard let placement = record.placement else { continue }
            v.expect(placement.rect.width >= 1 && placement.rect.height >= 1,
                     "\(context): \(window) is shown at \(placement.rect), an empty rectangle")
        }
        // Desktop windows: below everything, in the order they came, at their own frame.
        let desktops = d.clients.order.filter { d.clients[$0]?.kind == .desktop }
        v.expect(picture.below == desktops, "\(context): below the tiles are \(picture.below), the desktop windows are \(desktops)")
        for window in desktops {
            let client = d.clients[window]!, placement = picture.windows[window]?.placement
            v.expect(placement?.rect == client.frame && placement?.border == 0,
                     "\(context): the desktop window \(window) at \(client.frame) is shown at \(String(describing: placement))")
        }
        for dock in docks {
            let placement = picture.windows[dock.window]?.placement
            v.expect(placement?.rect == dock.frame && placement?.border == 0,
                     "\(context): the dock \(dock.window) at \(dock.frame) is shown at \(String(describing: placement))")
        }
        // Each window's layer, by what it is (not by how the stack was built). A fullscreen
        // window on a workspace out of sight makes no layer: its dialogs float with the others.
        let fullscreen = Set(d.clients.values.filter { $0.fullscreen && d.clients.workspace(of: $0.window).map(d.isShown) == true }.map(\.window))
        func belongsToFullscreen(_ window: WindowID) -> Bool {
            var seen: Set<WindowID> = [window]
            var parent = d.clients[window]?.facts.transientFor
            while let p = parent, seen.insert(p).inserted {
                if fullscreen.contains(p) { return true }
                parent = d.clients[p]?.facts.transientFor
            }
            return false
        }
        func layer(_ window: WindowID) -> Int {
            guard let client = d.clients[window] else { return -1 }
            if client.fullscreen { return 2 }
            if client.kind == .dock { return 1 }
            return belongsToFullscreen(window) ? 3 : 0
        }
        let layers = picture.stack.map(layer)
        v.expect(layers == layers.sorted() && !layers.contains(-1),
                 "\(context): the stack \(picture.stack) has layers \(layers), not floating, docks, fullscreen, their dialogs")
        if let focused = d.focused, fullscreen.contains(focused) {
            v.expect(picture.stack.last(where: fullscreen.contains) == focused,
                     "\(context): the focused fullscreen \(focused) is not the top fullscreen window in \(picture.stack)")
        }
        for window in fullscreen where d.clients.workspace(of: window).map(d.isShown) == true {
            v.expect(picture.windows[window]?.placement != nil, "\(context): the fullscreen \(window) is not shown")
        }
        // Floating windows of workspaces shown (the others come back onto their monitor when shown).
        for (window, client) in d.clients where client.kind == .floating && d.clients.workspace(of: window).map(d.isShown) == true {
            let r = client.frame
            v.expect(r.width >= 1 && r.height >= 1 && d.outputs.monitors.contains { Self.meets(r, $0.frame) },
                     "\(context): floating \(window)'s frame \(r) is off every monitor \(d.outputs.monitors.map(\.frame))")
        }
        if let mark = picture.preselection?.rect {
            // X refuses a window of no width or height (BadValue): the outline's edges would be one.
            v.expect(mark.width >= 1 && mark.height >= 1, "\(context): the preselection \(mark) is empty")
            // A tile carried with the mouse previews its landing on whichever monitor it is over.
            var areas = [area]
            if case .tile? = d.drag { areas = d.outputs.monitors.indices.map { d.workspaces[d.shownWorkspace(on: $0)].site.area } }
            v.expect(areas.contains { mark.x >= $0.x && mark.y >= $0.y && mark.x + mark.width <= $0.maxX && mark.y + mark.height <= $0.maxY },
                     "\(context): the preselection \(mark) is not inside the area \(areas)")
        }
    }

    /// 8. A window that floats by itself (a dialog type, a parent, a fixed size) only becomes
    /// a tile when a rule says so as it is managed, or a `float off` (or toggle) command, with
    /// criteria or without.
    package func floatingByItself(_ before: WMState, _ d: WMState, _ event: WMEvent?, _ v: inout Violations, _ context: String) {
        for (window, client) in d.clients where client.kind == .tiled && client.floatsByItself {
            let commands: [Command] = switch event {
            case .command(let c)?: [c]
            default: []
            }
            let tiles = commands.contains { command in
                switch command {
                case .float(.off), .float(.toggle), .onWindows(_, .float(.off)), .onWindows(_, .float(.toggle)): true
                default: false
                }
            }
            if tiles { continue }
            if case .manage(let managed, _)? = event, managed.window == window, before.clients[window] == nil {
                v.expect(d.settings.rules.outcome(for: client.ruleFacts).floating == false,
                         "\(context): \(window) floats by itself (\(client.facts.types), parent \(String(describing: client.facts.transientFor)), \(client.facts.sizeLimits)) but was tiled as managed")
            } else {
                v.expect(before.clients[window]?.kind == .tiled,
                         "\(context): \(window) floats by itself (\(client.facts.types), parent \(String(describing: client.facts.transientFor)), \(client.facts.sizeLimits)) but became a tile")
            }
        }
    }

    /// 9. `.close` and `.kill` only for managed windows; a grab is released before the next,
    /// and held exactly while a drag is under way. (What a window that is no longer managed is
    /// sent is the plan's: it left the picture.)
    package mutating func effects(_ before: WMState, _ d: WMState, _ reaction: Reaction, _ v: inout Violations, _ context: String) {
        for effect in reaction.effects {
            switch effect {
            case .close(let w, _), .kill(let w):
                v.expect(before.clients[w] != nil, "\(context): \(effect) of unmanaged \(w)")
            case .grabPointer:
                v.expect(!grabbed, "\(context): a second grabPointer before ungrabPointer")
                grabbed = true
            case .ungrabPointer:
                grabbed = false
            default: break
            }
        }
        v.expect(grabbed == (d.drag != nil), "\(context): pointer grabbed: \(grabbed), drag under way: \(d.drag != nil)")
    }
}

package func sorted(_ windows: some Sequence<WindowID>) -> [WindowID] { windows.sorted() }
