// What the i3 habits promise after every action: a command with criteria runs only when they
// select a window (and fails, changing nothing, when they select none); `move scratchpad`
// hides the focused window; `scratchpad show` hides a focused scratchpad window or shows
// one with the focus; `mark` gives the mark to the focused window alone; `unmark` takes
// every mark; a sticky floating window stays on its monitor, at its place, over whichever
// workspace that monitor shows, and is never a scratchpad window. (Every window reachable,
// marks unique: `placement`, Invariants.swift.)
import PropertyTestSupport
import SplitCommands
import SplitState
import SplitEngine
import XModel

extension Checker {
    /// 13. The scratchpad, marks and criteria, for a single command from a binding or a script.
    package func habits(_ before: WMState, _ d: WMState, _ reaction: Reaction, _ event: WMEvent?,
                _ v: inout Violations, _ context: String) {
        let commands: [Command] = switch event {
        case .command(let c)?: [c]
        default: []
        }
        guard commands.count == 1 else { return }
        let failed = reaction.failure != nil
        let unchanged = d == before
        switch commands[0] {
        case .onWindows(let criteria, _):
            let selected = before.windows(matching: criteria)
            if selected.isEmpty {
                v.expect(failed && unchanged, "\(context): \(criteria) selects no window, yet the command did not fail or changed the state")
            } else if case .onWindows(_, .focus) = commands[0], !failed, let focused = d.focused, d.drag == nil,
                      !selected.contains(focused) {
                // The last focusable one selected keeps the focus, unless it cannot be shown
                // (no room in its tile): then focus went on to a window that is.
                let last = selected.last { before.clients[$0]?.kind.placesItself != true }
                v.expect(last.map { d.shownRect(of: $0) == nil } ?? true,
                         "\(context): \(criteria) focus selected \(selected), \(focused) has the focus")
            }
        case .moveToScratchpad where !failed:
            if let window = before.focused, before.clients[window] != nil {
                v.expect(d.scratchpad.last == window, "\(context): move scratchpad left \(window) out of the scratchpad \(d.scratchpad)")
            }
        case .scratchpadShow where !failed:
            if let window = before.focused, before.clients[window]?.scratchpad == true {
                v.expect(d.scratchpad.last == window, "\(context): scratchpad show did not hide the focused scratchpad window \(window)")
            } else {
                v.expect(d.focused.flatMap { d.clients[$0]?.scratchpad } == true,
                         "\(context): scratchpad show left the focus on \(String(describing: d.focused)), no scratchpad window")
            }
        case .scratchpadShow:
            v.expect(before.scratchpad.isEmpty && unchanged, "\(context): scratchpad show failed with \(before.scratchpad) in the scratchpad")
        case .mark(let name, let options) where !failed && !options.toggle:
            if let wait = before.focusedWait {
                // An empty container (i3's `open`) takes the mark from every window.
                v.expect(d.clients.window(marked: name) == nil && d.workspaces.contains { $0.waits[wait]?.marks.contains(name) == true },
                         "\(context): mark \(name) on the focused \(wait), \(String(describing: d.clients.window(marked: name))) has it")
            } else if let window = before.focused {
                v.expect(d.clients.window(marked: name) == window, "\(context): mark \(name) on \(window), \(String(describing: d.clients.window(marked: name))) has it")
            }
        case .unmark(nil):
            v.expect(d.clients.values.allSatisfy { $0.marks.isEmpty }, "\(context): unmark left marks")
        default: break
        }
    }

    /// 14. Sticky windows: a window is never sticky and a scratchpad window at once, nor a
    /// dock or a desktop window; a sticky floating window whose workspace a monitor stopped
    /// showing (the monitor still here) is on the workspace that monitor shows now, at the
    /// same place if the monitor kept its frame, and so is a sticky tile on its tree's rim, still
    /// on that rim; the picture tells pagers it is on every workspace (_NET_WM_STATE_STICKY,
    /// _NET_WM_DESKTOP 0xFFFFFFFF) exactly when it floats or is such a tile.
    package func stickyWindows(_ before: WMState, _ d: WMState, _ picture: Picture, _ event: WMEvent?,
                       _ v: inout Violations, _ context: String) {
        for (window, client) in d.clients where client.sticky {
            v.expect(!client.scratchpad && !client.kind.placesItself, "\(context): \(window) is sticky and a \(client.scratchpad ? "scratchpad" : client.kind.rawValue) window")
        }
        for (window, managed) in picture.windows {
            let sticky = d.isStickyNow(window)
            v.expect(managed.flags.contains(.sticky) == sticky && (!sticky || managed.workspace == .all),
                     "\(context): \(window) is \(sticky ? "" : "not ")sticky now, the picture says \(managed.flags.contains(.sticky)) on \(managed.workspace)")
        }
        guard event != nil else { return }
        for (window, was) in before.clients where before.isStickyNow(window) {
            guard let now = d.clients[window], now.kind == was.kind, d.clients[window]?.sticky == true, let from = before.clients.workspace(of: window),
                  let m = before.monitorShowing(before.workspaces[from].id) else { continue }
            let monitor = before.outputs.monitors[m]
            // The monitor is still here and shows another workspace, and the one it was on is
            // out of sight (not taken to another monitor whole by `move workspace to monitor`).
            guard let after = d.outputs.monitors.firstIndex(where: { $0.name == monitor.name }), d.outputs.monitors[after].shows != monitor.shows,
                  !d.workspaces.contains(monitor.shows) || !d.isShown(monitor.shows) else { continue }
            let on = d.clients.workspace(of: window)
            v.expect(on == d.shownWorkspace(on: after),
                     "\(context): sticky \(window) was on \(before.workspaces[from].name), shown on \(monitor.name), which shows \(d.workspaces[d.shownWorkspace(on: after)].name) now; it is on \(on.map { d.workspaces[$0].name } ?? "none")")
            if was.kind == .tiled {
                v.expect(d.isStickyNow(window), "\(context): sticky tile \(window) is off its tree's rim after a switch")
                continue
            }
            let f = was.frame
            if d.outputs.monitors[after].frame == monitor.frame, d.outputs.monitors[after].area == monitor.area,
               monitor.area.intersection(Rect(x: f.x, y: f.y, width: f.width, height: f.height)) != nil {
                v.expect(now.frame == was.frame, "\(context): sticky \(window) moved from \(was.frame) to \(now.frame) over a workspace switch")
            }
        }
    }
}
