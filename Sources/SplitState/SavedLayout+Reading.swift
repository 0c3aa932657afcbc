// A state file read back into what a restore needs (`SavedLayout(reading:)`): this version,
// version 2 (one tree at the top) and the first state file (the engine's tree document beside
// a table of identities); errors name the place. Live facts and the monitors are not read (the
// monitors at a restore are RandR's); a document without "scratchpad" and "marks" (written
// before they were) reads as one with an empty scratchpad and no marks, one without "sticky"
// as one without sticky windows.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitJSON
import SplitSyntax
import XModel

/// Why a document cannot be restored: where and what (`line 3, column 8: expected a value`,
/// `root.primary: missing "window"`).
package struct StateDocumentError: Error, CustomStringConvertible {
    package var description: String
}

extension SavedLayout {
    /// What a restore needs, read from a state document of this version, the second or the first.
    package init(reading text: String) throws(StateDocumentError) {
        self = try Self.read(text)
    }

    private static func read(_ text: String) throws(StateDocumentError) -> SavedLayout {
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
            guard version == 2 || version == StateDocument.version else {
                throw o.error("version \(version) is not supported (this is version \(StateDocument.version))", at: "version")
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
                    let gaps = try e.optionalObject("gaps")
                    workspaces.append(SavedWorkspace(
                        name: try e.string("name"), number: try e.optionalInt("number"), monitor: try e.string("monitor"),
                        shown: try e.optionalBool("shown") ?? false, tree: tree,
                        area: try Rect(json: e.value("area"), at: e.path(of: "area")), floating: floatingHere,
                        gaps: WorkspaceGaps(inner: try gaps?.optionalInt("inner"), outer: try gaps?.optionalInt("outer")),
                        declared: try e.optionalBool("declared") ?? false))
                }
            }
            // Files before the scratchpad have none: nothing hidden, no marks.
            let scratchpad = try Self.windowList(o, "scratchpad", windows: &windows)
            // Files before swallowing, and those with no terminal waiting, have none.
            _ = try Self.windowList(o, "swallowed", windows: &windows)
            return SavedLayout(tree: tree, area: try Rect(json: o.value("area"), at: "area"),
                               focused: try Self.window(o, "focused"), identities: windows.identities, floating: windows.floating,
                               workspaces: workspaces, focusedWorkspaceName: focusedName, scratchpad: scratchpad,
                               shownScratchpad: windows.scratchpad.subtracting(scratchpad),
                               traits: SavedWindowTraits(marks: windows.marks, titleBars: windows.titleBars, borderWidths: windows.borderWidths,
                                                         sticky: windows.sticky),
                               swallowed: windows.swallowed, waits: windows.waits)
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
        /// The windows that say `"titleBar"`: what `border normal|pixel` chose.
        var titleBars: [WindowID: Bool] = [:]
        /// The windows that say `"borderWidth"`: what `border` chose (0 to 100 pixels).
        var borderWidths: [WindowID: Int] = [:]
        /// The terminals that say `"swallowedBy"`, with that window.
        var swallowed: [WindowID: WindowID] = [:]
        /// The windows that say `"sticky" : true` (none in a file written before sticky windows).
        var sticky: Set<WindowID> = []
        /// The waiting leaves (`"kind" : "waiting"`) and their criteria (none: any window).
        var waits: [WaitID: WaitingLeaf] = [:]

        /// The identity, marks and scratchpad flag of `window`, from its object.
        mutating func read(_ window: WindowID, _ o: JSONObjectReader) throws(JSONDecodingError) {
            // A waiting leaf (WaitingLeaf.swift) holds no window: nothing to find again by
            // identity, but its criteria.
            if let wait = WaitID(leaf: window) {
                // One that stays empty (i3's `open`) says so; its criteria are none.
                waits[wait] = try o.optionalBool("empty") == true ? .empty() : WaitingLeaf(criteria: try SavedLayout.criteria(o))
            } else {
                identities[window] = try SavedLayout.identity(o)
            }
            if let list = o.optional("marks") {
                guard case .array(let items) = list else { throw o.error("expected an array", at: "marks") }
                // A name `mark` could not have given (empty, control characters) is left out.
                let names = items.compactMap { item -> String? in
                    guard case .string(let name) = item, !name.isEmpty,
                          !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return nil }
                    return name
                }
                if let wait = WaitID(leaf: window) { waits[wait]?.marks = names } else if !names.isEmpty { marks[window] = names }
            }
            if try o.optionalBool("scratchpad") == true { scratchpad.insert(window) }
            let titleBar = try o.optionalBool("titleBar")
            let width = try o.optionalInt("borderWidth")
            if let given = width, !SettingChange.borderWidths.contains(given) {
                throw o.error("expected a border width from 0 to 100", at: "borderWidth")
            }
            if let wait = WaitID(leaf: window) {
                waits[wait]?.titleBar = titleBar
                waits[wait]?.borderWidth = width
                if let name = try o.optionalString("layout") {
                    guard let layout = SplitLayout(rawValue: name) else { throw o.error("expected horizontal or vertical", at: "layout") }
                    waits[wait]?.layout = layout
                }
            } else {
                if let titleBar { titleBars[window] = titleBar }
                if let width { borderWidths[window] = width }
            }
            if let holder = try o.optionalInt("swallowedBy") {
                guard let id = UInt32(exactly: holder), id != window.rawValue else { throw o.error("expected another window's id", at: "swallowedBy") }
                swallowed[window] = WindowID(rawValue: id)
            }
            if try o.optionalBool("sticky") == true { sticky.insert(window) }
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
            // Where it floats: its "frame"; files before the frame was written give where it
            // was shown ("rect"), or, for one never shown, nothing: it floats where the restore puts it.
            let key = f.contains("frame") ? "frame" : "rect"
            if let rect = f.optional(key) {
                let r = try Rect(json: rect, at: f.path(of: key))
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

    /// A waiting leaf's `"criteria"`, written as a command's (`[class=XTerm]`); nil without.
    package static func criteria(_ o: JSONObjectReader) throws(JSONDecodingError) -> WindowCriteria? {
        guard let text = try o.optionalString("criteria") else { return nil }
        do {
            return try WindowCriteria(text)
        } catch {
            throw o.error("\(error)", at: "criteria")
        }
    }

    fileprivate static func identity(_ o: JSONObjectReader) throws(JSONDecodingError) -> WindowIdentity {
        WindowIdentity(className: try o.optionalString("class") ?? "", instance: try o.optionalString("instance") ?? "",
                       role: try o.optionalString("role"))
    }

    /// A node: a window (a leaf) or a split; `depth` splits above it.
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
