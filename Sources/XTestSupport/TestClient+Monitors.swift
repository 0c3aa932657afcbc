// RandR 1.5 monitors made by a test client, as `xrandr --setmonitor` makes them. On Xvfb a
// monitor belongs to the connection that made it and vanishes when it closes, so the test's
// own client makes them and deletes them (unplugging) while it stays connected.
import CX11
import SplitX

extension TestClient {
    /// Makes (or replaces) the monitor `name` at `rect`. With `output` "screen" it replaces the
    /// automatic monitor of Xvfb's one output; without, it is a virtual monitor of no output.
    public func setMonitor(_ name: String, _ rect: PixelRect, primary: Bool = false, output: String? = nil) {
        let root = UInt(self.root.rawValue)
        guard let info = XRRAllocateMonitor(display, output == nil ? 0 : 1) else { return }
        defer { XRRFreeMonitors(info) }
        info.pointee.name = XInternAtom(display, name, 0)
        info.pointee.primary = primary ? 1 : 0
        info.pointee.x = Int32(rect.x)
        info.pointee.y = Int32(rect.y)
        info.pointee.width = Int32(rect.width)
        info.pointee.height = Int32(rect.height)
        // Millimetres: any plausible value (about 96 dpi).
        info.pointee.mwidth = Int32(rect.width * 254 / 960)
        info.pointee.mheight = Int32(rect.height * 254 / 960)
        if let output, let resources = XRRGetScreenResourcesCurrent(display, root) {
            defer { XRRFreeScreenResources(resources) }
            for i in 0..<Int(resources.pointee.noutput) {
                let id = resources.pointee.outputs[i]
                guard let o = XRRGetOutputInfo(display, resources, id) else { continue }
                if String(cString: o.pointee.name) == output { info.pointee.outputs[0] = id }
                XRRFreeOutputInfo(o)
            }
        }
        XRRSetMonitor(display, root, info)
        XSync(display, 0)
    }

    /// Deletes the monitor `name` (unplugs it).
    public func deleteMonitor(_ name: String) {
        XRRDeleteMonitor(display, UInt(root.rawValue), XInternAtom(display, name, 0))
        XSync(display, 0)
    }

    /// The monitors the server reports now: name and rectangle.
    public func monitors() -> [(name: String, rect: PixelRect)] {
        var count: Int32 = 0
        guard let list = XRRGetMonitors(display, UInt(root.rawValue), 1, &count) else { return [] }
        defer { XRRFreeMonitors(list) }
        return (0..<Int(count)).map { i in
            let m = list[i]
            let name = XGetAtomName(display, m.name).map { p in defer { XFree(p) }; return String(cString: p) } ?? ""
            return (name, PixelRect(x: Int(m.x), y: Int(m.y), width: Int(m.width), height: Int(m.height)))
        }
    }
}
