// The bspwmrc splitwm runs at every start, `restart` included (bspwm runs its own again after
// `bspc wm -r`, which is splitwm's `restart`): the one the settings name (`bspwmrc PATH`, or
// the user's, which the splitwm executable puts there when it runs without any config:
// ConfigSearch.bspwmrc). It runs once the sockets listen, as an `exec` of the command
// language, since its `bspc` calls talk back over bspwm's socket.
import SplitCommands
import SplitConfig
#if canImport(Glibc)
import Glibc
#endif

extension WindowManager {
    func runBspwmrc() {
        guard let written = session.initialConfig.settings.bspwmrc else { return }
        let path: String
        do { path = try LayoutFile.expanded(written) } catch {
            Log.info("bspwmrc: \(error)")
            return
        }
        guard access(path, X_OK) == 0 else {
            Log.info("bspwmrc \(path): not an executable file, not run")
            return
        }
        let command = Command.exec(ConfigSearch.bspwmrcCommand(path, restarted: session.restarted, socket: ipc.bspwmSocketPath))
        if let failure = run([command]) { Log.info("bspwmrc \(path): \(failure)") }
    }
}
