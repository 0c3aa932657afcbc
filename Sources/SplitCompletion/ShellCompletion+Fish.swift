// completions/splitctl.fish: splitctl's completion for fish, one function that prints the
// choices for the token under the cursor (fish filters them by what was typed and quotes them).

extension ShellCompletion {
    /// The script, offering `criteria` as the keys of a command's criteria.
    static func fish(criteria: [String]) -> String {
        header("fish") + """
        set -g __splitctl_forms \\
        \(elements(encodedForms.map(fishQuoted), continuation: " \\"))

        set -g __splitctl_commands \\
        \(elements(CompletionGrammar.descriptions.map { fishQuoted($0.word) + "\\t" + fishQuoted($0.description) }, continuation: " \\"))

        set -g __splitctl_options \\
        \(elements(CompletionGrammar.options.map { fishQuoted($0.option) + "\\t" + fishQuoted($0.description) }, continuation: " \\"))

        \((["set -g __splitctl_criteria"] + criteria).joined(separator: " "))
        \((["set -g __splitctl_window_criteria"] + CompletionGrammar.windowCriteria(of: criteria)).joined(separator: " "))

        """ + #"""

        # The names (workspaces, monitors) or ids (windows) the running splitwm reports, one a line;
        # nothing when none runs or it does not answer within 2 s. The rest of the arguments are the
        # splitctl to ask, with its --socket.
        function __splitctl_query
            set -l what $argv[1]
            set -l reply (timeout 2 $argv[2..-1] query $what 2>/dev/null)
            or return 0
            if test $what = windows
                string match -r -a -g '"window":([0-9]+)' -- $reply
            else
                # A name holds no control characters: its only escapes are \" and \\.
                for name in (string match -r -a -g '"name":"((?:[^"\\\\]|\\\\.)*)"' -- $reply)
                    string replace -r -a '\\\\(.)' '$1' -- $name
                end
            end
        end

        function __splitctl_complete
            set -l tokens (commandline -opc)
            set -l current (commandline -ct)
            set -l cursor (math (count $tokens) + 1)

            # splitctl's options come before the request; the same --socket asks for names.
            set -l client $tokens[1]
            set -l i 2
            set -l ended 0
            while test $i -lt $cursor
                switch $tokens[$i]
                    case --socket
                        set -a client --socket $tokens[(math $i + 1)]
                        set i (math $i + 2)
                    case '--socket=*'
                        set -a client $tokens[$i]
                        set i (math $i + 1)
                    case --
                        set i (math $i + 1)
                        set ended 1
                        break
                    case '-*'
                        set i (math $i + 1)
                    case '*'
                        break
                end
            end
            if test $i -gt $cursor
                __fish_complete_path $current
                return
            end
            if test $i -eq $cursor -a $ended -eq 0; and string match -q -- '-*' $current
                printf '%s\n' $__splitctl_options
                return
            end

            # Criteria before the command ([class=Firefox] focus) are skipped; a word that opens
            # them is offered the keys, and an id's value the windows' ids.
            set -l start $i
            while test $start -le (count $tokens); and string match -q -- '[*' $tokens[$start]
                while test $start -le (count $tokens); and not string match -q -- '*]' $tokens[$start]
                    set start (math $start + 1)
                end
                set start (math $start + 1)
            end
            if test $start -gt $cursor; or begin
                    test $start -eq $cursor; and set -q __splitctl_criteria[1]; and string match -q -- '[*' $current
                end
                set -l opening '['
                test $start -gt $cursor; and set opening ''
                for key in $__splitctl_window_criteria
                    if string match -q -- "$opening$key=*" $current
                        for id in (__splitctl_query windows $client)
                            echo "$opening$key=$id]"
                        end
                    end
                end
                if not string match -q -- '*=*' $current
                    for key in $__splitctl_criteria
                        echo "$opening$key="
                    end
                end
                return
            end

            set -l request
            for j in (seq $start (count $tokens))
                set -a request $tokens[$j]
            end
            set -l n (count $request)
            if test $n -eq 0
                printf '%s\n' $__splitctl_commands
                return
            end
            for form in $__splitctl_forms
                set -l slots (string split ' ' -- $form)
                test (count $slots) -gt $n; or continue
                set -l fits 1
                for j in (seq $n)
                    if not string match -q -- '*@*' $slots[$j]; and not contains -- $request[$j] (string split '|' -- $slots[$j])
                        set fits 0
                        break
                    end
                end
                test $fits -eq 1; or continue
                for choice in (string split '|' -- $slots[(math $n + 1)])
                    switch $choice
                        case @workspace
                            __splitctl_query workspaces $client
                        case @monitor
                            __splitctl_query monitors $client
                        case @window
                            __splitctl_query windows $client
                        case @file
                            __fish_complete_path $current
                        case @any
                        case '*'
                            echo $choice
                    end
                end
            end
        end

        complete -c splitctl -f -a '(__splitctl_complete)'

        """#
    }
}
