// Persistence: the tree as a stable, versioned, human-readable JSON document.
//
//     {
//       "format" : "splitwm-tree",
//       "version" : 1,
//       "root" : {
//         "split" : { "layout" : "horizontal", "fraction" : 0.2, "hidden" : null, "constraints" : {…}, "style" : {…} },
//         "primary" : { "leaf" : 4194307 },
//         "secondary" : { "leaf" : 6291459, "minSize" : { "width" : 200, "height" : 100 } }
//       },
//       "zoomed" : null
//     }
import SplitJSON

extension SplitTree where Leaf: JSONConvertible {
    /// The document format's version; documents with another version are refused.
    public static var documentVersion: Int { 1 }
    private static var documentFormat: String { "splitwm-tree" }

    /// The tree as a JSON document, pretty-printed: equal trees give equal text, and a diff
    /// of two saves reads well.
    public func jsonDocument() -> String {
        var w = JSONWriter(pretty: true)
        write(to: &w)
        return w.text
    }

    /// Writes the document (an object) into `w`.
    public func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("format", Self.documentFormat)
            w.member("version", Self.documentVersion)
            w.key("root")
            var cache = SplitTextCache()
            if let root { Self.write(root, to: &w, cache: &cache) } else { w.null() }
            w.key("zoomed")
            if let zoomed { zoomed.write(to: &w) } else { w.null() }
        }
    }

    private static func write(_ node: Node, to w: inout JSONWriter, cache: inout SplitTextCache) {
        w.object { w in
            switch node {
            case .leaf(let leaf, let minSize):
                w.key("leaf")
                leaf.write(to: &w)
                if minSize != .zero {
                    w.key("minSize")
                    minSize.write(to: &w)
                }
            case .branch(let b):
                w.key("split")
                w.object { b.split.writeMembers(to: &$0, cache: &cache) }
                w.key("primary")
                write(b.primary, to: &w, cache: &cache)
                w.key("secondary")
                write(b.secondary, to: &w, cache: &cache)
            }
        }
    }

    /// Reads a tree from a JSON document. Bad or hostile input (not JSON, truncated, another
    /// version, numbers out of range, duplicate leaves, absurd nesting) throws an error that
    /// says what and where; it never traps.
    public init(jsonDocument text: some StringProtocol) throws(SplitTreeDecodingError) {
        let json: JSON
        do {
            json = try JSON(parsing: String(text))
        } catch {
            throw SplitTreeDecodingError(message: "not a valid JSON document: \(error)")
        }
        try self.init(json: json)
    }

    /// Reads a tree from a parsed document (one that is part of a larger one, say).
    public init(json: JSON, at path: String = "") throws(SplitTreeDecodingError) {
        do throws(JSONDecodingError) {
            let o = try JSONObjectReader(json, at: path)
            let format = try o.string("format")
            guard format == Self.documentFormat else {
                throw o.error("expected \"\(Self.documentFormat)\", found \(format.debugDescription)", at: "format")
            }
            let version = try o.int("version")
            guard version == Self.documentVersion else {
                throw o.error("version \(version) is not supported (this is version \(Self.documentVersion))", at: "version")
            }
            var root: Node?
            if let node = o.optional("root") { root = try Self.node(node, at: o.path(of: "root"), depth: 0) }
            var zoomed: Leaf?
            if let leaf = o.optional("zoomed") { zoomed = try Leaf(json: leaf, at: o.path(of: "zoomed")) }
            self.init(unchecked: root, zoomed: zoomed)
        } catch {
            throw SplitTreeDecodingError(message: error.description)
        }
        if let problem = validationProblems().first { throw SplitTreeDecodingError(message: problem) }
    }

    /// `depth` splits above it; deeper than the tree's limit is an error here, long before
    /// the stack could suffer.
    private static func node(_ json: JSON, at path: String, depth: Int) throws(JSONDecodingError) -> Node {
        let o = try JSONObjectReader(json, at: path)
        if o.contains("leaf") {
            var minSize = Size.zero
            if let size = o.optional("minSize") { minSize = try Size(json: size, at: o.path(of: "minSize")) }
            return .leaf(try Leaf(json: o.value("leaf"), at: o.path(of: "leaf")), minSize: minSize)
        }
        guard o.contains("split") else { throw o.error("a node needs a \"leaf\" or a \"split\"") }
        guard depth < maximumDepth else { throw o.error("the tree nests deeper than \(maximumDepth) levels") }
        let split = try Split(members: o.object("split"))
        return .split(split, try node(o.value("primary"), at: o.path(of: "primary"), depth: depth + 1),
                      try node(o.value("secondary"), at: o.path(of: "secondary"), depth: depth + 1))
    }
}

/// Why a tree document could not be read, with the place in the document.
public struct SplitTreeDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    public init(message: String) { self.message = message }
}
