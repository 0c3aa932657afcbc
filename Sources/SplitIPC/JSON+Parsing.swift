// Reading JSON text back into a value: what splitctl needs to tell success from failure, and what tests
// use to check that the writer's output is valid. Strict (RFC 8259), bounded in depth, never traps.

/// Why a text is not JSON, with the byte offset where reading stopped.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var offset: Int
    public var reason: String
    public var description: String { "byte \(offset): \(reason)" }
}

extension JSON {
    /// Arrays and objects nest at most this deep; deeper input is an error, not a stack overflow.
    public static let maximumDepth = 512

    /// Parses one JSON value; surrounding whitespace is allowed, anything else after the value is an error.
    public init(parsing text: String) throws(JSONParseError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        self = try parser.document()
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    var i = 0
    var depth = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    func fail(_ reason: String) -> JSONParseError { JSONParseError(offset: i, reason: reason) }

    mutating func document() throws(JSONParseError) -> JSON {
        let value = try self.value()
        skipSpace()
        guard i == bytes.count else { throw fail("unexpected text after the value") }
        return value
    }

    mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
    }

    mutating func literal(_ word: String, _ value: JSON) throws(JSONParseError) -> JSON {
        let w = Array(word.utf8)
        guard bytes.count - i >= w.count, Array(bytes[i..<(i + w.count)]) == w else { throw fail("expected a value") }
        i += w.count
        return value
    }

    mutating func value() throws(JSONParseError) -> JSON {
        skipSpace()
        guard i < bytes.count else { throw fail("expected a value, found the end") }
        switch bytes[i] {
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "["), UInt8(ascii: "{"): return try container()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("expected a value")
        }
    }

    mutating func container() throws(JSONParseError) -> JSON {
        let isArray = bytes[i] == UInt8(ascii: "[")
        let close = isArray ? UInt8(ascii: "]") : UInt8(ascii: "}")
        depth += 1
        guard depth <= JSON.maximumDepth else { throw fail("nested deeper than \(JSON.maximumDepth)") }
        defer { depth -= 1 }
        i += 1
        var items: [JSON] = []
        var members: [(String, JSON)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == close {
            i += 1
        } else {
            while true {
                if isArray {
                    items.append(try value())
                } else {
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw fail("expected a key") }
                    let key = try string()
                    skipSpace()
                    guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw fail("expected ':'") }
                    i += 1
                    members.append((key, try value()))
                }
                skipSpace()
                guard i < bytes.count else { throw fail("unterminated \(isArray ? "array" : "object")") }
                if bytes[i] == close { i += 1; break }
                guard bytes[i] == UInt8(ascii: ",") else { throw fail("expected ',' or '\(UnicodeScalar(close))'") }
                i += 1
            }
        }
        return isArray ? .array(items) : .object(members)
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
        guard digits(&self) > 0 else { throw fail("expected digits") }
        if bytes[intStart] == UInt8(ascii: "0"), i - intStart > 1 { throw fail("leading zero") }
        var isInteger = true
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            isInteger = false
            guard digits(&self) > 0 else { throw fail("expected digits after '.'") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            isInteger = false
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits(&self) > 0 else { throw fail("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        if isInteger, let n = Int(text) { return .int(n) }
        guard let d = Double(text) else { throw fail("bad number") }
        return .double(d)
    }

    mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard bytes.count - i >= 4 else { throw fail("truncated \\u escape") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[i]
            let d: UInt8
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = c - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = c - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = c - UInt8(ascii: "A") + 10
            default: throw fail("bad \\u escape")
            }
            v = v << 4 | UInt32(d)
            i += 1
        }
        return v
    }

    mutating func string() throws(JSONParseError) -> String {
        i += 1   // the opening quote
        var out: [UInt8] = []
        while true {
            guard i < bytes.count else { throw fail("unterminated string") }
            let c = bytes[i]
            i += 1
            switch c {
            case UInt8(ascii: "\""):
                return String(decoding: out, as: UTF8.self)
            case 0x00..<0x20:
                i -= 1
                throw fail("raw control character in a string")
            case UInt8(ascii: "\\"):
                guard i < bytes.count else { throw fail("unterminated escape") }
                let e = bytes[i]
                i += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(e)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), bytes.count - i >= 6,
                       bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") {
                        let save = i
                        i += 2
                        let low = try hex4()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            i = save
                        }
                    }
                    // A lone surrogate has no scalar: it reads as U+FFFD, as invalid UTF-8 does.
                    UTF8.encode(Unicode.Scalar(code) ?? "\u{FFFD}") { out.append($0) }
                default:
                    throw fail("bad escape")
                }
            default:
                out.append(c)
            }
        }
    }
}
