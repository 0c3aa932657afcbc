// Pointer grabs (active for splitter drags, passive for bindings, lock-proof) and the pointer's position.
internal import CX11

extension XConnection {
    /// Grabs the pointer on the root for a drag: button presses and releases and all motion come here,
    /// shown with `cursor`. False when another client holds a grab (or the time is stale): never waits.
    public func grabPointer(cursor: CursorID?, time: UInt32) -> Bool {
        let mask = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        return XGrabPointer(display, root.xid, 0, mask, GrabModeAsync, GrabModeAsync, 0, cursor?.xid ?? 0, UInt(time)) == GrabSuccess
    }

    public func ungrabPointer(time: UInt32) {
        XUngrabPointer(display, UInt(time))
    }

    /// The keyboard to splitwm alone (on the root) for as long as a drag lasts, so that Escape
    /// reaches it whatever window the pointer is over.
    public func grabKeyboard(time: UInt32) -> Bool {
        XGrabKeyboard(display, root.xid, 0, GrabModeAsync, GrabModeAsync, UInt(time)) == GrabSuccess
    }

    public func ungrabKeyboard(time: UInt32) {
        XUngrabKeyboard(display, UInt(time))
    }

    /// A passive grab of `button` with `modifiers` on `window`, repeated for every combination of CapsLock,
    /// NumLock and ScrollLock, so it fires whatever locks are on. Both grab modes are async: nothing freezes.
    /// Another client's identical grab makes X answer BadAccess (tolerated: see `XErrorPolicy`).
    public func grabButton(_ button: PointerButton, modifiers: ModifierState, on window: WindowID,
                           events: EventMask = [.buttonPress, .buttonRelease]) {
        for locks in lockCombinations(for: modifiers) {
            XGrabButton(display, UInt32(button.rawValue), locks.rawValue, window.xid, 0, UInt32(events.rawValue),
                        GrabModeAsync, GrabModeAsync, 0, 0)
        }
    }

    /// Click to focus: a press of any button inside `window`, with any modifiers, freezes the
    /// pointer and comes to us first; `replayPointer` then hands it to the window as if nothing
    /// had been in the way. (The root's own grabs, which X checks first, still win.)
    public func grabClicks(on window: WindowID) {
        // Every button, in one request: the window manager lets presses of the others go on.
        XGrabButton(display, UInt32(AnyButton), UInt32(AnyModifier), window.xid, 0, UInt32(ButtonPressMask),
                    GrabModeSync, GrabModeAsync, 0, 0)
    }

    /// Lets a press frozen by `grabClicks` go on to the window it was meant for.
    public func replayPointer(time: UInt32) {
        XAllowEvents(display, ReplayPointer, UInt(time))
    }

    /// Releases the passive grabs of `button` with each of `modifierSets` (exact sets) on `window`.
    public func ungrabButton(_ button: PointerButton, modifierSets: some Sequence<ModifierState>, on window: WindowID) {
        for modifiers in modifierSets { XUngrabButton(display, UInt32(button.rawValue), modifiers.rawValue, window.xid) }
    }

    /// Releases every passive button grab this connection holds on `window`.
    public func ungrabButtons(on window: WindowID) {
        XUngrabButton(display, UInt32(AnyButton), UInt32(AnyModifier), window.xid)
    }

    /// Whether any pointer button is held now (one round trip).
    public func pointerButtonHeld() -> Bool {
        guard let (_, buttons) = pointerState() else { return false }
        return buttons & UInt32(Button1Mask | Button2Mask | Button3Mask) != 0
    }

    /// The pointer in root coordinates; nil when it is on another screen.
    public func queryPointer() -> PixelPoint? { pointerState()?.point }

    /// Where the pointer is (root coordinates) and the buttons and modifiers held, in one
    /// XQueryPointer; nil when it is on another screen.
    private func pointerState() -> (point: PixelPoint, buttons: UInt32)? {
        var rootReturn: UInt = 0, child: UInt = 0
        var rootX: Int32 = 0, rootY: Int32 = 0, x: Int32 = 0, y: Int32 = 0
        var mask: UInt32 = 0
        guard XQueryPointer(display, root.xid, &rootReturn, &child, &rootX, &rootY, &x, &y, &mask) != 0 else { return nil }
        return (PixelPoint(x: Int(rootX), y: Int(rootY)), mask)
    }

    /// CapsLock plus the modifiers NumLock and ScrollLock are on in the current mapping: bindings must
    /// ignore them. Asks the server once (a round trip) and again after a MappingNotify has been read.
    public func lockModifiers() -> ModifierState {
        if let cached = lockModifierCache { return cached }
        var locks: ModifierState = .lock
        if let map = XGetModifierMapping(display) {
            defer { XFreeModifiermap(map) }
            let perModifier = Int(map.pointee.max_keypermod)
            let lockKeys = [XK_Num_Lock, XK_Scroll_Lock].map { XKeysymToKeycode(display, KeySym($0)) }.filter { $0 != 0 }
            if let codes = map.pointee.modifiermap, perModifier > 0 {
                for modifier in 0..<8 {
                    let keys = UnsafeBufferPointer(start: codes + modifier * perModifier, count: perModifier)
                    if keys.contains(where: lockKeys.contains) { locks.insert(ModifierState(rawValue: 1 << UInt32(modifier))) }
                }
            }
        }
        lockModifierCache = locks
        return locks
    }

    /// `modifiers` with every subset of the lock modifiers added: the modifier sets a lock-proof grab needs.
    public func lockCombinations(for modifiers: ModifierState) -> [ModifierState] {
        let all = lockModifiers()
        let locks = (0..<8).map { ModifierState(rawValue: 1 << UInt32($0)) }.filter { all.contains($0) && !modifiers.contains($0) }
        var combinations: [ModifierState] = [modifiers]
        for lock in locks { combinations += combinations.map { $0.union(lock) } }
        return combinations
    }
}
