// Reading typed values out of a parsed document, with errors that name where in it the
// problem is (`root.primary.split.layout: expected "horizontal" or "vertical", found "diagonal"`).

/// Why a JSON value is not what its reader expected, and where in the document it is.
public struct JSONDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Keys from the top of the document joined by dots (`root.primary`); empty for the top.
    public var path: String
    public var reason: String
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }
    public var description: String { "\(path.isEmpty ? "document" : path): \(reason)" }
}

extension JSON {
    /// The value in a few words for an error message: scalars as their text (long strings cut), containers by kind.
    public var summary: String {
        switch self {
        case .array: "an array"
        case .object: "an object"
        case .raw: "JSON text"
        case .string(let s) where s.count > 40: JSON.string(String(s.prefix(40)) + "…").text
        default: text
        }
    }

    public func int(at path: String) throws(JSONDecodingError) -> Int {
        switch self {
        case .int(let i): return i
        case .double(let d):
            if let i = Int(exactly: d) { return i }
        default: break
        }
        throw JSONDecodingError(path: path, reason: "expected an integer, found \(summary)")
    }

    public func double(at path: String) throws(JSONDecodingError) -> Double {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: throw JSONDecodingError(path: path, reason: "expected a number, found \(summary)")
        }
    }

    public func bool(at path: String) throws(JSONDecodingError) -> Bool {
        guard case .bool(let b) = self else { throw JSONDecodingError(path: path, reason: "expected true or false, found \(summary)") }
        return b
    }

    public func string(at path: String) throws(JSONDecodingError) -> String {
        guard case .string(let s) = self else { throw JSONDecodingError(path: path, reason: "expected a string, found \(summary)") }
        return s
    }

    /// One of `T`'s raw values, spelled exactly.
    public func choice<T: RawRepresentable & CaseIterable>(_: T.Type, at path: String) throws(JSONDecodingError) -> T
    where T.RawValue == String {
        if case .string(let s) = self, let value = T(rawValue: s) { return value }
        let names = T.allCases.map { JSON.string($0.rawValue).text }
        let expected = names.count == 2 ? names.joined(separator: " or ") : "one of " + names.joined(separator: ", ")
        throw JSONDecodingError(path: path, reason: "expected \(expected), found \(summary)")
    }
}

/// A JSON object being read, knowing where it is in the document, so that every error names
/// its place. Missing members are errors unless read with an `optional…` method, which
/// also takes `null` for absent.
public struct JSONObjectReader: Sendable {
    /// Where this object is (`root.primary`); empty for the document's top.
    public let path: String
    public let members: [(String, JSON)]

    /// Throws unless `value` is an object.
    public init(_ value: JSON, at path: String = "") throws(JSONDecodingError) {
        guard case .object(let members) = value else {
            throw JSONDecodingError(path: path, reason: "expected an object, found \(value.summary)")
        }
        self.path = path
        self.members = members
    }

    /// Where the member `key` is.
    public func path(of key: String) -> String { path.isEmpty ? key : path + "." + key }

    /// An error about this object, or about its member `key`.
    public func error(_ reason: String, at key: String? = nil) -> JSONDecodingError {
        JSONDecodingError(path: key.map(path(of:)) ?? path, reason: reason)
    }

    /// Whether the object has the member `key` (even when it is null).
    public func contains(_ key: String) -> Bool { members.contains { $0.0 == key } }

    /// The member `key`, or an error saying it is missing.
    public func value(_ key: String) throws(JSONDecodingError) -> JSON {
        guard let value = members.first(where: { $0.0 == key })?.1 else { throw error("missing \"\(key)\"") }
        return value
    }

    /// Throws at the first member not in `known` (a misspelt key would otherwise be ignored).
    public func onlyMembers(_ known: [String]) throws(JSONDecodingError) {
        guard let (key, _) = members.first(where: { !known.contains($0.0) }) else { return }
        throw error("unknown member; expected one of \(known.map { JSON.string($0).text }.joined(separator: ", "))", at: key)
    }

    /// The member `key`; nil when it is absent or null.
    public func optional(_ key: String) -> JSON? {
        guard let value = members.first(where: { $0.0 == key })?.1, value != .null else { return nil }
        return value
    }

    public func int(_ key: String) throws(JSONDecodingError) -> Int { try value(key).int(at: path(of: key)) }
    public func double(_ key: String) throws(JSONDecodingError) -> Double { try value(key).double(at: path(of: key)) }
    public func bool(_ key: String) throws(JSONDecodingError) -> Bool { try value(key).bool(at: path(of: key)) }
    public func string(_ key: String) throws(JSONDecodingError) -> String { try value(key).string(at: path(of: key)) }
    public func object(_ key: String) throws(JSONDecodingError) -> JSONObjectReader {
        try JSONObjectReader(value(key), at: path(of: key))
    }
    public func choice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(JSONDecodingError) -> T
    where T.RawValue == String {
        try value(key).choice(type, at: path(of: key))
    }

    public func optionalInt(_ key: String) throws(JSONDecodingError) -> Int? { try optional(key)?.int(at: path(of: key)) }
    public func optionalBool(_ key: String) throws(JSONDecodingError) -> Bool? { try optional(key)?.bool(at: path(of: key)) }
    public func optionalString(_ key: String) throws(JSONDecodingError) -> String? {
        try optional(key)?.string(at: path(of: key))
    }
    public func optionalObject(_ key: String) throws(JSONDecodingError) -> JSONObjectReader? {
        guard let value = optional(key) else { return nil }
        return try JSONObjectReader(value, at: path(of: key))
    }
    public func optionalChoice<T: RawRepresentable & CaseIterable>(_ key: String, _ type: T.Type) throws(JSONDecodingError) -> T?
    where T.RawValue == String {
        try optional(key)?.choice(type, at: path(of: key))
    }
}
