// _MOTIF_WM_HINTS' decorations: the one part of the Motif hints splitwm reads, as i3 does.

/// What a client's _MOTIF_WM_HINTS asks of its window's decorations, in i3's three classes
/// (i3's `window_update_motif_hints`): a title bar, a border alone, or nothing at all. GTK sets
/// it on windows that draw their own title bar, feh and mpv on their borderless windows, and
/// Qt on every window it makes.
public enum MotifDecorations: String, Hashable, Sendable {
    /// MWM_DECOR_ALL or MWM_DECOR_TITLE: decorated as any window (i3's `border normal`).
    case titled
    /// MWM_DECOR_BORDER without a title (i3's `border pixel`).
    case borderOnly
    /// No decoration bit (i3's `border none`). Not `none`, which an optional would read as nil.
    case undecorated

    /// Decodes the format-32 items of a _MOTIF_WM_HINTS property: flags, functions,
    /// decorations, input mode, status. Nil when it says nothing about decorations: fewer than
    /// three items (Xlib and GTK write five; a client may write fewer), or no
    /// MWM_HINTS_DECORATIONS (1 << 1) in the flags.
    public init?(decoding items: [UInt32]) {
        let decorationsFlag: UInt32 = 1 << 1
        guard items.count >= 3, items[0] & decorationsFlag != 0 else { return nil }
        let all: UInt32 = 1 << 0, border: UInt32 = 1 << 1, title: UInt32 = 1 << 3
        let decorations = items[2]
        if decorations & (all | title) != 0 {
            self = .titled
        } else if decorations & border != 0 {
            self = .borderOnly
        } else {
            self = .undecorated
        }
    }

    /// Whether the hint takes the title bar away. Only that is taken from it: a window asking
    /// to be decorated gets what the `title-bars` setting gives every window (Qt asks it of
    /// every window, and would otherwise get title bars the user turned off).
    public var refusesTitleBar: Bool { self != .titled }
}
