// The world around the state as the scripts simulate it: what the effects the driver hands out
// read (layout files, the monitors X reports, the config file) and the keys grabbed, answered
// as the window manager's shell answers them (WindowManager+Effects.swift), without X.
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import XModel

/// What the effects of a script's run read and write outside the state.
package struct Outside: Sendable {
    /// Layout files by path, as `layout save` left them and `layout load` reads them back.
    package var layoutFiles: [String: LoadedLayout] = [:]
    /// The monitors X reports now (`monitors refresh` reads them): what the last RandR event
    /// told, or a change no event told yet (`Step.replug`).
    package var monitors: [MonitorInfo]
    /// The config file's text, which `reload` reads (the built-in config's until a step writes one).
    package var configText = DefaultConfig.text
    /// The config in force: the one a key press looks its binding up in.
    package var config: Config
    /// The binding mode whose keys are grabbed (the last `grabKeys` effect's).
    package var grabbedMode = "default"

    /// The world at a script's start: the built-in config's bindings with the script's settings.
    package init(monitors: [MonitorInfo], settings: Settings) {
        self.monitors = monitors
        config = (try? ConfigParser.parse(DefaultConfig.text, file: "default config", isKnownKey: { _ in true }).get()) ?? Config()
        config.settings = settings
    }

    /// Carries out `effect` on the world as the shell does; `reload` and `restart` are the
    /// simulated process's (they hand the state events, or replace the process).
    package mutating func carryOut(_ effect: Effect, on state: WMState) -> EffectOutcome {
        switch effect {
        case .refreshMonitors: return .monitors(monitors)
        case .saveLayout(let path):
            layoutFiles[path] = LoadedLayout(savedFrom: state)
            return .done
        case .loadLayout(let path):
            // LayoutFile.read: a file never written cannot be read, and changes nothing.
            guard let layout = layoutFiles[path] else { return .failed("\(path): No such file or directory") }
            return .layout(layout)
        case .grabKeys(let mode):
            grabbedMode = mode
            return .done
        default:
            // A catch-up with X finds nothing queued: the script hands every event in itself.
            return .done
        }
    }

    /// The config file read (ConfigSource.load): a config, or why it has errors.
    package func readConfig() -> Result<Config, ConfigErrors> {
        ConfigParser.parse(configText, file: "config", isKnownKey: { _ in true })
    }

    /// The commands the `n`th chord of the grabbed mode runs (modulo their number), as the key
    /// press's binding: nil for a mode without bindings, or an `n` past them all (a key grabbed
    /// for nothing, the drag's Escape).
    package func binding(_ n: Int) -> [Command]? {
        let bindings = config.bindings(inMode: grabbedMode)
        return bindings.isEmpty || n < 0 ? nil : bindings[n % bindings.count].commands
    }
}

extension LoadedLayout {
    /// The focused workspace's tree as `layout save` writes it and `layout load` reads it back:
    /// each leaf numbered in tree order, naming the window it held by its id, class, instance
    /// and role, or a waiting leaf what it waits for (LayoutFile.parse).
    package init(savedFrom state: WMState) {
        var tree = state.focusedTree
        var leaves: [WindowID: LayoutLeaf] = [:]
        // Two passes, through the complements (no window's nor wait's id), since the numbered
        // leaves are waits' ids that a waiting leaf of the tree may have.
        for leaf in tree.leaves { tree = (try? tree.renaming(leaf, to: WindowID(rawValue: ~leaf.rawValue))) ?? tree }
        for (i, complement) in tree.leaves.enumerated() {
            let leaf = WindowID(rawValue: ~complement.rawValue)
            if let waiting = WaitID(leaf: leaf).flatMap({ state.focusedWorkspace.waits[$0] }) {
                leaves[Self.leaf(i)] = LayoutLeaf(waiting: waiting)
            } else {
                let identity = state.clients[leaf]?.identity
                leaves[Self.leaf(i)] = LayoutLeaf(className: identity?.className, instance: identity?.instance, role: identity?.role,
                                                  window: leaf)
            }
            tree = (try? tree.renaming(complement, to: Self.leaf(i))) ?? tree
        }
        // A file holds no zoom.
        self.init(tree: (try? SplitTree(root: tree.root)) ?? tree, leaves: leaves, area: state.focusedArea)
    }
}

extension Outputs {
    /// The monitors as RandR reported them (the state keeps RandR's order).
    package var monitorInfos: [MonitorInfo] { monitors.map { MonitorInfo(name: $0.name, frame: $0.frame, primary: $0.primary) } }
}
