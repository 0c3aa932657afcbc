// Random scripts for the state's reducer, as PropertyBased generators: clients with random
// hints (docks with struts, dialogs and transients, fixed sizes, increments and aspects,
// fullscreen at map), every event the reducer takes (naming managed windows and others),
// every command, screens from 1x1 to 4K, configs with window rules, restarts and new sessions. A mix weighs the kinds of step,
// so one property can lean on the pointer and another on windows coming and going.
import PropertyBased
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import XModel

/// How often each kind of step comes, in relative weights.
package struct Mix: Sendable {
    package var manage = 14, leave = 6, mapRequest = 2, properties = 4, activation = 4, attention = 3, close = 1
    package var splitterPress = 6, modifierPress = 3, otherPress = 1, release = 5, motion = 10, enter = 5
    package var key = 5, commands = 5, screen = 2, config = 2, restart = 1, crash = 1, newSession = 1
    package var fullscreen = 2, configure = 3, resizePress = 2, windowPress = 3
    /// Workspace commands (switch, send a window, move a workspace), RandR's monitors,
    /// pagers' desktop requests.
    package var workspace = 4, monitors = 2, desktopRequest = 2
    /// Percent of draws that give a whole gesture (a drag, a double click) instead of one step.
    package var gestures = 8
    /// Percent of commands that reach past the state: a layout file saved or loaded, the
    /// monitors read again, the config reloaded, a catch-up.
    package var outsideCommands = 5

    package static let general = Mix()
    package static let pointer = Mix(manage: 10, leave: 3, properties: 2, activation: 2, attention: 1,
                             splitterPress: 14, modifierPress: 8, release: 10, motion: 30, enter: 6,
                             key: 3, commands: 3, screen: 1, config: 2, restart: 1, crash: 0, newSession: 0,
                             fullscreen: 1, configure: 3, resizePress: 6, windowPress: 5,
                             workspace: 3, monitors: 1, desktopRequest: 1, gestures: 35)
    package static let lifecycle = Mix(manage: 18, leave: 10, mapRequest: 3, properties: 5, activation: 5, attention: 3, close: 2,
                               splitterPress: 3, modifierPress: 1, release: 3, motion: 4, enter: 4,
                               key: 3, commands: 4, screen: 4, config: 4, restart: 4, crash: 3, newSession: 3,
                               fullscreen: 3, configure: 2, resizePress: 1, windowPress: 2,
                               workspace: 5, monitors: 3, desktopRequest: 2)
    /// Workspaces and monitors first: hot-plug, switching and sending among windows coming and going.
    package static let workspaces = Mix(manage: 14, leave: 6, mapRequest: 2, properties: 2, activation: 3, attention: 1, close: 1,
                                splitterPress: 3, modifierPress: 2, release: 3, motion: 4, enter: 4,
                                key: 3, commands: 3, screen: 1, config: 1, restart: 1, crash: 1, newSession: 1,
                                fullscreen: 3, configure: 2, resizePress: 1, windowPress: 3,
                                workspace: 16, monitors: 8, desktopRequest: 5, gestures: 5)
    /// The world outside the state first: keys the config binds, commands that read files and
    /// monitors or reload the config, config files written, monitors changed without an event.
    package static let outside = Mix(manage: 14, leave: 4, properties: 2, activation: 2, attention: 1, close: 1,
                             splitterPress: 2, modifierPress: 1, release: 2, motion: 3, enter: 2,
                             key: 14, commands: 12, screen: 1, config: 6, restart: 1, crash: 1, newSession: 1,
                             fullscreen: 1, configure: 1, resizePress: 1, windowPress: 2,
                             workspace: 3, monitors: 6, desktopRequest: 1, gestures: 3, outsideCommands: 45)
}

package enum StateGens: RandomDrawing {
    /// Window ids in scripts: small, so events often name windows managed before, and a few
    /// above those ever managed.
    package static let ids: ClosedRange<UInt32> = 1...20
    package static let managedIds: ClosedRange<Int> = 1...16

    package static func window(_ rng: inout any SeededRandomNumberGenerator) -> WindowRef {
        switch int(0...99, &rng) {
        case 0...59: .managed(int(0...31, &rng))
        case 60...74: .floating(int(0...31, &rng))
        default: .id(UInt32(int(Int(ids.lowerBound)...Int(ids.upperBound), &rng)))
        }
    }

    package static func thousandths(_ rng: inout any SeededRandomNumberGenerator) -> Int {
        chance(80, &rng) ? int(0...999, &rng) : int(-300...1300, &rng)
    }

    package static func point(_ rng: inout any SeededRandomNumberGenerator) -> PointRef {
        switch int(0...9, &rng) {
        case 0...3: .area(x: thousandths(&rng), y: thousandths(&rng))
        case 4...5: .splitter(int(0...31, &rng), along: int(0...999, &rng))
        case 6...8: .window(window(&rng), x: int(0...999, &rng), y: int(0...999, &rng))
        default: .last
        }
    }

    /// Milliseconds between inputs: mostly a double click's or less, sometimes long.
    package static func dt(_ rng: inout any SeededRandomNumberGenerator) -> Int {
        chance(70, &rng) ? int(0...300, &rng) : int(0...5000, &rng)
    }

    package static func time(_ rng: inout any SeededRandomNumberGenerator) -> TimeRef {
        switch int(0...9, &rng) {
        case 0...1: .zero
        case 2: .raw(UInt32(truncatingIfNeeded: int(0...Int(UInt32.max), &rng)))
        default: .clock(int(-3000...3000, &rng))
        }
    }

    /// Server times to start from: 0, anywhere, and just before the 32-bit wrap and the
    /// sign change, so the clock wraps within a script.
    package static func startTime(_ rng: inout any SeededRandomNumberGenerator) -> UInt32 {
        switch int(0...4, &rng) {
        case 0: 0
        case 1: UInt32.max - UInt32(int(0...20_000, &rng))
        case 2: UInt32(Int32.max) - UInt32(int(0...20_000, &rng))
        default: UInt32(truncatingIfNeeded: int(1...Int(UInt32.max), &rng))
        }
    }

    package static let identities = [
        WindowIdentity(className: "XTerm", instance: "xterm", role: nil),
        WindowIdentity(className: "XTerm", instance: "xterm", role: nil),
        WindowIdentity(className: "Emacs", instance: "emacs", role: nil),
        WindowIdentity(className: "Firefox", instance: "Navigator", role: "browser"),
        WindowIdentity(className: "Firefox", instance: "Navigator", role: "about"),
        WindowIdentity(className: "", instance: "", role: nil),
    ]

    package static func minSize(_ rng: inout any SeededRandomNumberGenerator) -> Size {
        switch int(0...9, &rng) {
        case 0...5: .zero
        case 6...8: Size(width: int(0...400, &rng), height: int(0...300, &rng))
        default: Size(width: int(0...5000, &rng), height: int(0...5000, &rng))
        }
    }

    /// The process of a window's client, as the generated facts give it.
    package static func processID(of window: WindowID) -> Int { 1000 + Int(window.rawValue) }

    package static func client(_ rng: inout any SeededRandomNumberGenerator) -> Client {
        var c = Client(window: WindowID(rawValue: UInt32(int(managedIds, &rng))))
        c.identity = pick(identities, &rng)
        c.acceptsInput = chance(85, &rng)
        c.takesFocus = chance(30, &rng)
        c.deletesPolitely = chance(60, &rng)
        c.minSize = minSize(&rng)
        c.urgencyHint = chance(15, &rng)
        c.urgent = c.urgencyHint || chance(10, &rng)
        c.facts = facts(of: c.window, &rng)
        return c
    }

    package static let titles = ["", "Terminal", "Save as", "Open File", "Firefox — page", "Save as"]

    /// What a client says of itself: mostly a plain window; sometimes a dock with a strut, a
    /// dialog (by type, by a parent, or both; the parent may be unmanaged, itself, or a window
    /// that is its own dialog's dialog), a window of fixed size, one with increments or an
    /// aspect, one that wants fullscreen at map.
    package static func facts(of window: WindowID, _ rng: inout any SeededRandomNumberGenerator) -> ClientFacts {
        var f = ClientFacts()
        f.title = pick(titles, &rng)
        f.requested = requestedRect(&rng)
        func parent(_ rng: inout any SeededRandomNumberGenerator) -> WindowID {
            chance(15, &rng) ? window : WindowID(rawValue: UInt32(int(Int(ids.lowerBound)...Int(ids.upperBound), &rng)))
        }
        switch int(0...19, &rng) {
        case 0...1:
            f.types = chance(80, &rng) ? [.dock] : [.dock, .normal]
            f.strut = strut(&rng)
        case 2...3:
            f.types = chance(80, &rng) ? [.dialog] : [.dialog, .normal]
            if chance(50, &rng) { f.transientFor = parent(&rng) }
        case 4: f.transientFor = parent(&rng)
        case 5: f.types = [pick([.utility, .splash, .menu, .notification, .normal, .desktop, .toolbar], &rng)]
        case 6:
            let size = PixelSize(width: int(1...900, &rng), height: int(1...700, &rng))
            f.sizeLimits = SizeLimits(min: size, max: size)
        default: break
        }
        if chance(15, &rng) { f.sizeLimits = sizeLimits(&rng) }
        f.wantsFullscreen = chance(8, &rng)
        // A place asked for (USPosition, PPosition), and the Motif hints feh, mpv and GTK set.
        f.positioned = chance(30, &rng)
        f.userPositioned = f.positioned && chance(50, &rng)
        if chance(15, &rng) { f.decorations = decorations(&rng) }
        f.wantsSticky = chance(6, &rng)
        if chance(5, &rng) { f.strut = strut(&rng) }   // a strut on a window that is no dock counts for nothing
        // Its process, and often the process of another window's client above it (a program
        // started from a terminal, through a shell or not), or two windows of one process.
        if chance(70, &rng) {
            let pid = processID(of: window)
            f.pid = chance(15, &rng) ? processID(of: WindowID(rawValue: UInt32(int(managedIds, &rng)))) : pid
            f.processLine = [pid]
            if chance(50, &rng) { f.processLine.append(5000 + int(0...3, &rng)) }
            if chance(60, &rng) { f.processLine.append(processID(of: WindowID(rawValue: UInt32(int(managedIds, &rng))))) }
            if chance(10, &rng) { f.machine = pick(["here", "elsewhere"], &rng) }
        }
        return f
    }

    /// Where a client put its window: anywhere near the screen, at the origin (no place
    /// chosen), sometimes far off or huge.
    package static func requestedRect(_ rng: inout any SeededRandomNumberGenerator) -> PixelRect {
        switch int(0...9, &rng) {
        case 0...2: PixelRect(x: 0, y: 0, width: int(1...1200, &rng), height: int(1...900, &rng))
        case 3...7: PixelRect(x: int(-200...2000, &rng), y: int(-200...1400, &rng), width: int(1...1200, &rng), height: int(1...900, &rng))
        default: rect(&rng)
        }
    }

    /// Any rectangle a request may name (_NET_MOVERESIZE_WINDOW takes any 32-bit values):
    /// mostly near the screen, sometimes negative, empty or huge.
    package static func rect(_ rng: inout any SeededRandomNumberGenerator) -> PixelRect {
        func coordinate(_ rng: inout any SeededRandomNumberGenerator) -> Int {
            chance(70, &rng) ? int(-300...2500, &rng) : pick([Int(Int32.min), -40_000, -1, 32_767, 100_000, Int(Int32.max)], &rng)
        }
        func length(_ rng: inout any SeededRandomNumberGenerator) -> Int {
            chance(75, &rng) ? int(1...1600, &rng) : pick([0, -5, 1, 65_535, 100_000, Int(Int32.max)], &rng)
        }
        return PixelRect(x: coordinate(&rng), y: coordinate(&rng), width: length(&rng), height: length(&rng))
    }

    /// A dock's strut: each edge none, the whole edge, part of it, or absurd (zero, negative,
    /// larger than any screen).
    package static func strut(_ rng: inout any SeededRandomNumberGenerator) -> Strut {
        func edge(_ rng: inout any SeededRandomNumberGenerator) -> StrutEdge {
            switch int(0...9, &rng) {
            case 0...4: .none
            case 5...6: StrutEdge(size: int(1...80, &rng))
            case 7...8: StrutEdge(size: int(1...400, &rng), start: int(-100...1500, &rng), end: int(-100...3000, &rng))
            default: StrutEdge(size: pick([0, -5, 5000, 100_000, Int(UInt32.max)], &rng), start: int(-100...100, &rng),
                               end: pick([0, 500, Int(UInt32.max)], &rng))
            }
        }
        return Strut(left: edge(&rng), right: edge(&rng), top: edge(&rng), bottom: edge(&rng))
    }

    /// WM_NORMAL_HINTS as clients set them, sensible or not (min above max, zero increments,
    /// aspects inverted or zero).
    package static func sizeLimits(_ rng: inout any SeededRandomNumberGenerator) -> SizeLimits {
        func size(_ range: ClosedRange<Int>, _ rng: inout any SeededRandomNumberGenerator) -> PixelSize {
            PixelSize(width: int(range, &rng), height: int(range, &rng))
        }
        var l = SizeLimits()
        if chance(40, &rng) { l.min = size(0...600, &rng) }
        if chance(30, &rng) { l.max = size(1...2000, &rng) }
        if chance(30, &rng) { l.base = size(0...100, &rng) }
        if chance(50, &rng) { l.increment = size(0...24, &rng) }
        if chance(30, &rng) {
            let low = Double(int(0...300, &rng)) / 100
            l.minAspect = low
            l.maxAspect = chance(80, &rng) ? low * Double(int(100...300, &rng)) / 100 : Double(int(0...300, &rng)) / 100
        }
        return l
    }

    package static func update(_ rng: inout any SeededRandomNumberGenerator) -> PropertyUpdate {
        PropertyUpdate(
            minSize: chance(40, &rng) ? minSize(&rng) : nil,
            acceptsInput: chance(30, &rng) ? chance(70, &rng) : nil,
            urgencyHint: chance(50, &rng) ? chance(50, &rng) : nil,
            takesFocus: chance(20, &rng) ? chance(50, &rng) : nil,
            deletesPolitely: chance(20, &rng) ? chance(50, &rng) : nil,
            sizeLimits: chance(20, &rng) ? (chance(30, &rng) ? SizeLimits() : sizeLimits(&rng)) : nil,
            strut: chance(25, &rng) ? (chance(20, &rng) ? Strut() : strut(&rng)) : nil,
            title: chance(20, &rng) ? pick(titles, &rng) : nil,
            decorations: chance(10, &rng) ? .some(decorations(&rng)) : nil)
    }

    /// A _MOTIF_WM_HINTS' decorations: mostly none said.
    package static func decorations(_ rng: inout any SeededRandomNumberGenerator) -> MotifDecorations? {
        chance(50, &rng) ? nil : pick([.titled, .borderOnly, .undecorated], &rng)
    }

    /// Rule lines for generated configs: every action, matching the generated windows by
    /// class, instance, title, role and type (docks too, which rules leave alone).
    package static let ruleTexts = [
        "class=Firefox float",
        "class=XTerm tile",
        "type=dialog tile",
        "instance=emacs fullscreen",
        "title=\"Save as\" float place left",
        "class=* hidden",
        "class=Emacs fraction 0.3 place down",
        "title~^Open tile fullscreen",
        "role=about float",
        "type=dock float",
        "class=XTerm place right hidden",
        "type=utility tile fraction 0.9",
        "class=Firefox workspace 2",
        "class=Emacs workspace web",
        "class=XTerm border normal",
        "class=Firefox layout tabbed",
        "class=Emacs layout stacking border pixel",
        "type=dialog workspace 3",
        "class=XTerm swallows",
        "class=XTerm swallows",
        "class=Emacs swallows place left",
        "class=Firefox unswallowed",
    ]

    /// The config's `workspace` lines: names (one a word other workspace steps use, one a
    /// number's) and pins to the monitor names the monitor steps draw.
    package static func workspaceSettings(_ rng: inout any SeededRandomNumberGenerator) -> [WorkspaceSetting] {
        let names: [String?] = [nil, nil, "web", "mail", "4", "code"]
        let pins: [String?] = [nil, nil, "A", "B", "C", "screen"]
        var used = Set<String>()
        return (1...int(1...4, &rng)).compactMap { _ in
            // Now and then a workspace with no number, given only monitors.
            let named = int(0...3, &rng) == 0
            let number = int(1...5, &rng)
            var name = pick(names, &rng)
            // The config refuses two numbers with one name, and a name that is a number.
            if let n = name, used.contains(n) || Int(n) != nil { name = nil }
            // A pin to the first monitor there: sometimes one, sometimes two.
            let monitors = [pick(pins, &rng), int(0...2, &rng) == 0 ? pick(pins, &rng) : nil].compactMap { $0 }
            if named {
                guard let name, !monitors.isEmpty else { return nil }
                return WorkspaceSetting(number: nil, name: name, monitors: monitors)
            }
            if let name { used.insert(name) }
            return name == nil && monitors.isEmpty ? nil : WorkspaceSetting(number: number, name: name, monitors: monitors)
        }
    }

    /// Config files `reload` may read: the built-in one, a few settings and bindings changed,
    /// and ones with errors (the config in force stays).
    package static let configTexts = [
        DefaultConfig.text,
        "border-width 4\ngaps-outer 10\nbind Mod4+Return exec xterm\nbind Mod4+h focus left\nbind Mod4+r mode resize\n"
            + "mode resize {\n    bind h resize left 20\n    bind Escape mode default\n}\n",
        "focus-follows-mouse no\ntitle-bars yes\nbind Mod4+l layout tabbed\nbind Mod4+s sync\nbind Mod4+c reload\n"
            + "bind Mod4+m monitors refresh\nbind Mod4+o layout load /tmp/two.json\nbind Mod4+p layout save /tmp/two.json\n",
        "",
        "border-width many\n",
        "bind Mod4+h focus sideways\n",
    ]

    /// Every command, with random directions, fractions and pixels; restarts are rarer
    /// (each one rebuilds the state).
    package static func command(_ rng: inout any SeededRandomNumberGenerator, outside: Int = 5) -> Command {
        if chance(outside, &rng) { return outsideCommand(&rng) }
        var command = chance(12, &rng) ? workspaceCommand(&rng) : Random.command(&rng, habits: true)
        switch command {
        case .restart where !chance(25, &rng): command = .sync
        case .resize(let d, _) where chance(60, &rng): command = .resize(d, pixels: int(1...120, &rng))
        default: break
        }
        return command
    }

    package static func commands(_ rng: inout any SeededRandomNumberGenerator, outside: Int = 5) -> [Command] {
        (0..<(chance(70, &rng) ? 1 : int(2...4, &rng))).map { _ in command(&rng, outside: outside) }
    }

    /// A command whose effect reaches past the state: a layout file saved or loaded (a few
    /// paths, so that a load often finds the file a save wrote), the monitors read again, the
    /// config reloaded, a catch-up.
    package static func outsideCommand(_ rng: inout any SeededRandomNumberGenerator) -> Command {
        let path = pick(["~/layout.json", "/tmp/two.json", "/tmp/two.json"], &rng)
        return switch int(0...5, &rng) {
        case 0: .saveLayout(path: path)
        case 1, 2: .loadLayout(path: path)
        case 3: .monitorsRefresh
        case 4: .reload
        default: .sync
        }
    }

    /// Screens from 1x1 to 4K, sometimes off the origin.
    package static func area(_ rng: inout any SeededRandomNumberGenerator) -> Rect {
        let origin = chance(15, &rng) ? (int(0...40, &rng), int(0...40, &rng)) : (0, 0)
        let size: (Int, Int) = switch int(0...9, &rng) {
        case 0...1: pick([(1, 1), (2, 2), (3, 7), (7, 3), (12, 12), (40, 30), (1, 300), (500, 1), (100, 60)], &rng)
        case 2...6: (int(1...1400, &rng), int(1...1000, &rng))
        default: (int(800...3840, &rng), int(600...2160, &rng))
        }
        return Rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
    }

    /// Settings a config may give: the defaults with a few fields changed.
    package static func settings(_ rng: inout any SeededRandomNumberGenerator) -> Settings {
        var s = Settings()
        if chance(40, &rng) { s.dragMode = .onRelease }
        if chance(40, &rng) { s.border.width = pick([0, 0, 1, 2, 3, 5, 20, 60], &rng) }
        if chance(20, &rng) { s.collapseBelow = Size(width: int(0...900, &rng), height: int(0...700, &rng)) }
        if chance(30, &rng) { s.focusFollowsMouse = false }
        if chance(50, &rng) { s.focusOnActivation = pick(ActivationPolicy.allCases, &rng) }
        if chance(40, &rng) {
            s.placement = pick([.split(.longerSide), .split(.longerSideFirst), .split(.spiral), .split(.toward(.left)), .split(.toward(.right)),
                                .split(.toward(.up)), .split(.toward(.down)), .container, .container], &rng)
        }
        if chance(20, &rng) { s.defaultOrientation = pick(DefaultOrientation.allCases, &rng) }
        if chance(40, &rng) {
            let constraints = SplitConstraints(
                minPrimaryFraction: chance(50, &rng) ? Double(int(0...400, &rng)) / 1000 : 0,
                minSecondaryFraction: chance(50, &rng) ? Double(int(0...400, &rng)) / 1000 : 0,
                dragToHidePrimary: chance(50, &rng), dragToHideSecondary: chance(50, &rng),
                priority: pick([nil, nil, .primary, .secondary], &rng))
            // A config's split-fraction is 0.05 to 0.95, within the constraints.
            s.newSplit.constraints = constraints
            s.newSplit.fraction = constraints.clamp(Double(int(50...950, &rng)) / 1000)
            s.newSplit.style = SplitterStyle(
                visibleThickness: pick([0, 1, 2, 4, 10, 40], &rng), inset: chance(70, &rng) ? 0 : int(0...30, &rng),
                hitThickness: int(0...20, &rng), color: RGB(UInt32(int(0...0xFFFFFF, &rng))),
                hidesWithSide: chance(30, &rng))
        }
        if chance(20, &rng) { s.smallestTileToSplit = pick([0, 1, 128, 600, 5000], &rng) }
        if chance(20, &rng) { s.doubleClickMilliseconds = pick([0, 100, 400, 5000], &rng) }
        if chance(25, &rng) { s.tilingDrag = pick([[], [.modifier], [.titleBar]], &rng) }
        if chance(30, &rng) { s.rules = rules((0..<int(1...4, &rng)).map { _ in pick(ruleTexts, &rng) }) }
        if chance(30, &rng) { s.workspaces = workspaceSettings(&rng) }
        if chance(40, &rng) { s.bindingModes = pick([["resize"], ["resize", "move"]], &rng) }
        if chance(30, &rng) { s.border.titleBars = true }
        if chance(30, &rng) { s.gaps = GapSettings(outer: pick([0, 3, 10, 50, 400, 1000], &rng), smart: chance(50, &rng)) }
        return s
    }

    package static func step(_ mix: Mix, _ rng: inout any SeededRandomNumberGenerator) -> Step {
        let weights = [mix.manage, mix.leave, mix.mapRequest, mix.properties, mix.activation, mix.attention, mix.close,
                       mix.splitterPress, mix.modifierPress, mix.otherPress, mix.release, mix.motion, mix.enter,
                       mix.key, mix.commands, mix.screen, mix.config, mix.restart, mix.crash, mix.newSession,
                       mix.fullscreen, mix.configure, mix.resizePress, mix.windowPress,
                       mix.workspace, mix.monitors, mix.desktopRequest]
        var roll = int(0...(weights.reduce(0, +) - 1), &rng)
        var kind = 0
        while roll >= weights[kind] {
            roll -= weights[kind]
            kind += 1
        }
        switch kind {
        case 0: return .manage(client(&rng), mapped: chance(30, &rng))
        case 1: return chance(50, &rng) ? .withdrawn(window(&rng)) : .destroyed(window(&rng))
        case 2: return .mapRequest(window(&rng))
        case 3: return .propertiesChanged(window(&rng), update(&rng))
        case 4:
            return .activation(window(&rng), source: pick([.legacy, .application, .application, .pager], &rng), time: time(&rng),
                               userTime: chance(50, &rng) ? time(&rng) : nil,
                               focusedUserTime: chance(50, &rng) ? time(&rng) : nil)
        case 5:
            let change = pick([Switch.off, .on, .toggle, .toggle], &rng)
            return chance(75, &rng) ? .attention(window(&rng), change)
                : .describedState(window(&rng), change, (0..<int(1...2, &rng)).map { _ in AtomID(rawValue: UInt32(int(300...303, &rng))) })
        case 6: return .closeRequest(window(&rng))
        case 7:
            let n = int(0...31, &rng)
            // Mostly a press on a splitter as shown; sometimes any split number anywhere.
            return chance(80, &rng)
                ? .splitterPress(.shown(n), chance(85, &rng) ? .splitter(n, along: int(0...999, &rng)) : .last, dt: dt(&rng))
                : .splitterPress(.raw(int(-2...40, &rng)), point(&rng), dt: dt(&rng))
        case 8:
            let w = window(&rng)
            return .modifierPress(w, chance(80, &rng) ? .window(w, x: int(0...999, &rng), y: int(0...999, &rng)) : point(&rng),
                                  dt: dt(&rng))
        case 9: return .otherPress(point(&rng), dt: dt(&rng))
        case 10: return .buttonRelease(chance(30, &rng) ? .last : point(&rng), dt: dt(&rng))
        case 11: return .motion(point(&rng), dt: dt(&rng), overWindow: chance(30, &rng))
        case 12:
            let w = window(&rng)
            return .enter(w, chance(80, &rng) ? .window(w, x: int(0...999, &rng), y: int(0...999, &rng)) : point(&rng),
                          dt: dt(&rng))
        case 13:
            // A key the config binds, or one bound to random commands.
            if chance(40, &rng) { return .boundKey(int(0...200, &rng), dt: dt(&rng)) }
            return .key(chance(20, &rng) ? [] : commands(&rng, outside: mix.outsideCommands), dt: dt(&rng))
        case 14: return .commands(commands(&rng, outside: mix.outsideCommands))
        case 15: return .screenChange(area(&rng))
        case 16: return chance(30, &rng) ? .configFile(pick(configTexts, &rng)) : .config(settings(&rng))
        case 17: return .restart
        case 18: return .crash(staleness: pick([0, 0, 1, 2, 3, 5], &rng))
        case 19:
            return .newSession((0..<int(0...8, &rng)).map { _ in
                SessionWindow(old: int(0...31, &rng), id: UInt32(int(managedIds, &rng)))
            })
        case 20:
            let change = pick([Switch.off, .on, .toggle, .toggle], &rng)
            return chance(70, &rng) ? .fullscreenRequest(window(&rng), change) : .stickyRequest(window(&rng), change)
        case 21:
            // Each value named or not, as a ConfigureRequest's mask or a _NET_MOVERESIZE_WINDOW's bits say.
            let r = rect(&rng)
            return .configureRequest(window(&rng), chance(60, &rng) ? RequestedFrame(r)
                : RequestedFrame(x: chance(50, &rng) ? r.x : nil, y: chance(50, &rng) ? r.y : nil,
                                 width: chance(50, &rng) ? r.width : nil, height: chance(50, &rng) ? r.height : nil))
        case 22:
            let w = window(&rng)
            if chance(25, &rng) {
                return .pointerMoveResize(w, pick([.move, .resize, .resize, .cancel], &rng),
                                          .window(w, x: int(0...999, &rng), y: int(0...999, &rng)), buttonHeld: chance(80, &rng))
            }
            return .resizePress(w, chance(80, &rng) ? .window(w, x: int(0...999, &rng), y: int(0...999, &rng)) : point(&rng),
                                dt: dt(&rng))
        case 24: return .commands([workspaceCommand(&rng)])
        case 25: return chance(30, &rng) ? .replug(monitors(&rng)) : .monitors(monitors(&rng))
        case 26:
            return chance(50, &rng) ? .workspaceRequest(workspaceIndex(&rng)) : .sendToWorkspaceRequest(window(&rng), workspaceIndex(&rng))
        default:
            let w = window(&rng)
            if chance(25, &rng) { return .tabPress(w, pick([TabGesture.select, .previous, .next], &rng), dt: dt(&rng)) }
            return .windowPress(w, chance(85, &rng) ? .window(w, x: int(0...999, &rng), y: int(0...999, &rng)) : point(&rng),
                                dt: dt(&rng))
        }
    }

    /// A pointer gesture as the X edge reports it: a drag of a splitter (pressed on it, or
    /// inside a window with the modifier) or a move or resize of a floating window through a
    /// few motions to a release, or a double click on a splitter.
    package static func gesture(_ rng: inout any SeededRandomNumberGenerator) -> [Step] {
        let n = int(0...31, &rng)
        func quick(_ rng: inout any SeededRandomNumberGenerator) -> Int { int(0...150, &rng) }
        switch int(0...4, &rng) {
        case 3...4:
            let window = WindowRef.floating(n), at = PointRef.window(window, x: int(0...999, &rng), y: int(0...999, &rng))
            let press: Step = chance(50, &rng) ? .modifierPress(window, at, dt: dt(&rng)) : .resizePress(window, at, dt: dt(&rng))
            // Moves go anywhere, off the monitor too.
            let motions = (0..<int(1...6, &rng)).map { _ in
                Step.motion(.area(x: int(-2000...3000, &rng), y: int(-2000...3000, &rng)), dt: quick(&rng))
            }
            return [press] + motions + [.buttonRelease(.last, dt: quick(&rng))]
        case 0:
            return [.splitterPress(.shown(n), .splitter(n, along: int(0...999, &rng)), dt: quick(&rng)),
                    .buttonRelease(.last, dt: quick(&rng)),
                    .splitterPress(.shown(n), .last, dt: quick(&rng)),
                    .buttonRelease(.last, dt: quick(&rng))]
        default:
            let window = StateGens.window(&rng)
            let press: Step = chance(60, &rng)
                ? .splitterPress(.shown(n), .splitter(n, along: int(0...999, &rng)), dt: dt(&rng))
                : .modifierPress(window, .window(window, x: int(0...999, &rng), y: int(0...999, &rng)), dt: dt(&rng))
            let motions = (0..<int(1...6, &rng)).map { _ in Step.motion(.area(x: thousandths(&rng), y: thousandths(&rng)), dt: quick(&rng)) }
            // Sometimes Escape before the release: the drag goes back to where it began.
            let escape: [Step] = chance(15, &rng) ? [.escape] : []
            return [press] + motions + escape + [.buttonRelease(chance(50, &rng) ? .last : point(&rng), dt: quick(&rng))]
        }
    }

    /// Scripts of about `length` steps with `mix`, on a random screen with random settings;
    /// most begin with a few windows.
    package static func script(_ mix: Mix, length: ClosedRange<Int>) -> Generator<Script, Shrink.None<Script>> {
        Generator { rng in
            let area = chance(70, &rng) ? Rect(x: 0, y: 0, width: int(300...2000, &rng), height: int(200...1200, &rng)) : area(&rng)
            let settings = chance(50, &rng) ? Settings() : settings(&rng)
            let start = startTime(&rng)
            let count = int(length, &rng)
            var steps = (0..<min(count, int(0...6, &rng))).map { _ in Step.manage(client(&rng), mapped: chance(30, &rng)) }
            // Mixes that lean on monitors often start with several.
            if chance(min(60, 6 * mix.monitors), &rng) { steps.insert(.monitors(monitors(&rng)), at: 0) }
            while steps.count < count { steps += chance(mix.gestures, &rng) ? gesture(&rng) : [step(mix, &rng)] }
            return Script(area: area, settings: settings, startTime: start, steps: steps)
        }
    }
}
