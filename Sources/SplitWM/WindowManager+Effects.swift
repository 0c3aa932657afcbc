// Carrying out what the state asked for besides the picture, when the driver hands it out:
// processes, closing clients, pointer grabs, events for subscribers, files and monitors read,
// reload, restart, quit and sync.
import SplitState
import SplitEngine
import SplitX

extension WindowManager {
    /// Carries out `effect`; says what it read, or why it could not.
    func perform(_ effect: Effect) -> EffectOutcome {
        switch effect {
        case .spawn(let command):
            if let reason = Spawn.shell(command) { return .failed("exec: \(reason)") }
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
        case .mapUnmanaged(let window): renderer.mapUnmanaged(window)
        case .notice(let notice): ipc.publish(notice, state: state)
        case .reload:
            do { try reload() } catch { return .failed("\(error)") }
        case .restart: restart()
        case .quit: stopHandle.requestStop()
        case .sync: sync()
        case .saveSoon: saver.urgent = true
        case .grabKeys(let mode): inputEdge.grab(mode: mode)
        case .refreshMonitors:
            defer { readRefreshRate() }
            return .monitors(x.monitorInfos(fake: state.settings.fakeOutputs))
        case .saveLayout(let path):
            do { try LayoutFile.write(document(), to: path) } catch { return .failed("\(error)") }
        case .loadLayout(let path):
            // A file that cannot be read changes nothing: the state is touched only once it has been.
            do { return .layout(try LayoutFile.read(path, defaults: state.settings.newSplit)) }
            catch { return .failed("\(error)") }
        case .appendLayout(let path):
            do { return .layout(try I3LayoutFile.read(path, defaults: state.settings.newSplit)) }
            catch { return .failed("\(error)") }
        }
        return .done
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
