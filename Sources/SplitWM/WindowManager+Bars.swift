// Starting the config's i3bars (`bar ID { … }` blocks), as i3 starts them: once the i3 socket
// is open, at every start of splitwm. An i3bar exits when its socket closes (splitwm's exit, or
// `restart`, whose exec closes it), so the process `restart` starts starts them again, though it
// runs no autostart. `reload` starts and ends none, as in i3: a bar's running i3bar hears of its
// changes (barconfig_update, IPCService.barsReloaded); a bar added or removed takes effect at the
// next start, because splitwm does not keep track of the i3bars it started (children are reaped
// by the kernel, Spawn.swift) and ending one by guessing would be worse.
import SplitConfig

extension WindowManager {
    /// Runs `i3bar --bar_id=ID --socket=PATH` (or the bar's `i3bar-command`) for every bar.
    func startBars() {
        let bars = state.settings.bars
        guard !bars.isEmpty else { return }
        guard let socket = ipc.i3SocketPath else {
            Log.info("no i3 socket, so no i3bar: \(bars.map(\.id).joined(separator: ", "))")
            return
        }
        for bar in bars {
            let command = bar.startCommand(socketPath: socket)
            if let failure = Spawn.shell(command) { Log.info("bar \(bar.id): \(command): \(failure)") }
        }
    }
}
