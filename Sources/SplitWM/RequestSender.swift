// Sends the requests a plan (SplitState's `ServerView`: planWindows, planRoot, planFocus) asks, each as the one X
// request it names: the choices were all made in the plan, so nothing here decides.
import SplitState
import SplitX

/// Turns `XRequest`s into XConnection calls; atoms and the splitters' two input windows (made
/// with the renderer, `SplitterInputs`) are the only things it adds.
struct RequestSender {
    let x: XConnection
    let atoms: WMAtoms
    let splitterInputs: SplitterInputs

    func send(_ requests: [XRequest]) {
        for request in requests { send(request) }
    }

    func send(_ request: XRequest) {
        switch request {
        case .configure(let window, let rect, let border, let lowering): x.configure(window, to: rect, borderWidth: border, lowering: lowering)
        case .setBorderColor(let window, let color): x.setBorderColor(window, rgb: color.value)
        case .map(let window): x.map(window)
        case .unmap(let window): x.unmap(window)
        case .setWMState(let window, let state): x.setICCCMState(state == .normal ? .normal : .iconic, of: window)
        case .setFrameExtents(let window, let width): x.setFrameExtents(window, border: width)
        case .setNetWMState(let window, let described, let states): x.setNetWMState(window, described + states.map(atom))
        case .setAllowedActions(let window, let actions): x.setAllowedActions(window, actions.map(atom))
        case .setDesktop(let window, let index): x.setWindowDesktop(window, index)
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
        case .focusRoot: x.focusRoot()
        case .setActiveWindow(let window): x.setActiveWindow(window)
        case .shapeSplitterInputs(let layout, let region): splitterInputs.shape(layout, to: region)
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
