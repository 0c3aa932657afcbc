// X's bit masks and small enumerations as Swift option sets and enums. The numbers are the X
// protocol's own (X.h), fixed since X11R1, so this module needs no Xlib to name them.

/// Which events a connection selects on a window (XSelectInput).
public struct EventMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyPress = EventMask(rawValue: 1 << 0)
    public static let keyRelease = EventMask(rawValue: 1 << 1)
    public static let buttonPress = EventMask(rawValue: 1 << 2)
    public static let buttonRelease = EventMask(rawValue: 1 << 3)
    public static let enterWindow = EventMask(rawValue: 1 << 4)
    public static let leaveWindow = EventMask(rawValue: 1 << 5)
    public static let pointerMotion = EventMask(rawValue: 1 << 6)
    /// Motion only while a button is held: what a splitter drag needs.
    public static let buttonMotion = EventMask(rawValue: 1 << 13)
    public static let exposure = EventMask(rawValue: 1 << 15)
    public static let structureNotify = EventMask(rawValue: 1 << 17)
    public static let substructureNotify = EventMask(rawValue: 1 << 19)
    /// Only one client per window may hold this: on the root it is what makes a window manager.
    public static let substructureRedirect = EventMask(rawValue: 1 << 20)
    public static let focusChange = EventMask(rawValue: 1 << 21)
    public static let propertyChange = EventMask(rawValue: 1 << 22)
}

/// Modifier keys and pointer buttons held during a key or pointer event (the X `state` field).
public struct ModifierState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let shift = ModifierState(rawValue: 1 << 0)
    /// Caps Lock: bindings must ignore it (and NumLock, usually mod2).
    public static let lock = ModifierState(rawValue: 1 << 1)
    public static let control = ModifierState(rawValue: 1 << 2)
    public static let mod1 = ModifierState(rawValue: 1 << 3)
    public static let mod2 = ModifierState(rawValue: 1 << 4)
    public static let mod3 = ModifierState(rawValue: 1 << 5)
    public static let mod4 = ModifierState(rawValue: 1 << 6)
    public static let mod5 = ModifierState(rawValue: 1 << 7)
    public static let button1 = ModifierState(rawValue: 1 << 8)
    public static let button2 = ModifierState(rawValue: 1 << 9)
    public static let button3 = ModifierState(rawValue: 1 << 10)
    public static let button4 = ModifierState(rawValue: 1 << 11)
    public static let button5 = ModifierState(rawValue: 1 << 12)

    /// The eight modifier bits without the button bits; XKB group bits (13-14) are dropped too.
    public var modifiers: ModifierState { intersection(ModifierState(rawValue: 0xFF)) }
}

/// A pointer button number: 1 left, 2 middle, 3 right, 4/5 wheel up/down.
public struct PointerButton: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let left = PointerButton(rawValue: 1)
    public static let middle = PointerButton(rawValue: 2)
    public static let right = PointerButton(rawValue: 3)
    public static let wheelUp = PointerButton(rawValue: 4)
    public static let wheelDown = PointerButton(rawValue: 5)
}

/// Which fields of a ConfigureRequest the client asked to change (the CW* value mask).
public struct ConfigureMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let x = ConfigureMask(rawValue: 1 << 0)
    public static let y = ConfigureMask(rawValue: 1 << 1)
    public static let width = ConfigureMask(rawValue: 1 << 2)
    public static let height = ConfigureMask(rawValue: 1 << 3)
    public static let borderWidth = ConfigureMask(rawValue: 1 << 4)
    public static let sibling = ConfigureMask(rawValue: 1 << 5)
    public static let stackMode = ConfigureMask(rawValue: 1 << 6)
}

/// Stacking requested in a ConfigureRequest.
public enum StackMode: Int, Hashable, Sendable {
    case above = 0, below = 1, topIf = 2, bottomIf = 3, opposite = 4
}

/// Why a crossing or focus event happened (the X `mode` field).
public enum CrossingMode: Int, Hashable, Sendable {
    /// A real pointer move or focus change; the only mode focus-follows-mouse should act on.
    case normal = 0
    case grab = 1, ungrab = 2, whileGrabbed = 3
}

/// Where the window sits relative to the crossing or focus change (the X `detail` field).
public enum CrossingDetail: Int, Hashable, Sendable {
    case ancestor = 0, virtual = 1
    /// The pointer moved into a child: not a real enter for focus purposes.
    case inferior = 2
    case nonlinear = 3, nonlinearVirtual = 4, pointer = 5, pointerRoot = 6, none = 7
}

/// What a MappingNotify says changed.
public enum MappingKind: Int, Hashable, Sendable {
    case modifier = 0, keyboard = 1, pointer = 2
}
