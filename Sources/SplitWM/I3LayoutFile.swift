// i3's layout files, read for `append_layout`: JSON as i3-save-tree writes it and i3 4.22 reads
// it (several top-level objects one after another, `//` and `/* */` comments), made a tree of
// waiting leaves whose criteria are the leaves' `swallows`. i3's containers hold any number of
// children with a `percent` each; here they become a chain of splits of the container's
// orientation, each split's fraction the first child's share of what is left, its top boxed as
// a container of its own (`SplitBox`: not merged into a chain of its orientation around it); a
// container of one child boxes that child in one (a leaf: a container of one window), and a
// leaf keeps its `layout` as an empty container. Where the layout goes is the state's
// (WMState+LayoutFile.swift).
//
//     // vim:ts=4:sw=4:et
//     { "layout": "splitv", "percent": 0.5, "type": "con",
//       "nodes": [ { "swallows": [ { "class": "^URxvt$", "instance": "^irssi$" } ] },
//                  { "swallows": [ { "class": "^Firefox$" } ] } ] }
import SplitEngine
import SplitJSON
import SplitState
import SplitSyntax
import XModel

package enum I3LayoutFile {
    /// The layout in the i3 layout file at `path`; its splits take their other values from `defaults`.
    static func read(_ path: String, defaults: Split) throws(LayoutFileError) -> LoadedLayout {
        try LayoutFile.read(path) { text in try parse(text, defaults: defaults) }
    }

    /// The layout in `text`: its top-level containers side by side (each then goes into the
    /// focused container, as i3 appends them). Errors: `JSONParseError` (line and column, in
    /// `text` as written), `JSONDecodingError` (the path: `[2].nodes[0].swallows[0].class`).
    package static func parse(_ text: String, defaults: Split) throws -> LoadedLayout {
        let values = try topLevelValues(of: text)
        guard !values.isEmpty else { throw JSONDecodingError(path: "", reason: "an i3 layout needs at least one container") }
        var reader = Reader(defaults: defaults)
        var nodes: [(SplitNode<WindowID>, Double?)] = []
        for (index, value) in values.enumerated() {
            let path = values.count == 1 ? "" : "[\(index)]"
            let o = try JSONObjectReader(value, at: path)
            // A whole workspace (`i3-save-tree --workspace`): its containers are the layout.
            if try o.optionalString("type") == "workspace" {
                nodes += try reader.children(o, depth: 0)
            } else {
                nodes.append((try reader.node(o, depth: 0), try reader.percent(o)))
            }
        }
        let root = try reader.chain(nodes, layout: .horizontal, at: "", depth: 0)
        return LoadedLayout(tree: try SplitTree(root: root), leaves: reader.leaves, area: nil, appended: true)
    }

    /// Text between the top-level objects that is none, at a 1-based line and column.
    struct StrayText: Error, Hashable, CustomStringConvertible {
        var line: Int
        var column: Int
        var reason: String
        var description: String { "\(line):\(column): \(reason)" }

        init(_ reason: String, at offset: Int, in bytes: [UInt8]) {
            let before = bytes[..<offset]
            line = before.count { $0 == 0x0A } + 1
            column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            self.reason = reason
        }
    }

    /// The JSON values of `text` one after another, each parsed from `text` as it is written
    /// but with everything else blanked (comments included), so an error's line and column are
    /// the file's.
    static func topLevelValues(of text: String) throws -> [JSON] {
        let bytes = withoutComments(Array(text.utf8))
        var values: [JSON] = []
        var start: Int?, depth = 0, i = 0, inString = false
        func blanked(_ range: Range<Int>) -> String {
            String(decoding: bytes.indices.map { range.contains($0) || bytes[$0] == 0x0A ? bytes[$0] : 0x20 }, as: UTF8.self)
        }
        while i < bytes.count {
            let c = bytes[i]
            if inString {
                if c == UInt8(ascii: "\\") { i += 1 } else if c == UInt8(ascii: "\"") { inString = false }
            } else {
                switch c {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    if depth == 0 { start = i }
                    depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0, let s = start {
                        values.append(try JSON(parsing: blanked(s..<(i + 1))))
                        start = nil
                    } else if depth < 0 {
                        throw StrayText("a closing bracket with nothing open", at: i, in: bytes)
                    }
                case 0x20, 0x09, 0x0A, 0x0D: break
                default:
                    if depth == 0 { throw StrayText("expected a container (an object in braces)", at: i, in: bytes) }
                }
            }
            i += 1
        }
        // An object left open: the parser says where it ends.
        if depth > 0, let s = start { _ = try JSON(parsing: blanked(s..<bytes.count)) }
        return values
    }

    /// `bytes` with each `//` comment (to the end of its line) and `/* */` comment outside
    /// strings made spaces, as i3's reader (yajl with comments allowed) skips them.
    static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes, i = 0, inString = false
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        while i < out.count {
            let c = out[i]
            if inString {
                if c == UInt8(ascii: "\\") { i += 1 } else if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == slash, i + 1 < out.count, out[i + 1] == slash {
                while i < out.count, out[i] != 0x0A { out[i] = 0x20; i += 1 }
                continue
            } else if c == slash, i + 1 < out.count, out[i + 1] == star {
                out[i] = 0x20; out[i + 1] = 0x20; i += 2
                while i < out.count, !(out[i] == star && i + 1 < out.count && out[i + 1] == slash) {
                    if out[i] != 0x0A { out[i] = 0x20 }
                    i += 1
                }
                if i < out.count { out[i] = 0x20; out[i + 1] = 0x20; i += 2 }
                continue
            }
            i += 1
        }
        return out
    }

    /// Walks the containers, numbering the leaves in tree order.
    private struct Reader {
        let defaults: Split
        var leaves: [WindowID: LayoutLeaf] = [:]

        /// The criteria keys of a swallow and the criteria key each is.
        static let swallowKeys = [("class", "class"), ("instance", "instance"), ("title", "title"), ("window_role", "role")]

        /// A container: a leaf when it holds no containers (what its first swallow matches
        /// takes it; none: any window), else its children in its layout's orientation.
        mutating func node(_ o: JSONObjectReader, depth: Int) throws -> SplitNode<WindowID> {
            guard depth < SplitTree<WindowID>.maximumDepth else {
                throw o.error("the containers nest deeper than \(SplitTree<WindowID>.maximumDepth) levels")
            }
            let children = try self.children(o, depth: depth)
            let layout: SplitLayout = switch try o.optionalString("layout") {
            case "splitv", "stacked": .vertical
            case "splith", "tabbed", "default", "output", "dockarea", nil: .horizontal
            case let other?: throw o.error("expected splith, splitv, tabbed or stacked, found \"\(other)\"", at: "layout")
            }
            switch children.count {
            case 0:
                let id = LoadedLayout.leaf(leaves.count)
                // i3 puts a window only into a container whose swallows match it: one without stays empty.
                var waiting = try criteria(o).map { WaitingLeaf(criteria: $0) } ?? .empty()
                waiting.layout = layout
                leaves[id] = LayoutLeaf(waiting: waiting)
                return .leaf(id, minSize: .zero)
            case 1:
                return enclosing(children[0].0, in: layout)
            default:
                return Self.boxed(try chain(children, layout: layout, at: o.path, depth: depth), enclosing: [])
            }
        }

        /// `node` as the one child of a container of `layout`: a leaf in a container of one
        /// (the innermost one kept, as a window's), a container inside one more.
        mutating func enclosing(_ node: SplitNode<WindowID>, in layout: SplitLayout) -> SplitNode<WindowID> {
            switch node {
            case .leaf(let id, _):
                if leaves[id]?.containerOfOne == nil { leaves[id]?.containerOfOne = layout }
                return node
            case .branch(let b):
                return Self.boxed(node, enclosing: [layout] + (b.split.box?.enclosing ?? []))
            }
        }

        /// `node`'s top split boxed as a container of its own inside `enclosing` containers of one.
        static func boxed(_ node: SplitNode<WindowID>, enclosing: [SplitLayout]) -> SplitNode<WindowID> {
            guard case .branch(let b) = node else { return node }
            var split = b.split
            split.box = SplitBox(enclosing: enclosing)
            return .split(split, b.primary, b.secondary)
        }

        /// The containers in `nodes` with their `percent`s.
        mutating func children(_ o: JSONObjectReader, depth: Int) throws -> [(SplitNode<WindowID>, Double?)] {
            guard let list = o.optional("nodes") else { return [] }
            guard case .array(let items) = list else { throw o.error("expected an array", at: "nodes") }
            return try items.enumerated().map { index, item in
                let child = try JSONObjectReader(item, at: o.path(of: "nodes") + "[\(index)]")
                return (try node(child, depth: depth + 1), try percent(child))
            }
        }

        /// A container's `percent` of its parent: above 0, at most 1.
        func percent(_ o: JSONObjectReader) throws -> Double? {
            guard let value = o.optional("percent"), value != .null else { return nil }
            let share = try value.double(at: o.path(of: "percent"))
            guard share > 0, share <= 1 else { throw o.error("expected a share above 0 and at most 1, found \(share)", at: "percent") }
            return share
        }

        /// `nodes` as a chain of `layout` splits, each giving its primary side (the next node)
        /// that node's share of what is left; a node without a percent gets an equal share
        /// (as i3's `con_fix_percent`).
        func chain(_ nodes: [(SplitNode<WindowID>, Double?)], layout: SplitLayout, at path: String, depth: Int) throws -> SplitNode<WindowID> {
            guard depth + nodes.count - 1 <= SplitTree<WindowID>.maximumDepth else {
                throw JSONDecodingError(path: path, reason: "\(nodes.count) containers side by side nest deeper than \(SplitTree<WindowID>.maximumDepth) levels")
            }
            let given = nodes.compactMap(\.1)
            let missing = nodes.count - given.count
            let equal = given.isEmpty ? 1.0 / Double(nodes.count) : max(0, 1 - given.reduce(0, +)) / Double(max(missing, 1))
            let shares = nodes.map { $0.1 ?? (equal > 0 ? equal : 1.0 / Double(nodes.count)) }
            var node = nodes[nodes.count - 1].0
            var rest = shares[nodes.count - 1]
            for index in stride(from: nodes.count - 2, through: 0, by: -1) {
                var split = defaults
                split.layout = layout
                split.fraction = split.constraints.clamp(shares[index] / (shares[index] + rest))
                rest += shares[index]
                node = .split(split, nodes[index].0, node)
            }
            return node
        }

        /// The criteria of a leaf's first swallow (regexes, as i3 matches them); nil without one
        /// (the container stays empty), none when it names only the machine (any window).
        func criteria(_ o: JSONObjectReader) throws -> WindowCriteria? {
            guard let list = o.optional("swallows") else { return nil }
            guard case .array(let items) = list else { throw o.error("expected an array", at: "swallows") }
            guard let first = items.first else { return nil }
            let swallow = try JSONObjectReader(first, at: o.path(of: "swallows") + "[0]")
            var words: [String] = []
            for (key, criterion) in Self.swallowKeys {
                guard let regex = try swallow.optionalString(key) else { continue }
                words.append("\(criterion)~\(WindowCriteria.written(regex))")
            }
            // i3 refuses a swallow that matches on nothing; `machine` is read but not checked here.
            guard !words.isEmpty || swallow.contains("machine") else { throw swallow.error("an empty swallow definition") }
            // Only `machine`: any window (no criteria).
            guard !words.isEmpty else { return WindowCriteria([]) }
            do {
                return try WindowCriteria("[" + words.joined(separator: " ") + "]")
            } catch {
                throw swallow.error("\(error)")
            }
        }
    }
}
