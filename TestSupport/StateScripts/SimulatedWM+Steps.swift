// Resolving a script's steps against the state into concrete actions: the windows, points,
// splitters and times a step names by reference, as the X edge would report them now.
import PropertyTestSupport
import SplitCommands
import SplitState
import SplitEngine
import XModel

extension SimulatedWM {
    /// Runs `step` as the actions it names in the current state.
    package mutating func run(_ step: Step) {
        for action in resolve(step) { run(action) }
    }

    package func window(_ ref: WindowRef) -> WindowID {
        switch ref {
        case .managed(let n):
            let order = state.clients.order
            return order.isEmpty ? WindowID(rawValue: StateGens.ids.upperBound + 1) : order[n % order.count]
        case .floating(let n):
            let floating = state.focusedFloating
            return floating.isEmpty ? window(.managed(n)) : floating[n % floating.count]
        case .id(let id): return WindowID(rawValue: id)
        }
    }

    /// The shown splitters, in split order.
    private func splitters() -> [(key: SplitKey<WindowID>, value: Picture.Splitter)] {
        picture.splitters.sorted { ($0.value.workspace, $0.value.split) < ($1.value.workspace, $1.value.split) }
    }

    package func point(_ ref: PointRef) -> PixelPoint {
        let area = state.focusedArea
        func at(_ r: Rect, _ x: Int, _ y: Int) -> PixelPoint {
            PixelPoint(x: r.x + max(0, r.width - 1) * x / 1000, y: r.y + max(0, r.height - 1) * y / 1000)
        }
        switch ref {
        case let .area(x, y): return at(area, x, y)
        case let .splitter(n, along):
            let all = splitters()
            guard !all.isEmpty else { return at(area, 500, 500) }
            let s = all[n % all.count].value
            return s.layout == .horizontal ? at(s.hit, 500, along) : at(s.hit, along, 500)
        case let .window(ref, x, y):
            guard let r = picture.windows[window(ref)]?.placement?.rect else { return at(area, 0, 0) }
            return at(Rect(x: r.x, y: r.y, width: r.width, height: r.height), x, y)
        case .last: return pointer
        }
    }

    package func split(_ ref: SplitRef) -> SplitterName {
        // A key no split has: both sides' first window a window no tree holds.
        let none = SplitterName(workspace: state.focusedWorkspace.id, key: SplitKey(primary: WindowID(rawValue: 0), secondary: WindowID(rawValue: 0)))
        switch ref {
        case .shown(let n):
            let all = splitters()
            return all.isEmpty ? none : SplitterName(workspace: all[n % all.count].value.workspace, key: all[n % all.count].key)
        case .raw(let n): return state.focusedTree.key(ofSplit: n).map { SplitterName(workspace: state.focusedWorkspace.id, key: $0) } ?? none
        }
    }

    package func time(_ ref: TimeRef) -> UInt32 {
        switch ref {
        case .zero: 0
        case .clock(let offset): clock &+ UInt32(bitPattern: Int32(offset))
        case .raw(let t): t
        }
    }

    /// The actions `step` stands for now; moves the clock and the pointer on.
    package mutating func resolve(_ step: Step) -> [Action] {
        func tick(_ dt: Int) -> UInt32 {
            clock &+= UInt32(dt)
            return clock
        }
        func at(_ ref: PointRef) -> PixelPoint {
            pointer = point(ref)
            return pointer
        }
        let event: WMEvent
        switch step {
        case let .manage(client, mapped): event = .manage(client, mapped: mapped)
        case let .mapRequest(w): event = .mapRequest(window(w))
        case let .withdrawn(w): event = .withdrawn(window(w))
        case let .destroyed(w): event = .destroyed(window(w))
        case let .propertiesChanged(w, update): event = .propertiesChanged(window(w), update)
        case let .activation(w, source, t, userTime, focusedUserTime):
            event = .activationRequest(window(w), source: source, time: time(t), userTime: userTime.map(time),
                                       focusedUserTime: focusedUserTime.map(time))
        case let .attention(w, change): event = .attentionRequest(window(w), change)
        case let .describedState(w, change, atoms): event = .describedStateRequest(window(w), change, atoms)
        case let .closeRequest(w): event = .closeRequest(window(w))
        case let .fullscreenRequest(w, change): event = .fullscreenRequest(window(w), change)
        case let .stickyRequest(w, change): event = .stickyRequest(window(w), change)
        case let .configureRequest(w, frame): event = .configureRequest(window(w), frame)
        case let .pointerMoveResize(w, kind, p, held): event = .pointerMoveResizeRequest(window(w), kind, at: at(p), buttonHeld: held)
        case let .splitterPress(s, p, dt):
            event = .splitterPress(split(s), at: at(p), time: tick(dt))
        case let .modifierPress(w, p, dt): event = .modifierPress(window(w), at: at(p), time: tick(dt))
        case let .resizePress(w, p, dt): event = .modifierResizePress(window(w), at: at(p), time: tick(dt))
        case let .windowPress(w, p, dt): event = .windowPress(window(w), at: at(p), time: tick(dt))
        case let .tabPress(w, gesture, dt):
            // As the X edge reports it: on a shown bar (one with the window's tab, else any), the
            // window of the tab pressed (the window's own, else the first) and the bar's group.
            let target = window(w)
            let bars = picture.tabBars.sorted { "\($0.key)" < "\($1.key)" }
            if let bar = bars.first(where: { $0.value.tabs.contains { $0.window == target } }) ?? bars.first,
               let tab = bar.value.tabs.first(where: { $0.window == target }) ?? bar.value.tabs.first {
                pointer = PixelPoint(x: bar.value.rect.x + tab.rect.x, y: bar.value.rect.y + tab.rect.y)
                event = .tabPress(tab.window, gesture, group: bar.key, at: pointer, time: tick(dt))
            } else {
                event = .tabPress(target, gesture, group: SplitKey(primary: target, secondary: target), at: pointer, time: tick(dt))
            }
        case let .otherPress(p, dt): event = .otherPress(at: at(p), time: tick(dt))
        case let .buttonRelease(p, dt): event = .buttonRelease(at: at(p), time: tick(dt))
        // Escape as a key press: during a drag it cancels it, else it runs what it is bound to (nothing).
        case .escape: return [.key(KeyPress(time: clock, isEscape: true, commands: nil))]
        case let .motion(p, dt, overWindow): event = .motion(at: at(p), time: tick(dt), overWindow: overWindow)
        case let .enter(w, p, dt): event = .enter(window(w), at: at(p), time: tick(dt))
        case let .key(commands, dt): return [.key(KeyPress(time: tick(dt), commands: commands.isEmpty ? nil : commands))]
        case let .boundKey(n, dt): return [.key(KeyPress(time: tick(dt), commands: outside.binding(n)))]
        case let .replug(infos): return [.replug(infos)]
        case let .configFile(text): return [.configFile(text)]
        case let .commands(commands): return [.commands(commands)]
        case let .screenChange(area): event = .screenChange(area)
        case let .config(settings): event = .config(settings)
        case let .monitors(infos): event = .monitors(infos)
        case let .workspaceRequest(index): event = .workspaceRequest(index)
        case let .sendToWorkspaceRequest(w, index): event = .sendToWorkspaceRequest(window(w), index)
        case .restart: return [.restart]
        case .crash(let staleness): return [.crash(staleness: staleness)]
        case let .newSession(windows):
            let old = state
            return [.newSession] + windows.compactMap { w in
                guard !old.clients.order.isEmpty, let c = old.clients[old.clients.order[w.old % old.clients.order.count]]
                else { return nil }
                return .event(.manage(c.renamed(WindowID(rawValue: w.id)), mapped: false))
            }
        }
        return [.event(event)]
    }
}
