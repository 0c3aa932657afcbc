// Reading the environment: one definition of what an unset variable is.

/// The value of environment variable `name`; nil when it is unset or empty (as the XDG base
/// directory specification treats an empty variable).
public func environment(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    let text = String(cString: value)
    return text.isEmpty ? nil : text
}

#if canImport(Glibc)
import Glibc
#endif
