// splitctl's completions in the real bash (with bash-completion and without), zsh and fish: the
// command language's words with no splitwm running, and a running splitwm's workspace and
// monitor names and window ids, asked through splitctl at completion time.
import Foundation
import SplitX
import Testing
import XTestSupport

@Suite struct ShellCompletionTests {
    /// No splitwm can answer: a display nobody serves and a runtime directory without a socket.
    static let nobody: [String: String?] = [
        "DISPLAY": ":4095", "XDG_RUNTIME_DIR": CompletionShell.home + "/no-runtime", "SPLITWM_SOCKET": nil,
    ]

    static let directions = ["down", "left", "right", "up"]
    static let focusWords = ["child", "down", "floating", "left", "mode-toggle", "parent", "right", "tiling", "up"]
    static let topics = ["layout", "mode", "monitor", "splitter", "window", "workspace"]

    /// What each line completes to in every shell, splitwm or not.
    static let cases: [(line: String, words: [String])] = [
        ("splitctl fo", ["focus"]),
        ("splitctl focus ", focusWords),
        ("splitctl focus l", ["left"]),
        ("splitctl sub", ["subscribe"]),
        ("splitctl subscribe ", topics),
        ("splitctl subscribe window ", topics),
        ("splitctl query w", ["windows", "workspaces"]),
        ("splitctl hide ", ["primary", "secondary", "toggle"]),
        ("splitctl priority primary ", directions),
        ("splitctl min primary 0.3 ", (directions + ["px"]).sorted()),
        ("splitctl splitter hides-with-side ", ["no", "yes"]),
        ("splitctl layout ", ["horizontal", "load", "save", "splith", "splitv", "stacking", "tabbed", "toggle", "vertical"]),
        ("splitctl layout toggle ", ["all", "split"]),
        ("splitctl --ver", ["--version"]),
        ("splitctl --socket /tmp/x.sock fo", ["focus"]),
        ("splitctl -- fo", ["focus"]),
        ("splitctl focus left ", []),
        ("splitctl exec xterm ", []),
        // Names are asked of splitwm; with none running, only the keywords are offered.
        ("splitctl workspace ", ["back-and-forth", "next", "next-on-monitor", "prev", "prev-on-monitor"]),
        ("splitctl move workspace ", ["back-and-forth", "next", "next-on-monitor", "prev", "prev-on-monitor", "to"]),
        ("splitctl move workspace to monitor ", directions),
    ]

    @Test(arguments: CompletionShell.allCases)
    func theCommandLanguageCompletes(_ shell: CompletionShell) throws {
        for (line, words) in Self.cases {
            #expect(try shell.complete(line, environment: Self.nobody) == words, "\(shell): \(line)")
        }
    }

    @Test(arguments: CompletionShell.allCases)
    func everyCommandWordIsOffered(_ shell: CompletionShell) throws {
        let offered = try shell.complete("splitctl ", environment: Self.nobody)
        let expected = ["focus", "swap", "move", "presel", "resize", "fraction", "layout", "flip", "hide", "priority", "min",
                        "drag-to-hide", "splitter", "collapse", "equalize", "zoom", "float", "fullscreen", "workspace",
                        "monitors", "close", "kill", "exec", "reload", "restart", "quit", "sync",
                        "query", "subscribe", "save", "load", "help"]
        #expect(Set(expected).isSubset(of: offered), "\(shell) misses \(Set(expected).subtracting(offered).sorted())")
        #expect(offered.allSatisfy { !$0.hasPrefix("-") })
    }

    /// Criteria keys as the scripts are given them once the command parser reads criteria (the
    /// committed scripts offer exactly the keys the parser takes: `CompletionGrammar.criteriaKeys`).
    static let criteriaKeys = ["class", "instance", "title", "id"]

    @Test(arguments: CompletionShell.allCases)
    func criteriaBeforeACommandAreSkippedAndTheirKeysOffered(_ shell: CompletionShell) throws {
        let scripts = try CompletionShell.scripts(criteriaKeys: Self.criteriaKeys)
        func complete(_ line: String) throws -> [String] {
            try shell.complete(line, environment: Self.nobody, scripts: scripts)
        }
        // In zsh, where [ globs, criteria are quoted: `splitctl '[class=Firefox]' focus`.
        let quote = shell == .zsh ? "'" : ""
        #expect(try complete("splitctl \(quote)[cl") == ["[class="], "\(shell)")
        #expect(try complete("splitctl \(quote)[") == ["[class=", "[id=", "[instance=", "[title="], "\(shell)")
        #expect(try complete("splitctl \(quote)[class=F") == [], "\(shell)")
        if shell != .zsh { #expect(try complete("splitctl [class=x ti") == ["title="], "\(shell)") }
        #expect(try complete("splitctl \(quote)[class=Firefox]\(quote) fo") == ["focus"], "\(shell)")
        #expect(try complete("splitctl \(quote)[class=Firefox]\(quote) focus ") == Self.focusWords, "\(shell)")
        #expect(try complete("splitctl \(quote)[class=x title=y]\(quote) move workspace ") == ["back-and-forth", "next", "next-on-monitor", "prev", "prev-on-monitor", "to"],
                "\(shell)")
        // Without keys (a parser that reads no criteria), nothing is offered for [.
        #expect(try shell.complete("splitctl \(quote)[", environment: Self.nobody, scripts: try CompletionShell.scripts(criteriaKeys: []))
                    == [], "\(shell)")
    }

    @Test(arguments: [CompletionShell.bash, .bashAlone, .fish])
    func aLayoutFileOrTheSocketCompletesAsAPath(_ shell: CompletionShell) throws {
        let directory = CompletionShell.home + "/layouts-\(shell)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: directory + "/work.json", contents: Data())
        #expect(try shell.complete("splitctl layout save \(directory)/wo", environment: Self.nobody) == [directory + "/work.json"])
        #expect(try shell.complete("splitctl --socket \(directory)/wo", environment: Self.nobody) == [directory + "/work.json"])
    }

    /// `make install-completions` (which `make install` runs) into a DESTDIR, then each shell's own
    /// lookup finds the script there: bash-completion's loader and fish through XDG_DATA_DIRS, zsh
    /// through the fpath it was built with. `make uninstall` removes them again.
    @Test(arguments: ["/usr/local", "/usr"])
    func makeInstallPutsTheScriptsWhereEachShellLooks(_ prefix: String) throws {
        let destination = CompletionShell.home + "/destdir-\(prefix.count)"
        let make = ["make", "-s", "-C", CompletionShell.repository.path, "DESTDIR=" + destination, "PREFIX=" + prefix]
        _ = try CompletionShell.run(make + ["install-completions"], environment: [:])
        let data = destination + prefix + "/share"
        let bash = try CompletionShell.run(["bash", "--norc", "--noprofile", "-c", """
            source /usr/share/bash-completion/bash_completion
            __load_completion splitctl && complete -p splitctl
            """], environment: ["XDG_DATA_DIRS": data])
        #expect(bash == ["complete -F _splitctl splitctl"])
        let fish = try CompletionShell.run(["fish", "-c", "complete -C 'splitctl fo'"], environment: ["XDG_DATA_DIRS": data])
        #expect(fish.map { $0.split(separator: "\t").first.map(String.init) } == ["focus"])
        let zshDirectory = prefix + (prefix == "/usr" ? "/share/zsh/vendor-completions" : "/share/zsh/site-functions")
        #expect(try CompletionShell.run(["zsh", "-f", "-c", "print -l $fpath"], environment: [:]).contains(zshDirectory))
        #expect(FileManager.default.contents(atPath: destination + zshDirectory + "/_splitctl")
                    == FileManager.default.contents(atPath: CompletionShell.completions + "/_splitctl"))

        _ = try CompletionShell.run(make + ["uninstall"], environment: [:])
        for path in ["/bash-completion/completions/splitctl", "/fish/vendor_completions.d/splitctl.fish"] {
            #expect(!FileManager.default.fileExists(atPath: data + path), "\(path) is left")
        }
        #expect(!FileManager.default.fileExists(atPath: destination + zshDirectory + "/_splitctl"))
    }
}

extension WMServerTests {
    @Suite struct CompletionFromSplitWM {
        /// Opens a window and sends it to `workspace`, which then exists while it holds it.
        static func fill(_ workspace: String, _ client: TestClient, display: String) throws -> WindowID {
            let window = Scripting.open(client, 1, name: "completion")[0]
            #expect(try SplitWMProcess.splitctl(["move", "workspace", workspace], display: display).status == 0)
            return window
        }

        @Test func workspaceAndMonitorNamesAndWindowIdsComeFromTheRunningSplitWM() throws {
            try withSplitWMBinary { server, client, _ in
                let d = server.displayName
                var windows: [WindowID] = []
                for name in ["web", "two words", "3:mail", "it's"] { windows.append(try Self.fill(name, client, display: d)) }
                #expect(try SplitWMProcess.splitctl(["sync"], display: d).status == 0)
                let environment: [String: String?] = ["DISPLAY": d]

                for shell in CompletionShell.allCases {
                    // bash and zsh show the words as they insert them, quoted for the shell; fish quotes
                    // them as it inserts them.
                    let names = shell == .fish ? ["3:mail", "it's", "two words", "web"] : ["3:mail", "it\\'s", "two\\ words", "web"]
                    let workspaces = try shell.complete("splitctl workspace ", environment: environment)
                    #expect(workspaces == (["1", "back-and-forth", "next", "next-on-monitor", "prev", "prev-on-monitor"] + names).sorted(), "\(shell)")
                    #expect(try shell.complete("splitctl move workspace t", environment: environment)
                                == [names[2], "to"].sorted(), "\(shell)")
                    #expect(try shell.complete("splitctl move workspace to monitor ", environment: environment)
                                == (Self.directions + ["screen"]).sorted(), "\(shell)")
                }

                // --socket on the line is the socket asked, when nothing else would find splitwm.
                let socket = try #require(client.text(client.root, "_SPLITWM_SOCKET")?.text)
                for shell in CompletionShell.allCases {
                    #expect(try shell.complete("splitctl --socket \(socket) workspace w", environment: ShellCompletionTests.nobody)
                                == ["web"], "\(shell)")
                }

                let ids = windows.map { String($0.rawValue) }.sorted()
                for shell in [CompletionShell.bash, .fish] {
                    #expect(try shell.query("windows", environment: environment) == ids, "\(shell)")
                }
                // A window id as a criterion's value (`[id=…] focus`).
                let scripts = try CompletionShell.scripts(criteriaKeys: ShellCompletionTests.criteriaKeys)
                for shell in CompletionShell.allCases {
                    let offered = try shell.complete(shell == .zsh ? "splitctl '[id=" : "splitctl [id=", environment: environment,
                                                     scripts: scripts)
                    // bash replaces what follows the word's last =.
                    let expected = shell == .bash || shell == .bashAlone ? ids.map { $0 + "]" } : ids.map { "[id=" + $0 + "]" }
                    #expect(offered == expected.sorted(), "\(shell)")
                }
            }
        }

        static let directions = ShellCompletionTests.directions
    }
}
