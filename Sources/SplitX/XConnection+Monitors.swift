// The monitors as RandR 1.5 reports them (XRRGetMonitors): outputs and the virtual monitors
// `xrandr --setmonitor` makes, each with its name, rectangle and whether it is the primary.
internal import CX11

/// One monitor as the server reports it.
public struct XMonitor: Hashable, Sendable {
    public var name: String
    public var rect: PixelRect
    public var primary: Bool
}

extension XConnection {
    /// The active monitors (one round trip, plus one for the names the server has not named to
    /// us before); nil when the server has no RandR 1.5 (then the screen is the one monitor).
    public func monitors() -> [XMonitor]? {
        guard hasRandR else { return nil }
        var major: Int32 = 0, minor: Int32 = 0
        guard XRRQueryVersion(display, &major, &minor) != 0, major > 1 || major == 1 && minor >= 5 else { return nil }
        var count: Int32 = 0
        guard let list = XRRGetMonitors(display, root.xid, 1, &count) else { return [] }
        defer { XRRFreeMonitors(list) }
        var result: [XMonitor] = []
        for i in 0..<Int(max(0, count)) {
            let m = list[i]
            var name = "monitor-\(i)"
            if m.name != 0, let text = XGetAtomName(display, m.name) {
                name = String(cString: text)
                XFree(text)
            }
            result.append(XMonitor(name: name, rect: PixelRect(x: Int(m.x), y: Int(m.y), width: Int(m.width), height: Int(m.height)),
                                   primary: m.primary != 0))
        }
        return result
    }
}

extension XConnection {
    /// The highest refresh rate among the active CRTCs' modes, in hertz (the dot clock over the
    /// mode's total pixels, interlace and double scan counted); nil when no mode says (Xvfb's
    /// modes have no clock) or the server has no RandR. Two round trips: read once per
    /// configuration, never per frame.
    public func refreshRate() -> Double? {
        guard hasRandR, let resources = XRRGetScreenResourcesCurrent(display, root.xid) else { return nil }
        defer { XRRFreeScreenResources(resources) }
        var modes: [RRMode: XRRModeInfo] = [:]
        for i in 0..<Int(resources.pointee.nmode) { modes[resources.pointee.modes[i].id] = resources.pointee.modes[i] }
        var best: Double?
        for i in 0..<Int(resources.pointee.ncrtc) {
            guard let crtc = XRRGetCrtcInfo(display, resources, resources.pointee.crtcs[i]) else { continue }
            defer { XRRFreeCrtcInfo(crtc) }
            guard crtc.pointee.mode != 0, let mode = modes[crtc.pointee.mode] else { continue }
            var lines = Double(mode.vTotal)
            if mode.modeFlags & UInt(RR_DoubleScan) != 0 { lines *= 2 }
            if mode.modeFlags & UInt(RR_Interlace) != 0 { lines /= 2 }
            guard mode.dotClock > 0, mode.hTotal > 0, lines > 0 else { continue }
            let rate = Double(mode.dotClock) / (Double(mode.hTotal) * lines)
            if rate.isFinite, rate >= 1 { best = max(best ?? 0, rate) }
        }
        return best
    }
}
