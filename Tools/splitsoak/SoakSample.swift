// What the soak measures of splitwm: resident memory and open descriptors from /proc, and the
// X resources its client holds from the X-Resource extension (xrestop -b -m 1).
import SplitPOSIX
#if canImport(Glibc)
import Glibc
#endif

/// One measurement of splitwm at a checkpoint.
struct SoakSample {
    var seconds: Double
    var step: Int
    /// How many times splitwm had started afresh (kill -9) or re-executed itself (`restart`) before.
    var epoch: Int
    var vmRSS: Int
    var rssAnon: Int
    var fds: Int
    /// xrestop's counts for splitwm's client: windows, GCs, pixmaps, cursors, passive grabs, the rest.
    var xWindows: Int
    var xResources: Int
    var xBytes: Int
}

/// `name:   1234 kB` lines of /proc/PID/status, in KiB.
func statusKiB(_ pid: pid_t, _ name: String) -> Int? {
    guard let status = readSmallFile("/proc/\(pid)/status") else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
        return Int(line.dropFirst(name.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
    }
    return nil
}

func openDescriptors(_ pid: pid_t) -> Int? {
    guard let dir = opendir("/proc/\(pid)/fd") else { return nil }
    defer { closedir(dir) }
    var n = 0
    while let entry = readdir(dir) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        if name != "." && name != ".." { n += 1 }
    }
    return n
}

/// A small file (a /proc file, splitwm's log) as text, or nil.
func readSmallFile(_ path: String) -> String? {
    guard case .success(let bytes) = BoundedFile.read(path, limit: 16 << 20) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
}

/// The block of `xrestop -b -m 1` output for the client that owns the resource `xid` (its
/// `res_base` is the XID less the bits of `res_mask`): (windows, all resources counted, total bytes).
func xResources(inXrestop output: String, owning xid: UInt) -> (windows: Int, count: Int, bytes: Int)? {
    var current: [String: String] = [:]
    var blocks: [[String: String]] = []
    for line in output.split(separator: "\n") {
        if !line.hasPrefix("\t") && !line.hasPrefix(" ") {
            if !current.isEmpty { blocks.append(current) }
            current = [:]
            continue
        }
        let parts = line.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { continue }
        current[parts[0].trimmingSpaces] = parts[1].trimmingSpaces
    }
    if !current.isEmpty { blocks.append(current) }
    func hex(_ text: String?) -> UInt? {
        guard let text else { return nil }
        return text.hasPrefix("0x") ? UInt(text.dropFirst(2), radix: 16) : UInt(text)
    }
    guard let block = blocks.first(where: { b in
        guard let base = hex(b["res_base"]), let mask = hex(b["res_mask"]) else { return false }
        return xid & ~mask == base
    }) else { return nil }
    func number(_ key: String) -> Int { Int((block[key] ?? "").filter(\.isNumber)) ?? 0 }
    let counted = ["windows", "GCs", "fonts", "pixmaps", "pictures", "glyphsets", "colormaps", "passive grabs", "cursors", "unknowns"]
    return (number("windows"), counted.map(number).reduce(0, +), number("total bytes"))
}

extension Substring {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

/// The least-squares slope of `values` over `times`, per hour; nil with fewer than two points.
func slopePerHour(_ times: [Double], _ values: [Int]) -> Double? {
    guard times.count >= 2 else { return nil }
    let n = Double(times.count)
    let mt = times.reduce(0, +) / n, mv = Double(values.reduce(0, +)) / n
    var num = 0.0, den = 0.0
    for (t, v) in zip(times, values) { num += (t - mt) * (Double(v) - mv); den += (t - mt) * (t - mt) }
    return den == 0 ? nil : num / den * 3600
}
