// Random scripts for the desktop's reducer, as PropertyBased generators: clients with random
// hints, every event the reducer takes (naming managed windows and others), every command,
// screens from 1x1 to 4K, configs, restarts and new sessions. A mix weighs the kinds of step,
// so one property can lean on the pointer and another on windows coming and going.
import PropertyBased
import PropertyTestSupport
import SplitCore
import SplitDesktop
import SplitEngine
import XModel

/// How often each kind of step comes, in relative weights.
struct Mix: Sendable {
    var manage = 14, leave = 6, mapRequest = 2, properties = 4, activation = 4, attention = 3, close = 1
    var splitterPress = 6, modifierPress = 3, otherPress = 1, release = 5, motion = 10, enter = 5
    var key = 5, commands = 5, screen = 2, config = 2, restart = 1, crash = 1, newSession = 1
    /// Percent of draws that give a whole gesture (a drag, a double click) instead of one step.
    var gestures = 8

    static let general = Mix()
    static let pointer = Mix(manage: 10, leave: 3, properties: 2, activation: 2, attention: 1,
                             splitterPress: 14, modifierPress: 8, release: 10, motion: 30, enter: 6,
                             key: 3, commands: 3, screen: 1, config: 2, restart: 1, crash: 0, newSession: 0, gestures: 35)
    static let lifecycle = Mix(manage: 18, leave: 10, mapRequest: 3, properties: 5, activation: 5, attention: 3, close: 2,
                               splitterPress: 3, modifierPress: 1, release: 3, motion: 4, enter: 4,
                               key: 3, commands: 4, screen: 4, config: 4, restart: 4, crash: 3, newSession: 3)
}

enum DesktopGens: RandomDrawing {
    /// Window ids in scripts: small, so events often name windows managed before, and a few
    /// above those ever managed.
    static let ids: ClosedRange<UInt32> = 1...20
    static let managedIds: ClosedRange<Int> = 1...16

    static func window(_ rng: inout any SeededRandomNumberGenerator) -> WindowRef {
        chance(75, &rng) ? .managed(int(0...31, &rng)) : .id(UInt32(int(Int(ids.lowerBound)...Int(ids.upperBound), &rng)))
    }

    static func thousandths(_ rng: inout any SeededRandomNumberGenerator) -> Int {
        chance(80, &rng) ? int(0...999, &rng) : int(-300...1300, &rng)
    }

    static func point(_ rng: inout any SeededRandomNumberGenerator) -> PointRef {
        switch int(0...9, &rng) {
        case 0...3: .area(x: thousandths(&rng), y: thousandths(&rng))
        case 4...5: .splitter(int(0...31, &rng), along: int(0...999, &rng))
        case 6...8: .window(window(&rng), x: int(0...999, &rng), y: int(0...999, &rng))
        default: .last
        }
    }

    /// Milliseconds between inputs: mostly a double click's or less, sometimes long.
    static func dt(_ rng: inout any SeededRandomNumberGenerator) -> Int {
        chance(70, &rng) ? int(0...300, &rng) : int(0...5000, &rng)
    }

    static func time(_ rng: inout any SeededRandomNumberGenerator) -> TimeRef {
        switch int(0...9, &rng) {
        case 0...1: .zero
        case 2: .raw(UInt32(truncatingIfNeeded: int(0...Int(UInt32.max), &rng)))
        default: .clock(int(-3000...3000, &rng))
        }
    }

    /// Server times to start from: 0, anywhere, and just before the 32-bit wrap and the
    /// sign change, so the clock wraps within a script.
    static func startTime(_ rng: inout any SeededRandomNumberGenerator) -> UInt32 {
        switch int(0...4, &rng) {
        case 0: 0
        case 1: UInt32.max - UInt32(int(0...20_000, &rng))
        case 2: UInt32(Int32.max) - UInt32(int(0...20_000, &rng))
        default: UInt32(truncatingIfNeeded: int(1...Int(UInt32.max), &rng))
        }
    }

    static let identities = [
        WindowIdentity(className: "XTerm", instance: "xterm", role: nil),
        WindowIdentity(className: "XTerm", instance: "xterm", role: nil),
        WindowIdentity(className: "Emacs", instance: "emacs", role: nil),
        WindowIdentity(className: "Firefox", instance: "Navigator", role: "browser"),
        WindowIdentity(className: "Firefox", instance: "Navigator", role: "about"),
        WindowIdentity(className: "", instance: "", role: nil),
    ]

    static func minSize(_ rng: inout any SeededRandomNumberGenerator) -> Size {
        switch int(0...9, &rng) {
        case 0...5: .zero
        case 6...8: Size(width: int(0...400, &rng), height: int(0...300, &rng))
        default: Size(width: int(0...5000, &rng), height: int(0...5000, &rng))
        }
    }

    static func client(_ rng: inout any SeededRandomNumberGenerator) -> Client {
        var c = Client(window: WindowID(rawValue: UInt32(int(managedIds, &rng))))
        c.identity = pick(identities, &rng)
        c.acceptsInput = chance(85, &rng)
        c.takesFocus = chance(30, &rng)
        c.deletesPolitely = chance(60, &rng)
        c.minSize = minSize(&rng)
        c.urgencyHint = chance(15, &rng)
        c.urgent = c.urgencyHint || chance(10, &rng)
        return c
    }

    static func update(_ rng: inout any SeededRandomNumberGenerator) -> PropertyUpdate {
        PropertyUpdate(
            minSize: chance(40, &rng) ? minSize(&rng) : nil,
            acceptsInput: chance(30, &rng) ? chance(70, &rng) : nil,
            urgencyHint: chance(50, &rng) ? chance(50, &rng) : nil,
            takesFocus: chance(20, &rng) ? chance(50, &rng) : nil,
            deletesPolitely: chance(20, &rng) ? chance(50, &rng) : nil)
    }

    /// Every command, with random directions, fractions and pixels; restarts are rarer
    /// (each one rebuilds the state).
    static func command(_ rng: inout any SeededRandomNumberGenerator) -> Command {
        var command = Random.command(&rng)
        switch command {
        case .restart where !chance(25, &rng): command = .sync
        case .resize(let d, _) where chance(60, &rng): command = .resize(d, pixels: int(1...120, &rng))
        default: break
        }
        return command
    }

    static func commands(_ rng: inout any SeededRandomNumberGenerator) -> [Command] {
        (0..<(chance(70, &rng) ? 1 : int(2...4, &rng))).map { _ in command(&rng) }
    }

    /// Screens from 1x1 to 4K, sometimes off the origin.
    static func area(_ rng: inout any SeededRandomNumberGenerator) -> Rect {
        let origin = chance(15, &rng) ? (int(0...40, &rng), int(0...40, &rng)) : (0, 0)
        let size: (Int, Int) = switch int(0...9, &rng) {
        case 0...1: pick([(1, 1), (2, 2), (3, 7), (7, 3), (12, 12), (40, 30), (1, 300), (500, 1), (100, 60)], &rng)
        case 2...6: (int(1...1400, &rng), int(1...1000, &rng))
        default: (int(800...3840, &rng), int(600...2160, &rng))
        }
        return Rect(x: origin.0, y: origin.1, width: size.0, height: size.1)
    }

    /// Settings a config may give: the defaults with a few fields changed.
    static func settings(_ rng: inout any SeededRandomNumberGenerator) -> Settings {
        var s = Settings()
        if chance(40, &rng) { s.dragMode = .onRelease }
        if chance(40, &rng) { s.border.width = pick([0, 0, 1, 2, 3, 5, 20, 60], &rng) }
        if chance(20, &rng) { s.collapseBelow = Size(width: int(0...900, &rng), height: int(0...700, &rng)) }
        if chance(30, &rng) { s.focusFollowsMouse = false }
        if chance(50, &rng) { s.focusOnActivation = pick(ActivationPolicy.allCases, &rng) }
        if chance(40, &rng) {
            s.placement = pick([.longerSide, .longerSideFirst, .toward(.left), .toward(.right), .toward(.up), .toward(.down)], &rng)
        }
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
        return s
    }

    static func step(_ mix: Mix, _ rng: inout any SeededRandomNumberGenerator) -> Step {
        let weights = [mix.manage, mix.leave, mix.mapRequest, mix.properties, mix.activation, mix.attention, mix.close,
                       mix.splitterPress, mix.modifierPress, mix.otherPress, mix.release, mix.motion, mix.enter,
                       mix.key, mix.commands, mix.screen, mix.config, mix.restart, mix.crash, mix.newSession]
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
            return .activation(window(&rng), source: pick([0, 1, 1, 2, 3, -1], &rng), time: time(&rng),
                               userTime: chance(50, &rng) ? time(&rng) : nil,
                               focusedUserTime: chance(50, &rng) ? time(&rng) : nil)
        case 5: return .attention(window(&rng), action: pick([0, 1, 2, 2, 3], &rng))
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
        case 11: return .motion(point(&rng), dt: dt(&rng))
        case 12:
            let w = window(&rng)
            return .enter(w, chance(80, &rng) ? .window(w, x: int(0...999, &rng), y: int(0...999, &rng)) : point(&rng),
                          dt: dt(&rng))
        case 13: return .key(chance(20, &rng) ? [] : commands(&rng), dt: dt(&rng))
        case 14: return .commands(commands(&rng))
        case 15: return .screenChange(area(&rng))
        case 16: return .config(settings(&rng))
        case 17: return .restart
        case 18: return .crash(staleness: pick([0, 0, 1, 2, 3, 5], &rng))
        default:
            return .newSession((0..<int(0...8, &rng)).map { _ in
                SessionWindow(old: int(0...31, &rng), id: UInt32(int(managedIds, &rng)))
            })
        }
    }

    /// A pointer gesture as the X edge reports it: a drag of a splitter (pressed on it, or
    /// inside a window with the modifier) through a few motions to a release, or a double
    /// click on a splitter.
    static func gesture(_ rng: inout any SeededRandomNumberGenerator) -> [Step] {
        let n = int(0...31, &rng)
        func quick(_ rng: inout any SeededRandomNumberGenerator) -> Int { int(0...150, &rng) }
        switch int(0...2, &rng) {
        case 0:
            return [.splitterPress(.shown(n), .splitter(n, along: int(0...999, &rng)), dt: quick(&rng)),
                    .buttonRelease(.last, dt: quick(&rng)),
                    .splitterPress(.shown(n), .last, dt: quick(&rng)),
                    .buttonRelease(.last, dt: quick(&rng))]
        default:
            let window = DesktopGens.window(&rng)
            let press: Step = chance(60, &rng)
                ? .splitterPress(.shown(n), .splitter(n, along: int(0...999, &rng)), dt: dt(&rng))
                : .modifierPress(window, .window(window, x: int(0...999, &rng), y: int(0...999, &rng)), dt: dt(&rng))
            let motions = (0..<int(1...6, &rng)).map { _ in Step.motion(.area(x: thousandths(&rng), y: thousandths(&rng)), dt: quick(&rng)) }
            return [press] + motions + [.buttonRelease(chance(50, &rng) ? .last : point(&rng), dt: quick(&rng))]
        }
    }

    /// Scripts of about `length` steps with `mix`, on a random screen with random settings;
    /// most begin with a few windows.
    static func script(_ mix: Mix, length: ClosedRange<Int>) -> Generator<Script, Shrink.None<Script>> {
        Generator { rng in
            let area = chance(70, &rng) ? Rect(x: 0, y: 0, width: int(300...2000, &rng), height: int(200...1200, &rng)) : area(&rng)
            let settings = chance(50, &rng) ? Settings() : settings(&rng)
            let start = startTime(&rng)
            let count = int(length, &rng)
            var steps = (0..<min(count, int(0...6, &rng))).map { _ in Step.manage(client(&rng), mapped: chance(30, &rng)) }
            while steps.count < count { steps += chance(mix.gestures, &rng) ? gesture(&rng) : [step(mix, &rng)] }
            return Script(area: area, settings: settings, startTime: start, steps: steps)
        }
    }
}
