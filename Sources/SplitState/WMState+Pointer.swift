// The pointer: splitter drags (and modifier+drag inside a window), moving and resizing
// floating windows, double clicks that equalize, click to focus and focus that follows the mouse.
import SplitEngine
import XModel

extension WMState {
    mutating func splitterPress(_ splitter: SplitterName, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        notePress(at: point, time: time, &out)
        // The splitter's monitor gets the keyboard: a drag works on the focused workspace's tree.
        guard workspaces.contains(splitter.workspace), let m = monitorShowing(splitter.workspace),
              let split = workspaces[splitter.workspace].tree.splitIndex(of: splitter.key) else { return }
        if m != outputs.focusedIndex { show(splitter.workspace, &out) }
        if let last = input.lastSplitterClick, last.splitter == splitter,
           time &- last.time <= UInt32(settings.doubleClickMilliseconds), last.point.isClick(to: point) {
            input.lastSplitterClick = nil
            if let equalized = try? focusedTree.equalizingOnly(split: split, in: focusedArea) { focusedTree = equalized }
            return
        }
        beginDrag(ofSplit: split, at: point, time: time, fromSplitter: true, &out)
    }

    /// Modifier+button 1 inside a window: moves a floating window, and a tile too while
    /// `tiling-drag` has `modifier` (WMState+TileDrag.swift); else drags the splitter along a
    /// tile's edge nearest the pointer.
    mutating func modifierPress(_ window: WindowID, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        notePress(at: point, time: time, &out)
        guard let client = clients[window], client.workspace != nil else { return }
        if client.kind == .floating {
            beginFrameDrag(of: client, at: point, time: time, resizing: false, &out)
            return
        }
        if client.kind == .tiled, settings.tilingDrag.contains(.modifier) {
            beginTileDrag(window, at: point, time: time, &out)
            return
        }
        dragNearestSplitter(of: client, at: point, time: time, &out)
    }

    /// Modifier+button 3 inside a window: a floating window's bottom-right corner follows the
    /// pointer; a tile's nearest splitter does (i3's and bspwm's resize gesture).
    mutating func modifierResizePress(_ window: WindowID, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        notePress(at: point, time: time, &out)
        guard let client = clients[window], !client.fullscreen, client.workspace != nil else { return }
        if client.kind == .tiled {
            dragNearestSplitter(of: client, at: point, time: time, &out)
            return
        }
        guard client.kind == .floating else { return }
        beginFrameDrag(of: client, at: point, time: time, resizing: true, &out)
    }

    /// Drags the splitter along the edge of a tile nearest the pointer.
    private mutating func dragNearestSplitter(of client: Client, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        guard client.kind == .tiled, !client.fullscreen, let split = nearestSplit(of: client.window, to: point) else { return }
        beginDrag(ofSplit: split, at: point, time: time, fromSplitter: false, &out)
    }

    /// A click inside a managed window focuses it (docks excepted).
    mutating func windowPress(_ window: WindowID, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        notePress(at: point, time: time, &out)
        guard window != focused else { return }
        if let wait = WaitID(leaf: window), let home = workspace(of: wait) {
            // A waiting leaf's frame: its monitor gets the keyboard, so the leaf can take the focus.
            guard let monitor = monitorShowing(home) else { return }
            outputs.focusedIndex = monitor
            return focus(window, &out)
        }
        guard clients.contains(window) else { return }
        focus(window, &out)
    }

    /// A press on a group's bar: a tab's window focused (which shows it), or with the wheel
    /// the tab before or after the one the group shows, without wrapping around.
    mutating func tabPress(_ window: WindowID, _ gesture: TabGesture, group: SplitKey<WindowID>, at point: PixelPoint, time: UInt32,
                           _ out: inout Reaction) {
        notePress(at: point, time: time, &out)
        guard clients.contains(window), let home = clients.workspace(of: window) else { return }
        var target = window
        if gesture != .select {
            // The group whose bar it was (nested groups each have their own), as the tree is now.
            let workspace = workspaces[home]
            guard let split = workspace.tree.splitIndex(of: group), let top = workspace.tree.pathToSplit(split),
                  let members = workspace.tree.groupMembers(at: top) else { return }
            let shown = focused.flatMap { f in members.firstIndex { $0.contains(f) } }
                ?? workspace.recency.lazy.compactMap { r in members.firstIndex { $0.contains(r) } }.first ?? 0
            let next = shown + (gesture == .next ? 1 : -1)
            guard members.indices.contains(next) else { return }
            target = members[next].faceLeaf(focused: nil, recency: workspace.recency)
        }
        // A tab or title bar pressed with button 1 may be dragged away: the tile is picked up,
        // and stays a click until the pointer goes further (`tiling-drag titlebar`).
        if gesture == .select, settings.tilingDrag.contains(.titleBar), clients[target]?.kind == .tiled {
            beginTileDrag(target, at: point, time: time, &out)
            return
        }
        guard target != focused else { return }
        focus(target, &out)
    }

    private mutating func beginFrameDrag(of client: Client, at point: PixelPoint, time: UInt32, resizing: Bool,
                                         _ out: inout Reaction) {
        guard !client.fullscreen else { return }
        focus(client.window, &out)
        // Its frame as the focus left it: showing its workspace may have moved it onto its monitor.
        let frame = clients[client.window]?.frame ?? client.frame
        let drag = FrameDrag(window: client.window, workspace: focusedWorkspace.id, frameAtPress: frame, pressedAt: point)
        self.drag = resizing ? .resize(drag) : .move(drag)
        out.effects.append(.grabPointer(resizing ? .resizeCorner : .move, time: time))
    }

    /// A press while a drag is under way means its release was lost (another client's grab,
    /// a stopped process): the button that held the drag let go, so the drag ends (as any
    /// whose hold is gone) and this press is taken afresh.
    private mutating func notePress(at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        input.lastTime = time
        input.lastUserInput = time
        input.lastPointer = point
        endDragWhoseHoldIsGone(buttonPressedAgain: true, &out)
    }

    /// Whether the pointer moving to `point` changes anything: during a drag always; otherwise
    /// only over empty space (`overWindow` false) on another monitor, with focus following the
    /// mouse. The X edge asks before it hands a motion over: most motion changes nothing.
    public func motionMatters(at point: PixelPoint, overWindow: Bool) -> Bool {
        drag != nil || monitorTakingTheKeyboard(at: point, overWindow: overWindow) != nil
    }

    /// The monitor the pointer at `point` gives the keyboard to, when not dragging.
    private func monitorTakingTheKeyboard(at point: PixelPoint, overWindow: Bool) -> Int? {
        guard drag == nil, !overWindow, settings.focusFollowsMouse, let m = outputs.index(at: point), m != outputs.focusedIndex else { return nil }
        return m
    }

    mutating func motion(to point: PixelPoint, time: UInt32, overWindow: Bool = false, _ out: inout Reaction) {
        input.lastTime = time
        input.lastPointer = point
        if case .tile(let carried)? = drag {
            tileMotion(carried, to: point, &out)
            return
        }
        if let drag, let window = drag.window,
           let frame = drag.frame(at: point, limits: clients[window]?.facts.sizeLimits ?? SizeLimits(), on: outputs) {
            moveFloating(window, to: frame)
            return
        }
        guard var state = splitterDrag else {
            // The pointer over another monitor's empty space takes the keyboard there (focus follows the mouse).
            if let m = monitorTakingTheKeyboard(at: point, overWindow: overWindow) { show(shownWorkspace(on: m), &out) }
            return
        }
        (focusedTree, state.drag) = focusedTree.dragging(state.drag, to: Point(x: point.x, y: point.y), in: focusedArea)
        state.treeDragged = focusedTree
        splitterDrag = state
        out.effects.append(.notice(.splitter(phase: "drag", workspace: focusedWorkspace.name, key: state.drag.key,
                                             fraction: state.drag.fraction,
                                             hidden: state.drag.hidden)))
    }

    mutating func buttonRelease(at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        input.lastTime = time
        // Whatever it drags, the drag ends here; what it shows stays.
        guard let drag else { return }
        endDrag(time: time, &out)
        if case .tile(let carried) = drag {
            tileRelease(carried, &out)
            return
        }
        if let window = drag.window {
            out.effects.append(.saveSoon)
            // Dropped on another monitor, a floating window joins the workspace shown there (as in i3).
            if case .move = drag { joinMonitorUnderCentre(window, &out) }
            return
        }
        guard case .splitter(let state) = drag else { return }
        out.effects.append(.notice(.splitter(phase: "release", workspace: focusedWorkspace.name, key: state.drag.key,
                                             fraction: state.drag.fraction,
                                             hidden: state.drag.hidden)))
        out.effects.append(.saveSoon)
        // Only a press and release in place counts toward a double click; a drag does not.
        input.lastSplitterClick = state.fromSplitter && state.pressedAt.isClick(to: point)
            ? SplitterClick(splitter: SplitterName(workspace: focusedWorkspace.id, key: state.drag.key), time: time, point: point)
            : nil
    }

    /// Ends the drag under way, if any: what the tree shows stays. Its release and Escape end
    /// it where they happen; anything that takes away what it holds (the button, pressed
    /// again after a lost release, included), `endDragWhoseHoldIsGone`.
    mutating func endDrag(time: UInt32 = 0, _ out: inout Reaction) {
        guard drag != nil else { return }
        drag = nil
        out.effects.append(.ungrabPointer(time: time))
    }

    /// The one place a drag ends because what it holds is gone, asked after every event
    /// (`handle`), whatever changed it, and before a press: the button was pressed again
    /// (`buttonPressedAgain`: its release was lost); its workspace is no longer the focused
    /// one (another was shown, another monitor took the keyboard); a splitter's split is no
    /// longer in the tree (held by its `SplitKey`: a window coming or going elsewhere leaves
    /// it, and the drag goes on, as i3's does while a window maps), or lies the other way; a
    /// carried tile is no longer in the tree; a moved or resized window no longer floats
    /// there (closed, tiled, sent away, hidden in the scratchpad).
    mutating func endDragWhoseHoldIsGone(buttonPressedAgain: Bool = false, _ out: inout Reaction) {
        guard let drag else { return }
        guard !buttonPressedAgain, drag.workspace == focusedWorkspace.id, let holding = self.holding(drag) else {
            endDrag(&out)
            return
        }
        self.drag = holding
    }

    /// `drag` with what it holds found on the focused workspace as it is now, or nil when that
    /// is gone. A splitter drag that goes on over a tree something else changed starts from
    /// that tree (`SplitterDrag.goOn`).
    private func holding(_ drag: PointerDrag) -> PointerDrag? {
        switch drag {
        case .splitter(var d):
            guard let found = focusedTree.locating(d.drag) else { return nil }
            d.goOn(over: focusedTree, found: found, in: focusedArea)
            return .splitter(d)
        case .move(let d), .resize(let d):
            return clients[d.window]?.place == .floating(d.workspace) ? drag : nil
        case .tile(let d):
            return clients[d.window]?.place == .tiled(d.workspace) ? drag : nil
        }
    }

    private mutating func beginDrag(ofSplit split: Int, at point: PixelPoint, time: UInt32, fromSplitter: Bool,
                                    _ out: inout Reaction) {
        guard let started = try? focusedTree.beginningDrag(ofSplit: split, at: Point(x: point.x, y: point.y), in: focusedArea)
        else { return }
        // The press already holds an implicit (or passive) grab until release; this one
        // shows the resize cursor wherever the pointer goes and takes all motion.
        out.effects.append(.grabPointer(started.layout == .horizontal ? .resizeLeftRight : .resizeUpDown, time: time))
        splitterDrag = SplitterDrag(drag: started, workspace: focusedWorkspace.id, pressedAt: point, fromSplitter: fromSplitter,
                                    treeAtPress: focusedTree)
    }

    /// The split along the edge of `window` nearest to `point` (among edges that have one).
    /// Measured from the rectangle the picture gives the window in its tile (fitted to its
    /// size hints), found from the cached layout: a press used to build the whole picture to
    /// read this one rectangle.
    private mutating func nearestSplit(of window: WindowID, to point: PixelPoint) -> Int? {
        let border = borderWidth(of: window)
        guard let tile = focusedLayoutCached().rect(of: window), Picture.hasRoom(tile, border: border) else { return nil }
        let r = PicturePainter(self).fitInTile(window, Picture.clientRect(for: tile, border: border))
        let distances: [(Direction, Int)] = [
            (.left, point.x - r.x), (.right, r.x + r.width - point.x),
            (.up, point.y - r.y), (.down, r.y + r.height - point.y),
        ]
        for (direction, _) in distances.sorted(by: { $0.1 < $1.1 }) {
            if let split = focusedTree.splitIndex(bordering: window, toward: direction) { return split }
        }
        return nil
    }

    /// The pointer on a bar focuses what i3 focuses for the pointer on a decoration: a title
    /// bar's window; on a group's bar, the member that has (or last had) the focus, not the
    /// tab under the pointer, so that crossing a row of tabs does not flip through them.
    mutating func enterBar(_ window: WindowID, group: SplitKey<WindowID>, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        guard let home = clients.workspace(of: window) else { return }
        let tree = workspaces[home].tree
        var target = window
        if let split = tree.splitIndex(of: group), let top = tree.pathToSplit(split), tree.groupMembers(at: top) != nil,
           let node = tree.node(at: top) {
            target = node.faceLeaf(focused: focused, recency: workspaces[home].recency)
        }
        enter(target, at: point, time: time, &out)
    }

    mutating func enter(_ window: WindowID, at point: PixelPoint, time: UInt32, _ out: inout Reaction) {
        input.lastTime = time
        guard settings.focusFollowsMouse, drag == nil, clients[window]?.workspace != nil else { return }
        // A window that moved or appeared under a still pointer is no reason to move focus.
        defer { input.lastPointer = point }
        guard point != input.lastPointer, focused != window else { return }
        // An EnterNotify sent while the window was still on screen (a restore hides on its
        // first render what adoption found mapped) must not pull its workspace back into view.
        guard isOnShownWorkspace(window) else { return }
        focus(window, &out)
    }
}
