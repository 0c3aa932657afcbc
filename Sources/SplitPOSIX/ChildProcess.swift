// Starting child processes with posix_spawn: the one place that sets up what a child starts
// with (an empty signal mask, default signal dispositions, its standard descriptors, and
// optionally a session of its own and fewer of our descriptors). splitwm's `exec` and the tests' helper processes use it.
#if canImport(Glibc)
import Glibc
#endif

public enum ChildProcess {
    /// What to do with one of the child's descriptors before it runs.
    public enum Descriptor: Sendable {
        /// Open `path` on `fd` with `flags`.
        case open(Int32, path: String, flags: Int32)
        /// Make `fd` a copy of our `source`.
        case duplicate(Int32, from: Int32)
    }

    /// Starts `argv` (`argv[0]` searched on PATH when `searchPath`), with `descriptors` set up.
    /// The child inherits this thread's signal mask and ignored signals otherwise (a test runner
    /// blocks some, and splitwm ignores SIGCHLD), so it starts with an empty mask and every
    /// signal at its default. With `newSession`, closing our terminal or process group does not
    /// take it along. The descriptors in `closing` are closed in the child (not in this process).
    /// Returns the child's pid, or the reason it could not start.
    public static func spawn(_ argv: [String], searchPath: Bool = true, descriptors: [Descriptor] = [],
                             newSession: Bool = false, closing: [Int32] = []) -> Result<pid_t, SpawnFailure> {
        guard let program = argv.first else { return .failure(SpawnFailure(description: "nothing to run")) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in descriptors {
            switch descriptor {
            case .open(let fd, let path, let flags): posix_spawn_file_actions_addopen(&actions, fd, path, flags, 0)
            case .duplicate(let fd, let source): posix_spawn_file_actions_adddup2(&actions, source, fd)
            }
        }
        for fd in closing { posix_spawn_file_actions_addclose(&actions, fd) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        var flags = Int32(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF)
        if newSession { flags |= 0x80 }   // POSIX_SPAWN_SETSID (glibc 2.26+; Swift does not import it)
        posix_spawnattr_setflags(&attributes, Int16(flags))
        let cArgs: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = searchPath
            ? posix_spawnp(&pid, program, &actions, &attributes, cArgs, environ)
            : posix_spawn(&pid, program, &actions, &attributes, cArgs, environ)
        guard rc == 0 else { return .failure(SpawnFailure(description: "cannot start \(program): \(String(cString: strerror(rc)))")) }
        return .success(pid)
    }
}

/// Why a child could not start, in words.
public struct SpawnFailure: Error, CustomStringConvertible, Sendable {
    public var description: String
}
