// $DISPLAY taken apart as Xlib does it: `[protocol/][host]:number[.screen]`.

/// Where an X server is, from a display name such as ":0", "unix:1.0" or "localhost:10.0".
public struct XDisplayName: Equatable, Sendable {
    /// `unix`, `tcp`, `inet` or `inet6` when the name starts with `protocol/`.
    public var transport: String?
    /// Empty (or `unix`) for this machine's socket, else a host to reach over TCP.
    public var host: String
    public var number: Int
    public var screen: Int

    public init(transport: String? = nil, host: String = "", number: Int, screen: Int = 0) {
        self.transport = transport
        self.host = host
        self.number = number
        self.screen = screen
    }

    /// Parses `name`; nil when it is not a display name (no `:`, no number, DECnet's `::`).
    public init?(_ name: String) {
        var rest = Substring(name)
        if let slash = rest.lastIndex(of: "/") {
            transport = String(rest[..<slash])
            rest = rest[rest.index(after: slash)...]
        }
        guard let colon = rest.lastIndex(of: ":") else { return nil }
        var host = rest[..<colon]
        if host.hasPrefix("[") && host.hasSuffix("]") {
            host = host.dropFirst().dropLast()   // [::1]:0
        } else if host.hasSuffix(":") {
            return nil   // host::0 is DECnet
        }
        let numbers = rest[rest.index(after: colon)...].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let number = numbers.first.flatMap({ Self.decimal($0) }), number < 60000 else { return nil }
        self.host = String(host)
        self.number = number
        if numbers.count == 2 {
            guard let screen = Self.decimal(numbers[1]) else { return nil }
            self.screen = screen
        } else {
            screen = 0
        }
    }

    /// This machine's socket rather than TCP.
    public var isLocal: Bool {
        (transport == nil || transport == "unix") && (host.isEmpty || host == "unix")
    }

    private static func decimal(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 5, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }
}
