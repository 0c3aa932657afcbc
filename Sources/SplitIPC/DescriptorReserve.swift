// The descriptor the IPC server keeps in reserve for when the process runs out: freed, it lets
// the server accept the waiting connection and close it, which would otherwise keep the
// listener readable and wake every poll() at once, forever.
#if canImport(Glibc)
import Glibc
#endif

/// One descriptor held open on /dev/null, and whether the listener is left out of poll() because
/// descriptors ran out even with it, until a client leaves.
struct DescriptorReserve {
    private var spare: Int32 = -1
    /// True while the listener is left out of poll().
    private(set) var listenerPaused = false

    init() { spare = Self.openSpare() }

    private static func openSpare() -> Int32 { open("/dev/null", O_RDONLY | O_CLOEXEC) }

    /// Out of descriptors: frees the spare to accept the waiting connection on `listenerFD` and
    /// hands it to `refuse`, then takes the spare again. Without one, pauses the listener.
    /// Returns whether the listener is paused now.
    mutating func shedConnection(on listenerFD: Int32, _ refuse: (Int32) -> Void) -> Bool {
        if spare >= 0 {
            Glibc.close(spare)
            let fd = acceptNonBlocking(listenerFD)
            if fd >= 0 { refuse(fd) }
            spare = Self.openSpare()
        }
        if spare < 0 { listenerPaused = true }
        return listenerPaused
    }

    /// A client left, freeing a descriptor: the spare is taken again and the listener polled.
    mutating func clientLeft() {
        guard listenerPaused else { return }
        if spare < 0 { spare = Self.openSpare() }
        listenerPaused = false
    }

    /// Closes the spare (the server is closing).
    mutating func close() {
        if spare >= 0 { Glibc.close(spare) }
        spare = -1
    }
}
