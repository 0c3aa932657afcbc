// X's bit masks and small enumerations, converted once into Swift option sets and enums.
internal import CX11

/// Which events a connection selects on a window (XSelectInput).
public struct EventMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyPress = EventMask(rawValue: KeyPressMask)
    public static let keyRelease = EventMask(rawValue: KeyReleaseMask)
    public static let buttonPress = EventMask(rawValue: ButtonPressMask)
    public static let buttonRelease = EventMask(rawValue: ButtonReleaseMask)
    public static let enterWindow = EventMask(rawValue: EnterWindowMask)
    public static let leaveWindow = EventMask(rawValue: LeaveWindowMask)
    public static let pointerMotion = EventMask(rawValue: PointerMotionMask)
    /// Motion only while a button is held: what a splitter drag needs.
    public static let buttonMotion = EventMask(rawValue: ButtonMotionMask)
    public static let structureNotify = EventMask(rawValue: StructureNotifyMask)
    public static let substructureNotify = EventMask(rawValue: SubstructureNotifyMask)
    /// Only one client per window may hold this: on the root it is what makes a window manager.
    public static let substructureRedirect = EventMask(rawValue: SubstructureRedirectMask)
    public static let focusChange = EventMask(rawValue: FocusChangeMask)
    public static let propertyChange = EventMask(rawValue: PropertyChangeMask)
}

/// Modifier keys and pointer buttons held during a key or pointer event (the X `state` field).
public struct ModifierState: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let shift = ModifierState(rawValue: UInt32(ShiftMask))
    /// Caps Lock: bindings must ignore it (and NumLock, usually mod2).
    public static let lock = ModifierState(rawValue: UInt32(LockMask))
    public static let control = ModifierState(rawValue: UInt32(ControlMask))
    public static let mod1 = ModifierState(rawValue: UInt32(Mod1Mask))
    public static let mod2 = ModifierState(rawValue: UInt32(Mod2Mask))
    public static let mod3 = ModifierState(rawValue: UInt32(Mod3Mask))
    public static let mod4 = ModifierState(rawValue: UInt32(Mod4Mask))
    public static let mod5 = ModifierState(rawValue: UInt32(Mod5Mask))
    public static let button1 = ModifierState(rawValue: UInt32(Button1Mask))
    public static let button2 = ModifierState(rawValue: UInt32(Button2Mask))
    public static let button3 = ModifierState(rawValue: UInt32(Button3Mask))
    public static let button4 = ModifierState(rawValue: UInt32(Button4Mask))
    public static let button5 = ModifierState(rawValue: UInt32(Button5Mask))

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
    public static let x = ConfigureMask(rawValue: UInt32(CWX))
    public static let y = ConfigureMask(rawValue: UInt32(CWY))
    public static let width = ConfigureMask(rawValue: UInt32(CWWidth))
    public static let height = ConfigureMask(rawValue: UInt32(CWHeight))
    public static let borderWidth = ConfigureMask(rawValue: UInt32(CWBorderWidth))
    public static let sibling = ConfigureMask(rawValue: UInt32(CWSibling))
    public static let stackMode = ConfigureMask(rawValue: UInt32(CWStackMode))
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
