// Running commands of the one command language from the X side (bindings, autostart, the
// IPC socket): the state runs them; what needs the world comes back as effects.
import SplitCommands
import SplitState
import SplitEngine
import SplitX

extension WindowManager {
    /// Runs `commands` in order, each one's effects carried out before the next runs (a `sync`
    /// catches up, a `reload` is in force, for the commands after it); stops at the first that
    /// fails, the state's failure or its effect's, and says why.
    func run(_ commands: [Command]) -> String? {
        tellPointer(before: commands)
        return drive(.commands(commands))
    }

    /// Before commands that place a window under the pointer, the state hears where it is now.
    func tellPointer(before commands: [Command]) {
        if commands.contains(where: \.readsPointer), let point = x.queryPointer() { dispatch(.pointerQueried(point)) }
    }

    /// Handles every X event that arrived before this point, so a script's `sync` answers
    /// only once the window manager has caught up with what the script did before it.
    func sync() {
        x.sync()
        while x.pending > 0 {
            if let event = x.nextEvent() { handle(event) }
        }
        // A script reads what it synced on: the end of any motion, not a frame of it, nor the
        // first frame of one this turn's events begin (RenderPacing.finishMotions).
        rendering.finishMotions { Scene.all(of: &self.state) }
        if rendering.needed { render() }
        // A script that syncs may read the state file next.
        saver.saveIfChanged(state, document)
        x.sync()
    }
}
