// The one JSON document of the window manager's state: the state file, `query tree` and the
// tests' oracle are the same text (as bspwm's is), built by one writer and read by one reader.
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
//           "area" : {…}, "zoomed" : null, "root" : {…}, "floating" : [ … ] },
//         { "name" : "web", "number" : null, "monitor" : "screen", "shown" : false, … }
//       ],
//       "monitors" : [
//         { "name" : "screen", "rect" : {…}, "area" : {…}, "primary" : true, "workspace" : "1" }
//       ],
//       "scratchpad" : [ { "window" : 12582913, "kind" : "floating", …, "marks" : [ "term" ], "scratchpad" : true, … } ]
//     }
//
// The members before "workspace" describe the focused workspace (its area, tree, zoom and
// floating windows) and the docks, as versions 1 and 2 did, so readers of `query tree` that
// know one tree keep working. "workspace" names the focused workspace; "workspaces" holds
// every workspace (the focused one too) in the order panels show them, each with the monitor
// it is on (the one showing it, else the one it waits to go back to, else its own) and
// whether that monitor shows it; "monitors" holds the monitors as RandR reports them, with
// their tiling areas and the workspace each shows.
//
// A split carries what the engine's split holds ("collapsed" : true only when `collapse on`
// forced it) and, in `query tree` (not the state file), "collapsedNow": whether it shows one
// side only now, by `collapse-below` or forced, as the picture lays its workspace out. A leaf carries its window's id, what
// identifies the window across sessions (class, instance, role; its minimum size when it has
// one) and the live facts `query` shows. Floating windows (bottom to top) and docks follow
// the tree. Reading for a restore takes the version, the workspaces (with their areas,
// trees and floating windows' rectangles), the focus and the identities, and ignores the live
// facts and the monitors (the monitors at a restore are RandR's). Versions 1 and 2 read as
// one workspace: the top-level tree. "scratchpad" lists the windows hidden there, the next to
// show first; every window carries its "marks", and a scratchpad window (hidden, or shown on a
// workspace) "scratchpad" : true. A document without them (written before they were) reads as
// one with an empty scratchpad and no marks.
import SplitState
import SplitEngine
import SplitJSON
import SplitX

/// What the document shows of one window besides its place in the tree. The window manager
/// supplies it from what it keeps, so building the document asks X nothing.
public struct WindowReport: Sendable {
    public var identity: WindowIdentity?
    /// tiled, floating, dock or desktop.
    public var kind: ClientKind
    public var fullscreen: Bool
    /// The config lines of the window rules that matched it when it was managed.
    public var rules: [Int] = []
    /// _NET_WM_PID and WM_CLIENT_MACHINE, as the client gave them (nil: not given; the state file leaves them out).
    public var pid: Int?
    public var machine: String?
    /// Nil is written as null (the state file leaves titles out: see `StateSaver.save`).
    public var title: String?
    public var visible: Bool
    public var urgent: Bool
    /// The client rectangle (border excluded) it was last configured to.
    public var rect: PixelRect?
    /// Its _NET_WM_SYNC_REQUEST counter and handshake (`query` only); nil leaves it out.
    public var syncRequest: SyncRequestReport?
    /// Its marks (`mark NAME`), written always (`"marks" : []`), as i3's tree has them.
    public var marks: [String] = []
    /// A scratchpad window (hidden in the scratchpad, or shown by `scratchpad show`); written only when true.
    public var scratchpad = false

    public init(identity: WindowIdentity?, kind: ClientKind = .tiled, fullscreen: Bool = false, title: String?,
                visible: Bool, urgent: Bool, rect: PixelRect?) {
        self.identity = identity
        self.kind = kind
        self.fullscreen = fullscreen
        self.title = title
        self.visible = visible
        self.urgent = urgent
        self.rect = rect
    }
}

/// One workspace as the document shows it.
public struct WorkspaceEntry: Sendable {
    public var name: String
    public var number: Int?
    public var monitor: String
    public var shown: Bool
    public var area: Rect
    public var tree: SplitTree<WindowID>
    /// Bottom to top.
    public var floating: [WindowID]
    /// The pre-order positions of the splits that show one side only now; nil leaves
    /// "collapsedNow" out (the state file: a live fact, recomputed at a restore).
    public var collapsedNow: Set<Int>?

    public init(name: String, number: Int?, monitor: String, shown: Bool, area: Rect, tree: SplitTree<WindowID>,
                floating: [WindowID] = [], collapsedNow: Set<Int>? = nil) {
        self.collapsedNow = collapsedNow
        self.name = name
        self.number = number
        self.monitor = monitor
        self.shown = shown
        self.area = area
        self.tree = tree
        self.floating = floating
    }
}

/// One monitor as the document shows it.
public struct MonitorEntry: Sendable {
    public var name: String
    public var frame: Rect
    public var area: Rect
    public var primary: Bool
    /// The name of the workspace it shows.
    public var workspace: String

    public init(name: String, frame: Rect, area: Rect, primary: Bool, workspace: String) {
        self.name = name
        self.frame = frame
        self.area = area
        self.primary = primary
        self.workspace = workspace
    }
}

/// The state as one document: built from the focused workspace's tree, area and floating
/// windows, every workspace and monitor, the focus and a per-window provider of facts;
/// written compact for IPC or pretty for the file.
public struct StateDocument {
    /// 1 was the first state file (the engine's tree document beside a table of identities),
    /// 2 this document with one tree, both still read; 3 is this document with every workspace.
    public static let version = 3

    public var tree: SplitTree<WindowID>
    public var area: Rect
    public var focused: WindowID?
    /// Floating windows, bottom to top, and docks (with the desktop windows: both place themselves).
    public var floating: [WindowID]
    public var docks: [WindowID]
    /// The focused workspace's name (nil: none given, as for a document of one tree).
    public var workspace: String?
    public var workspaces: [WorkspaceEntry]
    public var monitors: [MonitorEntry]
    public var facts: (WindowID) -> WindowReport
    /// The focused workspace's splits that show one side only now (see `WorkspaceEntry.collapsedNow`).
    public var collapsedNow: Set<Int>?
    /// The windows hidden in the scratchpad, the next to show first.
    public var scratchpad: [WindowID]

    public init(tree: SplitTree<WindowID>, area: Rect, focused: WindowID?, floating: [WindowID] = [], docks: [WindowID] = [],
                workspace: String? = nil, workspaces: [WorkspaceEntry] = [], monitors: [MonitorEntry] = [],
                scratchpad: [WindowID] = [], collapsedNow: Set<Int>? = nil, facts: @escaping (WindowID) -> WindowReport) {
        self.collapsedNow = collapsedNow
        self.scratchpad = scratchpad
        self.tree = tree
        self.area = area
        self.focused = focused
        self.floating = floating
        self.docks = docks
        self.workspace = workspace
        self.workspaces = workspaces
        self.monitors = monitors
        self.facts = facts
    }

    /// The document's UTF-8 text.
    public func bytes(pretty: Bool) -> [UInt8] { withBytes(pretty: pretty) { Array($0) } }

    /// The document's UTF-8 text, lent to `body` without a copy (to write it to a file).
    public func withBytes<R>(pretty: Bool, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        // About 1,150 bytes a window (with its share of the splits) when pretty, 500 compact: one allocation.
        // The focused workspace's windows are written twice: at the top and in "workspaces".
        let windows = tree.leafCount + scratchpad.count + workspaces.reduce(0) { $0 + $1.tree.leafCount + $1.floating.count }
        var w = JSONWriter(pretty: pretty, capacity: 1024 + windows * (pretty ? 1200 : 520) + workspaces.count * 400)
        write(to: &w)
        return w.withUnsafeBytes(body)
    }

    /// The document as compact text inside a JSON value (a `query tree` reply).
    public var json: JSON { .writing { write(to: &$0) } }

    public func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("version", Self.version)
            w.key("area")
            area.write(to: &w)
            w.member("focused", focused.map { Int($0.rawValue) })
            w.member("zoomed", tree.zoomed.map { Int($0.rawValue) })
            w.key("root")
            var cache = SplitTextCache()
            var next = 0
            if let root = tree.root { write(root, to: &w, cache: &cache, collapsed: collapsedNow, next: &next) } else { w.null() }
            w.key("floating")
            writeWindows(floating, to: &w)
            w.key("docks")
            writeWindows(docks, to: &w)
            w.member("workspace", workspace)
            w.key("workspaces")
            w.array { w in
                for entry in workspaces {
                    w.object { w in
                        w.member("name", entry.name)
                        w.member("number", entry.number)
                        w.member("monitor", entry.monitor)
                        w.member("shown", entry.shown)
                        w.key("area")
                        entry.area.write(to: &w)
                        w.member("zoomed", entry.tree.zoomed.map { Int($0.rawValue) })
                        w.key("root")
                        var next = 0
                        if let root = entry.tree.root {
                            write(root, to: &w, cache: &cache, collapsed: entry.collapsedNow, next: &next)
                        } else {
                            w.null()
                        }
                        w.key("floating")
                        writeWindows(entry.floating, to: &w)
                    }
                }
            }
            w.key("monitors")
            w.array { w in
                for monitor in monitors {
                    w.object { w in
                        w.member("name", monitor.name)
                        w.key("rect")
                        monitor.frame.write(to: &w)
                        w.key("area")
                        monitor.area.write(to: &w)
                        w.member("primary", monitor.primary)
                        w.member("workspace", monitor.workspace)
                    }
                }
            }
            w.key("scratchpad")
            writeWindows(scratchpad, to: &w)
        }
    }

    private func writeWindows(_ windows: [WindowID], to w: inout JSONWriter) {
        w.array { w in
            for window in windows { Self.writeWindow(window, facts(window), focused: window == focused, to: &w) }
        }
    }

    /// `node`, whose first split has pre-order position `next` (advanced past its splits);
    /// with `collapsed`, each split says whether it is among them ("collapsedNow").
    private func write(_ node: SplitNode<WindowID>, to w: inout JSONWriter, cache: inout SplitTextCache,
                       collapsed: Set<Int>?, next: inout Int) {
        switch node {
        case .leaf(let window, let minSize):
            Self.writeWindow(window, facts(window), focused: window == focused, minSize: minSize, to: &w)
        case .branch(let b):
            let index = next
            next += 1
            w.object { w in
                b.split.writeMembers(to: &w, cache: &cache)
                if let collapsed { w.member("collapsedNow", collapsed.contains(index)) }
                w.key("primary")
                write(b.primary, to: &w, cache: &cache, collapsed: collapsed, next: &next)
                w.key("secondary")
                write(b.secondary, to: &w, cache: &cache, collapsed: collapsed, next: &next)
            }
        }
    }

    /// One window as a leaf of the tree shows it (`query windows` and `query focused` too).
    public static func writeWindow(_ window: WindowID, _ facts: WindowReport, focused: Bool, minSize: Size = .zero,
                                   to w: inout JSONWriter) {
        w.object { w in
            w.key("window")
            window.write(to: &w)
            w.member("kind", facts.kind.rawValue)
            w.member("fullscreen", facts.fullscreen)
            if facts.pid != nil || facts.machine != nil {
                w.member("pid", facts.pid)
                w.member("machine", facts.machine)
            }
            if !facts.rules.isEmpty {
                w.key("rules")
                w.array { w in for line in facts.rules { w.value(.int(line)) } }
            }
            w.member("class", facts.identity?.className ?? "")
            w.member("instance", facts.identity?.instance ?? "")
            w.member("role", facts.identity?.role)
            if minSize != .zero {
                w.key("minSize")
                minSize.write(to: &w)
            }
            w.member("title", facts.title)
            w.member("visible", facts.visible)
            w.member("focused", focused)
            w.member("urgent", facts.urgent)
            w.key("marks")
            w.array { w in for mark in facts.marks { w.value(.string(mark)) } }
            if facts.scratchpad { w.member("scratchpad", true) }
            if let sync = facts.syncRequest {
                w.key("syncRequest")
                w.object { w in
                    w.member("counter", Int(sync.counter))
                    w.member("sent", sync.sent.map { Int($0) })
                    w.member("reached", sync.reached.map { Int($0) })
                    w.member("unresponsive", sync.unresponsive)
                }
            }
            w.key("rect")
            if let r = facts.rect {
                w.object { w in
                    w.member("x", r.x)
                    w.member("y", r.y)
                    w.member("width", r.width)
                    w.member("height", r.height)
                }
            } else {
                w.null()
            }
        }
    }
}


/// Why a document cannot be restored: where and what (`line 3, column 8: expected a value`,
/// `root.primary: missing "window"`).
package struct StateDocumentError: Error, CustomStringConvertible {
    package var description: String
}

extension StateDocument {
    /// Reads what a restore needs from a document of this version or the first.
    package static func read(_ text: String) throws(StateDocumentError) -> SavedLayout {
        let json: JSON
        do {
            json = try JSON(parsing: text)
        } catch {
            throw StateDocumentError(description: "\(error)")
        }
        do {
            let o = try JSONObjectReader(json)
            let version = try o.int("version")
            if version == 1, o.contains("tree") { return try readVersion1(o) }
            guard version == 2 || version == Self.version else {
                throw o.error("version \(version) is not supported (this is version \(Self.version))", at: "version")
            }
            var windows = WindowsRead()
            let (tree, _) = try Self.workspace(o, windows: &windows)
            var workspaces: [SavedWorkspace] = []
            var focusedName: String?
            if version >= 3, let list = o.optional("workspaces") {
                focusedName = try o.optionalString("workspace")
                guard case .array(let items) = list else { throw o.error("expected an array", at: "workspaces") }
                for (index, item) in items.enumerated() {
                    let e = try JSONObjectReader(item, at: o.path(of: "workspaces") + "[\(index)]")
                    let (tree, floatingHere) = try Self.workspace(e, windows: &windows)
                    workspaces.append(SavedWorkspace(
                        name: try e.string("name"), number: try e.optionalInt("number"), monitor: try e.string("monitor"),
                        shown: try e.optionalBool("shown") ?? false, tree: tree,
                        area: try Rect(json: e.value("area"), at: e.path(of: "area")), floating: floatingHere))
                }
            }
            // Files before the scratchpad have none: nothing hidden, no marks.
            let scratchpad = try Self.windowList(o, "scratchpad", windows: &windows)
            return SavedLayout(tree: tree, area: try Rect(json: o.value("area"), at: "area"),
                               focused: try Self.window(o, "focused"), identities: windows.identities, floating: windows.floating,
                               workspaces: workspaces, focusedWorkspaceName: focusedName, scratchpad: scratchpad,
                               shownScratchpad: windows.scratchpad.subtracting(scratchpad), marks: windows.marks)
        } catch {
            // JSONDecodingError, SplitTreeError, SplitTreeDecodingError: each names the place.
            throw StateDocumentError(description: "\(error)")
        }
    }

    /// What the windows of a document say besides their places, gathered as it is read.
    private struct WindowsRead {
        var identities: [WindowID: WindowIdentity] = [:]
        /// The rectangles of floating windows (and of the scratchpad's).
        var floating: [WindowID: PixelRect] = [:]
        var marks: [WindowID: [String]] = [:]
        /// The windows that say `"scratchpad" : true`.
        var scratchpad: Set<WindowID> = []

        /// The identity, marks and scratchpad flag of `window`, from its object.
        mutating func read(_ window: WindowID, _ o: JSONObjectReader) throws(JSONDecodingError) {
            identities[window] = try StateDocument.identity(o)
            if let list = o.optional("marks") {
                guard case .array(let items) = list else { throw o.error("expected an array", at: "marks") }
                // A name `mark` could not have given (empty, control characters) is left out.
                let names = items.compactMap { item -> String? in
                    guard case .string(let name) = item, !name.isEmpty,
                          !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
                    return name
                }
                if !names.isEmpty { marks[window] = names }
            }
            if try o.optionalBool("scratchpad") == true { scratchpad.insert(window) }
        }
    }

    /// A tree with its zoom ("root", "zoomed") and floating windows ("floating"): the top of
    /// the document or one of its workspaces. Identities, marks and floating rectangles are
    /// added to `windows`; returns the tree and the floating windows, bottom to top.
    private static func workspace(_ o: JSONObjectReader, windows: inout WindowsRead) throws -> (SplitTree<WindowID>, [WindowID]) {
        var root: SplitNode<WindowID>?
        if let node = o.optional("root") { root = try Self.node(node, at: o.path(of: "root"), depth: 0, windows: &windows) }
        // Duplicate windows, a zoomed window not in the tree: the engine's checks, which say where.
        let tree = try SplitTree(root: root, zoomed: try Self.window(o, "zoomed"))
        return (tree, try windowList(o, "floating", windows: &windows))
    }

    /// The windows listed under `key` (floating ones, or the scratchpad's), in order, with
    /// their rectangles; none when the key is absent.
    private static func windowList(_ o: JSONObjectReader, _ key: String, windows: inout WindowsRead) throws -> [WindowID] {
        var order: [WindowID] = []
        guard let list = o.optional(key) else { return order }
        guard case .array(let items) = list else { throw o.error("expected an array", at: key) }
        for (index, item) in items.enumerated() {
            let f = try JSONObjectReader(item, at: o.path(of: key) + "[\(index)]")
            let window = try WindowID(json: f.value("window"), at: f.path(of: "window"))
            try windows.read(window, f)
            // A window never shown has no rectangle yet: it floats where the restore puts it.
            if let rect = f.optional("rect") {
                let r = try Rect(json: rect, at: f.path(of: "rect"))
                windows.floating[window] = PixelRect(x: r.x, y: r.y, width: r.width, height: r.height)
            }
            order.append(window)
        }
        return order
    }

    private static func window(_ o: JSONObjectReader, _ key: String) throws(JSONDecodingError) -> WindowID? {
        guard let value = o.optional(key) else { return nil }
        return try WindowID(json: value, at: o.path(of: key))
    }

    /// A node: a window (a leaf) or a split; `depth` splits above it.
    fileprivate static func identity(_ o: JSONObjectReader) throws(JSONDecodingError) -> WindowIdentity {
        WindowIdentity(className: try o.optionalString("class") ?? "", instance: try o.optionalString("instance") ?? "",
                       role: try o.optionalString("role"))
    }

    private static func node(_ json: JSON, at path: String, depth: Int, windows: inout WindowsRead)
        throws(JSONDecodingError) -> SplitNode<WindowID> {
        let o = try JSONObjectReader(json, at: path)
        if o.contains("window") {
            let window = try WindowID(json: o.value("window"), at: o.path(of: "window"))
            try windows.read(window, o)
            var minSize = Size.zero
            if let size = o.optional("minSize") { minSize = try Size(json: size, at: o.path(of: "minSize")) }
            return .leaf(window, minSize: minSize)
        }
        guard o.contains("layout") else { throw o.error("a node needs a \"window\" or a \"layout\"") }
        guard depth < SplitTree<WindowID>.maximumDepth else {
            throw o.error("the tree nests deeper than \(SplitTree<WindowID>.maximumDepth) levels")
        }
        return .split(try Split(members: o),
                      try node(o.value("primary"), at: o.path(of: "primary"), depth: depth + 1, windows: &windows),
                      try node(o.value("secondary"), at: o.path(of: "secondary"), depth: depth + 1, windows: &windows))
    }

    /// The first state file: `{"version": 1, "tree": <the engine's tree document>, "area",
    /// "focused", "windows": {"<id>": {"className", "instance", "role"}}}`. Kept readable so
    /// an upgrade does not lose the layout; it is rewritten as version 2 at the next save.
    private static func readVersion1(_ o: JSONObjectReader) throws -> SavedLayout {
        let tree = try SplitTree<WindowID>(json: o.value("tree"), at: "tree")
        var windows: [WindowID: WindowIdentity] = [:]
        let table = try o.object("windows")
        for (key, value) in table.members {
            let w = try JSONObjectReader(value, at: table.path(of: key))
            // Keyed by window id as decimal text; a key that is not one names no window here.
            guard let id = UInt32(key) else { continue }
            windows[WindowID(rawValue: id)] = WindowIdentity(className: try w.string("className"), instance: try w.string("instance"),
                                                             role: try w.optionalString("role"))
        }
        return SavedLayout(tree: tree, area: try Rect(json: o.value("area"), at: "area"),
                           focused: try window(o, "focused"), identities: windows)
    }
}
