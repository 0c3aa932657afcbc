// Writing JSON text straight into one byte buffer: compact (one line, for IPC) or pretty (for
// files people read), with no value tree, dictionary or string per node in between.

/// Appends JSON text to one buffer, value by value. Objects and arrays are written through
/// closures, so they are always closed; inside an object, each value follows a `key`.
///
///     var w = JSONWriter()
///     w.object { w in
///         w.member("layout", "horizontal")
///         w.key("primary"); w.object { w in w.member("window", 4194305) }
///     }
///
/// The window manager writes its whole state after every change of its tree, so this is
/// built for speed: the buffer is its own (one capacity check per token, then plain stores,
/// where an array append costs a uniqueness check and a call per byte), and the writer is
/// not copyable, so the buffer is never shared.
public struct JSONWriter: ~Copyable {
    private var start: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Indented, one member or element per line, `"key" : value`; otherwise one line.
    public let pretty: Bool
    private var depth = 0
    /// No member or element written yet in the innermost open object or array.
    private var first = true
    /// A key was just written: its value follows without a separator.
    private var afterKey = false

    /// `capacity`: the bytes to make room for at once (the buffer grows as needed).
    public init(pretty: Bool = false, capacity: Int = 256) {
        self.pretty = pretty
        self.capacity = max(64, capacity)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// The text written so far, UTF-8.
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: start, count: count)) }

    /// The text written so far.
    public var text: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

    /// The text written so far, without copying it (to write it to a file).
    public func withUnsafeBytes<R, E: Error>(_ body: (UnsafeRawBufferPointer) throws(E) -> R) throws(E) -> R {
        try body(UnsafeRawBufferPointer(start: start, count: count))
    }

    // MARK: Structure

    /// Writes an object whose members `body` writes.
    @inline(__always) public mutating func object(_ body: (inout JSONWriter) -> Void) {
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
    /// Keys are literals in the code that writes them (`w.key("layout")`).
    @inline(__always) public mutating func key(_ name: StaticString) {
        putKey(name, reserving: 0)
        afterKey = true
    }

    /// A member's separator, key and colon, with room made for them and for `valueBytes`
    /// after them: one capacity check for the whole member where the value has a bound size.
    @inline(__always) private mutating func putKey(_ name: StaticString, reserving valueBytes: Int) {
        // Checked in debug builds (every test runs them), trusted in release.
        assert(name.hasPointerRepresentation && name.withUTF8Buffer { $0.allSatisfy(Self.isPlainKeyByte) },
               "a key must be plain ASCII without quotes, backslashes or control characters")
        assert(depth > 0 && !afterKey, "a key belongs inside an object, before its value")
        let length = name.utf8CodeUnitCount
        // A comma, a new line, the indentation (up to 7 spaces stored past it), the quoted key, " : ".
        reserve(valueBytes &+ length &+ 2 &* depth &+ 14)
        if !first { store(UInt8(ascii: ",")) }
        first = false
        if pretty { newLine() }
        let target = start + count
        target[0] = UInt8(ascii: "\"")
        Self.copy(name.utf8Start, to: target + 1, count: length)
        target[length &+ 1] = UInt8(ascii: "\"")
        if pretty {
            target[length &+ 2] = UInt8(ascii: " ")
            target[length &+ 3] = UInt8(ascii: ":")
            target[length &+ 4] = UInt8(ascii: " ")
            count &+= length &+ 5
        } else {
            target[length &+ 2] = UInt8(ascii: ":")
            count &+= length &+ 3
        }
    }

    static func isPlainKeyByte(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F && byte != 0x22 && byte != 0x5C }

    /// A key only known when writing (a `JSON.object`'s).
    mutating func key(string name: String) {
        separate(reserving: 0)
        putString(name)
        reserve(3)
        if pretty {
            store(UInt8(ascii: " "))
            store(UInt8(ascii: ":"))
            store(UInt8(ascii: " "))
        } else {
            store(UInt8(ascii: ":"))
        }
        afterKey = true
    }

    // MARK: Values

    @inline(__always) public mutating func null() {
        separate(reserving: 4)
        storeWord("null")
    }

    @inline(__always) public mutating func bool(_ value: Bool) {
        separate(reserving: 5)
        if value { storeWord("true") } else { storeWord("false") }
    }

    @inline(__always) public mutating func int(_ value: Int) {
        separate(reserving: 20)
        if value < 0 { store(UInt8(ascii: "-")) }
        storeDigits(value.magnitude)
    }

    /// Text that reads back as exactly the same double, always with a point or an exponent
    /// so it reads back as a double: a fraction with at most four decimals ("0.05", "0.5",
    /// "3.0", what splits mostly hold) directly, anything else in Swift's shortest
    /// round-trip form ("0.36458333333333331", "1e-05", "1.5e+20"). NaN and ±infinity are
    /// written as `null`.
    public mutating func double(_ value: Double) {
        guard value.isFinite else { return null() }
        let magnitude = value.magnitude
        if magnitude < 1e14 {
            // m / 10^k is the double nearest to the decimal m·10⁻ᵏ, so when it equals the
            // value, that decimal reads back as exactly the value.
            var scale = 1.0
            for decimals in 0...4 {
                let m = Int(magnitude * scale + 0.5)   // rounded, by a conversion instead of a call
                if Double(m) / scale == magnitude {
                    separate(reserving: 24)
                    if value.sign == .minus { store(UInt8(ascii: "-")) }
                    var power: UInt = 1
                    for _ in 0..<decimals { power &*= 10 }
                    storeDigits(UInt(m) / power)
                    store(UInt8(ascii: "."))
                    storeDigits(UInt(m) % power, width: Swift.max(1, decimals))
                    return
                }
                scale *= 10
            }
        }
        var text = value.description
        text.withUTF8 { utf8 in
            separate(reserving: utf8.count)
            Self.copy(utf8.baseAddress!, to: start + count, count: utf8.count)
            count &+= utf8.count
        }
    }

    @inline(__always) public mutating func string(_ value: String) {
        separate(reserving: 0)
        putString(value)
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
                    w.key(string: key)
                    w.value(member)
                }
            }
        case .raw(let text):
            text.bytes.withUnsafeBufferPointer { raw in
                separate(reserving: raw.count)
                Self.copy(raw.baseAddress!, to: start + count, count: raw.count)
                count &+= raw.count
            }
        }
    }

    // MARK: Members in one call (nil is written as null)

    @inline(__always) public mutating func member(_ key: StaticString, _ value: String?) {
        putKey(key, reserving: 4)
        if let value { putString(value) } else { storeWord("null") }
    }

    @inline(__always) public mutating func member(_ key: StaticString, _ value: Int?) {
        putKey(key, reserving: 21)
        if let value {
            if value < 0 { store(UInt8(ascii: "-")) }
            storeDigits(value.magnitude)
        } else {
            storeWord("null")
        }
    }

    @inline(__always) public mutating func member(_ key: StaticString, _ value: Double?) {
        self.key(key)
        if let value { double(value) } else { null() }
    }

    @inline(__always) public mutating func member(_ key: StaticString, _ value: Bool?) {
        putKey(key, reserving: 5)
        if let value { storeWord(value ? "true" : "false") } else { storeWord("null") }
    }

    /// The member `key` whose value `write` writes, or, when `cache` holds that text from
    /// before at this depth, a copy of it. The caller empties the cache when the value
    /// changes: a split's constraints and style are usually the same for every split, and a
    /// document writes them for each.
    public mutating func member(_ key: StaticString, cachedIn cache: inout JSONTextCache, _ write: (inout JSONWriter) -> Void) {
        // Pretty text is indented to its depth; compact text is the same at any depth.
        let slot = pretty ? depth : 0
        if cache.pretty != pretty { cache = JSONTextCache() }
        cache.pretty = pretty
        if slot < cache.texts.count, !cache.texts[slot].isEmpty {
            cache.texts[slot].withUnsafeBufferPointer { text in
                putKey(key, reserving: text.count)
                Self.copy(text.baseAddress!, to: start + count, count: text.count)
                count &+= text.count
            }
            return
        }
        self.key(key)
        let mark = count
        write(&self)
        while cache.texts.count <= slot { cache.texts.append([]) }
        cache.texts[slot] = Array(UnsafeBufferPointer(start: start + mark, count: count &- mark))
    }

    // MARK: Layout of the text

    /// What goes before a value or a key (nothing after a key; else a comma after an earlier
    /// sibling and, when pretty, a new line indented to the depth), with room made for it
    /// and `extra` bytes after it: one capacity check per token.
    @inline(__always) private mutating func separate(reserving extra: Int) {
        if afterKey {
            afterKey = false
            reserve(extra)
            return
        }
        guard depth > 0 else { return reserve(extra) }
        // A comma, a new line, the indentation, and up to 7 spaces stored past it (see below).
        reserve(extra &+ 2 &* depth &+ 9)
        if !first { store(UInt8(ascii: ",")) }
        first = false
        if pretty { newLine() }
    }

    @inline(__always) private mutating func open(_ bracket: UInt8) {
        separate(reserving: 1)
        store(bracket)
        depth &+= 1
        first = true
    }

    @inline(__always) private mutating func close(_ bracket: UInt8) {
        depth &-= 1
        if pretty && !first {
            reserve(2 &* depth &+ 10)
            newLine()
        } else {
            reserve(1)
        }
        store(bracket)
        first = false
    }

    /// A new line and two spaces per level (most of a pretty document's bytes), the spaces
    /// eight at a time, the last store overshooting into room made for it.
    @inline(__always) private mutating func newLine() {
        store(UInt8(ascii: "\n"))
        let spaces = 2 &* depth
        let target = UnsafeMutableRawPointer(start + count)
        var offset = 0
        while offset < spaces {
            target.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        }
        count &+= spaces
    }

    // MARK: The buffer

    @inline(__always) private mutating func reserve(_ n: Int) {
        if capacity &- count < n { grow(n) }
    }

    private mutating func grow(_ n: Int) {
        let newCapacity = max(2 * capacity, count + n)
        let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        bigger.initialize(from: start, count: count)
        start.deallocate()
        start = bigger
        capacity = newCapacity
    }

    /// Stores where `reserve` made room.
    @inline(__always) private mutating func store(_ byte: UInt8) {
        start[count] = byte
        count &+= 1
    }

    /// Stores `true`, `null` or `false` (room made).
    @inline(__always) private mutating func storeWord(_ word: StaticString) {
        Self.copy(word.utf8Start, to: start + count, count: word.utf8CodeUnitCount)
        count &+= word.utf8CodeUnitCount
    }

    /// The decimal digits of `value`, zero-padded to `width` (at most 20: room made).
    @inline(__always) private mutating func storeDigits(_ value: UInt, width: Int = 1) {
        var digits = 1, rest = value / 10
        while rest > 0 {
            digits &+= 1
            rest /= 10
        }
        digits = Swift.max(digits, width)
        rest = value
        var position = count &+ digits
        while position > count {
            position &-= 1
            start[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        count &+= digits
    }

    /// Copies `count` bytes; a key or a number is a few bytes, so rather than call memcpy,
    /// eight (or four) at a time, the last piece overlapping the one before: nothing is read
    /// or written outside the two ranges.
    @inline(__always) private static func copy(_ source: UnsafePointer<UInt8>, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        if count >= 8 {
            if count > 64 {
                target.update(from: source, count: count)
                return
            }
            var offset = 0
            while offset &+ 8 < count {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset &+= 8
            }
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self), toByteOffset: count &- 8, as: UInt64.self)
        } else if count >= 4 {
            to.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self), toByteOffset: count &- 4, as: UInt32.self)
        } else {
            for k in 0..<count { target[k] = source[k] }
        }
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

    /// A Swift string is always valid Unicode (invalid UTF-8 became U+FFFD when it was
    /// decoded), so its UTF-8 bytes are valid; only what JSON or line-based readers cannot
    /// take raw is escaped: quotes, backslashes, control characters, DEL and U+2028/U+2029
    /// (legal JSON, but line separators to JavaScript). Runs of plain bytes are copied whole.
    private mutating func putString(_ string: String) {
        // A native string lends its UTF-8 as it is; only another kind is copied first.
        if string.utf8.withContiguousStorageIfAvailable({ putString(utf8: $0) }) == nil {
            var string = string
            string.withUTF8 { putString(utf8: $0) }
        }
    }

    private mutating func putString(utf8: UnsafeBufferPointer<UInt8>) {
        do {
            // Room for the quotes and the text as it is; escapes make more room as they come.
            reserve(utf8.count &+ 2)
            store(UInt8(ascii: "\""))
            var run = 0, i = 0
            while i < utf8.count {
                let byte = utf8[i]
                // Plain ASCII, the common case, in one test.
                if byte &- 0x20 < 0x5F && byte != 0x22 && byte != 0x5C {
                    i &+= 1
                    continue
                }
                var length = 1
                switch byte {
                case 0x22, 0x5C, 0x00..<0x20, 0x7F:
                    break
                case 0xE2 where i + 2 < utf8.count && utf8[i + 1] == 0x80 && (utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9):
                    length = 3
                default:
                    // Other UTF-8 is written as it is.
                    i &+= 1
                    continue
                }
                Self.copy(utf8.baseAddress! + run, to: start + count, count: i &- run)
                count &+= i &- run
                // Six for this escape, and the rest of the text and the closing quote again.
                reserve(6 &+ utf8.count &- i &+ 1)
                store(UInt8(ascii: "\\"))
                switch byte {
                case 0x22: store(UInt8(ascii: "\""))
                case 0x5C: store(UInt8(ascii: "\\"))
                case 0x0A: store(UInt8(ascii: "n"))
                case 0x09: store(UInt8(ascii: "t"))
                case 0x0D: store(UInt8(ascii: "r"))
                default:
                    let scalar: UInt32 = length == 3 ? 0x2028 + UInt32(utf8[i + 2] - 0xA8) : UInt32(byte)
                    store(UInt8(ascii: "u"))
                    Self.hexDigits.withUTF8Buffer { hex in
                        for shift in stride(from: 12, through: 0, by: -4) { store(hex[Int((scalar >> UInt32(shift)) & 0xF)]) }
                    }
                }
                i &+= length
                run = i
            }
            if let base = utf8.baseAddress {
                Self.copy(base + run, to: start + count, count: utf8.count &- run)
                count &+= utf8.count &- run
            }
            store(UInt8(ascii: "\""))
        }
    }
}

/// The text of a value as a `JSONWriter` last wrote it (see `member(_:cachedIn:_:)`).
public struct JSONTextCache {
    fileprivate var pretty = false
    /// By depth when pretty; one text when compact.
    fileprivate var texts: [[UInt8]] = []

    public init() {}
}
