// JSON values for IPC replies and events: built by the window manager, written as one line of always-valid JSON.

/// A JSON value. Objects keep their keys in the order given, so replies read the way they were built.
public indirect enum JSON: Sendable {
    case null
    case bool(Bool)
    case int(Int)
    /// Non-finite values (NaN, ±infinity) are written as `null`: JSON has no spelling for them.
    case double(Double)
    case string(String)
    case array([JSON])
    /// Keys in order; a repeated key is written as given (build objects with distinct keys).
    case object([(String, JSON)])
}

extension JSON: Hashable {
    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.int(x), .int(y)): x == y
        case let (.double(x), .double(y)): x == y || (x.isNaN && y.isNaN)
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(1); hasher.combine(b)
        case .int(let i): hasher.combine(2); hasher.combine(i)
        case .double(let d): hasher.combine(3); hasher.combine(d.isNaN ? Double.nan.bitPattern : d.bitPattern)
        case .string(let s): hasher.combine(4); hasher.combine(s)
        case .array(let a): hasher.combine(5); hasher.combine(a)
        case .object(let o):
            hasher.combine(6)
            hasher.combine(o.count)
            for (key, value) in o { hasher.combine(key); hasher.combine(value) }
        }
    }
}

extension JSON: ExpressibleByNilLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, ExpressibleByStringLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    public init(nilLiteral: ()) { self = .null }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(floatLiteral value: Double) { self = .double(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    /// Keeps the literal's order.
    public init(dictionaryLiteral elements: (String, JSON)...) { self = .object(elements) }
}

extension JSON {
    /// The value as compact JSON on one line: strings escape quotes, backslashes, every control
    /// character and U+2028/U+2029, so the text never contains a raw newline.
    public var text: String {
        var out: [UInt8] = []
        write(to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends the value's UTF-8 text to `out` (what the server queues, without a String in between).
    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .int(let i): out += String(i).utf8
        case .double(let d):
            // Swift's shortest round-trip form is valid JSON ("3.0", "1e-05", "1.5e+20").
            out += (d.isFinite ? d.description : "null").utf8
        case .string(let s): JSON.writeString(s, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                item.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// A Swift string is always valid Unicode (invalid UTF-8 became U+FFFD when it was decoded), so
    /// its UTF-8 bytes are valid; only the characters JSON forbids raw need escaping.
    private static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in s.unicodeScalars {
            switch scalar.value {
            case 0x22: out += "\\\"".utf8
            case 0x5C: out += "\\\\".utf8
            case 0x0A: out += "\\n".utf8
            case 0x09: out += "\\t".utf8
            case 0x0D: out += "\\r".utf8
            case 0x00..<0x20, 0x7F, 0x2028, 0x2029:
                // DEL and the JavaScript line separators are legal JSON but trip up line-based readers.
                out += "\\u".utf8
                for shift in [12, 8, 4, 0] { out.append(hexDigits[Int((scalar.value >> UInt32(shift)) & 0xF)]) }
            default:
                UTF8.encode(scalar) { out.append($0) }
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}

extension JSON {
    /// The member `key` of an object (the first, if repeated); nil for other values.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}
