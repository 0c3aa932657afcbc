// The monitors as the state takes them (SplitState's `MonitorInfo`), read from X, or the
// config's `fake-outputs` in their place.
import SplitConfig
import SplitState
import SplitEngine
import SplitX

extension XConnection {
    /// The monitors RandR reports; without RandR 1.5, the screen as one. A config's
    /// `fake-outputs` (`fake`) stand for them, as i3 then asks RandR nothing.
    func monitorInfos(atStart: Bool = false, fake: [FakeOutput]) -> [MonitorInfo] {
        if !fake.isEmpty { return MonitorInfo.fake(fake) }
        let screen = [MonitorInfo(name: "screen", frame: Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height), primary: true)]
        guard let reported = monitors() else { return screen }
        // None at start (every output off): the screen, so that adopted windows have room. Later,
        // none means "keep the monitors there were" (see `WMState.setMonitors`).
        if reported.isEmpty && atStart { return screen }
        return reported.map { MonitorInfo(name: $0.name, frame: Rect(x: $0.rect.x, y: $0.rect.y, width: $0.rect.width, height: $0.rect.height),
                                          primary: $0.primary) }
    }
}
