// Starting commands (`exec`) detached from the window manager: their own session, their
// output not on the WM's terminal, reaped by the kernel.
#if canImport(Glibc)
import Glibc
#endif

public enum Spawn {
    /// Children are never waited for: with SIGCHLD ignored the kernel reaps them.
    public static func ignoreChildren() { signal(SIGCHLD, SIG_IGN) }

    /// Runs `command` through `/bin/sh -c` in a new session, stdin/stdout/stderr on /dev/null.
    /// Returns a reason when it could not start.
    @discardableResult
    static func shell(_ command: String) -> String? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in [0, 1, 2] {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/null", fd == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        // A session of its own: closing the WM's terminal or process group does not take it along.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | 0x80 /* POSIX_SPAWN_SETSID */))
        let words: [String] = ["sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let rc = posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv, environ)
        return rc == 0 ? nil : String(cString: strerror(rc))
    }
}
