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

/// A key grab that could not be made (another client holds the same key and modifiers).
public struct KeyGrabFailure: Hashable, Sendable {
    public var symbol: KeySymbol
    public var modifiers: ModifierState
}

extension XConnection {
    /// The keycodes that produce `symbol` in the current keyboard mapping (a keysym can sit on
    /// several keys, or on none in this layout).
    public func keycodes(for symbol: KeySymbol) -> [UInt8] {
        var minCode: Int32 = 0, maxCode: Int32 = 0
        XDisplayKeycodes(display, &minCode, &maxCode)
        guard minCode > 0, maxCode >= minCode, maxCode <= 255 else { return [] }
        var perCode: Int32 = 0
        let count = maxCode - minCode + 1
        guard let map = XGetKeyboardMapping(display, UInt8(minCode), count, &perCode) else { return [] }
        defer { XFree(map) }
        var codes: [UInt8] = []
        let width = Int(perCode)
        for index in 0..<Int(count) {
            // Only the first two columns (plain and shifted) count, as i3 does: a binding names
            // what the key says, and Shift is a modifier of the chord.
            for column in 0..<min(width, 2) where UInt32(truncatingIfNeeded: map[index * width + column]) == symbol.rawValue {
                codes.append(UInt8(Int(minCode) + index))
                break
            }
        }
        return codes
    }

    /// Grabs every key that produces `symbol`, with `modifiers` and each combination of the lock
    /// keys, on the root. Another client's grab on the same key is reported, not fatal.
    public func grabKey(_ symbol: KeySymbol, modifiers: ModifierState) -> KeyGrabFailure? {
        let codes = keycodes(for: symbol)
        guard !codes.isEmpty else { return nil }   // not on this keyboard layout: nothing to grab, nothing wrong
        let (_, errors) = capturingErrors {
            for code in codes {
                for mods in lockCombinations(for: modifiers) {
                    XGrabKey(display, Int32(code), mods.rawValue, root.xid, 1, GrabModeAsync, GrabModeAsync)
                }
            }
        }
        return errors.isEmpty ? nil : KeyGrabFailure(symbol: symbol, modifiers: modifiers)
    }

    /// Releases every key grab this connection holds on the root.
    public func ungrabAllKeys() {
        XUngrabKey(display, Int32(AnyKey), UInt32(AnyModifier), root.xid)
    }

    /// The keysym a keycode produces unshifted in the current mapping (what bindings name).
    public func symbol(forKeycode code: UInt8) -> KeySymbol {
        KeySymbol(rawValue: UInt32(truncatingIfNeeded: XkbKeycodeToKeysym(display, code, 0, 0)))
    }
}
