// Where the window manager's socket is: its name for a display, the directory under $XDG_RUNTIME_DIR, and
// whether that directory can be trusted. splitwm and splitctl both ask here, so they cannot disagree.
#if canImport(Glibc)
import Glibc
#endif

/// The socket's place, as splitwm makes it and as splitctl looks for it.
public enum SocketLocation {
    /// The socket's name for an X display: `display-` and the name's digits and dots (":0" gives
    /// `display-0`, ":1.0" gives `display-1.0`), so a host part or `unix` never reaches a path.
    public static func name(forDisplay display: String) -> String {
        "display-" + display.filter { $0.isNumber || $0 == "." }
    }

    /// `<runtimeDirectory>/splitwm`; nil for a relative runtime directory, which the XDG spec says to ignore.
    public static func directory(inRuntimeDirectory base: String) -> String? {
        guard base.hasPrefix("/") else { return nil }
        return (base.hasSuffix("/") ? String(base.dropLast()) : base) + "/splitwm"
    }

    /// The socket file `name` in `directory`.
    public static func path(name: String, in directory: String) -> String {
        directory + "/" + name + ".sock"
    }

    /// Where splitwm listens for `display` when `$XDG_RUNTIME_DIR` is `runtimeDirectory`
    /// (`/run/user/1000/splitwm/display-0.sock`); nil when that runtime directory is not usable.
    public static func path(forDisplay display: String, runtimeDirectory: String) -> String? {
        directory(inRuntimeDirectory: runtimeDirectory).map { path(name: name(forDisplay: display), in: $0) }
    }

    /// What a look at a directory (not following a symlink) says about trusting a socket inside it.
    public enum Trust: Equatable, Sendable {
        /// A real directory of this user that nobody else can write; `mode` is its permission bits.
        case trusted(mode: UInt32)
        /// lstat failed with this errno (ENOENT: it does not exist).
        case cannotStat(Int32)
        case notADirectory
        case ownedByAnotherUser(uid_t)
        /// Group or others may write it, so someone else could have put a socket of theirs there.
        case writableByOthers(mode: UInt32)
    }

    /// The one rule both ends apply: the directory must be this user's and writable by nobody else.
    public static func trust(ofDirectory path: String) -> Trust {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .cannotStat(errno) }
        guard info.st_mode & S_IFMT == S_IFDIR else { return .notADirectory }
        guard info.st_uid == geteuid() else { return .ownedByAnotherUser(info.st_uid) }
        let mode = UInt32(info.st_mode & 0o777)
        guard mode & 0o022 == 0 else { return .writableByOthers(mode: mode) }
        return .trusted(mode: mode)
    }
}

extension IPCClient {
    /// A connection to splitwm's socket for `display` under `runtimeDirectory`, or nil when there is
    /// none to trust: no such socket or nobody listening (a stale file), a directory that is not this
    /// user's own and private, or a listener running as another user. The caller then asks X.
    public static func connectingToRuntimeSocket(display: String, runtimeDirectory: String) -> IPCClient? {
        guard let directory = SocketLocation.directory(inRuntimeDirectory: runtimeDirectory),
              case .trusted = SocketLocation.trust(ofDirectory: directory) else { return nil }
        let path = SocketLocation.path(name: SocketLocation.name(forDisplay: display), in: directory)
        guard let client = try? IPCClient(path: path) else { return nil }
        // The directory was checked by name; the kernel's word on who listens closes the gap between
        // that check and connect() (a parent directory someone else controls could swap ours away).
        guard client.serverUserID == geteuid() else { return nil }
        return client
    }
}
