// The state as motions see it: what each monitor shows (`Scene.all(of:)`), and the picture of
// one frame of a motion (`Picture.frame(_:of:)`): the state's own picture with the moving
// monitors' tiles and splitters where the frame puts them, and every tile no window fills
// painted over, so no frame has a hole.
import SplitEngine
import XModel

extension Scene {
    /// What each monitor of `state` shows, by monitor name, laid out as the picture lays it out
    /// (from the layouts cached).
    public static func all(of state: inout WMState) -> [String: Scene] {
        var scenes: [String: Scene] = [:]
        let collapse = state.settings.collapseBelow
        for (m, monitor) in state.outputs.monitors.enumerated() {
            let shown = state.shownWorkspace(on: m)
            let focus = m == state.outputs.focusedIndex ? state.focused : state.workspaces[shown].recency.first
            let layout = state.workspaces[shown].currentLayout(focused: focus, collapseBelow: collapse, bars: state.bars)
            var floating: [WindowID: Rect] = [:]
            for window in state.workspaces[shown].floating {
                guard let client = state.clients[window], !client.fullscreen else { continue }
                let f = client.frame, border = state.borderWidth(of: window)
                floating[window] = Rect(x: f.x, y: f.y, width: f.width + 2 * border, height: f.height + 2 * border)
            }
            let workspace = state.workspaces[shown]
            scenes[monitor.name] = Scene(workspace: workspace.id, tree: workspace.tree, layout: layout,
                                         area: workspace.site.area, focused: focus, collapseBelow: collapse,
                                         recency: workspace.recency, bars: state.bars, floating: floating,
                                         slides: slidingRoom(of: workspace, laidOut: layout, state))
        }
        return scenes
    }

    /// The room inside `workspace`'s sidebars, which a switch slides while they stay still:
    /// all of its area unless every tile of `layout` lies wholly inside that room or wholly
    /// outside it (a zoomed window or a collapsed split lays the tree out otherwise).
    static func slidingRoom(of workspace: Workspace, laidOut layout: Layout<WindowID>, _ state: WMState) -> Rect {
        guard workspace.tree.zoomed == nil else { return workspace.site.area }
        let room = workspace.tree.restArea(where: state.isStickyTile, in: workspace.site.area)
        guard room != workspace.site.area else { return room }
        let clean = layout.tiles.allSatisfy { tile in
            tile.rect.isEmpty || Strip.holds(room, tile.rect) || tile.rect.intersection(room) == nil
        }
        return clean ? room : workspace.site.area
    }

    /// The workspaces in order: a switch to a later one slides in from the right.
    public static func order(of state: WMState) -> [WorkspaceID] { state.workspaces.map(\.id) }
}

extension Picture {
    /// This picture (`state`'s) with the moving monitors' tiled windows, splitters and bars as
    /// `frames` (by monitor name) places them. Everything else (focus, states, floating windows,
    /// panels) is this picture's: a frame moves windows and nothing else.
    public func frame(_ frames: [String: [FramePart]], of state: WMState) -> Picture {
        var picture = self
        var moving = Set<WorkspaceID>()
        var tiled = Set<WindowID>()
        tiled.reserveCapacity(windows.count)
        for (m, monitor) in state.outputs.monitors.enumerated() where frames[monitor.name] != nil {
            moving.insert(state.workspaces[state.shownWorkspace(on: m)].id)
            tiled.formUnion(state.workspaces[state.shownWorkspace(on: m)].tree.leaves)
        }
        for part in frames.values.joined() {
            moving.insert(part.workspace)
            tiled.formUnion(part.layout.tiles.map(\.leaf))
        }
        let above = Set(stack)
        // The windows in the moving workspaces' trees now: a frame's tile of any other leaf is a
        // window closed or gone above the tiles.
        var inTrees = Set<WindowID>()
        inTrees.reserveCapacity(tiled.count)
        for workspace in state.workspaces where moving.contains(workspace.id) { inTrees.formUnion(workspace.tree.leaves) }
        picture.splitters = picture.splitters.filter { !moving.contains($0.value.workspace) }
        picture.tabBars = picture.tabBars.filter { !moving.contains($0.value.workspace) }
        picture.splitters.reserveCapacity(picture.splitters.count + frames.values.joined().reduce(0) { $0 + $1.layout.splitters.count })
        let painter = PicturePainter(state)
        let border = { (window: WindowID) in state.borderWidth(of: window) }
        let fill = state.settings.border.unfocusedColor
        // Where the frame puts the windows it moves (a later part's word wins), written into the
        // records below, each once.
        var placed: [WindowID: Placement] = [:]
        // The tile each placed window fills, by part: a window in two parts (a sticky tile
        // sliding out of one workspace and in with the other) fills the later one, and the
        // earlier tile is painted rather than left a hole.
        var filled: [WindowID: Rect] = [:]
        for part in frames.values.joined() {
            // A window between its tile and its floating place flies over the tiles; its tile
            // is painted meanwhile.
            for (window, rect) in part.fliers where state.clients.contains(window) && Picture.hasRoom(rect, border: border(window)) {
                placed[window] = Placement(rect: Picture.clientRect(for: rect, border: border(window)), border: border(window),
                                           borderColor: painter.borderColor(of: window))
            }
            for tile in part.layout.tiles where !tile.rect.isEmpty && part.fliers[tile.leaf] == nil {
                // A window still tiled fills its tile once the tile can hold it; otherwise (closed,
                // gone above the tiles, too small yet) the tile is painted.
                let width = border(tile.leaf)
                if Picture.hasRoom(tile.rect, border: width), inTrees.contains(tile.leaf), !above.contains(tile.leaf) {
                    if let earlier = filled.updateValue(tile.rect, forKey: tile.leaf), earlier != tile.rect {
                        picture.vacancies[tile.leaf] = Mark(rect: pixelRect(earlier), color: fill)
                    }
                    placed[tile.leaf] = Placement(rect: painter.fitInTile(tile.leaf, Picture.clientRect(for: tile.rect, border: width)),
                                                  border: width, borderColor: painter.borderColor(of: tile.leaf))
                } else {
                    picture.vacancies[tile.leaf] = Mark(rect: pixelRect(tile.rect), color: fill)
                }
            }
            for tile in part.layout.tiles where !tile.rect.isEmpty && part.fliers[tile.leaf] != nil {
                picture.vacancies[tile.leaf] = Mark(rect: pixelRect(tile.rect), color: fill)
            }
            // Groups' bars glide with their groups: each frame's tiling has them in it.
            for group in part.layout.groups where group.bar.width > 0 && group.bar.height > 0 {
                picture.tabBars[group.key] = TabBar(workspace: part.workspace, rect: pixelRect(group.bar), tabs: painter.tabs(of: group))
            }
            for s in part.layout.splitters {
                picture.splitters[s.key] = Splitter(workspace: part.workspace, split: s.split, layout: s.layout,
                                                    hit: s.hit, drawn: s.drawn, color: s.color)
            }
        }
        // A waiting leaf of a moving workspace's frame moves with it.
        for wait in picture.waits.keys where tiled.contains(wait.leaf) { picture.waits[wait] = placed.removeValue(forKey: wait.leaf) }
        // A tiled window of a moving workspace is where the frame puts it, or out of sight if it
        // puts it nowhere; a flier where it flies. A record is written only where that changes it
        // (most windows of a reflow stay where they are).
        for window in tiled where !above.contains(window) {
            let placement = placed.removeValue(forKey: window)
            if picture.windows[window]?.placement != placement { picture.windows[window]?.placement = placement }
        }
        for (window, placement) in placed where picture.windows[window]?.placement != placement {
            picture.windows[window]?.placement = placement
        }
        return picture
    }
}
