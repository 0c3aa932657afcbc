// The user's input, seen in every window: XInput 2 raw key and button presses on the root,
// for the time of the user's last keystroke or click (focus stealing prevention).
internal import CX11

extension XConnection {
    /// Asks for a `.userInput` event at every key and button press of any device, whichever
    /// window has the focus or holds a grab; false (and nothing asked) when the server lacks
    /// XInput 2. Motion is not asked for: it would wake the window manager at every pointer move.
    @discardableResult
    public func selectUserInput() -> Bool {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else { return false }
        // The version a client announces decides what the server sends it: from 2.1 on, raw
        // events reach the root's listeners even while another client holds a grab.
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major >= 2 else { return false }
        var bits = [UInt8](repeating: 0, count: Int(XI_LASTEVENT) / 8 + 1)
        for type in [XI_RawKeyPress, XI_RawButtonPress] { bits[Int(type) / 8] |= UInt8(1 << (type % 8)) }
        let selected = bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return XISelectEvents(display, root.xid, &mask, 1)
        }
        guard selected == Success else { return false }
        inputOpcode = opcode
        return true
    }

    /// A GenericEvent just taken off the queue: `.userInput` for a raw key or button press, nil
    /// for anything else (its data, never asked for, is freed by Xlib at the next read).
    func userInput(in event: inout XEvent) -> WindowEvent? {
        guard isRawPress(event), XGetEventData(display, &event.xcookie) != 0 else { return nil }
        defer { XFreeEventData(display, &event.xcookie) }
        guard let data = event.xcookie.data else { return nil }
        return WindowEvent(decodingRawPress: data.assumingMemoryBound(to: XIRawEvent.self).pointee)
    }

    private func isRawPress(_ event: XEvent) -> Bool {
        guard event.type == GenericEvent, let opcode = inputOpcode, event.xcookie.extension == opcode else { return false }
        return event.xcookie.evtype == XI_RawKeyPress || event.xcookie.evtype == XI_RawButtonPress
    }

    /// Raw-press compression: drains the raw presses that directly follow one in the queue and
    /// returns the latest time, so a burst of typing read at once is one event. It stops at the
    /// first other event, so a press is never counted before a request the client sent earlier.
    public func latestUserInput(after time: UInt32) -> UInt32 {
        var latest = time
        var event = XEvent()
        while XEventsQueued(display, QueuedAfterReading) > 0 {
            XPeekEvent(display, &event)
            guard isRawPress(event) else { break }
            XNextEvent(display, &event)
            if case .userInput(let t)? = userInput(in: &event) { latest = t }
        }
        return latest
    }
}
