// This splitwm process's session: how it started (its config and where that came from,
// whether `restart` started it), taking over the screen from the process before it (or, with
// `--replace`, from another window manager, by the ICCCM WM_Sn selection) and announcing itself
// (the EWMH check window, the WM_Sn selection), and handing over: to no window manager at exit,
// or to the next process (`restart`'s exec).
import SplitConfig
import SplitState
import SplitPOSIX
import SplitX
#if canImport(Glibc)
import Glibc
#endif

/// How this process started, and what `restart` and `reload` need of that.
struct Session {
    /// The config read at the start, with the files it came from.
    let initial: LoadedConfig
    var initialConfig: Config { initial.config }
    /// Where the config was read from, for `reload`.
    var configSource: ConfigSource
    /// Started by `restart`: autostart commands have run already in this session.
    var restarted = false
    /// The EWMH _NET_SUPPORTING_WM_CHECK window.
    var checkWindow: WindowID?
    /// `--replace`: the window manager holding WM_Sn is asked to leave, and waited for.
    var replacing = false
    /// The window holding the ICCCM WM_Sn selection (i3's own window for it): kept until the
    /// connection ends, so a window manager replacing this one finds the root free once it is gone.
    var selectionWindow: WindowID?

    /// Set for the process `restart` starts, so that it waits for this one to let go.
    static let restartedVariable = "SPLITWM_RESTARTED"

    /// Becomes the window manager of `x`'s screen (throws if another one runs), listens to the
    /// screen's changes and to raw input, and announces itself (EWMH).
    mutating func takeOver(_ x: XConnection) throws(XConnectionError) {
        if replacing, let holder = x.wmSelectionOwner() {
            // i3's order: take the selection (the holder hears SelectionClear and leaves), wait
            // for its window to go, and only then ask for the root, which it may still hold an
            // instant longer (becomeWindowManager tries again for 2 s).
            selectionWindow = x.takeWMSelection()
            guard x.waitUntilGone(holder, seconds: 15) else { throw .anotherWindowManager(display: x.displayName) }
        }
        try becomeWindowManager(of: x)
        // ICCCM 2.8: WM_Sn says a window manager runs (i3's test suite asks); MANAGER tells the root.
        if selectionWindow == nil { selectionWindow = x.takeWMSelection() }
        x.selectScreenChanges()
        // Without XInput 2, typing into a client that keeps no _NET_WM_USER_TIME goes unseen.
        if !x.selectUserInput() { Log.debug("no XInput 2: only presses splitwm sees itself count as user input") }
        announce(on: x)
    }

    /// Takes SubstructureRedirect on the root. Right after `restart` (or a window manager
    /// replaced) the old process's connection may not be gone from the server yet, so then it
    /// tries for up to 2 s.
    private mutating func becomeWindowManager(of x: XConnection) throws(XConnectionError) {
        restarted = environment(Self.restartedVariable) == "1"
        unsetenv(Self.restartedVariable)
        var attempts = restarted || replacing ? 100 : 1
        while true {
            do throws(XConnectionError) {
                // Pointer motion: over the root's own space (an empty monitor), the focused monitor follows it.
                try x.becomeWindowManager(selecting: [.propertyChange, .structureNotify, .pointerMotion])
                return
            } catch .anotherWindowManager(let display) {
                attempts -= 1
                if attempts <= 0 { throw .anotherWindowManager(display: display) }
                usleep(20_000)
            }
        }
    }

    /// Announces splitwm as the window manager (EWMH: the check window, named on the root).
    private mutating func announce(on x: XConnection) {
        checkWindow = x.announceWindowManager(name: "splitwm")
        // i3 interns its atoms at start, and i3's tests ask for I3_FLOATING_WINDOW only if it
        // exists, before any window floats.
        _ = x.atoms.intern("I3_FLOATING_WINDOW")
        // Its property changes come back as the marks that pace a drag.
        if let checkWindow { x.selectInput(on: checkWindow, [.propertyChange]) }
    }

    /// No window manager any more: panels and the next window manager look at the root.
    func withdraw(from x: XConnection) {
        guard let checkWindow else { return }
        x.setRootText("_NET_SUPPORTING_WM_CHECK", nil)
        x.destroy(checkWindow)
    }

    /// Replaces this process with a fresh splitwm, run as this one was, that knows `restart`
    /// started it. Returns only when the exec failed, with why.
    static func replaceProcess() -> String {
        setenv(restartedVariable, "1", 1)
        let arguments = CommandLine.arguments
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", argv)
        let reason = String(cString: strerror(errno))
        argv.forEach { free($0) }
        unsetenv(restartedVariable)
        return reason
    }
}
