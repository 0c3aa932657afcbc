// Driving the real bash, zsh and fish through splitctl's completion scripts (completions/): a
// command line in, the words the shell's completion offers for its last word out.
import Foundation
import SplitCompletion

/// A shell with splitctl's completion loaded, asked what it completes a line with.
enum CompletionShell: String, CaseIterable, CustomStringConvertible {
    /// bash with bash-completion loaded first, as a login shell on Debian has it.
    case bash
    /// bash alone: the script's fallback to COMP_WORDS.
    case bashAlone
    /// zsh's completion system (compinit), a real completion widget in a pseudo-terminal.
    case zsh
    /// fish's `complete -C`.
    case fish

    var description: String { rawValue }

    /// The repository root, from this file's path (Tests/SplitWMTests/CompletionShell.swift).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static var completions: String { repository.appendingPathComponent("completions").path }

    /// A directory of this process's own for the drivers and for HOME, so no rc file of the
    /// machine's user takes part.
    static let home: String = {
        let path = "/tmp/splitwm-test-completion-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in [("bash-driver.sh", bashDriver), ("zsh-rc.zsh", zshRC), ("zsh-driver.zsh", zshDriver)] {
            try? text.write(toFile: path + "/" + name, atomically: true, encoding: .utf8)
        }
        return path
    }()

    /// COMP_* set as readline sets them for a line whose cursor is at its end (words split at
    /// blanks, and at = and :, which are words of their own), then the function `complete -F`
    /// names, and COMPREPLY printed.
    static let bashDriver = #"""
        [[ $1 == alone ]] || source /usr/share/bash-completion/bash_completion
        source "$COMPLETIONS_DIR/splitctl.bash"
        line=$2
        COMP_LINE=$line COMP_POINT=${#line} COMP_TYPE=9 COMP_KEY=9
        read -r -a COMP_WORDS <<< "$(sed 's/\([=:]\)/ \1 /g' <<< "$line")"
        [[ $line == *' ' ]] && COMP_WORDS+=('')
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        function=$(complete -p splitctl | sed -n 's/.*-F \([^ ]*\) .*/\1/p')
        "$function" splitctl "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
        printf '%s\n' "${COMPREPLY[@]}"
        """#

    /// The inner, interactive zsh: compinit with the scripts' directory first in fpath, Tab bound
    /// to complete-word, and compadd wrapped to print each match it adds; it exits after one
    /// completion. (Valodim's zsh-capture-completion works the same way.)
    static let zshRC = #"""
        PROMPT=
        fpath=($COMPLETIONS_DIR $fpath)
        autoload -Uz compinit
        compinit -u -D
        bindkey '^M' undefined
        bindkey '^J' undefined
        bindkey '^I' complete-word
        zstyle ':completion:*' insert-tab false
        comppostfuncs=( exit )
        compadd() {
            if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\ * ]]; then
                builtin compadd "$@"
                return $?
            fi
            local -a hits
            builtin compadd -A hits "$@"
            local hit
            for hit in $hits; do print -r -- "match:$hit"; done
            builtin compadd "$@"
        }
        print ready
        """#

    /// The outer zsh: the inner one in a pseudo-terminal (zsh/zpty), the line and a Tab typed.
    static let zshDriver = #"""
        zmodload zsh/zpty || exit 3
        zpty z zsh -f -i
        zpty -w z "source ${(q)HOME}/zsh-rc.zsh"
        local init out chunk
        zpty -r -m z init '*ready*' || exit 4
        zpty -w -n z "$1"$'\t'
        # Read everything until the inner shell exits: a read may end inside a line.
        while zpty -r z chunk; do out+=$chunk; done
        for chunk in "${(@f)out}"; do
            # The first match may follow the echo of the typed line.
            [[ $chunk == *match:* ]] && print -r -- ${${chunk#*match:}%%$'\r'*}
        done
        """#

    /// The words this shell offers to complete `line` (its last word, at the cursor at its end),
    /// sorted. `environment` is laid over this process's own; the built splitctl is first on PATH.
    /// `scripts` is the directory the scripts are read from.
    func complete(_ line: String, environment overrides: [String: String?] = [:],
                  scripts: String = CompletionShell.completions) throws -> [String] {
        let home = Self.home
        let arguments: [String] = switch self {
        case .bash: ["bash", "--norc", "--noprofile", home + "/bash-driver.sh", "loaded", line]
        case .bashAlone: ["bash", "--norc", "--noprofile", home + "/bash-driver.sh", "alone", line]
        case .zsh: ["zsh", "-f", home + "/zsh-driver.zsh", line]
        case .fish: ["fish", "--no-config", "-c",
                     "source $argv[1]; complete -C $argv[2]", scripts + "/splitctl.fish", line]
        }
        var environment = overrides
        environment["COMPLETIONS_DIR"] = scripts
        let lines = try Self.run(arguments, environment: environment)
        // fish follows a word with a tab and its description.
        return lines.map { String($0.split(separator: "\t", omittingEmptySubsequences: false)[0]) }
            .filter { !$0.isEmpty }.sorted()
    }

    /// The scripts as they would be generated if the command parser read criteria with these keys,
    /// in a directory of their own.
    static func scripts(criteriaKeys: [String]) throws -> String {
        let directory = home + "/criteria-" + criteriaKeys.joined(separator: "-")
        try FileManager.default.createDirectory(atPath: directory + "/completions", withIntermediateDirectories: true)
        for file in ShellCompletion.files(criteriaKeys: criteriaKeys) {
            try file.text.write(toFile: directory + "/" + file.path, atomically: true, encoding: .utf8)
        }
        return directory + "/completions"
    }

    /// What the script's own helper prints for `query what` (names or ids, one a line), sorted:
    /// bash and fish, where it can be called outside a completion.
    func query(_ what: String, environment overrides: [String: String?] = [:]) throws -> [String] {
        let script = Self.completions + (self == .fish ? "/splitctl.fish" : "/splitctl.bash")
        let arguments = self == .fish ? ["fish", "--no-config", "-c", "source $argv[1]; __splitctl_query $argv[2] splitctl", script, what]
                                      : ["bash", "--norc", "--noprofile", "-c", "source \"$1\"; _splitctl_query \"$2\" splitctl", "bash", script, what]
        return try Self.run(arguments, environment: overrides).sorted()
    }

    /// Runs a shell's command line with the tests' environment and returns its output's lines.
    static func run(_ arguments: [String], environment overrides: [String: String?]) throws -> [String] {
        let home = Self.home
        let process = Process()
        // A shell that waits for something it will never get must not hang the test run.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["60"] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home
        environment["ZDOTDIR"] = home
        environment["XDG_CONFIG_HOME"] = home + "/config"
        environment["XDG_DATA_HOME"] = home + "/data"
        environment["COMPLETIONS_DIR"] = completions
        environment["SPLITWM_SOCKET"] = nil
        let splitctlDirectory = SplitWMProcess.binary.deletingLastPathComponent().path
        environment["PATH"] = splitctlDirectory + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for (name, value) in overrides { environment[name] = value }
        process.environment = environment
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    }
}
