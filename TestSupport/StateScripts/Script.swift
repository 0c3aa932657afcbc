// Random event scripts for the state's reducer. A step names windows, splits and points
// relative to the state it runs in (the n-th managed window, the n-th shown splitter,
// thousandths of the area), so every sub-script is still a script: dropping steps is how a
// failing script shrinks. Running a script resolves each step into the concrete actions a
// failure prints (see SimulatedWM.swift).
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import XModel

/// A window a step names.
package enum WindowRef: Hashable, Sendable {
    /// The n-th managed window (modulo their number); an unmanaged id when there is none.
    case managed(Int)
    /// The n-th floating window of the workspace shown (modulo their number); the n-th
    /// managed one when none floats.
    case floating(Int)
    /// A window id, managed or not.
    case id(UInt32)
}

/// A point a step names.
package enum PointRef: Hashable, Sendable {
    /// Thousandths of the area's size from its origin (-300 and 1300 lie well outside).
    case area(x: Int, y: Int)
    /// On the n-th shown splitter (by split number), `along` thousandths of its length.
    case splitter(Int, along: Int)
    /// Inside the window's shown rectangle (thousandths of it), else at the area's origin.
    case window(WindowRef, x: Int, y: Int)
    /// Where the pointer last was: a click in place.
    case last
}

/// A split a press names.
package enum SplitRef: Hashable, Sendable {
    /// The split of the n-th shown splitter (what the X edge reports for a press on it).
    case shown(Int)
    /// Any number, valid or not.
    case raw(Int)
}

/// A server time in a request.
package enum TimeRef: Hashable, Sendable {
    /// None (EWMH's 0).
    case zero
    /// The script's clock, plus or minus a little.
    case clock(Int)
    case raw(UInt32)
}

/// One thing that happens to the window manager. Timed input moves the script's clock on by
/// `dt` milliseconds (it wraps, as the server's does).
package enum Step: Hashable, Sendable {
    case manage(Client, mapped: Bool)
    case mapRequest(WindowRef)
    case withdrawn(WindowRef)
    case destroyed(WindowRef)
    case propertiesChanged(WindowRef, PropertyUpdate)
    case activation(WindowRef, source: ActivationSource, time: TimeRef, userTime: TimeRef?, focusedUserTime: TimeRef?)
    case attention(WindowRef, Switch)
    /// _NET_WM_STATE for states that only describe the window (the atoms are any numbers).
    case describedState(WindowRef, Switch, [AtomID])
    case closeRequest(WindowRef)
    case fullscreenRequest(WindowRef, Switch)
    /// _NET_WM_STATE for STICKY (`wmctrl -b add,sticky`).
    case stickyRequest(WindowRef, Switch)
    case configureRequest(WindowRef, RequestedFrame)
    case pointerMoveResize(WindowRef, PointerMoveResize, PointRef, buttonHeld: Bool)
    case splitterPress(SplitRef, PointRef, dt: Int)
    case modifierPress(WindowRef, PointRef, dt: Int)
    /// The drag modifier with button 3.
    case resizePress(WindowRef, PointRef, dt: Int)
    /// A plain click inside a window.
    case windowPress(WindowRef, PointRef, dt: Int)
    /// A press on a group's bar: on the tab of a window, or the wheel over its group's bar.
    case tabPress(WindowRef, TabGesture, dt: Int)
    case otherPress(PointRef, dt: Int)
    case buttonRelease(PointRef, dt: Int)
    /// Escape during a drag.
    case escape
    case motion(PointRef, dt: Int, overWindow: Bool = false)
    case enter(WindowRef, PointRef, dt: Int)
    /// A key bound to these commands (none: a key grabbed for nothing) pressed.
    case key([Command], dt: Int)
    /// The `n`th key bound in the binding mode grabbed (modulo their number; the config's
    /// bindings, `configFile` and `reload` change them) pressed: its commands as the binding has them.
    case boundKey(Int, dt: Int)
    case commands([Command])
    case screenChange(Rect)
    case config(Settings)
    /// splitwm restarts: a fresh state adopts every window and restores the saved tree.
    case restart
    /// splitwm crashes and starts again from a state file `staleness` saves old.
    case crash(staleness: Int)
    /// A new X session: splitwm starts with the saved layout and no windows; the n-th old
    /// window (modulo their number) comes back under a new id, each in turn.
    case newSession([SessionWindow])
    /// RandR reports these monitors (none, clones, overlapping, side by side).
    case monitors([MonitorInfo])
    /// The monitors change and no event tells splitwm (a virtual monitor set): `monitors
    /// refresh` finds them.
    case replug([MonitorInfo])
    /// The config file now holds this text (read at the next `reload`).
    case configFile(String)
    /// _NET_CURRENT_DESKTOP: show the workspace at this position (valid or not).
    case workspaceRequest(Int)
    /// _NET_WM_DESKTOP: send the window to the workspace at this position (valid or not).
    case sendToWorkspaceRequest(WindowRef, Int)

    /// Simpler versions of this step, simplest first (for shrinking).
    package var simplifications: [Step] {
        switch self {
        case let .manage(client, mapped):
            var out: [Step] = []
            let plain = Client(window: client.window)
            if client != plain { out.append(.manage(plain, mapped: mapped)) }
            if mapped { out.append(.manage(client, mapped: false)) }
            if client.minSize != .zero { var c = client; c.minSize = .zero; out.append(.manage(c, mapped: mapped)) }
            for simpler in client.facts.simplifications { var c = client; c.facts = simpler; out.append(.manage(c, mapped: mapped)) }
            if client.urgent || client.urgencyHint {
                var c = client; c.urgent = false; c.urgencyHint = false; out.append(.manage(c, mapped: mapped))
            }
            return out
        case let .key(commands, dt):
            return Self.fewer(commands).map { .key($0, dt: dt) } + [.commands(commands)]
        case let .commands(commands):
            return Self.fewer(commands).map { .commands($0) }
        case let .config(settings):
            return settings.simplifications.map { .config($0) }
        case let .newSession(windows):
            return Self.fewer(windows).map { .newSession($0) }
        case let .screenChange(r):
            let plain = Rect(x: 0, y: 0, width: r.width, height: r.height)
            return r == plain ? [] : [.screenChange(plain)]
        case let .replug(infos):
            return Self.fewer(infos).map { Step.replug($0) } + [.monitors(infos)]
        case let .monitors(infos):
            // Fewer monitors, then each one plainer: not primary, at the origin.
            var out = Self.fewer(infos).map { Step.monitors($0) }
            if infos.count == 1 { out.append(.monitors([])) }
            for i in infos.indices where infos[i].primary {
                var plainer = infos
                plainer[i].primary = false
                out.append(.monitors(plainer))
            }
            return out
        case let .activation(w, source, time, userTime, focusedUserTime):
            var out: [Step] = []
            if userTime != nil { out.append(.activation(w, source: source, time: time, userTime: nil, focusedUserTime: focusedUserTime)) }
            if focusedUserTime != nil { out.append(.activation(w, source: source, time: time, userTime: userTime, focusedUserTime: nil)) }
            return out
        default:
            return []
        }
    }

    /// `items` less one element, each way (nothing for one or none).
    package static func fewer<T>(_ items: [T]) -> [[T]] {
        items.count < 2 ? [] : items.indices.map { i in var c = items; c.remove(at: i); return c }
    }
}

/// A window of the old session coming back in a new one.
package struct SessionWindow: Hashable, Sendable {
    /// Which old window (modulo their number).
    package var old: Int
    /// Its id in the new session: ids repeat across sessions, so it may be any old window's.
    package var id: UInt32
}

/// The whole input: where and how the window manager starts, and what happens to it.
package struct Script: Sendable {
    package var area: Rect
    package var settings: Settings
    package var startTime: UInt32
    package var steps: [Step]

    /// Smaller scripts, most reduced first: chunks of steps removed, then single steps
    /// simplified, then the start made plainer.
    package var shrinkCandidates: [Script] {
        var out: [Script] = shrunkSequences(steps, simplifications: \.simplifications).map { shorter in
            var copy = self
            copy.steps = shorter
            return copy
        }
        for simpler in settings.simplifications {
            var copy = self
            copy.settings = simpler
            out.append(copy)
        }
        let plainArea = Rect(x: 0, y: 0, width: area.width, height: area.height)
        if area != plainArea { var c = self; c.area = plainArea; out.append(c) }
        if startTime != 0 { var c = self; c.startTime = 0; out.append(c) }
        return out
    }
}

extension Settings {
    /// These settings with one field put back to its default, each way.
    package var simplifications: [Settings] {
        let plain = Settings()
        var out: [Settings] = []
        func reset<T: Equatable>(_ path: WritableKeyPath<Settings, T>) {
            if self[keyPath: path] != plain[keyPath: path] {
                var s = self
                s[keyPath: path] = plain[keyPath: path]
                out.append(s)
            }
        }
        if self != plain { out.append(plain) }
        reset(\.newSplit)
        reset(\.placement)
        reset(\.defaultOrientation)
        reset(\.collapseBelow)
        reset(\.border)
        reset(\.dragMode)
        reset(\.doubleClickMilliseconds)
        reset(\.focusFollowsMouse)
        reset(\.focusOnActivation)
        reset(\.smallestTileToSplit)
        reset(\.gaps)
        reset(\.rules)
        for fewer in Step.fewer(rules) {
            var s = self
            s.rules = StateScriptSupport.rules(fewer.map(\.text))
            out.append(s)
        }
        return out
    }
}

extension ClientFacts {
    /// These facts with one field put back to its default, each way.
    package var simplifications: [ClientFacts] {
        let plain = ClientFacts()
        var out: [ClientFacts] = []
        func reset<T: Equatable>(_ path: WritableKeyPath<ClientFacts, T>) {
            if self[keyPath: path] != plain[keyPath: path] {
                var f = self
                f[keyPath: path] = plain[keyPath: path]
                out.append(f)
            }
        }
        if self != plain { out.append(plain) }
        reset(\.title)
        reset(\.types)
        reset(\.transientFor)
        reset(\.sizeLimits)
        reset(\.strut)
        reset(\.requested)
        reset(\.wantsFullscreen)
        return out
    }
}
