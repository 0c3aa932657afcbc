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
    /// An i3 config, translated in memory as `--import-i3` translates it: given with
    /// `--i3-config` (`given`), or the user's, found where i3 looks when splitwm has none.
    case i3(String, given: Bool)
    /// config/splitwm.conf, compiled in.
    case builtIn
    /// No config of splitwm's or i3's, and the user's bspwmrc where bspwm looks: the built-in
    /// settings with that bspwmrc run at start, and no key bindings, since under bspwm the
    /// keyboard is sxhkd's and the built-in `super` chords would take the grabs its bindings ask for.
    case bspwm(bspwmrc: String)

    /// `explicit` or `i3` if given; else, as `ConfigSearch` finds it, splitwm's own file, the
    /// user's i3 config, the user's bspwmrc with the built-in default, or the built-in default.
    public static func locate(explicit: String?, i3: String? = nil) -> ConfigSource {
        if let explicit { return .explicit(explicit) }
        if let i3 { return .i3(i3, given: true) }
        switch ConfigSearch.find(environment: { environment($0) }, exists: { access($0, F_OK) == 0 },
                                 runnable: { access($0, X_OK) == 0 }) {
        case .splitwm(let path): return .file(path)
        case .i3(let path): return .i3(path, given: false)
        case .bspwm(let bspwmrc): return .bspwm(bspwmrc: bspwmrc)
        case .none: return .builtIn
        }
    }

    /// Looked up again, unless it was given on the command line.
    public var relocated: ConfigSource {
        switch self {
        case .explicit, .i3(_, given: true): self
        case .file, .i3(_, given: false), .builtIn, .bspwm: Self.locate(explicit: nil)
        }
    }

    /// The file, nil for the built-in config.
    public var path: String? {
        switch self {
        case .explicit(let path), .file(let path), .i3(let path, _): path
        case .builtIn, .bspwm: nil
        }
    }

    public var description: String {
        switch self {
        case .explicit(let path), .file(let path): path
        case .i3(let path, _): "the i3 config \(path)"
        case .builtIn: "the built-in default config"
        case .bspwm(let bspwmrc): "the built-in default config without key bindings, and the bspwmrc \(bspwmrc)"
        }
    }

    /// The config, or every error in it (each with file:line:column).
    public func load() -> Result<Config, ConfigErrors> { loadWithFiles().map(\.config) }

    /// The config with the files it came from, or every error in it.
    public func loadWithFiles() -> Result<LoadedConfig, ConfigErrors> {
        switch self {
        case .builtIn:
            return ConfigParser.parse(DefaultConfig.text, file: "default config", isKnownKey: Self.isKnownKey).map {
                LoadedConfig(config: $0, file: nil, files: [ConfigFileText(path: description, text: DefaultConfig.text)])
            }
        case .bspwm(let bspwmrc):
            return Self.builtIn.loadWithFiles().map { builtIn in
                var loaded = builtIn
                loaded.config = builtIn.config.withoutKeyBindings
                loaded.config.settings.bspwmrc = bspwmrc
                loaded.summary = "\(self)"
                return loaded
            }
        case .explicit(let path), .file(let path):
            switch Self.read(path) {
            case .success(let text):
                return ConfigParser.parse(text, file: path, isKnownKey: Self.isKnownKey).map {
                    LoadedConfig(config: $0, file: path, files: [ConfigFileText(path: path, text: text)])
                }
            case .failure(let error): return .failure(ConfigErrors(errors: [error]))
            }
        case .i3(let path, _):
            return Self.importI3(path).mapError { ConfigErrors(errors: [$0]) }.flatMap { imported in
                // The importer's output always loads; its errors would name the translation's lines.
                ConfigParser.parse(imported.text, file: "\(path) (translated)", isKnownKey: Self.isKnownKey).map {
                    LoadedConfig(config: $0, file: path, files: imported.files.map(ConfigFileText.init(i3:)),
                                 summary: "\(self): \(imported.translated) lines carried over, \(imported.untranslated) not"
                                     + (imported.untranslated > 0 ? " (splitwm --import-i3 \(path) says why)" : ""))
                }
            }
        }
    }

    static func isKnownKey(_ name: String) -> Bool { KeySymbol(named: name) != nil }

    static let maximumSize = 1 << 20

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

/// A config as read: what runs, and the files it came from as the user wrote them.
public struct LoadedConfig: Sendable {
    public var config: Config
    /// The file it was read from (i3's I3_CONFIG_PATH), nil for the built-in config.
    public var file: String?
    /// GET_CONFIG's files: the config first, then each file an i3 `include` read.
    public var files: [ConfigFileText]
    /// For the log, when there is more to say than the path (an i3 config's translation).
    public var summary: String?
}

/// One file of the config in force, as i3's GET_CONFIG lists it (`included_configs`).
public struct ConfigFileText: Equatable, Sendable {
    public var path: String
    public var rawContents: String
    /// i3's text after its variable step; a splitwm config's own text (its variables are
    /// replaced where they are used, not in the file).
    public var variableReplacedContents: String

    init(path: String, text: String) {
        self.path = path
        rawContents = text
        variableReplacedContents = text
    }

    /// i3 names each file by its realpath.
    init(i3 file: I3ConfigFile) {
        path = Self.resolved(file.path)
        rawContents = file.rawContents
        variableReplacedContents = file.variableReplacedContents
    }

    private static func resolved(_ path: String) -> String {
        guard let real = realpath(path, nil) else { return path }
        defer { free(real) }
        return String(cString: real)
    }
}
