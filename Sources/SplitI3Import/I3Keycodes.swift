// i3's `bindcode` as a keysym binding: splitwm binds keys by keysym name and grabs every keycode
// that types it in any layout, so a keycode becomes the keysym it types on the keyboard most
// i3 configs were written on, a US one under X's evdev driver (the codes of xev and of i3's
// own generated config). A code outside this table stays a comment saying so.
import SplitSyntax

enum I3Keycodes {
    /// What evdev keycode N types on a US keyboard, unshifted.
    static let usEvdev: [Int: String] = {
        var table: [Int: String] = [9: "Escape", 22: "BackSpace", 23: "Tab", 36: "Return", 37: "Control_L", 50: "Shift_L",
                                    62: "Shift_R", 64: "Alt_L", 65: "space", 66: "Caps_Lock", 105: "Control_R", 108: "Alt_R",
                                    133: "Super_L", 134: "Super_R", 135: "Menu", 107: "Print", 78: "Scroll_Lock", 127: "Pause",
                                    110: "Home", 111: "Up", 112: "Prior", 113: "Left", 114: "Right", 115: "End", 116: "Down",
                                    117: "Next", 118: "Insert", 119: "Delete", 95: "F11", 96: "F12",
                                    121: "XF86AudioMute", 122: "XF86AudioLowerVolume", 123: "XF86AudioRaiseVolume",
                                    171: "XF86AudioNext", 172: "XF86AudioPlay", 173: "XF86AudioPrev", 174: "XF86AudioStop",
                                    232: "XF86MonBrightnessDown", 233: "XF86MonBrightnessUp"]
        // The rows of the main block, left to right.
        let rows: [(first: Int, keys: [String])] = [
            (10, ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "minus", "equal"]),
            (24, ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p", "bracketleft", "bracketright"]),
            (38, ["a", "s", "d", "f", "g", "h", "j", "k", "l", "semicolon", "apostrophe", "grave"]),
            (51, ["backslash", "z", "x", "c", "v", "b", "n", "m", "comma", "period", "slash"]),
            (67, ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10"]),
        ]
        for row in rows {
            for (offset, key) in row.keys.enumerated() { table[row.first + offset] = key }
        }
        return table
    }()

    /// `bindcode`'s chord (`$mod+10`) with the keysym in place of the code (`$mod+1`), and the
    /// note that says so.
    static func keysym(ofChord chord: String, variables: I3Variables) throws(I3ImportFailure) -> (chord: String, note: String) {
        let plus = chord.lastIndex(of: "+")
        let modifiers = plus.map { String(chord[...$0]) } ?? ""
        let written = plus.map { String(chord[chord.index(after: $0)...]) } ?? chord
        let code = variables.expanded(written)
        guard let number = Int(code), (8...255).contains(number) else {
            throw I3ImportFailure("bindcode \(Messages.quoted(code)): a keycode is a number from 8 to 255")
        }
        guard let keysym = usEvdev[number] else {
            throw I3ImportFailure("bindcode \(number): splitwm binds by keysym name, and keycode \(number) is not one whose keysym the importer knows (xev shows it: bindsym it)")
        }
        return (modifiers + keysym, "i3 bindcode \(number): splitwm binds the keysym that keycode types on a US keyboard, \(keysym), in every layout")
    }
}
