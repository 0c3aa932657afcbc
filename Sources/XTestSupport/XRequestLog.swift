// Reading xtrace's log (Debian's `xtrace`, run with -o): the requests clients sent, one per line.

/// One request a client sent, as xtrace logged it.
///
/// xtrace writes one line per request, e.g.
/// `002:<:0114: 32: Request(12): ConfigureWindow window=0x00400001 values={x=0 y=0 width=397 height=598 border-width=1}`:
/// the connection number, `<` (client to server), the sequence number in hex, the length in
/// bytes, `Request(major)` or `NAME-Request(major,minor)` for an extension, the request's name,
/// then its fields as `name=value`. Replies, events and errors are `:>:` lines; the connection
/// setup is a `:<:` line without a sequence number. Neither is a request.
public struct XRequestRecord: Hashable, Sendable {
    public var connection: Int
    public var sequence: Int
    /// The extension's name (`XKEYBOARD`, `RANDR`), nil for a core request.
    public var extensionName: String?
    public var major: Int
    public var minor: Int?
    /// The request's name as xtrace decodes it (`ConfigureWindow`, `MapWindow`).
    public var name: String
    /// The top-level fields (`window`, `values`, …) with their text as logged; a braced value
    /// such as `values={x=0 y=0}` keeps its braces.
    public var fields: [String: String]

    /// The `window` field as a number, when there is one.
    public var window: UInt32? {
        guard let text = fields["window"], text.hasPrefix("0x") else { return nil }
        return UInt32(text.dropFirst(2), radix: 16)
    }

    /// The fields inside a braced field such as ConfigureWindow's `values={x=0 stack-mode=Above(0x00)}`.
    public func subfields(_ name: String) -> [String: String] {
        guard let text = fields[name], text.hasPrefix("{"), text.hasSuffix("}") else { return [:] }
        return XRequestLog.fields(text.dropFirst().dropLast())
    }
}

/// Parses xtrace's log.
public enum XRequestLog {
    /// Every request in `text`, in order. Only complete lines count: a log still being
    /// written may end in the middle of one.
    public static func requests(in text: Substring) -> [XRequestRecord] {
        let complete = text.lastIndex(of: "\n").map { text[...$0] } ?? ""
        return complete.split(separator: "\n", omittingEmptySubsequences: true).compactMap(request)
    }

    public static func requests(in text: String) -> [XRequestRecord] { requests(in: text[...]) }

    /// The request on one log line, or nil when the line is not a request.
    public static func request(_ line: Substring) -> XRequestRecord? {
        // "CCC:<:SSSS: LEN: [EXT-]Request(M[,m]): Name fields…"
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count == 5, let connection = Int(parts[0]), parts[1] == "<",
              let sequence = Int(parts[2], radix: 16),
              Int(parts[3].trimmingSpaces) != nil else { return nil }
        var rest = parts[4].trimmingSpaces
        guard let open = rest.firstIndex(of: "("), let close = rest.firstIndex(of: ")"), open < close,
              rest[..<open].hasSuffix("Request") else { return nil }
        let prefix = rest[..<open].dropLast("Request".count)
        let extensionName = prefix.isEmpty ? nil : String(prefix.dropLast())   // "XKEYBOARD-"
        let numbers = rest[rest.index(after: open)..<close].split(separator: ",")
        guard let major = numbers.first.flatMap({ Int($0) }) else { return nil }
        let minor = numbers.count > 1 ? Int(numbers[1]) : nil
        rest = rest[rest.index(after: close)...]
        guard rest.hasPrefix(":") else { return nil }
        rest = rest.dropFirst().trimmingSpaces
        let nameEnd = rest.firstIndex(of: " ") ?? rest.endIndex
        let name = String(rest[..<nameEnd])
        return XRequestRecord(connection: connection, sequence: sequence, extensionName: extensionName, major: major,
                              minor: minor, name: name, fields: fields(rest[nameEnd...]))
    }

    /// `a=1 b={c=2 d=3} e='x y'` → ["a": "1", "b": "{c=2 d=3}", "e": "'x y'"]: split on spaces
    /// outside braces, brackets and quotes; words without `=` are left out.
    static func fields(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var depth = 0, quoted = false
        var start = text.startIndex
        func take(_ end: Substring.Index) {
            let word = text[start..<end]
            if let eq = word.firstIndex(of: "=") {
                result[String(word[..<eq])] = String(word[word.index(after: eq)...])
            }
        }
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if c == "'" {
                quoted.toggle()
            } else if !quoted && "{[(".contains(c) {
                depth += 1
            } else if !quoted && "}])".contains(c) {
                depth = max(0, depth - 1)
            } else if !quoted && depth == 0 && c == " " {
                take(i)
                start = text.index(after: i)
            }
            i = text.index(after: i)
        }
        take(text.endIndex)
        return result
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return s
    }
}
