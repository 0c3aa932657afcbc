// A process's line of parents, read from /proc: how swallowing tells which terminal started
// the program whose window appears. Bounded in steps and bytes, so no process table (however
// deep, however named) makes a map wait.
#if canImport(Glibc)
import Glibc
#endif

public enum ProcessLine {
    /// The most parents followed: deeper lines than a terminal's shell, a script and the
    /// program are not worth a map's time.
    public static let maxSteps = 32

    /// `pid` and its parent, grandparent… up to (not including) pid 1, nearest first; empty
    /// when `pid` is no process here. A line that loops (a pid reused under a read) ends.
    public static func of(_ pid: Int) -> [Int] {
        var line: [Int] = []
        var current = pid
        while current > 1, line.count < maxSteps, !line.contains(current) {
            guard let parent = parent(of: current) else { break }
            line.append(current)
            current = parent
        }
        return line
    }

    /// Whether a window's WM_CLIENT_MACHINE names this machine (or is absent, as a local
    /// client may leave it): only then does its _NET_WM_PID mean a process here.
    public static func isLocal(_ machine: String?) -> Bool {
        guard let machine else { return true }
        var name = [UInt8](repeating: 0, count: 256)
        guard name.withUnsafeMutableBytes({ gethostname($0.baseAddress!.assumingMemoryBound(to: CChar.self), 255) }) == 0
        else { return false }
        return machine == String(decoding: name.prefix { $0 != 0 }, as: UTF8.self)
    }

    /// The parent of `pid`: the fourth field of /proc/PID/stat, after the name in parentheses
    /// (which may hold spaces and parentheses itself, so the last `)` ends it). The name is at
    /// most 16 bytes, so the first 128 bytes always hold the field.
    static func parent(of pid: Int) -> Int? {
        let fd = open("/proc/\(pid)/stat", O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 128)
        var count = 0
        while count < buffer.count {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            count += n
        }
        return parent(inStat: buffer[..<count])
    }

    /// The parent pid in the text of a /proc/PID/stat file (`PID (NAME) STATE PPID …`).
    public static func parent(inStat bytes: ArraySlice<UInt8>) -> Int? {
        guard let close = bytes.lastIndex(of: UInt8(ascii: ")")) else { return nil }
        let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "), maxSplits: 3, omittingEmptySubsequences: true)
        guard fields.count >= 2, let ppid = Int(String(decoding: fields[1], as: UTF8.self)) else { return nil }
        return ppid
    }
}
