// The managed set is the picture's keys: a window that enters the picture is adopted by the
// push (the save set, WM_STATE Normal for one already on screen), one that leaves it is
// released (no more events, WM_STATE Withdrawn, its EWMH properties deleted, out of the save
// set) and everything the executor noted of it goes with its record, and exit
// hands every one back by the same function (mapped and Normal). Pure, as the rest of the plan.
import SplitEngine
import XModel

/// How a window the picture no longer has goes back to its client.
public enum LettingGo: Equatable, Sendable {
    /// It left the picture (withdrawn): not listened to, WM_STATE Withdrawn, no _NET_WM_STATE
    /// nor _NET_WM_DESKTOP (EWMH), no click grab, out of the save set.
    case release
    /// splitwm exits: mapped and Normal, a hidden one at `hiddenTo` with `border`, so that
    /// the screen is usable without a window manager and the next one adopts it.
    case handBack(hiddenTo: PixelRect, border: Int)
}

/// The managed set is the picture's keys: what a push sends a window that enters the picture
/// and one that leaves it, and what exit sends every one by the same path.
public enum ManagedSet {
    /// A window the state manages from now on has arrived (what the executor read of it):
    /// `mapped` if it is on screen already (adopted while viewable: hiding it unmaps it). One
    /// managed again under an id the last push still shows (X reuses ids; a client withdrew
    /// and mapped again in one loop turn) is new: what was pushed for the old one is dropped,
    /// so the next plan adopts it and writes everything afresh.
    public static func arrived(_ window: WindowID, mapped: Bool, in view: inout ServerView) {
        view.windows[window] = HeldWindow(mapped: mapped)
        guard view.picture.windows[window] != nil else { return }
        view.picture.windows[window] = nil
        view.picture.stack.removeAll { $0 == window }
        view.picture.below.removeAll { $0 == window }
        if view.picture.focus?.window == window { dropFocus(of: &view) }
    }

    /// The server destroyed `window`: leaving the picture, it is sent nothing.
    public static func destroyed(_ window: WindowID, in view: inout ServerView) {
        view.windows[window]?.destroyed = true
    }

    /// X took the focus back when its window went, and a window managed later under its id
    /// is a new one: the next plan says the focus again, None included (no focus request
    /// count is negative).
    static func dropFocus(of view: inout ServerView) {
        view.picture.focus = nil
        view.picture.focusRequests = -1
    }

    /// Lets go of every window `view` holds but `keeping` does not (for a push, the windows
    /// not in its picture), in the order of their ids: each one's requests, and its record
    /// gone. Returns the windows let go too: the executor drops what it noted of each (its sync
    /// alarms, the properties still to read, the flood guard's count), in this one place.
    public static func lettingGo(_ how: LettingGo, from view: inout ServerView, keeping: (WindowID) -> Bool) -> (requests: [XRequest], windows: [WindowID]) {
        let leaving = view.windows.keys.filter { !keeping($0) }.sorted { $0.rawValue < $1.rawValue }
        var requests: [XRequest] = []
        for window in leaving {
            guard let held = view.windows.removeValue(forKey: window) else { continue }
            let was = view.picture.windows.removeValue(forKey: window)
            if view.picture.focus?.window == window { dropFocus(of: &view) }
            guard !held.destroyed else { continue }
            switch how {
            case .release:
                // Listened to since it arrived (`ClientEdge.listen`), adopted by a push or not.
                requests.append(.stopListening(window))
                guard held.adopted else { continue }
                // Only a window that holds a click grab has one to drop (`describe`).
                if let flags = was?.flags, !flags.contains(.dock), !flags.contains(.takesClicks) { requests.append(.ungrabButtons(window)) }
                requests += [.setWMState(window, .withdrawn), .deleteNetWMState(window), .deleteDesktop(window)]
                // i3's mark of a floating window goes with the rest of what the window manager said.
                if was?.flags.contains(.floating) == true { requests.append(.markFloating(window, false)) }
                // So does what its title format showed.
                if was?.visibleName != nil { requests.append(.setVisibleName(window, nil)) }
                requests.append(.removeFromSaveSet(window))
            case .handBack(let rect, let border):
                if !held.mapped { requests += [.configure(window, rect, border: border, lowering: false), .map(window)] }
                requests.append(.setWMState(window, .normal))
            }
        }
        if !leaving.isEmpty && how == .release {
            view.picture.stack.removeAll { view.windows[$0] == nil }
            view.picture.below.removeAll { view.windows[$0] == nil }
        }
        return (requests, leaving)
    }

    /// A window new to the view's picture is taken in: in the save set, so that the server
    /// maps it again if splitwm dies; one already on screen and staying there is marked Normal
    /// (ICCCM asks WM_STATE of every managed window, and tools find client windows by it; one
    /// to be hidden gets Iconic with its unmap).
    static func adopting(_ window: WindowID, _ held: inout HeldWindow, shown: Bool) -> [XRequest] {
        held.adopted = true
        return held.mapped && shown ? [.setWMState(window, .normal), .addToSaveSet(window)] : [.addToSaveSet(window)]
    }
}
