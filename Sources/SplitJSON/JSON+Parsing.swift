// Reading JSON text into a value: strict (RFC 8259), bounded in depth, never traps, and its
// errors say where (line and column), because a person fixing a state file needs to know.

/// Why a text is not JSON: the reason, at a 1-based line and column (counted in bytes).
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The byte offset where reading stopped.
    public var offset: Int
    public var line: Int
    public var column: Int
    public var reason: String
    public var description: String { "line \(line), column \(column): \(reason)" }
}

extension JSON {
    /// Arrays and objects nest at most this deep; deeper input is an error, not a stack overflow.
    public static let maximumDepth = 512

    /// Parses one JSON value; surrounding whitespace is allowed, anything else after the value is an error.
    public init(parsing text: String) throws(JSONParseError) {
        var text = text
        var result = Result<JSON, JSONParseError>.success(.null)
        text.withUTF8 { bytes in
            var parser = JSONParser(bytes: bytes)
            result = Result { () throws(JSONParseError) in try parser.document() }
        }
        self = try result.get()
    }
}

private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var i = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// An error at the current position (or at `offset`), with its line and column.
    func fail(_ reason: String, at offset: Int? = nil) -> JSONParseError {
        let offset = min(offset ?? i, bytes.count)
        var line = 1, lineStart = 0
        for k in 0..<offset where bytes[k] == 0x0A {
            line += 1
            lineStart = k + 1
        }
        return JSONParseError(offset: offset, line: line, column: offset - lineStart + 1, reason: reason)
    }

    mutating func document() throws(JSONParseError) -> JSON {
        let value = try self.value()
        skipSpace()
        guard i == bytes.count else { throw fail("unexpected text after the end of the document") }
        return value
    }

    mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0A, 0x0D: i += 1
            default: return
            }
        }
    }

    /// The next byte after whitespace; the end of the text is an error.
    mutating func next() throws(JSONParseError) -> UInt8 {
        skipSpace()
        guard i < bytes.count else { throw fail("the document ends too early") }
        return bytes[i]
    }

    mutating func literal(_ word: StaticString, _ value: JSON) throws(JSONParseError) -> JSON {
        let count = word.utf8CodeUnitCount
        guard bytes.count - i >= count else { throw fail("expected a value") }
        for k in 0..<count where bytes[i + k] != word.utf8Start[k] { throw fail("expected a value") }
        i += count
        return value
    }

    mutating func value() throws(JSONParseError) -> JSON {
        switch try next() {
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("expected a value")
        }
    }

    mutating func enter() throws(JSONParseError) {
        depth += 1
        guard depth <= JSON.maximumDepth else { throw fail("nested more than \(JSON.maximumDepth) levels deep") }
        i += 1
    }

    mutating func array() throws(JSONParseError) -> JSON {
        try enter()
        defer { depth -= 1 }
        var items: [JSON] = []
        if try next() == UInt8(ascii: "]") {
            i += 1
            return .array(items)
        }
        while true {
            items.append(try value())
            switch try next() {
            case UInt8(ascii: ","): i += 1
            case UInt8(ascii: "]"): i += 1; return .array(items)
            default: throw fail("expected ',' or ']'")
            }
        }
    }

    mutating func object() throws(JSONParseError) -> JSON {
        try enter()
        defer { depth -= 1 }
        var members: [(String, JSON)] = []
        if try next() == UInt8(ascii: "}") {
            i += 1
            return .object(members)
        }
        while true {
            guard try next() == UInt8(ascii: "\"") else { throw fail("expected a key in double quotes") }
            let key = try string()
            guard try next() == UInt8(ascii: ":") else { throw fail("expected ':' after the key") }
            i += 1
            members.append((key, try value()))
            switch try next() {
            case UInt8(ascii: ","): i += 1
            case UInt8(ascii: "}"): i += 1; return .object(members)
            default: throw fail("expected ',' or '}'")
            }
        }
    }

    mutating func number() throws(JSONParseError) -> JSON {
        let start = i
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.i
            while p.i < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.i]) { p.i += 1 }
            return p.i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        let intStart = i
        let whole = digits(&self)
        guard whole > 0 else { throw fail("a number needs digits") }
        if bytes[intStart] == UInt8(ascii: "0"), whole > 1 { throw fail("a number cannot start with 0", at: intStart) }
        var isInteger = true
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            isInteger = false
            guard digits(&self) > 0 else { throw fail("a number needs digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            isInteger = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw fail("a number needs digits in its exponent") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        // An integer too large for Int is still a number: it is read as a double.
        if isInteger, let n = Int(text) { return .int(n) }
        guard let d = Double(text), d.isFinite else { throw fail("a number is out of range", at: start) }
        return .double(d)
    }

    /// Four hex digits of the escape that starts (with its backslash) at `escape`.
    mutating func hex4(escape: Int) throws(JSONParseError) -> UInt32 {
        guard bytes.count - i >= 4 else { throw fail("a \\u escape needs four hex digits", at: escape) }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
            default: throw fail("a \\u escape needs four hex digits", at: escape)
            }
            v = v << 4 | UInt32(d)
            i += 1
        }
        return v
    }

    mutating func string() throws(JSONParseError) -> String {
        let open = i
        i += 1
        // Most strings have no escape: they are taken from the text as they are.
        let start = i
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= 0x20 { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "\"") {
            i += 1
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(i - 1)]), as: UTF8.self)
        }
        var out = Array(bytes[start..<i])
        while true {
            guard i < bytes.count else { throw fail("a string that is never closed", at: open) }
            let c = bytes[i]
            switch c {
            case UInt8(ascii: "\""):
                i += 1
                return String(decoding: out, as: UTF8.self)
            case 0x00..<0x20:
                throw fail("a control character inside a string")
            case UInt8(ascii: "\\"):
                guard i + 1 < bytes.count else { throw fail("a string that is never closed", at: open) }
                let e = bytes[i + 1]
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    let escape = i
                    i += 2
                    var code = try hex4(escape: escape)
                    if (0xD800..<0xDC00).contains(code), bytes.count - i >= 6,
                       bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                        let save = i
                        i += 2
                        let low = try hex4(escape: save)
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            i = save
                        }
                    }
                    // A lone surrogate has no scalar: it reads as U+FFFD, as invalid UTF-8 does.
                    UTF8.encode(Unicode.Scalar(code) ?? "\u{FFFD}") { out.append($0) }
                    continue
                default:
                    throw fail("an unknown escape in a string")
                }
                i += 2
            default:
                out.append(c)
                i += 1
            }
        }
    }
}
