// Key bindings at the X edge: keysym names, passive key grabs on the root that fire whatever
// lock keys are on, and telling which keysym a pressed keycode carries.
internal import CX11

/// A keysym: X's number for a key's symbol ("Return", "h", "F1").
public struct KeySymbol: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The keysym named `name`, nil when X knows no such name. Needs no display.
    public init?(named name: String) {
        let sym = XStringToKeysym(name)
        guard sym != 0 else { return nil }   // NoSymbol
        rawValue = UInt32(truncatingIfNeeded: sym)
    }
}

/// One passive grab: a keycode with an exact modifier set (lock keys included).
public struct KeyGrab: Hashable, Sendable {
    public var keycode: UInt8
    public var modifiers: ModifierState
    public init(keycode: UInt8, modifiers: ModifierState) {
        self.keycode = keycode
        self.modifiers = modifiers
    }
}

/// The keyboard mapping as read once from the server: which keysyms each keycode carries.
public struct KeyboardMap: Sendable {
    let minimumKeycode: Int
    let symbolsPerKeycode: Int
    let symbols: [UInt32]

    /// The keycodes that produce `symbol` (a keysym can sit on several keys, or on none in
    /// this layout). Only the first two columns (plain and shifted) count, as i3 does: a
    /// binding names what the key says, and Shift is a modifier of the chord.
    public func keycodes(for symbol: KeySymbol) -> [UInt8] {
        guard symbolsPerKeycode > 0 else { return [] }
        var codes: [UInt8] = []
        for index in 0..<(symbols.count / symbolsPerKeycode) {
            let row = index * symbolsPerKeycode
            if symbols[row..<(row + min(symbolsPerKeycode, 2))].contains(symbol.rawValue) {
                codes.append(UInt8(minimumKeycode + index))
            }
        }
        return codes
    }
}

extension XConnection {
    /// The current keyboard mapping, in one round trip.
    public func keyboardMap() -> KeyboardMap {
        var minCode: Int32 = 0, maxCode: Int32 = 0
        XDisplayKeycodes(display, &minCode, &maxCode)
        let empty = KeyboardMap(minimumKeycode: 0, symbolsPerKeycode: 0, symbols: [])
        guard minCode > 0, maxCode >= minCode, maxCode <= 255 else { return empty }
        var perCode: Int32 = 0
        let count = maxCode - minCode + 1
        guard let map = XGetKeyboardMapping(display, UInt8(minCode), count, &perCode), perCode > 0 else { return empty }
        defer { XFree(map) }
        let symbols = (0..<Int(count * perCode)).map { UInt32(truncatingIfNeeded: map[$0]) }
        return KeyboardMap(minimumKeycode: Int(minCode), symbolsPerKeycode: Int(perCode), symbols: symbols)
    }

    /// Every grab a binding of `symbol` with `modifiers` needs in `map`: each of its keycodes
    /// with `modifiers` and each combination of the lock keys, so it fires whatever locks are on.
    public func keyGrabs(for symbol: KeySymbol, modifiers: ModifierState, in map: KeyboardMap) -> [KeyGrab] {
        let combinations = lockCombinations(for: modifiers)
        return map.keycodes(for: symbol).flatMap { code in combinations.map { KeyGrab(keycode: code, modifiers: $0) } }
    }

    /// Makes `grabs` passive grabs on the root and returns the errors (another client holding one
    /// answers BadAccess). Two round trips.
    public func grabKeys(_ grabs: [KeyGrab]) -> [XErrorRecord] {
        guard !grabs.isEmpty else { return [] }
        return capturingErrors {
            for grab in grabs {
                XGrabKey(display, Int32(grab.keycode), grab.modifiers.rawValue, root.xid, 1, GrabModeAsync, GrabModeAsync)
            }
        }.1
    }

    /// Releases these passive grabs on the root.
    public func ungrabKeys(_ grabs: some Sequence<KeyGrab>) {
        for grab in grabs { XUngrabKey(display, Int32(grab.keycode), grab.modifiers.rawValue, root.xid) }
    }

    /// The keysym a keycode produces unshifted in the current mapping (what bindings name).
    public func symbol(forKeycode code: UInt8) -> KeySymbol {
        KeySymbol(rawValue: UInt32(truncatingIfNeeded: XkbKeycodeToKeysym(display, code, 0, 0)))
    }
}
