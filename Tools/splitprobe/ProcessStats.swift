// What the kernel says about a process (CPU time, resident memory), and timing a command run.
#if canImport(Glibc)
import Glibc
#endif

/// The whole of a small /proc file, or nil.
func readProcFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = read(fd, &buffer, buffer.count)
        if n <= 0 { break }
        bytes += buffer[..<n]
    }
    return String(decoding: bytes, as: UTF8.self)
}

struct CPUTime {
    /// Time on the CPU, from /proc/PID/schedstat (first field, nanoseconds, every thread).
    var scheduledNanoseconds: UInt64
    /// Time ready to run but waiting for a CPU (schedstat's second field): a busy machine's share.
    var waitingNanoseconds: UInt64
    /// utime + stime from /proc/PID/stat, in clock ticks (coarse: 10 ms on most kernels).
    var ticks: UInt64

    static func of(_ pid: pid_t) -> CPUTime? {
        guard let sched = readProcFile("/proc/\(pid)/schedstat")?.split(separator: " "), sched.count > 1,
              let ns = UInt64(sched[0]), let waiting = UInt64(sched[1]),
              let stat = readProcFile("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")")
        else { return nil }
        // After "(comm)": state is field 3, utime field 14, stime field 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let utime = UInt64(fields[11]), let stime = UInt64(fields[12]) else { return nil }
        return CPUTime(scheduledNanoseconds: ns, waitingNanoseconds: waiting, ticks: utime + stime)
    }

    static var ticksPerSecond: UInt64 { UInt64(max(1, sysconf(Int32(_SC_CLK_TCK)))) }
}

/// `name:   1234 kB` lines of /proc/PID/status, in KiB.
func statusKiB(_ pid: pid_t, _ names: [String]) -> [String: Int] {
    guard let status = readProcFile("/proc/\(pid)/status") else { return [:] }
    var result: [String: Int] = [:]
    for line in status.split(separator: "\n") {
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, names.contains(String(parts[0])) else { continue }
        result[String(parts[0])] = Int(parts[1].split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
    return result
}

/// Runs `argv` with `environment` (stdout and stderr to /dev/null) and returns the wall time
/// from spawn to reaped exit in nanoseconds, or nil when it did not start or exited non-zero.
func timedRun(_ argv: [String], environment: [String]) -> UInt64? {
    let start = nowNanoseconds()
    guard let child = spawnCommand(argv, environment: environment) else { return nil }
    let exitedWell = reap(child)
    let elapsed = nowNanoseconds() - start
    return exitedWell ? elapsed : nil
}

/// The whole machine's CPU time, from /proc/stat's first line, in nanoseconds: busy (all but
/// idle and iowait) and in all. Clock ticks underneath, so coarse (10 ms on most kernels).
func machineCPUNanoseconds() -> (busy: UInt64, total: UInt64)? {
    guard let stat = readProcFile("/proc/stat"), let line = stat.split(separator: "\n").first, line.hasPrefix("cpu ") else { return nil }
    let ticks = line.split(separator: " ").dropFirst().compactMap { UInt64($0) }
    guard ticks.count >= 5 else { return nil }
    let total = ticks.prefix(8).reduce(0, +), idle = ticks[3] + ticks[4]
    let perTick = 1_000_000_000 / CPUTime.ticksPerSecond
    return ((total - idle) * perTick, total * perTick)
}
