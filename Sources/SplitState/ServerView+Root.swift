// The plan of what the root holds (_NET_CLIENT_LIST, _NET_DESKTOP_GEOMETRY and the desktops:
// count, names, viewports, work areas, current) and of the focus (SetInputFocus,
// WM_TAKE_FOCUS, _NET_ACTIVE_WINDOW) and _NET_CLIENT_LIST_STACKING: each written only when
// what it says changed.
import SplitEngine
import XModel

extension ServerView {
    /// The root properties that differ between the picture last pushed and `new`.
    public func planRoot(to new: Picture) -> [XRequest] {
        let old = picture.root, root = new.root
        var requests: [XRequest] = []
        if old.clientList != root.clientList { requests.append(.setClientList(root.clientList)) }
        if old.screenSize != root.screenSize { requests.append(.setDesktopGeometry(root.screenSize)) }
        guard old.workspaces != root.workspaces || old.currentWorkspace != root.currentWorkspace else { return requests }
        if old.workspaces.count != root.workspaces.count { requests.append(.setNumberOfDesktops(root.workspaces.count)) }
        if old.workspaces.map(\.name) != root.workspaces.map(\.name) { requests.append(.setDesktopNames(root.workspaces.map(\.name))) }
        if old.workspaces.map(\.viewport) != root.workspaces.map(\.viewport) { requests.append(.setDesktopViewports(root.workspaces.map(\.viewport))) }
        if old.workspaces.map(\.workArea) != root.workspaces.map(\.workArea) { requests.append(.setWorkAreas(root.workspaces.map { pixelRect($0.workArea) })) }
        if old.currentWorkspace != root.currentWorkspace || old.workspaces.isEmpty { requests.append(.setCurrentDesktop(root.currentWorkspace)) }
        return requests
    }

    /// _NET_CLIENT_LIST_STACKING, bottom to top as the server has them: managed windows never
    /// placed (hidden since they came), the desktop windows, the tiles as they were lowered,
    /// then the layers above; the windows of _NET_CLIENT_LIST, so no docks.
    public mutating func planStackingList(_ new: Picture) -> [XRequest] {
        // A window gone up to the layers above is no longer among the lowered tiles.
        for window in new.stack where windows[window]?.loweredAt != nil { windows[window]?.loweredAt = nil }
        // The layer above holds docks (desktop windows are below, though flagged alike).
        var list = new.below + loweredTiles + new.stack.filter { new.windows[$0]?.flags.contains(.dock) != true }
        if list.count != new.root.clientList.count {
            // Windows never placed (hidden since they came) are at the bottom.
            let listed = Set(list)
            list = new.root.clientList.filter { !listed.contains($0) } + list
        }
        guard list != stackingList else { return [] }
        stackingList = list
        return [.setClientListStacking(list)]
    }

    /// Focus requests for a focus that changed (or was asked for again), once its window is
    /// mapped: X refuses focus to an unmapped window, so until then it stays pending (the
    /// focus held stays the old one, and a later plan asks again). `time` is the event time
    /// WM_TAKE_FOCUS carries.
    public mutating func planFocus(to new: Picture, time: UInt32) -> [XRequest] {
        guard new.focus != picture.focus || new.focusRequests != picture.focusRequests else { return [] }
        guard let focus = new.focus else {
            picture.focus = nil
            picture.focusRequests = new.focusRequests
            return [.focusNoWindow, .setActiveWindow(nil)]
        }
        guard windows[focus.window]?.mapped == true else { return [] }
        // The focus going to or from a container around the same window changes what pagers
        // are told, not what has the keyboard.
        var same = focus
        same.onContainer = picture.focus?.onContainer ?? false
        if same == picture.focus, new.focusRequests == picture.focusRequests {
            picture.focus = focus
            return [.setActiveWindow(focus.activeWindow)]
        }
        var requests: [XRequest] = []
        // CurrentTime, as dwm and i3 do: a remembered event time can be older than a focus
        // change another client made since, and the server would then ignore the request.
        // WM_TAKE_FOCUS only to a window that refuses SetInputFocus (WM_HINTS' input hint
        // given and false: ICCCM's globally active model), as i3 does (158-wm_take_focus); one
        // that accepts input, or says nothing of it, is given the focus and nothing more.
        if focus.acceptsInput {
            requests.append(.setInputFocus(focus.window))
        } else if focus.takesFocus {
            requests.append(.takeFocus(focus.window, time: time))
        }
        requests.append(.setActiveWindow(focus.activeWindow))
        picture.focus = focus
        picture.focusRequests = new.focusRequests
        return requests
    }
}
