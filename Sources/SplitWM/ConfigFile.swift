// Finding, reading and parsing the config file; the built-in default when the user has none.
import SplitConfig
import SplitI3Import
import SplitPOSIX
import SplitX
#if canImport(Glibc)
import Glibc
#endif

/// Where the config comes from.
public enum ConfigSource: Hashable, Sendable, CustomStringConvertible {
    /// A file given with --config.
    case explicit(String)
    /// The user's file, found where it belongs.
    case file(String)
    /// config/splitwm.conf, compiled in.
    case builtIn

    /// `explicit` if given, else `$XDG_CONFIG_HOME/splitwm/config` (or `~/.config/…`) when it
    /// exists, else the built-in default.
    public static func locate(explicit: String?) -> ConfigSource {
        if let explicit { return .explicit(explicit) }
        let base = environment("XDG_CONFIG_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment("HOME") ?? "/") + "/.config"
        let path = base + "/splitwm/config"
        return access(path, F_OK) == 0 ? .file(path) : .builtIn
    }

    /// Looked up again, unless it was given explicitly.
    public var relocated: ConfigSource {
        if case .explicit = self { return self }
        return Self.locate(explicit: nil)
    }

    public var description: String {
        switch self {
        case .explicit(let path), .file(let path): path
        case .builtIn: "the built-in default config"
        }
    }

    /// The config, or every error in it (each with file:line:column).
    public func load() -> Result<Config, ConfigErrors> {
        switch self {
        case .builtIn:
            return ConfigParser.parse(DefaultConfig.text, file: "default config", isKnownKey: Self.isKnownKey)
        case .explicit(let path), .file(let path):
            switch Self.read(path) {
            case .success(let text): return ConfigParser.parse(text, file: path, isKnownKey: Self.isKnownKey)
            case .failure(let error): return .failure(ConfigErrors(errors: [error]))
            }
        }
    }

    static func isKnownKey(_ name: String) -> Bool { KeySymbol(named: name) != nil }

    static let maximumSize = 1 << 20

    /// The config's text as it reads now (the built-in one's for `builtIn`); nil when unreadable.
    var text: String? {
        switch self {
        case .builtIn: DefaultConfig.text
        case .explicit(let path), .file(let path): try? Self.read(path).get()
        }
    }

    /// The file's text; a missing, unreadable, directory or oversized file is an error at 1:1.
    static func read(_ path: String) -> Result<String, ConfigError> {
        switch BoundedFile.read(path, limit: maximumSize) {
        case .success(let bytes): return .success(String(decoding: bytes, as: UTF8.self))
        case .failure(let failure): return .failure(ConfigError(file: path, line: 1, column: 1, message: "\(failure)"))
        }
    }
}

extension ConfigSource {
    /// The splitwm config nearest the i3 config at `path` (`splitwm --import-i3`), with the
    /// key names X knows; an unreadable file is an error naming it.
    public static func importI3(_ path: String) -> Result<I3ImportResult, ConfigError> {
        read(path).map { I3Import.translate($0, source: path, isKnownKey: isKnownKey, include: I3IncludeFiles.read) }
    }
}
