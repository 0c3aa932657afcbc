// The `bar` command: an i3bar's mode or hidden state changed until the next reload (i3's
// `bar mode toggle`, which shows and hides a docked bar), with a notice that tells the running
// i3bars (i3's barconfig_update). The bars themselves are the config's (BarConfig.swift).
import SplitCommands
import SplitConfig

extension WMState {
    mutating func changeBars(_ change: BarChange, _ out: inout Reaction) throws {
        let before = settings.bars
        let chosen = settings.bars.indices.filter { change.id == nil || settings.bars[$0].id == change.id }
        guard !chosen.isEmpty else {
            throw CommandFailure(description: change.id.map { "bar: the config has no bar \"\($0)\"" } ?? "bar: the config has no bar")
        }
        for index in chosen {
            var bar = settings.bars[index]
            switch (change.mode, change.value) {
            // i3 toggles between dock and hide (an invisible bar becomes hidden).
            case (true, .toggle): bar.mode = bar.mode == .dock ? .hide : .dock
            case (true, .dock): bar.mode = .dock
            case (true, .hide): bar.mode = .hide
            case (true, .invisible): bar.mode = .invisible
            case (false, .toggle): bar.hiddenState = bar.hiddenState == .hide ? .show : .hide
            case (false, .hide): bar.hiddenState = .hide
            case (false, .show): bar.hiddenState = .show
            case (true, .show), (false, .dock), (false, .invisible): break   // the parser reads none of these
            }
            settings.bars[index] = bar
        }
        if settings.bars != before { out.effects.append(.notice(.bars(from: before))) }
    }
}
