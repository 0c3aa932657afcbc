// Names for X protocol error codes and core request opcodes, so error records read as words.

/// An X protocol error code (core codes 1...17; extensions use higher ones).
public struct XErrorCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let badRequest = XErrorCode(rawValue: 1)
    public static let badValue = XErrorCode(rawValue: 2)
    public static let badWindow = XErrorCode(rawValue: 3)
    public static let badPixmap = XErrorCode(rawValue: 4)
    public static let badAtom = XErrorCode(rawValue: 5)
    public static let badCursor = XErrorCode(rawValue: 6)
    public static let badFont = XErrorCode(rawValue: 7)
    public static let badMatch = XErrorCode(rawValue: 8)
    public static let badDrawable = XErrorCode(rawValue: 9)
    public static let badAccess = XErrorCode(rawValue: 10)
    public static let badAlloc = XErrorCode(rawValue: 11)
    public static let badColor = XErrorCode(rawValue: 12)
    public static let badGC = XErrorCode(rawValue: 13)
    public static let badIDChoice = XErrorCode(rawValue: 14)
    public static let badName = XErrorCode(rawValue: 15)
    public static let badLength = XErrorCode(rawValue: 16)
    public static let badImplementation = XErrorCode(rawValue: 17)

    private static let names = ["Success", "BadRequest", "BadValue", "BadWindow", "BadPixmap", "BadAtom",
                                "BadCursor", "BadFont", "BadMatch", "BadDrawable", "BadAccess", "BadAlloc",
                                "BadColor", "BadGC", "BadIDChoice", "BadName", "BadLength", "BadImplementation"]
    public var description: String {
        Int(rawValue) < Self.names.count ? Self.names[Int(rawValue)] : "error \(rawValue)"
    }
}

/// A request's major opcode. Core requests are below 128; extensions are assigned codes at run time.
public struct XRequestCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let createWindow = XRequestCode(rawValue: 1)
    public static let changeWindowAttributes = XRequestCode(rawValue: 2)
    public static let getWindowAttributes = XRequestCode(rawValue: 3)
    public static let destroyWindow = XRequestCode(rawValue: 4)
    public static let mapWindow = XRequestCode(rawValue: 8)
    public static let unmapWindow = XRequestCode(rawValue: 10)
    public static let configureWindow = XRequestCode(rawValue: 12)
    public static let getGeometry = XRequestCode(rawValue: 14)
    public static let changeProperty = XRequestCode(rawValue: 18)
    public static let getProperty = XRequestCode(rawValue: 20)
    public static let sendEvent = XRequestCode(rawValue: 25)
    public static let grabButton = XRequestCode(rawValue: 28)
    public static let grabKey = XRequestCode(rawValue: 33)
    public static let setInputFocus = XRequestCode(rawValue: 42)
    public static let clearArea = XRequestCode(rawValue: 61)
    public static let copyArea = XRequestCode(rawValue: 62)
    public static let polySegment = XRequestCode(rawValue: 66)
    public static let polyFillRectangle = XRequestCode(rawValue: 70)
    public static let polyText8 = XRequestCode(rawValue: 74)
    public static let killClient = XRequestCode(rawValue: 113)

    public var description: String { "request \(rawValue)" }
}
