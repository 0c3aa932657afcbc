// The state document's JSON projections: the whole document (`query tree`, and without the
// live facts the state file and `layout save`), one window (`query windows`, `query focused`),
// the workspace list (`query workspaces`, `workspace` events) and the monitors (`query
// monitors`, `monitor` events, and the document's own "monitors"). One writer per fact, so a
// workspace or a window reads the same wherever it appears.
//
//     {
//       "version" : 3,
//       "area" : { "x" : 0, "y" : 0, "width" : 1920, "height" : 1080 },
//       "focused" : 4194305,
//       "zoomed" : null,
//       "root" : {
//         "layout" : "horizontal", "fraction" : 0.5, "hidden" : null, "constraints" : {…}, "style" : {…},
//         "collapsedNow" : false,
//         "primary" : { "window" : 4194305, "class" : "XTerm", "instance" : "xterm", "role" : null,
//                       "title" : "~", "visible" : true, "focused" : true, "urgent" : false,
//                       "rect" : { "x" : 0, "y" : 0, "width" : 957, "height" : 1078 } },
//         "secondary" : { "window" : 6291457, … }
//       },
//       "floating" : [ { "window" : 8388609, "kind" : "floating", …, "rect" : {…} } ],
//       "docks" : [ { "window" : 10485761, "kind" : "dock", … } ],
//       "workspace" : "1",
//       "workspaces" : [
//         { "name" : "1", "number" : 1, "monitor" : "screen", "shown" : true,
//           "area" : {…}, "gaps" : { "inner" : 0, "outer" : null } (only when it has its own),
//           "declared" : true (only when kept while empty: `workspaces set|add`),
//           "zoomed" : null, "root" : {…}, "floating" : [ … ] },
//         { "name" : "web", "number" : null, "monitor" : "screen", "shown" : false, … }
//       ],
//       "monitors" : [
//         { "name" : "screen", "rect" : {…}, "area" : {…}, "primary" : true, "workspace" : "1", "focused" : true }
//       ],
//       "scratchpad" : [ { "window" : 12582913, "kind" : "floating", …, "marks" : [ "term" ], "scratchpad" : true, … } ],
//       "swallowed" : [ { "window" : 10485762, "kind" : "tiled", …, "swallowedBy" : 14680065, … } ]
//     }
//
// The members before "workspace" describe the focused workspace (its area, tree, zoom and
// floating windows) and the docks, as versions 1 and 2 did, so readers of `query tree` that
// know one tree keep working. "workspace" names the focused workspace; "workspaces" holds
// every workspace in panel order, each with the monitor a restore puts it back on (the one
// showing it, else the one it was displaced from, else its own: `WorkspaceEntry.home`) and
// whether that monitor shows it. A split carries what the engine's split holds ("collapsed" :
// true only when `collapse on` forced it; "box" only on an i3 layout file's container of its own)
// and, in `query tree`, "collapsedNow". A leaf
// carries its window's id, what identifies the window across sessions (class, instance,
// role; its minimum size when it has one) and the facts `query` shows; the state file leaves
// out the title (null), the process and the sync handshake. A floating window's "frame" is
// where it floats, which a restore reads; its "rect", where it is shown (elsewhere when
// fullscreen, null when out of sight).
import SplitConfig
import SplitEngine
import SplitJSON
import SplitSyntax
import XModel

extension StateDocument {
    /// Which projection of the document is written.
    public enum Projection: Sendable {
        /// `query tree`: every fact, live ones (titles, processes, splits collapsed now) too.
        case query
        /// The state file and `layout save`: what a restore reads, and what people reading the
        /// file are helped by, without the live facts.
        case stateFile
    }

    /// The document's UTF-8 text.
    public func bytes(_ projection: Projection, pretty: Bool) -> [UInt8] { withBytes(projection, pretty: pretty) { Array($0) } }

    /// The document's UTF-8 text, lent to `body` without a copy (to write it to a file).
    public func withBytes<R>(_ projection: Projection, pretty: Bool, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        // About 1,150 bytes a window (with its share of the splits) when pretty, 500 compact: one allocation.
        // The focused workspace's windows are written twice: at the top and in "workspaces".
        let windows = focusedWorkspace.windowCount + scratchpad.count + swallowed.count + workspaces.reduce(0) { $0 + $1.windowCount }
        var w = JSONWriter(pretty: pretty, capacity: 1024 + windows * (pretty ? 1200 : 520) + workspaces.count * 400)
        write(to: &w, projection)
        return w.withUnsafeBytes(body)
    }

    /// The document as compact text inside a JSON value (a `query tree` reply).
    public func json(_ projection: Projection) -> JSON { .writing { write(to: &$0, projection) } }

    public func write(to w: inout JSONWriter, _ projection: Projection) {
        var cache = SplitTextCache()
        w.object { w in
            w.member("version", Self.version)
            w.key("area")
            focusedWorkspace.area.write(to: &w)
            w.member("focused", focused.map { Int($0.rawValue) })
            writeTree(of: focusedWorkspace, to: &w, projection, cache: &cache)
            w.key("docks")
            writeWindows(docks, to: &w, projection)
            w.member("workspace", workspaces.isEmpty ? nil : focusedWorkspace.name)
            w.key("workspaces")
            w.array { w in
                for workspace in workspaces {
                    w.object { w in
                        let home = workspace.home
                        w.member("name", workspace.name)
                        w.member("number", workspace.number)
                        w.member("monitor", home.monitor)
                        w.member("shown", home.shown)
                        w.key("area")
                        workspace.area.write(to: &w)
                        // Only when it has gaps of its own: other documents read as before.
                        if workspace.gaps != WorkspaceGaps() {
                            w.key("gaps")
                            w.object { w in
                                w.member("inner", workspace.gaps.inner)
                                w.member("outer", workspace.gaps.outer)
                            }
                        }
                        // Only when declared, as the gaps.
                        if workspace.declared { w.member("declared", true) }
                        writeTree(of: workspace, to: &w, projection, cache: &cache)
                    }
                }
            }
            w.key("monitors")
            w.array { w in for monitor in monitors { monitor.write(to: &w) } }
            w.key("scratchpad")
            writeWindows(scratchpad, to: &w, projection)
            // Only while a terminal waits: documents without one read as before swallowing.
            if !swallowed.isEmpty {
                w.key("swallowed")
                writeWindows(swallowed, to: &w, projection)
            }
        }
    }

    /// "zoomed", "root" and "floating" of `workspace`.
    private func writeTree(of workspace: WorkspaceEntry, to w: inout JSONWriter, _ projection: Projection, cache: inout SplitTextCache) {
        w.member("zoomed", workspace.tree.zoomed.map { Int($0.rawValue) })
        w.key("root")
        let collapsed = projection == .query ? workspace.collapsedNow : nil
        if let root = workspace.tree.root { write(root, to: &w, projection, cache: &cache, collapsed: collapsed) } else { w.null() }
        w.key("floating")
        writeWindows(workspace.floating, to: &w, projection)
    }

    private func writeWindows(_ list: [WindowID], to w: inout JSONWriter, _ projection: Projection) {
        w.array { w in for window in list { writeWindow(window, to: &w, projection) } }
    }

    /// `node`; with `collapsed`, each split says whether it is among them ("collapsedNow").
    private func write(_ node: SplitNode<WindowID>, to w: inout JSONWriter, _ projection: Projection, cache: inout SplitTextCache,
                       collapsed: Set<SplitKey<WindowID>>?) {
        switch node {
        case .leaf(let window, let minSize):
            writeWindow(window, minSize: minSize, to: &w, projection)
        case .branch(let b):
            w.object { w in
                b.split.writeMembers(to: &w, cache: &cache)
                if let collapsed { w.member("collapsedNow", collapsed.contains(b.key)) }
                w.key("primary")
                write(b.primary, to: &w, projection, cache: &cache, collapsed: collapsed)
                w.key("secondary")
                write(b.secondary, to: &w, projection, cache: &cache, collapsed: collapsed)
            }
        }
    }

    /// One window as `query windows` and `query focused` show it (`.query`), and as a leaf of
    /// the tree or an entry of a window list shows it.
    public func windowJSON(_ window: WindowID) -> JSON { .writing { writeWindow(window, to: &$0, .query) } }

    private func writeWindow(_ window: WindowID, minSize: Size = .zero, to w: inout JSONWriter, _ projection: Projection) {
        let facts = windows[window] ?? WindowEntry(identity: WindowIdentity(className: "", instance: "", role: nil), rect: nil)
        let live = projection == .query
        w.object { w in
            w.key("window")
            window.write(to: &w)
            // A waiting leaf (WaitingLeaf.swift) is no window: its kind says so.
            w.member("kind", WaitID(leaf: window) == nil ? facts.kind.rawValue : "waiting")
            w.member("fullscreen", facts.fullscreen)
            if live, facts.process.pid != nil || facts.process.machine != nil {
                w.member("pid", facts.process.pid)
                w.member("machine", facts.process.machine)
            }
            if !facts.rules.isEmpty {
                w.key("rules")
                w.array { w in for line in facts.rules { w.value(.int(line)) } }
            }
            w.member("class", facts.identity.className)
            w.member("instance", facts.identity.instance)
            w.member("role", facts.identity.role)
            // What a waiting leaf waits for, as a command's criteria read it back; none: any
            // window, or none at all when it stays empty (i3's `open`).
            let waiting = WaitID(leaf: window).flatMap { waits[$0] }
            if let waiting, waiting.hasCriteria { w.member("criteria", waiting.criteria.description) }
            if waiting?.staysEmpty == true { w.member("empty", true) }
            if minSize != .zero {
                w.key("minSize")
                minSize.write(to: &w)
            }
            w.member("title", live ? facts.title : nil)
            w.member("visible", facts.visible)
            w.member("focused", window == focused)
            w.member("urgent", facts.urgent)
            w.key("marks")
            w.array { w in for mark in waiting?.marks ?? facts.marks { w.value(.string(mark)) } }
            if facts.scratchpad { w.member("scratchpad", true) }
            // A waiting leaf keeps the border `border` gave it and the orientation a layout file did.
            if let titleBar = waiting?.titleBar ?? facts.titleBar { w.member("titleBar", titleBar) }
            if let borderWidth = waiting?.borderWidth ?? facts.borderWidth { w.member("borderWidth", borderWidth) }
            if let layout = waiting?.layout { w.member("layout", layout.rawValue) }
            if facts.sticky { w.member("sticky", true) }
            if let holder = facts.swallowedBy { w.member("swallowedBy", Int(holder.rawValue)) }
            if live, let sync = facts.syncRequest {
                w.key("syncRequest")
                w.object { w in
                    w.member("counter", Int(sync.counter))
                    w.member("sent", sync.sent.map { Int($0) })
                    w.member("reached", sync.reached.map { Int($0) })
                    w.member("unresponsive", sync.unresponsive)
                }
            }
            w.key("rect")
            Self.write(facts.rect, to: &w)
            if let frame = facts.frame {
                w.key("frame")
                Self.write(frame, to: &w)
            }
        }
    }

    private static func write(_ rect: PixelRect?, to w: inout JSONWriter) {
        guard let rect else { return w.null() }
        w.object { w in
            w.member("x", rect.x)
            w.member("y", rect.y)
            w.member("width", rect.width)
            w.member("height", rect.height)
        }
    }

    /// `query workspaces` and the `workspace` event's list: each workspace as a panel shows it
    /// (`index` is the EWMH desktop number; `monitor` the one it is on now).
    public static func json(_ workspaces: [WorkspaceEntry]) -> JSON {
        .array(workspaces.map { w in
            [
                "name": .string(w.name), "number": w.number.map { .int($0) } ?? .null, "index": .int(w.index),
                "monitor": .string(w.monitor), "shown": .bool(w.shown), "focused": .bool(w.focused), "urgent": .bool(w.urgent),
                "windows": .int(w.windowCount),
            ]
        })
    }

    /// `query monitors`, the `monitor` event's list and the document's "monitors": one form.
    public static func json(_ monitors: [MonitorEntry]) -> JSON { .writing { w in w.array { w in for m in monitors { m.write(to: &w) } } } }
}

extension StateDocument.MonitorEntry {
    func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("name", name)
            w.key("rect")
            rect.write(to: &w)
            w.key("area")
            area.write(to: &w)
            w.member("primary", primary)
            w.member("workspace", workspace)
            w.member("focused", focused)
        }
    }
}
