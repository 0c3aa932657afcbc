// The state as motions see it: what each monitor shows (a scene), and the picture of one frame
// of a motion: the state's own picture with the moving monitors' tiles and splitters where
// the frame puts them, and every tile no window fills painted over, so no frame has a hole.
import SplitEngine
import XModel

extension WMState {
    /// What each monitor shows, by monitor name, laid out as the picture lays it out (from the
    /// layouts cached).
    public mutating func scenes() -> [String: Scene] {
        var scenes: [String: Scene] = [:]
        let collapse = settings.collapseBelow
        for (m, monitor) in outputs.monitors.enumerated() {
            let index = shownIndex(on: m)
            let focus = m == outputs.focusedIndex ? focused : workspaces[index].recency.first
            let layout = workspaces[index].currentLayout(focused: focus, collapseBelow: collapse)
            var floating: [WindowID: Rect] = [:]
            let border = settings.border.width
            for window in workspaces[index].floating {
                guard let client = clients[window], !client.fullscreen else { continue }
                let f = client.frame
                floating[window] = Rect(x: f.x, y: f.y, width: f.width + 2 * border, height: f.height + 2 * border)
            }
            scenes[monitor.name] = Scene(workspace: workspaces[index].name, tree: workspaces[index].tree, layout: layout,
                                         area: workspaces[index].area, focused: focus, collapseBelow: collapse,
                                         floating: floating)
        }
        return scenes
    }

    /// The workspaces' names in order: a switch to a later one slides in from the right.
    public var workspaceOrder: [String] { workspaces.map(\.name) }

    /// `target` (this state's picture) with the moving monitors' tiled windows and splitters as
    /// `frames` (by monitor name) places them. Everything else (focus, states, floating windows,
    /// panels) is the target's: a frame moves windows and nothing else.
    public func framePicture(_ target: Picture, frames: [String: [FramePart]]) -> Picture {
        var picture = target
        var moving = Set<String>()
        var tiled = Set<WindowID>()
        for (m, monitor) in outputs.monitors.enumerated() where frames[monitor.name] != nil {
            moving.insert(workspaces[shownIndex(on: m)].name)
            tiled.formUnion(workspaces[shownIndex(on: m)].tree.leaves)
        }
        for part in frames.values.joined() {
            moving.insert(part.workspace)
            tiled.formUnion(part.layout.tiles.map(\.leaf))
        }
        let above = Set(target.stack)
        // The windows in the moving workspaces' trees now: a frame's tile of any other leaf is a
        // window closed or gone above the tiles.
        var inTrees = Set<WindowID>()
        for workspace in workspaces where moving.contains(workspace.name) { inTrees.formUnion(workspace.tree.leaves) }
        for window in tiled where !above.contains(window) { picture.windows[window]?.placement = nil }
        picture.splitters = picture.splitters.filter { !moving.contains($0.value.workspace) }
        let border = settings.border.width
        let fill = settings.border.unfocusedColor
        for part in frames.values.joined() {
            // A window between its tile and its floating place flies over the tiles; its tile
            // is painted meanwhile.
            for (window, rect) in part.fliers where clients[window] != nil && Picture.hasRoom(rect, border: border) {
                picture.windows[window]?.placement = Picture.Placement(rect: Picture.clientRect(for: rect, border: border),
                                                                       border: border, borderColor: borderColor(of: window))
            }
            for tile in part.layout.tiles where !tile.rect.isEmpty && part.fliers[tile.leaf] == nil {
                // A window still tiled fills its tile once the tile can hold it; otherwise (closed,
                // gone above the tiles, too small yet) the tile is painted.
                if Picture.hasRoom(tile.rect, border: border), inTrees.contains(tile.leaf), !above.contains(tile.leaf) {
                    picture.windows[tile.leaf]?.placement = Picture.Placement(
                        rect: fitInTile(tile.leaf, Picture.clientRect(for: tile.rect, border: border)),
                        border: border, borderColor: borderColor(of: tile.leaf))
                } else {
                    picture.vacancies[tile.leaf] = Picture.Mark(rect: pixelRect(tile.rect), color: fill)
                }
            }
            for tile in part.layout.tiles where !tile.rect.isEmpty && part.fliers[tile.leaf] != nil {
                picture.vacancies[tile.leaf] = Picture.Mark(rect: pixelRect(tile.rect), color: fill)
            }
            for s in part.layout.splitters {
                picture.splitters[s.key] = Picture.Splitter(workspace: part.workspace, split: s.split, layout: s.layout,
                                                            hit: s.hit, drawn: s.drawn, color: s.color)
            }
        }
        return picture
    }
}
