// Layout files: the state document written to a file the user names (`layout save`), and read
// back (`layout load`), where a leaf may name the window that should fill it (class, instance,
// role) or a command to start (`exec`) instead of a window id. What the loaded layout does to
// the workspace is the state's (WMState+LayoutFile.swift).
//
//     { "version": 3,
//       "area": { "x": 0, "y": 0, "width": 1920, "height": 1080 },      (optional)
//       "root": { "layout": "horizontal", "fraction": 0.2,
//                 "constraints": { "priority": "primary" },              (each value optional)
//                 "primary": { "class": "XTerm", "exec": "xterm" },
//                 "secondary": { "class": "firefox" } } }
import SplitState
import SplitEngine
import SplitJSON
import SplitPOSIX
import SplitX
#if canImport(Glibc)
import Glibc
#endif

/// Why a layout file could not be read or written, starting with its path and saying where:
/// `/home/me/l.json:3:8: expected a value`, `/home/me/l.json: root.primary.class: expected a string, found 3`.
struct LayoutFileError: Error, CustomStringConvertible {
    var description: String
}

package enum LayoutFile {
    static let maximumSize = 16 << 20

    /// What a document may hold besides what a layout needs (the state document's live facts,
    /// ignored), so that a misspelt key is an error rather than a criterion quietly dropped.
    /// A state document's other workspaces and its monitors are ignored: a layout is one tree.
    static let documentMembers = ["version", "area", "focused", "zoomed", "root", "floating", "docks", "workspace", "workspaces",
                                  "monitors", "scratchpad", "swallowed"]
    static let splitMembers = ["layout", "fraction", "hidden", "collapsed", "group", "box", "collapsedNow", "constraints", "style", "overrides",
                                "primary", "secondary"]
    static let leafMembers = ["window", "criteria", "class", "instance", "role", "exec", "kind", "fullscreen", "pid", "machine", "rules",
                              "minSize", "title", "visible", "focused", "urgent", "marks", "scratchpad", "titleBar", "sticky", "swallowedBy", "rect"]

    /// `path` with a leading `~/` made the home directory.
    static func expanded(_ path: String) throws(LayoutFileError) -> String {
        guard path.hasPrefix("~/") else { return path }
        guard let home = environment("HOME"), home.hasPrefix("/") else {
            throw LayoutFileError(description: "\(path): HOME is not set to an absolute path")
        }
        return home + path.dropFirst()
    }

    /// Writes `document` (pretty, atomically, as the state file is written) to `path`.
    static func write(_ document: StateDocument, to path: String) throws(LayoutFileError) {
        do {
            try StateFile.writeAtomically(document, to: try expanded(path), mode: 0o644)
        } catch let error as LayoutFileError {
            throw error
        } catch {
            throw LayoutFileError(description: "\(error)")
        }
    }

    /// The layout in the file at `path`; split values it leaves out are `defaults`.
    static func read(_ path: String, defaults: Split) throws(LayoutFileError) -> LoadedLayout {
        try read(path) { text in try parse(text, defaults: defaults) }
    }

    /// The layout `parse` makes of the file at `path` (this format's or i3's), its errors
    /// starting with the path and saying where.
    static func read(_ path: String, parse: (String) throws -> LoadedLayout) throws(LayoutFileError) -> LoadedLayout {
        let file = try expanded(path)
        switch BoundedFile.read(file, limit: maximumSize) {
        case .failure(let failure): throw LayoutFileError(description: "\(file): \(failure)")
        case .success(let bytes):
            do {
                return try parse(String(decoding: bytes, as: UTF8.self))
            } catch let error as JSONParseError {
                throw LayoutFileError(description: "\(file):\(error.line):\(error.column): \(error.reason)")
            } catch let error as I3LayoutFile.StrayText {
                throw LayoutFileError(description: "\(file):\(error)")
            } catch {
                throw LayoutFileError(description: "\(file): \(error)")
            }
        }
    }

    /// The layout in `text`. Errors: `JSONParseError` (line and column), `JSONDecodingError`
    /// (the path in the document).
    package static func parse(_ text: String, defaults: Split) throws -> LoadedLayout {
        let o = try JSONObjectReader(try JSON(parsing: text))
        try o.onlyMembers(documentMembers)
        let version = try o.int("version")
        // Version 2 is the state document of one tree; 3 adds the workspaces, ignored here.
        guard version == 2 || version == StateDocument.version else {
            throw o.error("version \(version) is not supported (a layout file is version 2 or \(StateDocument.version))", at: "version")
        }
        var area: Rect?
        if let json = o.optional("area") {
            let r = try Rect(json: json, at: "area")
            guard r.width > 0, r.height > 0 else { throw o.error("an area needs a width and a height above 0", at: "area") }
            area = r
        }
        guard let rootJSON = o.optional("root") else { throw o.error("a layout needs a \"root\": a split or a leaf") }
        var reader = Reader(defaults: defaults)
        let root = try reader.node(rootJSON, at: "root", depth: 0)
        return LoadedLayout(tree: try SplitTree(root: root), leaves: reader.leaves, area: area)
    }

    /// Walks the tree, numbering the leaves in tree order.
    private struct Reader {
        let defaults: Split
        var leaves: [WindowID: LayoutLeaf] = [:]
        var named: Set<WindowID> = []

        mutating func node(_ json: JSON, at path: String, depth: Int) throws -> SplitNode<WindowID> {
            let o = try JSONObjectReader(json, at: path)
            if o.contains("layout") || o.contains("primary") || o.contains("secondary") {
                try o.onlyMembers(LayoutFile.splitMembers)
                guard depth < SplitTree<WindowID>.maximumDepth else {
                    throw o.error("the tree nests deeper than \(SplitTree<WindowID>.maximumDepth) levels")
                }
                return .split(try Split(members: o, defaults: defaults),
                              try node(o.value("primary"), at: o.path(of: "primary"), depth: depth + 1),
                              try node(o.value("secondary"), at: o.path(of: "secondary"), depth: depth + 1))
            }
            try o.onlyMembers(LayoutFile.leafMembers)
            var leaf = LayoutLeaf(className: try o.optionalString("class"), instance: try o.optionalString("instance"),
                                  role: try o.optionalString("role"), exec: try o.optionalString("exec"))
            // A waiting leaf saved (`"kind" : "waiting"`, WaitingLeaf.swift) waits again for what its
            // criteria match (none: any new window).
            if try o.optionalString("kind") == "waiting" {
                leaf = LayoutLeaf(waiting: WaitingLeaf(criteria: try SavedLayout.criteria(o)), exec: leaf.exec)
            } else if o.contains("criteria") {
                throw o.error("only a waiting leaf (\"kind\": \"waiting\") has criteria", at: "criteria")
            }
            if let exec = leaf.exec, exec.allSatisfy({ $0 == " " || $0 == "\t" }) || exec.contains("\0") {
                throw o.error("expected a shell command", at: "exec")
            }
            if let json = o.optional("window") {
                let window = try WindowID(json: json, at: o.path(of: "window"))
                guard named.insert(window).inserted else { throw o.error("window \(window.rawValue) is named twice", at: "window") }
                leaf.window = window
            }
            let id = LoadedLayout.leaf(leaves.count)
            leaves[id] = leaf
            return .leaf(id, minSize: .zero)
        }
    }
}
