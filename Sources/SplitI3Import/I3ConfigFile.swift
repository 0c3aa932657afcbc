// An i3 config file as i3 4.22 keeps it for GET_CONFIG: its text as read, and that text after
// i3's variable step (config_parser.c, parse_file), which runs on the whole file before any
// line is parsed: lines continued with a final `\` joined (not in comments), then every
// `$name` replaced everywhere, comments and `set` lines too. That text is what i3 answers as
// `variable_replaced_contents`, so it is made the way i3 makes it, byte for byte, and not by
// the importer's own variables (I3Syntax.swift), which serve translation.

/// One file of an i3 config, as GET_CONFIG's `included_configs` lists it.
public struct I3ConfigFile: Equatable, Sendable {
    /// The path it was read from (the caller's; i3 gives each one's realpath).
    public var path: String
    /// The text as read.
    public var rawContents: String
    /// The text after i3's variable step.
    public var variableReplacedContents: String

    public init(path: String, rawContents: String, variableReplacedContents: String) {
        self.path = path
        self.rawContents = rawContents
        self.variableReplacedContents = variableReplacedContents
    }
}

/// i3's variables as its text step holds them: names with their `$`, ordered longest first, a
/// new name before those as long as it (i3's `upsert_variable`), so that at one place the
/// longest name that matches wins.
struct I3TextVariables: Sendable {
    private(set) var entries: [(name: [UInt8], value: [UInt8])] = []

    /// The variables of `text` added to these (an included file starts from its includer's).
    func adding(from text: String) -> I3TextVariables {
        var result = self
        for line in Self.joined(Array(text.utf8)).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            result.read(Array(line))
        }
        return result
    }

    /// `text` with its continuations joined and every variable replaced, as i3 does.
    func replaced(in text: String) -> String {
        String(decoding: replaced(Self.joined(Array(text.utf8))), as: UTF8.self)
    }

    /// A `set $name value` or `set_from_resource $name resource fallback` line's variable (X
    /// resources are not read: the fallback is the value, as the importer takes it).
    private mutating func read(_ line: [UInt8]) {
        var words = ByteWords(line)
        guard let key = words.next(), key.count >= 3, key.first != UInt8(ascii: "#") else { return }
        let lowered = key.map(Self.lowered)
        let isSet = lowered == Array("set".utf8)
        guard isSet || lowered == Array("set_from_resource".utf8), let name = words.next(),
              name.first == UInt8(ascii: "$") else { return }
        if !isSet { _ = words.next() }
        upsert(name, words.rest)
    }

    private mutating func upsert(_ name: [UInt8], _ value: [UInt8]) {
        if let index = entries.firstIndex(where: { $0.name == name }) {
            entries[index].value = value
            return
        }
        let at = entries.firstIndex { name.count >= $0.name.count } ?? entries.count
        entries.insert((name, value), at: at)
    }

    /// Physical lines joined where one ends in `\` right before its newline, unless the
    /// logical line is a comment (i3 ignores a continuation there).
    static func joined(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var lineStart = 0   // where the logical line being built starts in `out`
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                var words = ByteWords(Array(out[lineStart...]))
                if words.next()?.first != UInt8(ascii: "#") {
                    index += 2
                    continue
                }
            }
            out.append(byte)
            index += 1
            if byte == UInt8(ascii: "\n") { lineStart = out.count }
        }
        return out
    }

    /// i3's replacement: from the start, the nearest match of any name (ASCII case ignored),
    /// at one place the first in the list; its value copied, the search going on after the name.
    /// Each name's next match is kept and looked for again only once the walk has passed it
    /// (i3 searches every name from the walk again at each match: quadratic in a long line).
    private func replaced(_ text: [UInt8]) -> [UInt8] {
        guard !entries.isEmpty else { return text }
        var out: [UInt8] = []
        var walk = 0
        var next = entries.map { Self.find($0.name, in: text, from: 0) }
        while walk < text.count {
            var nearest: (at: Int, entry: Int)?
            for number in next.indices {
                guard let at = next[number] else { continue }
                if nearest == nil || at < nearest!.at { nearest = (at, number) }
            }
            guard let nearest else { break }
            out += text[walk..<nearest.at]
            out += entries[nearest.entry].value
            walk = nearest.at + entries[nearest.entry].name.count
            for number in next.indices {
                if let at = next[number], at < walk { next[number] = Self.find(entries[number].name, in: text, from: walk) }
            }
        }
        if walk < text.count { out += text[walk...] }
        return out
    }

    private static func find(_ needle: [UInt8], in text: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start <= text.count, text.count - start >= needle.count else { return nil }
        let first = lowered(needle[0])
        var at = start
        search: while at + needle.count <= text.count {
            defer { at += 1 }
            guard lowered(text[at]) == first else { continue }
            var offset = 1
            while offset < needle.count {
                if lowered(text[at + offset]) != lowered(needle[offset]) { continue search }
                offset += 1
            }
            return at
        }
        return nil
    }

    static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }
}

/// Blank-separated words of one line, as sscanf's `%s` reads them; `rest` is what follows the
/// words taken and the blanks after them, to the line's end (i3's `%[^\n]`).
private struct ByteWords {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }

    mutating func next() -> [UInt8]? {
        while position < bytes.count, Self.isSpace(bytes[position]) { position += 1 }
        guard position < bytes.count else { return nil }
        let start = position
        while position < bytes.count, !Self.isSpace(bytes[position]) { position += 1 }
        return Array(bytes[start..<position])
    }

    var rest: [UInt8] {
        var start = position
        while start < bytes.count, Self.isSpace(bytes[start]) { start += 1 }
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return Array(bytes[start..<end])
    }
}
