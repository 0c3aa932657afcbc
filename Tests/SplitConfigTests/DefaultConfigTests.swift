// The default config and the configuration reference (docs/configuration.md): both must say exactly
// what the code does.
import Foundation
import SplitCommands
@testable import SplitConfig
import SplitEngine
import Testing

@Suite struct DefaultConfigTests {
    @Test func theEmbeddedDefaultIsByteForByteTheFile() throws {
        #expect(Array(DefaultConfig.text.utf8) == (try Repository.bytes("config/splitwm.conf")),
                "after editing config/splitwm.conf, paste it into the raw string of Sources/SplitConfig/DefaultConfig.swift")
    }

    @Test func theDefaultConfigGivesExactlyTheCompiledDefaults() throws {
        let parsed = try config(DefaultConfig.text)
        // Every setting's value; the names of its binding modes and the workspaces its keys
        // show (a monitor's first workspace, as in i3) are the config's own.
        var compiled = Settings()
        compiled.bindingModes = ["resize"]
        compiled.boundWorkspaces = (1...10).map(String.init)
        #expect(parsed.settings == compiled)
        #expect(parsed.autostart == [])
    }

    @Test func theDefaultConfigSetsEverySettingOnce() {
        let lines = DefaultConfig.text.split(separator: "\n").map(String.init)
        for setting in SettingTable.canonical {
            let count = lines.filter { $0.hasPrefix(setting.name + " ") }.count
            #expect(count == 1, "\(setting.name) appears \(count) times")
        }
    }

    @Test func theDefaultConfigBindsTheDocumentedKeys() throws {
        let parsed = try config(DefaultConfig.text)
        let keymap = parsed.keymap
        func chord(_ modifiers: KeyModifiers, _ key: String) -> KeyChord { KeyChord(modifiers: [.mod4, modifiers], key: key) }
        let expected: [(KeyChord, Command)] = [
            (chord([], "Return"), .exec("x-terminal-emulator")), (chord([], "d"), .exec("rofi -show run")),
            (chord([], "h"), .focus(.left)), (chord([], "j"), .focus(.down)), (chord([], "k"), .focus(.up)),
            (chord([], "l"), .focus(.right)), (chord([], "Left"), .focus(.left)), (chord([], "Down"), .focus(.down)),
            (chord([], "Up"), .focus(.up)), (chord([], "Right"), .focus(.right)),
            (chord(.shift, "h"), .swap(.left)), (chord(.shift, "l"), .swap(.right)), (chord(.shift, "Up"), .swap(.up)),
            (chord([.control, .shift], "j"), .move(.down)), (chord([.control, .shift], "Left"), .move(.left)),
            (chord(.control, "h"), .presel(.left)), (chord(.control, "j"), .presel(.down)),
            (chord(.control, "k"), .presel(.up)), (chord(.control, "l"), .presel(.right)),
            (chord(.control, "space"), .presel(nil)),
            (chord(.mod1, "h"), .resize(.left, pixels: 40)), (chord(.mod1, "j"), .resize(.down, pixels: 40)),
            (chord(.mod1, "k"), .resize(.up, pixels: 40)), (chord(.mod1, "l"), .resize(.right, pixels: 40)),
            (chord([], "e"), .layout(.toggle)), (chord([], "w"), .layout(.tabbed)), (chord([], "s"), .layout(.stacking)),
            (chord([], "a"), .focusContainer(.parent)), (chord(.shift, "a"), .focusContainer(.child)),
            (chord([], "x"), .flip), (chord([], "minus"), .hide(.toggle)),
            (chord([], "equal"), .equalize), (chord([], "f"), .zoomToggle),
            (chord(.shift, "space"), .float(.toggle)), (chord(.shift, "f"), .fullscreen(.toggle)),
            (chord(.shift, "q"), .close), (chord(.control, "q"), .kill),
            (chord(.shift, "c"), .reload), (chord(.shift, "r"), .restart), (chord(.shift, "e"), .quit),
        ]
        for (chord, command) in expected {
            #expect(keymap[chord] == [command], "\(chord)")
        }
        for n in 1...10 {
            #expect(keymap[chord([], "\(n % 10)")] == [.workspace(.named("\(n)"))], "workspace \(n)")
            #expect(keymap[chord(.shift, "\(n % 10)")] == [.moveToWorkspace(.named("\(n)"))], "move workspace \(n)")
        }
        #expect(keymap[chord([], "Tab")] == [.workspace(.backAndForth)])
        #expect(keymap[chord(.shift, "minus")] == [.moveToScratchpad] && keymap[chord([], "grave")] == [.scratchpadShow])
        #expect(keymap.count == 77)
        #expect(keymap[chord([], "space")] == [.focusLayer(.modeToggle)])
        #expect(keymap[chord([], "r")] == [.mode("resize")])
        #expect(parsed.modes.map(\.name) == ["resize"] && parsed.modes[0].bindings.count == 11)
    }

    /// Set SPLITWM_WRITE_REFERENCE=1 to write the tables into docs/configuration.md first (in place
    /// of the tables there, from the commands' header to the end of the settings' table and the
    /// bars' table after it).
    @Test func theConfigurationReferenceHoldsTheGeneratedTables() throws {
        if ProcessInfo.processInfo.environment["SPLITWM_WRITE_REFERENCE"] == "1" {
            var lines = try Repository.text("docs/configuration.md").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if let start = lines.firstIndex(of: "| Command | What it does |"),
               let settings = lines[start...].firstIndex(where: { $0.hasPrefix("| Setting | Value |") }) {
                var end = lines[settings...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
                // The bars' table follows the settings' after one blank line: it is generated too.
                if end + 1 < lines.count, lines[end].isEmpty, lines[end + 1].hasPrefix("| Bar key |") {
                    end = lines[(end + 1)...].firstIndex { !$0.hasPrefix("|") } ?? lines.endIndex
                }
                lines.replaceSubrange(start..<end, with: ConfigReference.markdown.dropLast().split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
                try lines.joined(separator: "\n").write(to: Repository.root.appendingPathComponent("docs/configuration.md"), atomically: true, encoding: .utf8)
            }
        }
        let reference = try Repository.text("docs/configuration.md")
        #expect(reference.contains(ConfigReference.markdown),
                "docs/configuration.md must contain ConfigReference.markdown verbatim:\n\(ConfigReference.markdown)")
    }

    @Test func theReferenceListsEveryCommandAndSettingWithItsDefault() {
        let reference = ConfigReference.markdown
        for command in CommandTable.commands { #expect(reference.contains("| `\(command.name)")) }
        for setting in SettingTable.settings { #expect(reference.contains("| `\(setting.name)` |")) }
        #expect(reference.contains("| `split-fraction` | `F` (0.05 to 0.95) | `0.5` |"))
        #expect(reference.contains("| `drag-mode` | `live\\|on-release` | `live` |"))
    }

    @Test func theCommandTableCoversEveryCommandCase() {
        // One sample per case: each must come from a table entry of its own name.
        let samples: [Command] = [
            .focus(.left), .swap(.left), .move(.left), .presel(nil), .resize(.left, pixels: 1), .fraction(0.5),
            .layout(.toggle), .flip, .hide(.toggle), .equalize, .zoomToggle, .float(.toggle), .fullscreen(.toggle),
            .close, .kill, .open, .exec("x"), .reload, .restart, .quit, .nop(comment: ""), .sync, .focusLayer(.tiling), .focusContainer(.parent),
            .priority(.toggle), .min(.primary, .fraction(0.1)), .dragToHide(.primary, .toggle), .splitter(.thickness(2)), .collapse(.toggle),
            .workspace(.next), .moveToWorkspace(.named("1")), .moveWorkspaceToMonitor(.direction(.left)), .monitorsRefresh,
            .addMonitor(MonitorDeclaration(name: "A", frame: Rect(x: 0, y: 0, width: 2, height: 2))), .removeMonitor("A"), .swapWorkspaces("1", "2"),
            .renameWorkspace(from: nil, to: "x"), .declareWorkspaces(WorkspaceDeclaration(["a"], replacing: true)), .removeWorkspace(nil),
            .moveToScratchpad, .scratchpadShow, .unswallow, .mark("a"), .unmark(nil), .mode("resize"), .border(.toggle), .sticky(.toggle), .titleFormat("x"),
            .setting(.smartGaps(true)),
            .gaps(GapChange(.inner, .all, .set, 2)), .bar(BarChange(mode: true, .toggle)), .appendLayout(path: "/x"), .rule(.remove(.first)),
            .node(NodeName(window: 3), .swap(with: NodeName(window: 1))),
        ]
        let names = Set(samples.map { String($0.description.split(separator: " ")[0]) })
        #expect(names == Set(CommandTable.commands.map(\.name)))
    }
}
