// completions/_splitctl: splitctl's completion for zsh's completion system (compinit), an
// autoloaded function file; compadd quotes what it inserts.

extension ShellCompletion {
    /// The script, offering `criteria` as the keys of a command's criteria.
    static func zsh(criteria: [String]) -> String {
        "#compdef splitctl\n" + header("zsh") + #"""
        \#(posixQueryFunction)
        _splitctl() {
            local -a forms commands options criteria window_criteria

        """# + """
            forms=(
        \(elements(encodedForms.map(posixQuoted), indent: "        "))
            )
            commands=(
        \(elements(CompletionGrammar.descriptions.map { posixQuoted($0.word + ":" + $0.description) }, indent: "        "))
            )
            options=(
        \(elements(CompletionGrammar.options.map { posixQuoted($0.option + ":" + $0.description) }, indent: "        "))
            )
            criteria=(\(criteria.map { " " + $0 }.joined()) )
            window_criteria=(\(CompletionGrammar.windowCriteria(of: criteria).map { " " + $0 }.joined()) )

        """ + #"""
            # splitctl's options come before the request; the same --socket asks for names.
            local -a client=( ${(Q)words[1]} )
            local i=2 ended=0
            while (( i < CURRENT )); do
                case ${(Q)words[i]} in
                    --socket) client+=( --socket "${(Q)words[i + 1]}" ); (( i += 2 )) ;;
                    --socket=*) client+=( "${(Q)words[i]}" ); (( i += 1 )) ;;
                    --) (( i += 1 )); ended=1; break ;;
                    -*) (( i += 1 )) ;;
                    *) break ;;
                esac
            done
            if (( i > CURRENT )); then
                _files
                return
            fi
            if (( i == CURRENT && ! ended )) && [[ $PREFIX == -* ]]; then
                _describe -t options 'splitctl option' options
                return
            fi

            local -a request slots choices literals names found
            request=( "${(@Q)words[i,CURRENT-1]}" )
            local n=$#request form j choice key opening typed=${(Q)PREFIX} files=0 ret=1

            # Criteria before the command ('[class=Firefox]' focus: quoted, as [ globs in zsh) are
            # skipped; a word that opens them is offered the keys, and an id's value the windows' ids.
            j=1
            while (( j <= n )) && [[ $request[j] == \[* ]]; do
                while (( j <= n )) && [[ $request[j] != *\] ]]; do (( j += 1 )); done
                (( j += 1 ))
            done
            if (( j > n + 1 )) || { (( j == n + 1 && $#criteria )) && [[ $typed == \[* ]] }; then
                opening='['
                (( j > n + 1 )) && opening=
                for key in $window_criteria; do
                    [[ $typed == "$opening$key="* ]] || continue
                    for choice in ${(f)"$(_splitctl_query windows $client)"}; do found+=( "$opening$key=$choice]" ); done
                done
                (( $#found )) && compadd -- $found && ret=0
                found=()
                [[ $typed == *=* ]] || for key in $criteria; do found+=( "$opening$key=" ); done
                (( $#found )) && compadd -S '' -- $found && ret=0
                return ret
            fi
            request=( "${(@)request[j,-1]}" )
            n=$#request
            if (( n == 0 )); then
                _describe -t commands 'splitctl command' commands
                return
            fi
            for form in $forms; do
                slots=( ${(s: :)form} )
                (( $#slots > n )) || continue
                for (( j = 1; j <= n; j++ )); do
                    [[ $slots[j] == *@* || "|$slots[j]|" == *"|$request[j]|"* ]] || continue 2
                done
                choices=( ${(s:|:)slots[n + 1]} )
                for choice in $choices; do
                    case $choice in
                        @workspace) names+=( ${(f)"$(_splitctl_query workspaces $client)"} ) ;;
                        @monitor) names+=( ${(f)"$(_splitctl_query monitors $client)"} ) ;;
                        @window) names+=( ${(f)"$(_splitctl_query windows $client)"} ) ;;
                        @file) files=1 ;;
                        @any) ;;
                        *) literals+=( $choice ) ;;
                    esac
                done
            done
            (( $#literals )) && compadd -- ${(u)literals} && ret=0
            (( $#names )) && compadd -- ${(u)names} && ret=0
            (( files )) && _files && ret=0
            return ret
        }

        _splitctl "$@"

        """#
    }
}
