// Starting commands (`exec`) detached from the window manager: their own session, their
// output not on the WM's terminal, reaped by the kernel, and the environment they inherit.
import SplitPOSIX
#if canImport(Glibc)
import Glibc
#endif

public enum Spawn {
    /// Children are never waited for: with SIGCHLD ignored the kernel reaps them.
    public static func ignoreChildren() { signal(SIGCHLD, SIG_IGN) }

    /// Sets, in our own environment (which every child inherits: `exec`, the config's `exec`
    /// lines, layout files' commands), what programs must know about a window manager that does
    /// not reparent. Java's AWT assumes one that does and draws Swing windows grey and empty
    /// unless `_JAVA_AWT_WM_NONREPARENTING` is set. A value the user set is kept.
    static func prepareChildEnvironment() {
        setenv("_JAVA_AWT_WM_NONREPARENTING", "1", 0)
        _ = inheritedDescriptors
    }

    /// The descriptors above 2 that splitwm was started with and keeps open across exec (a
    /// display manager's, a terminal's, a test runner's pipe), read once at start. splitwm's own
    /// descriptors are opened close-on-exec; these are not, and a program started through `exec`
    /// would hold them for as long as it runs, keeping whoever waits on the other end waiting, so
    /// each child closes them. splitwm itself keeps them, also across `restart` (an exec in
    /// place): whoever gave them may be waiting for splitwm's own end.
    static let inheritedDescriptors: [Int32] = {
        guard let directory = opendir("/proc/self/fd") else { return [] }
        defer { closedir(directory) }
        let listing = dirfd(directory)
        var found: [Int32] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let fd = Int32(name), fd > 2, fd != listing else { continue }
            let flags = fcntl(fd, F_GETFD)
            if flags >= 0, flags & FD_CLOEXEC == 0 { found.append(fd) }
        }
        return found.sorted()
    }()

    /// Runs `command` through `/bin/sh -c` in a new session, stdin/stdout/stderr on /dev/null.
    /// Returns a reason when it could not start.
    @discardableResult
    static func shell(_ command: String) -> String? {
        let nullInput = ChildProcess.Descriptor.open(0, path: "/dev/null", flags: O_RDONLY)
        let nullOutput = [1, 2].map { ChildProcess.Descriptor.open($0, path: "/dev/null", flags: O_WRONLY) }
        // A session of its own: closing the WM's terminal or process group does not take it along.
        switch ChildProcess.spawn(["/bin/sh", "-c", command], searchPath: false, descriptors: [nullInput] + nullOutput,
                                  newSession: true, closing: inheritedDescriptors) {
        case .success: return nil
        case .failure(let failure): return failure.description
        }
    }
}
