// Atom interning for one connection, cached in both directions so each name costs one round trip at most.
internal import CX11
#if canImport(Glibc)
import Glibc
#endif

/// The atoms of one connection. Atoms never change meaning while the server runs, so the cache never expires.
public final class XAtoms {
    private unowned let connection: XConnection
    private var byName: [String: AtomID] = [:]
    private var byID: [AtomID: String] = [:]

    init(connection: XConnection) { self.connection = connection }

    // The atoms written on every managed window as it is shown, hidden or changes state: each
    // looked up once, not by hashing its name at every write.
    lazy var wmState = intern("WM_STATE")
    lazy var netWMState = intern("_NET_WM_STATE")
    lazy var netWMDesktop = intern("_NET_WM_DESKTOP")
    lazy var netWMAllowedActions = intern("_NET_WM_ALLOWED_ACTIONS")
    lazy var netFrameExtents = intern("_NET_FRAME_EXTENTS")

    /// The ICCCM and EWMH properties splitwm reads of a window it starts managing: interned
    /// once, as a burst of a hundred maps asked for the list a hundred times.
    public lazy var managedWindowProperties: [AtomID] = [
        PredefinedAtom.wmHints, PredefinedAtom.wmNormalHints, PredefinedAtom.wmClass, intern("WM_PROTOCOLS"),
        intern("WM_WINDOW_ROLE"), intern("_NET_WM_STATE"), intern("_NET_WM_WINDOW_TYPE"),
        PredefinedAtom.wmTransientFor, intern("_NET_WM_STRUT_PARTIAL"), intern("_NET_WM_STRUT"),
        intern("_NET_WM_NAME"), PredefinedAtom.wmName, intern("_NET_WM_PID"), PredefinedAtom.wmClientMachine,
        intern("_NET_WM_SYNC_REQUEST_COUNTER"), intern("_MOTIF_WM_HINTS"), intern("WM_CLIENT_LEADER"),
        intern("_NET_WM_USER_TIME"), intern("_NET_WM_DESKTOP"),
    ]

    /// The atom for `name`, created on the server if it did not exist.
    public func intern(_ name: String) -> AtomID {
        if let atom = byName[name] { return atom }
        let atom = AtomID(xid: XInternAtom(connection.display, name, 0))
        remember(atom, name)
        return atom
    }

    /// Interns many names in one round trip (what startup should use for the EWMH and ICCCM atoms).
    public func intern(_ names: [String]) -> [AtomID] {
        let missing = Array(Set(names.filter { byName[$0] == nil }))
        if !missing.isEmpty {
            var cStrings: [UnsafeMutablePointer<CChar>?] = missing.map { strdup($0) }
            defer { cStrings.forEach { free($0) } }
            var atoms = [UInt](repeating: 0, count: missing.count)
            XInternAtoms(connection.display, &cStrings, Int32(missing.count), 0, &atoms)
            for (name, xid) in zip(missing, atoms) where xid != 0 { remember(AtomID(xid: xid), name) }
        }
        return names.map { byName[$0] ?? intern($0) }
    }

    /// The name of `atom`, or nil when the server knows no such atom (clients do send garbage).
    public func name(of atom: AtomID) -> String? {
        if let name = byID[atom] { return name }
        let (cName, _) = connection.capturingErrors { XGetAtomName(connection.display, atom.xid) }
        guard let cName else { return nil }
        defer { XFree(cName) }
        let name = String(cString: cName)
        remember(atom, name)
        return name
    }

    private func remember(_ atom: AtomID, _ name: String) {
        byName[name] = atom
        byID[atom] = name
    }
}
