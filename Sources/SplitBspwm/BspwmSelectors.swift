// bspwm's selectors (man bspwm, "Selectors") over a `BspwmView`: a descriptor and its
// `.modifiers`, for desktops, monitors and windows (node paths: BspwmNodePaths.swift). What
// splitwm has no counterpart for (`older`/`newer` history, `pointed`) is a failure that names
// the word.
import SplitEngine
import SplitState
import XModel

/// Why a selector found nothing: bspwm's three outcomes, with the texts bspc prints.
public enum BspwmSelectorFailure: Error, Equatable {
    /// The descriptor is no word bspwm knows (`Invalid descriptor found in`).
    case badDescriptor
    /// A modifier is no word bspwm knows (`Invalid modifier found in`).
    case badModifiers
    /// Well formed, but nothing matches: bspwm fails with no text.
    case notFound
    /// A bspwm word splitwm has no meaning for.
    case unsupported(String)

    /// The failure text, `source` being what bspwm names (`query -D`, `desktop -f`).
    public func message(_ source: String, _ value: String) -> String {
        switch self {
        case .badDescriptor: "\(source): Invalid descriptor found in '\(value)'.\n"
        case .badModifiers: "\(source): Invalid modifier found in '\(value)'.\n"
        case .notFound: ""
        case .unsupported(let word): "\(source): splitwm has no counterpart for '\(word)' (in '\(value)').\n"
        }
    }
}

/// A selector split into its descriptor and modifiers (`focused.occupied`, `.!urgent`).
struct BspwmSelector {
    var descriptor: String
    var modifiers: [(negated: Bool, word: String)]

    init(_ text: String) {
        // A name may not hold a dot; bspwm splits at the first one as well.
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        descriptor = parts.first ?? ""
        modifiers = parts.dropFirst().map { $0.hasPrefix("!") ? (true, String($0.dropFirst())) : (false, $0) }
    }

    /// Whether every modifier holds, each asked of `test` (nil: a word it does not know).
    func modifiersHold(_ test: (String) -> Bool?) throws(BspwmSelectorFailure) -> Bool {
        for modifier in modifiers {
            guard let value = test(modifier.word) else { throw .badModifiers }
            if value == modifier.negated { return false }
        }
        return true
    }
}

extension BspwmView {
    static let directions: [String: Direction] = ["north": .up, "west": .left, "south": .down, "east": .right]

    /// The desktops `text` selects, in bspwm's order; more than one only for a selector of
    /// modifiers alone (`.occupied`), which `query -d` takes.
    public func desktops(_ text: String) throws(BspwmSelectorFailure) -> [Int] {
        var selector = BspwmSelector(text)
        var local: Int? = focusedMonitor
        // `MONITOR_SEL:DESKTOP_SEL`: the desktop counted within that monitor.
        if let colon = selector.descriptor.lastIndex(of: ":") {
            let monitorText = String(selector.descriptor[..<colon])
            local = try monitors(monitorText).first
            selector.descriptor = String(selector.descriptor[selector.descriptor.index(after: colon)...])
        }
        let candidates = local.map { m in text.contains(":") ? monitors[m].desktops : Array(desktops.indices) } ?? Array(desktops.indices)
        func holds(_ index: Int) throws(BspwmSelectorFailure) -> Bool {
            let d = desktops[index]
            return try selector.modifiersHold { word in
                switch word {
                case "focused": d.focused
                case "active": d.active
                case "occupied": d.occupied
                case "urgent": d.urgent
                case "local": d.monitor == focusedMonitor
                case "tiled": !d.monocle
                case "monocle": d.monocle
                default: nil
                }
            }
        }
        let descriptor = selector.descriptor
        var found: [Int]
        switch descriptor {
        case "": found = candidates
        case "focused": found = (text.contains(":") ? candidates.filter { desktops[$0].active } : focusedDesktop.map { [$0] } ?? [])
        case "any": found = candidates
        case "next", "prev":
            guard let start = focusedDesktop, let at = candidates.firstIndex(of: start) else { throw .notFound }
            let step = descriptor == "next" ? 1 : candidates.count - 1
            found = (1..<max(candidates.count, 1)).map { candidates[(at + $0 * step) % candidates.count] }
        case "last", "newest", "older", "newer":
            throw .unsupported(descriptor)
        default:
            if descriptor.hasPrefix("^") {
                guard let n = Int(descriptor.dropFirst()) else { throw .badDescriptor }
                guard n >= 1, n <= candidates.count else { throw .notFound }
                found = [candidates[n - 1]]
            } else if let id = Self.parseID(descriptor), descriptor.hasPrefix("0x") {
                found = candidates.filter { desktops[$0].id == id }
            } else {
                let name = descriptor.hasPrefix("%") ? String(descriptor.dropFirst()) : descriptor
                found = candidates.filter { desktops[$0].name == name }
            }
        }
        var matching: [Int] = []
        for index in found where try holds(index) { matching.append(index) }
        if matching.isEmpty { throw .notFound }
        return descriptor.isEmpty ? matching : [matching[0]]
    }

    /// The monitors `text` selects.
    public func monitors(_ text: String) throws(BspwmSelectorFailure) -> [Int] {
        let selector = BspwmSelector(text)
        let all = Array(monitors.indices)
        var found: [Int]
        switch selector.descriptor {
        case "", "any": found = all
        case "focused": found = focusedMonitor.map { [$0] } ?? []
        case "primary": found = all.filter { state.outputs.monitors[$0].primary }
        case "next", "prev":
            guard let at = focusedMonitor, !all.isEmpty else { throw .notFound }
            let step = selector.descriptor == "next" ? 1 : all.count - 1
            found = (1...all.count).map { (at + $0 * step) % all.count }
        case "north", "west", "south", "east", "last", "newest", "older", "newer", "pointed":
            throw .unsupported(selector.descriptor)
        case let d where d.hasPrefix("^"):
            guard let n = Int(d.dropFirst()) else { throw .badDescriptor }
            guard n >= 1, n <= all.count else { throw .notFound }
            found = [n - 1]
        case let d:
            if d.hasPrefix("0x"), let id = Self.parseID(d) { found = all.filter { monitors[$0].id == id } } else {
                let name = d.hasPrefix("%") ? String(d.dropFirst()) : d
                found = all.filter { monitors[$0].name == name }
            }
        }
        var matching: [Int] = []
        for index in found {
            let monitor = monitors[index]
            let ok = try selector.modifiersHold { word in
                switch word {
                case "focused": monitor.focused
                case "occupied": monitor.desktops.contains { desktops[$0].active && desktops[$0].occupied }
                default: nil
                }
            }
            if ok { matching.append(index) }
        }
        if matching.isEmpty { throw .notFound }
        return selector.descriptor.isEmpty ? matching : [matching[0]]
    }

    /// The windows `text` selects: `focused`, an id, `any`, modifiers alone; a direction is
    /// the command's to resolve (splitwm's neighbour), so it is not taken here.
    public func windows(_ text: String) throws(BspwmSelectorFailure) -> [WindowID] {
        var selector = BspwmSelector(text)
        var scope: [Int] = Array(desktops.indices)
        if let hash = selector.descriptor.lastIndex(of: "#") {
            scope = try desktops(String(selector.descriptor[..<hash]))
            selector.descriptor = String(selector.descriptor[selector.descriptor.index(after: hash)...])
        }
        let all = scope.flatMap { desktops[$0].windows }
        var found: [WindowID]
        switch selector.descriptor {
        case "", "any": found = all
        case "focused": found = focusedWindow.map { all.contains($0) ? [$0] : [] } ?? []
        case let d where d.hasPrefix("0x") || d.first?.isNumber == true:
            guard let id = Self.parseID(d) else { throw .badDescriptor }
            found = all.filter { $0.rawValue == id }
        case let d where d.hasPrefix("@"):
            found = [try window(atPath: String(d.dropFirst()))]
        case let d where Self.directions[d] != nil
            || ["next", "prev", "last", "newest", "older", "newer", "pointed", "biggest", "smallest", "first_ancestor"].contains(d):
            throw .unsupported(d)
        default: throw .badDescriptor
        }
        var matching: [WindowID] = []
        for window in found {
            guard let client = state.clients[window] else { continue }
            let on = desktop(holding: window)
            let ok = try selector.modifiersHold { word in
                switch word {
                case "focused": window == focusedWindow
                case "window", "leaf": true
                case "tiled": client.kind == .tiled && !client.fullscreen
                case "floating": client.kind == .floating && !client.fullscreen
                case "fullscreen": client.fullscreen
                case "pseudo_tiled", "private", "locked", "marked", "hidden": false
                case "sticky": client.sticky
                case "urgent": client.urgent
                case "local": on == focusedDesktop
                case "active": on.map { desktops[$0].active } ?? false
                default: nil
                }
            }
            if ok { matching.append(window) }
        }
        if matching.isEmpty { throw .notFound }
        return selector.descriptor.isEmpty ? matching : [matching[0]]
    }
}
