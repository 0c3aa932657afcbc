// A text property of the root window, read through libX11 loaded with dlopen, only when splitctl must
// ask X: linking the X libraries made every call pay for loading and relocating them (see README).
#if canImport(Glibc)
import Glibc
#endif

/// Reads one text property of the root window of an X display.
enum RootWindowText {
    /// Why X could not be asked.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    private typealias OpenDisplay = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias CloseDisplay = @convention(c) (OpaquePointer?) -> Int32
    private typealias DefaultRootWindow = @convention(c) (OpaquePointer?) -> UInt
    private typealias InternAtom = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int32) -> UInt
    private typealias GetWindowProperty = @convention(c) (
        OpaquePointer?, UInt, UInt, Int, Int, Int32, UInt,
        UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<Int32>?, UnsafeMutablePointer<UInt>?,
        UnsafeMutablePointer<UInt>?, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?) -> Int32
    private typealias Free = @convention(c) (UnsafeMutableRawPointer?) -> Int32

    /// STRING, one of X's predefined atoms.
    private static let stringAtom: UInt = 31

    /// The property as UTF8_STRING or STRING text (at most 4 KiB of it, far more than a socket path
    /// holds); nil when it is absent or of another type or format.
    static func read(_ property: String, display: String) -> Result<String?, Failure> {
        // Never closed: the process ends soon after.
        guard let library = dlopen("libX11.so.6", RTLD_NOW | RTLD_LOCAL) else {
            let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
            return .failure(Failure(description: "and cannot load libX11 to ask X (\(reason)); set SPLITWM_SOCKET"))
        }
        func function<T>(_ name: String, _ type: T.Type) -> T? {
            dlsym(library, name).map { unsafeBitCast($0, to: type) }
        }
        guard let openDisplay = function("XOpenDisplay", OpenDisplay.self),
              let closeDisplay = function("XCloseDisplay", CloseDisplay.self),
              let defaultRoot = function("XDefaultRootWindow", DefaultRootWindow.self),
              let internAtom = function("XInternAtom", InternAtom.self),
              let getProperty = function("XGetWindowProperty", GetWindowProperty.self),
              let free = function("XFree", Free.self) else {
            return .failure(Failure(description: "and the libX11 found lacks the functions splitctl needs; set SPLITWM_SOCKET"))
        }
        guard let x = openDisplay(display) else {
            return .failure(Failure(description: "and cannot open X display \"\(display)\": no server is running there, or it refused this user"))
        }
        defer { _ = closeDisplay(x) }
        // Only if it exists: an atom nobody made means no splitwm ever ran on this server.
        let atom = internAtom(x, property, 1)
        guard atom != 0 else { return .success(nil) }
        let utf8String = internAtom(x, "UTF8_STRING", 0)
        var type: UInt = 0, format: Int32 = 0, count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = getProperty(x, defaultRoot(x), atom, 0, 1024, 0, 0, &type, &format, &count, &remaining, &data)
        defer { if let data { _ = free(data) } }
        guard status == 0, let data, format == 8, type == utf8String || type == stringAtom else { return .success(nil) }
        return .success(String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self))
    }
}
