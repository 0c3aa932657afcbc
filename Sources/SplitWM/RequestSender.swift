// The executor: sends the requests a plan (SplitState's `PushPlan` and `ServerView`) asks, each
// as the one X request it names: the choices were all made in the plan, so nothing here
// decides. It keeps the X id of each window of splitwm's own the plan named (`OwnWindowID`).
import SplitState
import SplitX

/// Turns `XRequest`s into XConnection calls; atoms, the splitters' two input windows (made
/// with the renderer, `SplitterInputs`) and the X ids of the plan's own windows are the only
/// things it adds.
final class RequestSender {
    let x: XConnection
    let atoms: WMAtoms
    let splitterInputs: SplitterInputs
    /// The X window made for each own window the plan created and has not destroyed.
    private var made: [OwnWindowID: WindowID] = [:]
    /// The other way: the handle of each of them.
    private var ownIDs: [WindowID: OwnWindowID] = [:]
    /// The window that holds the focus when no window has it (the check window, once announced).
    var focusHolder: WindowID?

    init(x: XConnection, atoms: WMAtoms, splitterInputs: SplitterInputs) {
        self.x = x
        self.atoms = atoms
        self.splitterInputs = splitterInputs
    }

    /// Whether `window` is a window made for the plan (a splitter's coloured part, an edge of
    /// the preselection, a vacancy, a waiting leaf's frame, a bar of tabs).
    func isOwn(_ window: WindowID) -> Bool { ownIDs[window] != nil }

    /// The plan's handle of `window`, if it is one of splitwm's own.
    func ownID(of window: WindowID) -> OwnWindowID? { ownIDs[window] }

    /// The X window made for the plan's `id`, while it lives.
    func window(of id: OwnWindowID) -> WindowID? { made[id] }

    func send(_ requests: [XRequest]) {
        for request in requests { send(request) }
    }

    func send(_ request: XRequest) {
        switch request {
        case .own(let id, let own): send(own, to: id)
        case .raise(let window): x.raise(window)
        case .stack(let window, let sibling): x.stack(window, below: sibling)
        case .lower(let window): x.lower(window)
        case .addToSaveSet(let window): x.addToSaveSet(window)
        case .removeFromSaveSet(let window): x.removeFromSaveSet(window)
        case .stopListening(let window): x.selectInput(on: window, [])
        case .deleteNetWMState(let window): x.deleteNetWMState(window)
        case .deleteDesktop(let window): x.deleteWindowDesktop(window)
        case .configure(let window, let rect, let border, let lowering): x.configure(window, to: rect, borderWidth: border, lowering: lowering)
        case .setBorderColor(let window, let color): x.setBorderColor(window, rgb: color.value)
        case .map(let window): x.map(window)
        case .unmap(let window): x.unmap(window)
        case .setWMState(let window, let state):
            x.setICCCMState(state == .normal ? .normal : state == .iconic ? .iconic : .withdrawn, of: window)
        case .setFrameExtents(let window, let width): x.setFrameExtents(window, border: width)
        case .setNetWMState(let window, let described, let states): x.setNetWMState(window, described + states.map(atom))
        case .setAllowedActions(let window, let actions): x.setAllowedActions(window, actions.map(atom))
        case .markFloating(let window, let floats): x.markFloating(window, floats)
        case .setDesktop(let window, let index): x.setWindowDesktop(window, index)
        case .setVisibleName(let window, let name): x.setVisibleName(window, name)
        case .grabClicks(let window): x.grabClicks(on: window)
        case .ungrabButtons(let window): x.ungrabButtons(on: window)
        case .setClientList(let windows): x.setClientList(windows)
        case .setDesktopGeometry(let size): x.setDesktopGeometry(size)
        case .setNumberOfDesktops(let count): x.setNumberOfDesktops(count)
        case .setDesktopNames(let names): x.setDesktopNames(names)
        case .setDesktopViewports(let origins): x.setDesktopViewports(origins)
        case .setWorkAreas(let areas): x.setWorkAreas(areas)
        case .setCurrentDesktop(let index): x.setCurrentDesktop(index)
        case .setClientListStacking(let windows): x.setClientListStacking(windows)
        case .setInputFocus(let window): x.setInputFocus(window, time: 0)
        case .takeFocus(let window, let time): x.sendProtocol(atoms.takeFocus, to: window, time: time)
        case .focusNoWindow: x.focusNoWindow(holder: focusHolder)
        case .setActiveWindow(let window): x.setActiveWindow(window)
        case .shapeSplitterInputs(let layout, let region): splitterInputs.shape(layout, to: region)
        }
    }

    private func send(_ request: OwnRequest, to id: OwnWindowID) {
        let creating: WindowID? = switch request {
        case .create(let rect, let background, let mapped, let takesPresses):
            x.createSolidWindow(at: rect, rgb: background.value, mapped: mapped, takesPresses: takesPresses)
        case .createBar(let rect): x.createTabBarWindow(at: rect)
        default: nil
        }
        if let creating {
            made[id] = creating
            ownIDs[creating] = id
            return
        }
        guard let window = made[id] else { return }
        switch request {
        case .create, .createBar: break
        case .stackBelow(let sibling): x.stack(window, below: sibling)
        case .moveResize(let rect): x.moveResize(window, to: rect)
        case .configure(let rect, let border, let lowering): x.configure(window, to: rect, borderWidth: border, lowering: lowering)
        case .setBackground(let color): x.setBackground(window, rgb: color.value)
        case .setBorderColor(let color): x.setBorderColor(window, rgb: color.value)
        case .map: x.map(window)
        case .unmap: x.unmap(window)
        case .raise: x.raise(window)
        case .lower: x.lower(window)
        case .destroy:
            x.destroy(window)
            made[id] = nil
            ownIDs[window] = nil
        }
    }

    private func atom(_ state: NetWMState) -> AtomID {
        switch state {
        case .hidden: atoms.hidden
        case .fullscreen: atoms.fullscreen
        case .demandsAttention: atoms.demandsAttention
        case .focused: atoms.focusedState
        case .maximizedHorizontally: atoms.maximizedHorizontally
        case .maximizedVertically: atoms.maximizedVertically
        case .sticky: atoms.sticky
        }
    }

    private func atom(_ action: AllowedAction) -> AtomID {
        switch action {
        case .close: atoms.actionClose
        case .fullscreen: atoms.actionFullscreen
        case .move: atoms.actionMove
        case .resize: atoms.actionResize
        }
    }
}
