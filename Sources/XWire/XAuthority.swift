// The ~/.Xauthority file: the cookie an X server asks of its clients, chosen as libXau chooses it.

/// One entry of an Xauthority file.
public struct XAuthorityEntry: Equatable, Sendable {
    /// 256 this machine (by host name), 0 IPv4, 6 IPv6, 65535 any address.
    public var family: UInt16
    public var address: [UInt8]
    /// The display number as text; empty matches every display.
    public var number: String
    public var name: String
    public var data: [UInt8]

    public init(family: UInt16, address: [UInt8], number: String, name: String, data: [UInt8]) {
        self.family = family
        self.address = address
        self.number = number
        self.name = name
        self.data = data
    }

    public static let familyLocal: UInt16 = 256
    public static let familyWild: UInt16 = 65535
    public static let familyInternet: UInt16 = 0
    public static let familyInternet6: UInt16 = 6
    public static let cookieName = "MIT-MAGIC-COOKIE-1"

    /// Every entry of a file's bytes, in order; entries after a truncated one are lost, as in libXau.
    public static func entries(in file: [UInt8]) -> [XAuthorityEntry] {
        var entries: [XAuthorityEntry] = []
        var offset = 0
        func field() -> [UInt8]? {
            guard offset + 2 <= file.count else { return nil }
            let length = Int(file[offset]) << 8 | Int(file[offset + 1])
            guard offset + 2 + length <= file.count else { return nil }
            defer { offset += 2 + length }
            return Array(file[(offset + 2)..<(offset + 2 + length)])
        }
        while offset + 2 <= file.count {
            let family = UInt16(file[offset]) << 8 | UInt16(file[offset + 1])
            offset += 2
            guard let address = field(), let number = field(), let name = field(), let data = field() else { break }
            entries.append(XAuthorityEntry(family: family, address: address, number: String(decoding: number, as: UTF8.self),
                                           name: String(decoding: name, as: UTF8.self), data: data))
        }
        return entries
    }

    /// The first MIT-MAGIC-COOKIE-1 entry for this address and display (libXau's
    /// XauGetBestAuthByAddr with that one method); nil when the server gets no cookie.
    public static func cookie(in entries: [XAuthorityEntry], family: UInt16, address: [UInt8], number: Int) -> XAuthorityEntry? {
        entries.first { entry in
            (entry.family == familyWild || (entry.family == family && entry.address == address))
                && (entry.number.isEmpty || entry.number == String(number))
                && entry.name == cookieName
        }
    }
}
