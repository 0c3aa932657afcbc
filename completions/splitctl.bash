# bash completion for splitctl, the control client of splitwm: the request words and their
# choices, workspace and monitor names and window ids asked of the running splitwm (nothing
# when none runs), event names for subscribe, and splitctl's options.
#
# Generated from splitwm's command table (Sources/SplitCompletion/ShellCompletion*.swift); do not
# edit. After changing a command, regenerate with
#   SPLITWM_WRITE_COMPLETIONS=1 swift test --filter Completion
#
# A form is one request's words: choices separated by |, and @workspace, @monitor, @window,
# @file and @any for words taken from splitwm, from the file system, or not offered at all.
_splitctl_forms=(
    'focus left|right|up|down'
    'focus tiling|floating|mode-toggle'
    'focus parent|child'
    'focus'
    'swap left|right|up|down'
    'swap workspace @any with @any'
    'move left|right|up|down'
    'move left|right|up|down @any px|ppt'
    'move position @any px|ppt @any px|ppt'
    'move position center|mouse'
    'move absolute position center'
    'move workspace next|prev|next-on-monitor|prev-on-monitor|back-and-forth|@workspace'
    'move workspace to monitor left|right|up|down|@monitor'
    'move scratchpad'
    'scratchpad show'
    'unswallow'
    'mark @any'
    'mark --toggle @any'
    'mark --add @any'
    'mark --add --toggle @any'
    'unmark'
    'unmark @any'
    'presel left|right|up|down|toggle|cancel'
    'resize left|right|up|down @any'
    'resize grow|shrink width|height|left|right|up|down'
    'resize grow|shrink width|height|left|right|up|down @any px'
    'resize grow|shrink width|height|left|right|up|down @any px or @any ppt'
    'resize set @any px|ppt @any px|ppt'
    'resize set width @any px|ppt'
    'resize set height @any px|ppt'
    'fraction @any'
    'layout toggle|horizontal|vertical|splith|splitv|tabbed|stacking'
    'layout toggle split|all'
    'layout save|load @file'
    'append_layout @file'
    'flip'
    'hide primary|secondary|toggle'
    'priority primary|secondary|none|toggle'
    'priority primary|secondary|none|toggle left|right|up|down'
    'min primary|secondary @any'
    'min primary|secondary @any left|right|up|down'
    'min primary|secondary @any px'
    'min primary|secondary @any px left|right|up|down'
    'drag-to-hide primary|secondary on|off|toggle'
    'drag-to-hide primary|secondary on|off|toggle left|right|up|down'
    'splitter thickness|inset|hit|color @any'
    'splitter thickness|inset|hit|color @any left|right|up|down'
    'splitter hides-with-side yes|no'
    'splitter hides-with-side yes|no left|right|up|down'
    'collapse toggle|on|off'
    'collapse toggle|on|off left|right|up|down'
    'equalize'
    'zoom toggle'
    'float toggle|on|off'
    'fullscreen toggle|on|off'
    'sticky enable|disable|toggle'
    'border normal|pixel|toggle'
    'border normal|pixel|toggle @any'
    'border none'
    'title_format @any'
    'workspace next|prev|next-on-monitor|prev-on-monitor|back-and-forth|@workspace'
    'gaps inner|outer current|all set|plus|minus|toggle @any'
    'setting border-width @any'
    'setting border-focused|border-unfocused|border-urgent @any'
    'setting split-fraction @any'
    'setting focus-follows-mouse|smart-gaps yes|no'
    'setting placement longer-side|longer-side-first|spiral|spiral-first|left|right|up|down'
    'bar mode dock|hide|invisible|toggle'
    'bar mode dock|hide|invisible|toggle @window'
    'bar hidden_state hide|show|toggle'
    'bar hidden_state hide|show|toggle @window'
    'rename workspace to @any'
    'rename workspace @any to @any'
    'workspaces set|add @any'
    'workspaces output @any set|add @any'
    'remove workspace'
    'remove workspace @workspace'
    'monitors refresh'
    'monitors add @any @any'
    'monitors remove @any'
    'close'
    'kill'
    'open'
    'open receptacle'
    'exec @any'
    'reload'
    'restart'
    'quit'
    'nop'
    'nop @any'
    'rule @any @any'
    'rule --one-shot @any @any'
    'rule remove first|last|@any'
    'sync'
    'mode default|@any'
    'node @any swap @any'
    'node @any move workspace next|prev|next-on-monitor|prev-on-monitor|back-and-forth|@workspace'
    'query tree|windows|focused|workspaces|monitors|mode'
    'subscribe splitter|window|layout|workspace|monitor|mode'
    'subscribe splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode'
    'subscribe splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode'
    'subscribe splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode'
    'subscribe splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode'
    'subscribe splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode'
    'save @file'
    'load @file'
    'help'
)
_splitctl_criteria=(class instance title role type workspace mark id urgent layer)
_splitctl_window_criteria=(id)

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

_splitctl() {
    # Words split at blanks only, not at = and : as readline splits them.
    local cur words cword line
    if declare -F _get_comp_words_by_ref > /dev/null; then
        _get_comp_words_by_ref -n =: cur words cword
    else
        line=${COMP_LINE:0:COMP_POINT}
        read -r -a words <<< "$line"
        [[ -z $line || $line == *[[:blank:]] ]] && words+=('')
        cword=$(( ${#words[@]} - 1 )) cur=${words[cword]}
    fi
    COMPREPLY=()

    # splitctl's options come before the request; the same --socket asks for names.
    local -a client=("${words[0]}")
    local i=1 ended=0
    while (( i < cword )); do
        case ${words[i]} in
            --socket) client+=(--socket "${words[i + 1]}"); (( i += 2 )) ;;
            --socket=*) client+=("${words[i]}"); (( i += 1 )) ;;
            --) (( i += 1 )); ended=1; break ;;
            -*) (( i += 1 )) ;;
            *) break ;;
        esac
    done
    if (( i > cword )); then
        compopt -o filenames 2> /dev/null
        mapfile -t COMPREPLY < <(compgen -f -- "$cur")
        return 0
    fi
    if (( i == cword && ! ended )) && [[ $cur == -* ]]; then
        mapfile -t COMPREPLY < <(compgen -W '--socket --help -h --version --' -- "$cur")
        return 0
    fi

    local -a request=("${words[@]:i:cword-i}") slots choices names=()
    local -A seen=()
    local n=${#request[@]} form j choice files=0 key

    # Criteria before the command ([class=Firefox] focus) are skipped; a word that opens
    # them is offered the keys, and an id's value the windows' ids.
    j=0
    while (( j < n )) && [[ ${request[j]} == \[* ]]; do
        while (( j < n )) && [[ ${request[j]} != *\] ]]; do (( j += 1 )); done
        (( j += 1 ))
    done
    if (( j > n )) || { (( j == n && ${#_splitctl_criteria[@]} )) && [[ $cur == \[* ]]; }; then
        local opening=
        (( j > n )) || opening=[
        for key in "${_splitctl_window_criteria[@]}"; do
            [[ $cur == "$opening$key="* ]] || continue
            while read -r choice; do
                [[ -n $choice && $opening$key=$choice] == "$cur"* ]] && COMPREPLY+=("$opening$key=$choice]")
            done < <(_splitctl_query windows "${client[@]}")
        done
        [[ $cur == *=* ]] || for key in "${_splitctl_criteria[@]}"; do
            [[ $opening$key= == "$cur"* ]] && COMPREPLY+=("$opening$key=")
        done
        compopt -o nospace 2> /dev/null
        _splitctl_trim_breaks "$cur"
        return 0
    fi
    request=("${request[@]:j}")
    (( n -= j ))
    for form in "${_splitctl_forms[@]}"; do
        read -r -a slots <<< "$form"
        (( ${#slots[@]} > n )) || continue
        for (( j = 0; j < n; j++ )); do
            [[ ${slots[j]} == *@* || "|${slots[j]}|" == *"|${request[j]}|"* ]] || continue 2
        done
        IFS='|' read -r -a choices <<< "${slots[n]}"
        for choice in "${choices[@]}"; do
            [[ -n ${seen[$choice]} ]] && continue
            seen[$choice]=1
            case $choice in
                @workspace) mapfile -t -O "${#names[@]}" names < <(_splitctl_query workspaces "${client[@]}") ;;
                @monitor) mapfile -t -O "${#names[@]}" names < <(_splitctl_query monitors "${client[@]}") ;;
                @window) mapfile -t -O "${#names[@]}" names < <(_splitctl_query windows "${client[@]}") ;;
                @file) files=1 ;;
                @any) ;;
                *) [[ $choice == "$cur"* ]] && COMPREPLY+=("$choice") ;;
            esac
        done
    done

    # A name is offered quoted for the shell; what was typed is compared unquoted.
    local typed=$cur name
    case $typed in
        \'*) typed=${typed#\'} typed=${typed%\'} ;;
        \"*) typed=${typed#\"} typed=${typed%\"} ;;
        *) typed=${typed//\\/} ;;
    esac
    for name in "${names[@]}"; do
        [[ -n $name && -z ${seen["=$name"]} && $name == "$typed"* ]] || continue
        seen["=$name"]=1
        COMPREPLY+=("$(printf '%q' "$name")")
    done
    if (( files )); then
        compopt -o filenames 2> /dev/null
        mapfile -t -O "${#COMPREPLY[@]}" COMPREPLY < <(compgen -f -- "$cur")
    fi
    _splitctl_trim_breaks "$cur"
    return 0
}

# Readline replaces only what follows the word's last = or : (in COMP_WORDBREAKS), so the
# words offered lose what comes before it.
_splitctl_trim_breaks() {
    local breaks=${1%"${1##*[=:]}"}
    [[ -n $breaks ]] && COMPREPLY=("${COMPREPLY[@]#"$breaks"}")
}

complete -F _splitctl splitctl
