// The JSON value: what replies, events and documents are built from and read into.

/// A JSON value. Objects keep their keys in the order given, so text reads the way it was built.
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
    /// Text a `JSONWriter` wrote already (see `JSON.writing`), put in as it is: a large
    /// document goes into a reply without a value per node. The reader never makes one.
    case raw(RawJSON)
}

/// One complete JSON value as compact text, made only by `JSON.writing`, so it is always valid.
public struct RawJSON: Hashable, Sendable {
    public let bytes: [UInt8]
    init(bytes: [UInt8]) { self.bytes = bytes }
}

extension JSON {
    /// The value `body` writes, kept as compact text (one line, as IPC needs).
    public static func writing(_ body: (inout JSONWriter) -> Void) -> JSON {
        var writer = JSONWriter()
        body(&writer)
        return .raw(RawJSON(bytes: writer.bytes))
    }
}

extension JSON: Hashable {
    /// Structural equality; raw text equals only the same raw text.
    public static func == (a: JSON, b: JSON) -> Bool {
        switch (a, b) {
        case (.null, .null): true
        case let (.bool(x), .bool(y)): x == y
        case let (.int(x), .int(y)): x == y
        case let (.double(x), .double(y)): x == y || (x.isNaN && y.isNaN)
        case let (.string(x), .string(y)): x == y
        case let (.array(x), .array(y)): x == y
        case let (.object(x), .object(y)): x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case let (.raw(x), .raw(y)): x == y
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
        case .raw(let r): hasher.combine(7); hasher.combine(r)
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
    public var text: String { String(decoding: bytes(), as: UTF8.self) }

    /// The value's UTF-8 text, compact, or `pretty` (indented, for files people read).
    public func bytes(pretty: Bool = false) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty)
        writer.value(self)
        return writer.bytes
    }

    /// Appends the value's compact UTF-8 text to `out` (what the server queues, without a String in between).
    public func write(to out: inout [UInt8]) {
        var writer = JSONWriter()
        writer.value(self)
        writer.withUnsafeBytes { out.append(contentsOf: $0) }
    }
}

extension JSON {
    /// The member `key` of an object (the first, if repeated); nil for other values.
    public subscript(key: String) -> JSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }
}
