// Carrying out what the state asked for besides the picture: processes, closing clients,
// pointer grabs, events for subscribers, reload, restart, quit and sync.
import SplitState
import SplitEngine
import SplitX

extension WindowManager {
    /// Carries out `effect`; says why when it could not.
    @discardableResult
    func perform(_ effect: Effect) -> String? {
        switch effect {
        case .spawn(let command):
            if let reason = Spawn.shell(command) { return "exec: \(reason)" }
        case .close(let window, let politely): clientEdge.close(window, politely: politely, time: state.input.lastTime)
        case .kill(let window): x.killClient(window)
        case .grabPointer(let shape, let time):
            let cursor = x.cursor(CursorShape(shape))
            if !x.grabPointer(cursor: cursor, time: time) {
                Log.debug("could not grab the pointer for a drag; following the implicit grab")
            }
        case .grabKeyboard:
            // Escape cancels a tile's carry: the keyboard comes to splitwm until it ends. At the
            // server's time, not the press's: a grab by another client since would refuse an older one.
            if !x.grabKeyboard(time: 0) { Log.debug("could not grab the keyboard for a drag; Escape will not cancel it") }
        case .ungrabPointer(let time):
            x.ungrabPointer(time: time)
            x.ungrabKeyboard(time: time)
        case .release(let window):
            release(window)
            forget(window)
        case .forget(let window): forget(window)
        case .mapUnmanaged(let window): x.map(window)
        case .notice(let notice): ipc.publish(notice, state: state)
        case .reload: followUps.append(.reload)
        case .restart: followUps.append(.restart)
        case .quit: stopHandle.requestStop()
        case .sync: followUps.append(.catchUp)
        case .saveSoon: saver.urgent = true
        case .grabKeys(let mode): inputEdge.grab(mode: mode)
        case .refreshMonitors:
            followUps.append(.input(.monitors(x.monitorInfos())))
            readRefreshRate()
        case .saveLayout(let path):
            do { try LayoutFile.write(document(), to: path) } catch { return "\(error)" }
        case .loadLayout(let path):
            // A file that cannot be read changes nothing: the state is touched only once it has been.
            do { followUps.append(.input(.loadLayout(try LayoutFile.read(path, defaults: state.settings.newSplit)))) }
            catch { return "\(error)" }
        }
        return nil
    }
}

extension CursorShape {
    /// The cursor X shows for a drag the state started.
    init(_ shape: DragCursor) {
        self = switch shape {
        case .resizeLeftRight: .resizeLeftRight
        case .resizeUpDown: .resizeUpDown
        case .move: .move
        case .resizeCorner: .resizeCorner
        }
    }
}
