// Persistence: the tree as a stable, versioned, human-readable JSON document.
//
//     {
//       "format" : "splitwm-tree",
//       "version" : 1,
//       "root" : {
//         "split" : { "layout" : "horizontal", "fraction" : 0.2, "constraints" : {…}, "style" : {…} },
//         "primary" : { "leaf" : 4194307 },
//         "secondary" : { "leaf" : 6291459, "minSize" : { "width" : 200, "height" : 100 } }
//       }
//     }

import FoundationEssentials

extension SplitNode: Codable where Leaf: Codable {
    private enum Keys: String, CodingKey { case leaf, minSize, split, primary, secondary }

    public init(from decoder: any Decoder) throws {
        // The decoder's own nesting limit stops hostile depth long before the stack does;
        // this gives the tree's own, clearer limit.
        guard decoder.codingPath.count <= SplitTree<Int>.maximumDepth + 2 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "the tree nests deeper than \(SplitTree<Int>.maximumDepth) levels"))
        }
        let c = try decoder.container(keyedBy: Keys.self)
        if c.contains(.leaf) {
            let minSize = try c.decodeIfPresent(Size.self, forKey: .minSize) ?? .zero
            // Checked here, before a parent adds it up with its sibling's.
            guard (0...Limits.pixels).contains(minSize.width), (0...Limits.pixels).contains(minSize.height) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .minSize, in: c,
                    debugDescription: "minimum size \(minSize.width)x\(minSize.height) is outside 0...\(Limits.pixels)")
            }
            self = .leaf(try c.decode(Leaf.self, forKey: .leaf), minSize: minSize)
        } else if c.contains(.split) {
            var split = try c.decode(Split.self, forKey: .split)
            if let problem = split.validationProblems().first {
                throw DecodingError.dataCorruptedError(forKey: .split, in: c, debugDescription: problem)
            }
            // Min fractions clamp the fraction wherever it is set, restoring included.
            split.fraction = split.constraints.clamp(split.fraction)
            self = .split(split, try c.decode(SplitNode.self, forKey: .primary),
                          try c.decode(SplitNode.self, forKey: .secondary))
        } else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "a node needs a \"leaf\" or a \"split\""))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch self {
        case .leaf(let id, let minSize):
            try c.encode(id, forKey: .leaf)
            if minSize != .zero { try c.encode(minSize, forKey: .minSize) }
        case .branch(let b):
            try c.encode(b.split, forKey: .split)
            try c.encode(b.primary, forKey: .primary)
            try c.encode(b.secondary, forKey: .secondary)
        }
    }
}

extension SplitTree: Codable {
    /// The document format's version; documents with another version are refused.
    public static var documentVersion: Int { 1 }
    private static var documentFormat: String { "splitwm-tree" }

    private enum Keys: String, CodingKey { case format, version, root, zoomed }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let format = try c.decode(String.self, forKey: .format)
        guard format == Self.documentFormat else {
            throw DecodingError.dataCorruptedError(
                forKey: .format, in: c, debugDescription: "expected \"\(Self.documentFormat)\", found \(format.debugDescription)")
        }
        let version = try c.decode(Int.self, forKey: .version)
        guard version == Self.documentVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: c, debugDescription: "version \(version) is not supported (this is version \(Self.documentVersion))")
        }
        self.init(
            unchecked: try c.decodeIfPresent(Node.self, forKey: .root),
            zoomed: try c.decodeIfPresent(Leaf.self, forKey: .zoomed))
        if let problem = validationProblems().first { throw SplitTreeDecodingError(message: problem) }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(Self.documentFormat, forKey: .format)
        try c.encode(Self.documentVersion, forKey: .version)
        try c.encodeIfPresent(root, forKey: .root)
        try c.encodeIfPresent(zoomed, forKey: .zoomed)
    }

    /// The tree as a JSON document: pretty-printed with sorted keys, so equal trees give
    /// equal text and a diff of two saves reads well.
    public func jsonDocument() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Every value in a tree is finite and every key a string, so encoding cannot fail.
        guard let data = try? encoder.encode(self) else { preconditionFailure("a split tree failed to encode") }
        return String(decoding: data, as: UTF8.self)
    }

    /// Reads a tree from a JSON document. Bad or hostile input (not JSON, truncated, another
    /// version, numbers out of range, duplicate leaves, absurd nesting) throws an error that
    /// says what and where; it never traps.
    public init(jsonDocument text: some StringProtocol) throws(SplitTreeDecodingError) {
        do {
            self = try JSONDecoder().decode(SplitTree.self, from: Data(text.utf8))
        } catch let error as SplitTreeDecodingError {
            throw error
        } catch let error as DecodingError {
            if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
               let problem = JSONSyntax.firstProblem(in: text) {
                throw SplitTreeDecodingError(message: "not a valid JSON document: \(problem)")
            }
            throw SplitTreeDecodingError(error)
        } catch {
            throw SplitTreeDecodingError(message: "\(error)")
        }
    }
}

/// Why a tree document could not be read, with the place in the document.
public struct SplitTreeDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }

    public init(message: String) { self.message = message }

    init(_ error: DecodingError) {
        func place(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "document" : path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
                .joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            // Well-formed JSON (the syntax scan found nothing) that the parser still refuses.
            message = "not a valid JSON document: a number is out of range or the text is not UTF-8"
        case .dataCorrupted(let context):
            message = "\(place(context.codingPath)): \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            message = "\(place(context.codingPath)): missing \"\(key.stringValue)\""
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            message = "\(place(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            message = "\(error)"
        }
    }
}
