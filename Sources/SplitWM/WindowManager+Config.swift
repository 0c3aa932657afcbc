// Applying a config (its settings, and its key bindings through InputEdge.swift), reloading
// it; restarting in place.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import SplitX

/// Why `reload` kept the previous config, in words for the user.
struct ReloadFailure: Error, CustomStringConvertible {
    var description: String
}

extension WindowManager {
    /// Makes `config` the one in force: its settings, and the bindings of the mode the state
    /// starts it in (the default one) grabbed.
    func apply(_ config: Config) {
        inputEdge.take(config)
        // Groups are laid out with a row of tabs as tall as the font makes it, once it is loaded
        // (the first bar loads it: `render` then tells the state).
        var settings = config.settings
        if let measured = renderer.useFont(settings.tabs.font) { settings.tabs.rowHeight = measured }
        let fakeOutputs = state.settings.fakeOutputs
        dispatch(.config(settings))
        // A reload that changes `fake-outputs` changes the monitors (i3 reads them only at start).
        if settings.fakeOutputs != fakeOutputs { refreshMonitors() }
        rendering.setAnimation(config.settings.animation)
        inputEdge.grab(mode: state.bindingMode)
        inputEdge.grabDragModifier(dragModifier)
    }

    /// Reads the config again. A broken one is reported (log and root window name) and the
    /// one in force stays: a typo never leaves the user without key bindings.
    func reload() throws {
        // Without --config, a file the user created since the start counts now.
        session.configSource = session.configSource.relocated
        switch session.configSource.loadWithFiles() {
        case .success(let loaded):
            let bars = state.settings.bars
            apply(loaded.config)
            ipc.configLoaded(loaded)
            ipc.configReloaded()
            ipc.barsReloaded(from: bars, to: loaded.config.settings.bars)
            x.setRootName("splitwm")
            Log.info("reloaded \(loaded.summary ?? session.configSource.description)")
        case .failure(let errors):
            for error in errors.errors { Log.info("\(error)") }
            let first = errors.errors.first.map { "\($0)" } ?? "unreadable"
            x.setRootName("splitwm: config error, kept the previous one: \(first)")
            throw ReloadFailure(description: "reload: \(errors.errors.count) error(s), kept the previous config; first: \(first)")
        }
    }

    /// Replaces this process with a fresh splitwm that finds every window and the whole tree
    /// as they are (through the state file). If the exec fails, this one keeps running.
    func restart() {
        // Everything queued first: a window whose MapRequest is waiting would otherwise be
        // neither mapped nor adopted by the new process.
        sync()
        // Written whatever the last write holds: the next process starts from this file, and
        // a change of focus alone is left out of the comparison that decides other writes.
        saver.save(state, document)
        ipc.shuttingDown(restarting: true)
        ipc.closeForRestart()   // splitctl's: the new process opens its own; i3's is handed down
        x.flush()
        let reason = Session.replaceProcess()
        ipc.restartFailed()
        // The bars ended with the socket closed above: this process starts them again.
        startBars()
        Log.info("restart failed (\(reason)); still running")
    }
}
