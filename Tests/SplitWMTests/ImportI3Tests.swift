// `splitwm --import-i3` run for real on the i3 config Debian's i3-wm package ships
// (`/etc/i3/config`, installed by `make test`): its output passes `splitwm --check-config`, and
// the lines carried over and left as comments are counted, so a regression shows.
import Foundation
import Testing

@Suite struct ImportI3Tests {
    static let debianConfig = "/etc/i3/config"

    /// Runs splitwm with `arguments`; its exit status, standard output and standard error.
    static func splitwm(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
        let process = Process()
        process.executableURL = SplitWMProcess.binary
        process.arguments = arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both before waiting: a pipe nobody reads would stop a long output.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
    }

    @Test func debiansI3ConfigImportsIntoAConfigSplitwmAccepts() throws {
        guard FileManager.default.fileExists(atPath: Self.debianConfig) else {
            Issue.record("\(Self.debianConfig) is missing: install i3-wm (make test does)")
            return
        }
        let imported = try Self.splitwm(["--import-i3", Self.debianConfig])
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(imported.errors.isEmpty, "\(imported.errors)")
        let path = "/tmp/splitwm-import-i3-\(getpid())-\(UUID().uuidString).conf"
        try imported.output.write(toFile: path, atomically: true, encoding: .utf8)
        defer { unlink(path) }
        let check = try Self.splitwm(["--check-config", path])
        #expect(check.status == 0, "\(check.output)\(check.errors)")
        #expect(check.output == "\(path): no errors\n")
        #expect(check.errors.isEmpty, "\(check.errors)")

        // What carried over: the bindings of focus, move, workspaces, fullscreen, floating,
        // split, layout toggle, reload, restart and the exit dialog (i3-msg exit → splitctl
        // quit), the volume keys, exec lines, the direction variables, drag-modifier, the
        // scratchpad, the resize mode with its keys, the stacking and tabbed layouts, the font,
        // focus parent, i3's title bars, the bar (i3status in i3bar), tiling_drag. Left as a
        // comment: the wizard.
        let lines = imported.output.split(separator: "\n").map(String.init)
        let untranslated = lines.filter { $0.hasPrefix("#   not translated: ") }.count
        let configLines = lines.filter { !$0.hasPrefix("#") && !$0.isEmpty }.count
        // 84 lines from i3 lines, focus-wrapping yes (i3's default: Debian's config has no
        // focus_wrapping line), gaps-inner 0 (i3's tiles touch: it has no gaps line either),
        // placement container (i3's placement of new windows), and i3's default borders,
        // normal and 2 pixels wide for tiled and floating windows alike: Debian's config says
        // no default_border or default_floating_border.
        #expect(configLines == 91, "\(imported.output)")
        #expect(lines.contains("gaps-inner 0"), "\(imported.output)")
        #expect(lines.contains("placement container"), "\(imported.output)")
        #expect(Array(lines.filter { !$0.hasPrefix("#") && !$0.isEmpty }.suffix(4))
                == ["title-bars yes", "border-width 2", "floating-title-bars yes", "floating-border-width 2"], "\(imported.output)")
        #expect(untranslated == 1, "\(imported.output)")
        #expect(imported.output.contains("\ntiling-drag modifier titlebar\n"))
        #expect(lines[1] == "# 95 i3 lines carried over, 1 left as comments: each \"# i3:\" line is an i3 line")
        #expect(imported.output.contains("\nbind Mod1+minus scratchpad show\n"))
        for expected in ["set $left j", "bind Mod1+Return exec i3-sensible-terminal", "bind Mod1+$left focus left",
                         "bind Mod1+Shift+1 move workspace 1", "bind Mod1+e layout toggle", "bind Mod1+Shift+space float toggle",
                         "bind Mod1+Shift+q close", "drag-modifier Mod1", "exec nm-applet",
                         "bind Mod1+r mode resize", "bind Mod1+space focus mode-toggle", "mode resize {", "bind Left resize shrink width 10 px or 10 ppt", "bind Escape mode default",
                         "bar bar-0 {", "status-command i3status"] {
            #expect(lines.contains(expected), "\(expected)")
        }
        #expect(lines.contains { $0.hasPrefix("bind Mod1+Shift+e exec i3-nagbar") && $0.hasSuffix("'splitctl quit'") })
    }

    /// i3 4.22's `include`: a glob relative to the including file's directory, in the glob's
    /// order; a pattern naming nothing and a command substitution stay comments saying why.
    @Test func includedFilesAreReadAsI3ReadsThem() throws {
        let dir = "/tmp/splitwm-include-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir + "/conf.d", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "bindsym $mod+b kill\n".write(toFile: dir + "/conf.d/20-b.conf", atomically: true, encoding: .utf8)
        try "bindsym $mod+a kill\ninclude ../conf.d/20-b.conf\n".write(toFile: dir + "/conf.d/10-a.conf", atomically: true, encoding: .utf8)
        let marker = dir + "/ran"
        try """
            set $mod Mod4
            include conf.d/*.conf
            include ~/splitwm-no-such-dir-\(getpid())/*.conf
            include $(touch \(marker))
            """.write(toFile: dir + "/config", atomically: true, encoding: .utf8)
        let imported = try Self.splitwm(["--import-i3", dir + "/config"])
        #expect(imported.status == 0, "\(imported.errors)")
        let lines = imported.output.split(separator: "\n").map(String.init)
        let a = try #require(lines.firstIndex(of: "bind $mod+a close"), "\(imported.output)")
        let b = try #require(lines.firstIndex(of: "bind $mod+b close"), "\(imported.output)")
        #expect(a < b && lines.count { $0 == "bind $mod+b close" } == 1, "each file once, in the glob's order")
        #expect(imported.output.contains("#   not translated: no file matches ~/splitwm-no-such-dir-\(getpid())/*.conf"))
        #expect(imported.output.contains("#   not translated: command substitution in $(touch \(marker)) is not run by an import"))
        #expect(!FileManager.default.fileExists(atPath: marker))
    }

    @Test func aFileThatCannotBeReadIsAnErrorNamingIt() throws {
        let result = try Self.splitwm(["--import-i3", "/nonexistent/i3/config"])
        #expect(result.status == 1)
        #expect(result.errors.hasPrefix("/nonexistent/i3/config:1:1: "), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    /// `splitwm --import-i3 … > ~/.config/splitwm/config` on a full disk: an error, not a cut
    /// config and success.
    @Test func anOutputThatCannotBeWrittenIsAnError() throws {
        let process = Process()
        process.executableURL = SplitWMProcess.binary
        process.arguments = ["--import-i3", Self.debianConfig]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(errorText == "cannot write to standard output: No space left on device\n", "\(errorText)")
    }
}
