// Writing JSON text straight into one byte buffer: compact (one line, for IPC) or pretty (for
// files people read), with no value tree, dictionary or string per node in between.

/// Appends JSON text to one byte buffer, value by value. Objects and arrays are written
/// through closures, so they are always closed; inside an object, each value follows a `key`.
///
///     var w = JSONWriter()
///     w.object { w in
///         w.member("layout", "horizontal")
///         w.key("primary"); w.object { w in w.member("window", 4194305) }
///     }
public struct JSONWriter: Sendable {
    /// The text written so far, UTF-8.
    public private(set) var bytes: [UInt8]
    /// Indented, one member or element per line, `"key" : value`; otherwise one line.
    public let pretty: Bool
    private var depth = 0
    /// No member or element written yet in the innermost open object or array.
    private var first = true
    /// A key was just written: its value follows without a separator.
    private var afterKey = false

    public init(pretty: Bool = false, capacity: Int = 0) {
        self.pretty = pretty
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    init(appendingTo bytes: [UInt8]) {
        self.pretty = false
        self.bytes = bytes
    }

    /// The text written so far.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Structure

    /// Writes an object whose members `body` writes.
    public mutating func object(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "{"))
        body(&self)
        close(UInt8(ascii: "}"))
    }

    /// Writes an array whose elements `body` writes.
    public mutating func array(_ body: (inout JSONWriter) -> Void) {
        open(UInt8(ascii: "["))
        body(&self)
        close(UInt8(ascii: "]"))
    }

    /// Starts a member of the object being written: its value is the next one written.
    public mutating func key(_ name: String) {
        separate()
        Self.appendString(name, to: &bytes)
        if pretty {
            bytes.append(UInt8(ascii: " "))
            bytes.append(UInt8(ascii: ":"))
            bytes.append(UInt8(ascii: " "))
        } else {
            bytes.append(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    // MARK: Values

    public mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
    }

    public mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    public mutating func int(_ value: Int) {
        separate()
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let start = bytes.count
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        var (i, j) = (start, bytes.count - 1)
        while i < j {
            bytes.swapAt(i, j)
            i += 1
            j -= 1
        }
    }

    /// Swift's shortest form that reads back as exactly the same double ("0.2", "3.0",
    /// "1e-05", "1.5e+20"), which is valid JSON; NaN and ±infinity are written as `null`.
    public mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        separate()
        bytes.append(contentsOf: value.description.utf8)
    }

    public mutating func string(_ value: String) {
        separate()
        Self.appendString(value, to: &bytes)
    }

    /// Writes `value`, whatever it holds.
    public mutating func value(_ value: JSON) {
        switch value {
        case .null: null()
        case .bool(let b): bool(b)
        case .int(let i): int(i)
        case .double(let d): double(d)
        case .string(let s): string(s)
        case .array(let items):
            array { w in for item in items { w.value(item) } }
        case .object(let members):
            object { w in
                for (key, member) in members {
                    w.key(key)
                    w.value(member)
                }
            }
        case .raw(let text):
            separate()
            bytes.append(contentsOf: text.bytes)
        }
    }

    // MARK: Members in one call (nil is written as null)

    public mutating func member(_ key: String, _ value: String?) {
        self.key(key)
        if let value { string(value) } else { null() }
    }

    public mutating func member(_ key: String, _ value: Int?) {
        self.key(key)
        if let value { int(value) } else { null() }
    }

    public mutating func member(_ key: String, _ value: Double?) {
        self.key(key)
        if let value { double(value) } else { null() }
    }

    public mutating func member(_ key: String, _ value: Bool?) {
        self.key(key)
        if let value { bool(value) } else { null() }
    }

    // MARK: Internals

    /// What goes before a value or a key: nothing after a key, else a comma after an
    /// earlier sibling and, when pretty, a new line indented to the depth.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        if pretty { newLine() }
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        depth += 1
        first = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if pretty && !first { newLine() }
        bytes.append(bracket)
        first = false
    }

    private mutating func newLine() {
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<(2 * depth) { bytes.append(UInt8(ascii: " ")) }
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// A Swift string is always valid Unicode (invalid UTF-8 became U+FFFD when it was
    /// decoded), so its UTF-8 bytes are valid; only what JSON or line-based readers cannot
    /// take raw is escaped: quotes, backslashes, control characters, DEL and U+2028/U+2029
    /// (legal JSON, but line separators to JavaScript). Runs of plain bytes are copied whole.
    static func appendString(_ string: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var run = 0, i = 0
            while i < utf8.count {
                let byte = utf8[i]
                var length = 1
                switch byte {
                case 0x22, 0x5C, 0x00..<0x20, 0x7F:
                    break
                case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                    length = 3
                default:
                    i += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<i]))
                switch byte {
                case 0x22: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "\""))
                case 0x5C: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "\\"))
                case 0x0A: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "n"))
                case 0x09: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "t"))
                case 0x0D: out.append(UInt8(ascii: "\\")); out.append(UInt8(ascii: "r"))
                default:
                    let scalar: UInt32 = length == 3 ? 0x2028 + UInt32(utf8[i + 2] - 0xA8) : UInt32(byte)
                    out.append(UInt8(ascii: "\\"))
                    out.append(UInt8(ascii: "u"))
                    for shift in stride(from: 12, through: 0, by: -4) { out.append(hexDigits[Int((scalar >> UInt32(shift)) & 0xF)]) }
                }
                i += length
                run = i
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<utf8.count]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
