// splitctl's completion scripts for bash, zsh and fish, generated from CompletionGrammar: the
// files under completions/ (a test keeps them equal), what they share, and the quoting each needs.
import SplitSyntax

public enum ShellCompletion {
    /// Each script with its path in the repository, which `make install` copies from.
    public static let files = files(criteriaKeys: CompletionGrammar.criteriaKeys)

    /// The scripts offering `criteriaKeys` as the keys of a command's criteria (the tests give
    /// keys the parser may not read yet, to drive the scripts' handling of criteria).
    public static func files(criteriaKeys: [String]) -> [(path: String, text: String)] {
        [
            ("completions/splitctl.bash", bash(criteria: criteriaKeys)),
            ("completions/_splitctl", zsh(criteria: criteriaKeys)),
            ("completions/splitctl.fish", fish(criteria: criteriaKeys)),
        ]
    }

    /// The opening comment of every script (after zsh's `#compdef` line).
    static func header(_ shell: String) -> String {
        """
        # \(shell) completion for splitctl, the control client of splitwm: the request words and their
        # choices, workspace and monitor names and window ids asked of the running splitwm (nothing
        # when none runs), event names for subscribe, and splitctl's options.
        #
        # Generated from splitwm's command table (Sources/SplitCompletion/ShellCompletion*.swift); do not
        # edit. After changing a command, regenerate with
        #   SPLITWM_WRITE_COMPLETIONS=1 swift test --filter Completion
        #
        # A form is one request's words: choices separated by |, and @workspace, @monitor, @window,
        # @file and @any for words taken from splitwm, from the file system, or not offered at all.

        """
    }

    /// The shell function bash and zsh alike use to ask the running splitwm for names and ids.
    static let posixQueryFunction = #"""
        # The names (workspaces, monitors) or ids (windows) the running splitwm reports, one a line;
        # nothing when none runs or it does not answer within 2 s. The rest of the arguments are the
        # splitctl to ask, with its --socket.
        _splitctl_query() {
            local what=$1 reply
            shift
            reply=$(timeout 2 "$@" query "$what" 2>/dev/null) || return 0
            if [[ $what == windows ]]; then
                grep -o '"window":[0-9]*' <<< "$reply" | cut -d: -f2
            else
                # A name holds no control characters: its only escapes are \" and \\.
                grep -o '"name":"\([^"\\]\|\\.\)*"' <<< "$reply" |
                    sed -e 's/^"name":"//' -e 's/"$//' -e 's/\\\(.\)/\1/g'
            fi
        }

        """#

    /// Every form, each as one line of words.
    static var encodedForms: [String] {
        CompletionGrammar.forms.map { $0.map(\.encoded).joined(separator: " ") }
    }

    /// `text` in single quotes for bash and zsh (a quote is closed, escaped and reopened).
    static func posixQuoted(_ text: String) -> String {
        "'" + text.replacingEvery("'", with: "'\\''") + "'"
    }

    /// `text` in single quotes for fish, where `\` and `'` are escaped inside them.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingEvery("\\", with: "\\\\").replacingEvery("'", with: "\\'") + "'"
    }

    /// Lines of an array's elements, indented, one a line.
    static func elements(_ items: [String], indent: String = "    ", continuation: String = "") -> String {
        items.map { indent + $0 + continuation }.joined(separator: "\n")
    }
}
