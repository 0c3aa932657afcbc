// i3's `include` in `--import-i3`: the files a pattern names translated in its place, each
// once, with the including file's variables, relative paths from the including file's directory (the fake reader
// here stands for wordexp; ConfigFile's reader is tested by I3IncludeFilesTests).
import Foundation
import PropertyTestSupport
import SplitConfig
@testable import SplitI3Import
import Testing

@Suite struct I3IncludeTests {
    /// A reader over `files` (path → text) that, as wordexp would, takes a trailing `*` as a
    /// glob and a relative pattern from `directory`; it records the patterns it was asked for.
    final class Files: @unchecked Sendable {
        let files: [String: String]
        var asked: [String] = []
        init(_ files: [String: String]) { self.files = files }

        func read(_ pattern: String, directory: String) -> Result<[I3IncludedFile], I3IncludeFailure> {
            asked.append(pattern)
            let path = pattern.hasPrefix("/") ? pattern : directory + "/" + pattern
            let matching = path.hasSuffix("*") ? files.keys.filter { $0.hasPrefix(String(path.dropLast())) }.sorted()
                : files.keys.filter { $0 == path }
            return .success(matching.map { I3IncludedFile(path: $0, text: files[$0]!) })
        }
    }

    private func translate(_ main: String, _ files: Files) -> I3ImportResult {
        I3Import.translate(main, source: "/home/u/.config/i3/config", isKnownKey: Keysyms.isKnown, include: files.read)
    }

    @Test func theIncludedFilesAreTranslatedInPlaceWithTheIncludingFilesVariables() throws {
        let files = Files([
            "/home/u/.config/i3/config.d/10-keys": "bindsym $mod+Return exec xterm\n",
            "/home/u/.config/i3/config.d/20-rules": "for_window [class=\"mpv\"] floating enable\ninclude /home/u/themes/colors\n",
            "/home/u/themes/colors": "client.focused #4c7899 #285577 #ffffff #2e9ef4 #285577\n",
        ])
        let result = translate("set $mod Mod4\ninclude config.d/*\nbindsym $mod+q kill\n", files)
        let lines = result.text.split(separator: "\n").map(String.init)
        let expected = [
            "set $mod Mod4",
            "# i3 include: the lines of /home/u/.config/i3/config.d/10-keys, /home/u/.config/i3/config.d/20-rules follow",
            "# --import-i3: from /home/u/.config/i3/config.d/10-keys", "bind $mod+Return exec xterm",
            "# --import-i3: end of /home/u/.config/i3/config.d/10-keys",
            "# --import-i3: from /home/u/.config/i3/config.d/20-rules", "rule class~mpv float",
            "# i3 include: the lines of /home/u/themes/colors follow",
            "# --import-i3: from /home/u/themes/colors",
        ]
        let start = try #require(lines.firstIndex(of: "set $mod Mod4"))
        #expect(Array(lines[start..<(start + expected.count)]) == expected)
        #expect(lines.contains("border-focused #285577") && lines.contains("bind $mod+q close"))
        #expect(result.untranslated == 0)
        #expect(throws: Never.self) { try parseConfig(result.text).get() }
    }

    @Test func aFileIsReadOnceAndAPatternNamingNothingSaysSo() {
        let files = Files(["/home/u/.config/i3/a": "include a\nbindsym Mod4+a kill\n"])
        let result = translate("include a\ninclude /nowhere/*\n", files)
        #expect(result.text.contains("# i3: include a\n#   not translated: i3 reads each file once, and a names only files already read"), "\(result.text)")
        #expect(result.text.contains("# i3: include /nowhere/*\n#   not translated: no file matches /nowhere/*"))
        #expect(result.text.components(separatedBy: "bind Mod4+a close").count == 2)
        #expect(result.untranslated == 2)
    }

    @Test func aReaderFailureIsTheLinesComment() {
        let result = I3Import.translate("include ~/`hostname`.conf\n", source: "/c", isKnownKey: Keysyms.isKnown,
                                        include: { _, _ in .failure(I3IncludeFailure("command substitution is not run")) })
        #expect(result.text.contains("# i3: include ~/`hostname`.conf\n#   not translated: command substitution is not run"))
    }
}
