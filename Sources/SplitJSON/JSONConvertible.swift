// Values with a JSON form of their own, such as a split tree's leaves.

/// A value written as JSON and read back from it: `init(json:at:)` reads what `write(to:)`
/// writes, and says where (`at`, a path such as `root.primary.leaf`) when it cannot.
public protocol JSONConvertible {
    func write(to writer: inout JSONWriter)
    init(json: JSON, at path: String) throws(JSONDecodingError)
}

/// A bare number (the engine's tests and benchmarks use integer leaves).
extension Int: JSONConvertible {
    public func write(to writer: inout JSONWriter) { writer.int(self) }
    public init(json: JSON, at path: String) throws(JSONDecodingError) { self = try json.int(at: path) }
}
