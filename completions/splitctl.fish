# fish completion for splitctl, the control client of splitwm: the request words and their
# choices, workspace and monitor names and window ids asked of the running splitwm (nothing
# when none runs), event names for subscribe, and splitctl's options.
#
# Generated from splitwm's command table (Sources/SplitCompletion/ShellCompletion*.swift); do not
# edit. After changing a command, regenerate with
#   SPLITWM_WRITE_COMPLETIONS=1 swift test --filter Completion
#
# A form is one request's words: choices separated by |, and @workspace, @monitor, @window,
# @file and @any for words taken from splitwm, from the file system, or not offered at all.
set -g __splitctl_forms \
    'focus left|right|up|down' \
    'focus tiling|floating|mode-toggle' \
    'focus parent|child' \
    'focus' \
    'swap left|right|up|down' \
    'swap workspace @any with @any' \
    'move left|right|up|down' \
    'move left|right|up|down @any px|ppt' \
    'move position @any px|ppt @any px|ppt' \
    'move position center|mouse' \
    'move absolute position center' \
    'move workspace next|prev|next-on-monitor|prev-on-monitor|back-and-forth|@workspace' \
    'move workspace to monitor left|right|up|down|@monitor' \
    'move scratchpad' \
    'scratchpad show' \
    'unswallow' \
    'mark @any' \
    'mark --toggle @any' \
    'mark --add @any' \
    'mark --add --toggle @any' \
    'unmark' \
    'unmark @any' \
    'presel left|right|up|down|toggle|cancel' \
    'resize left|right|up|down @any' \
    'resize grow|shrink width|height|left|right|up|down' \
    'resize grow|shrink width|height|left|right|up|down @any px' \
    'resize grow|shrink width|height|left|right|up|down @any px or @any ppt' \
    'resize set @any px|ppt @any px|ppt' \
    'resize set width @any px|ppt' \
    'resize set height @any px|ppt' \
    'fraction @any' \
    'layout toggle|horizontal|vertical|splith|splitv|tabbed|stacking' \
    'layout toggle split|all' \
    'layout save|load @file' \
    'append_layout @file' \
    'flip' \
    'hide primary|secondary|toggle' \
    'priority primary|secondary|none|toggle' \
    'priority primary|secondary|none|toggle left|right|up|down' \
    'min primary|secondary @any' \
    'min primary|secondary @any left|right|up|down' \
    'min primary|secondary @any px' \
    'min primary|secondary @any px left|right|up|down' \
    'drag-to-hide primary|secondary on|off|toggle' \
    'drag-to-hide primary|secondary on|off|toggle left|right|up|down' \
    'splitter thickness|inset|hit|color @any' \
    'splitter thickness|inset|hit|color @any left|right|up|down' \
    'splitter hides-with-side yes|no' \
    'splitter hides-with-side yes|no left|right|up|down' \
    'collapse toggle|on|off' \
    'collapse toggle|on|off left|right|up|down' \
    'equalize' \
    'zoom toggle' \
    'float toggle|on|off' \
    'fullscreen toggle|on|off' \
    'sticky enable|disable|toggle' \
    'border normal|pixel|toggle' \
    'border normal|pixel|toggle @any' \
    'border none' \
    'title_format @any' \
    'workspace next|prev|next-on-monitor|prev-on-monitor|back-and-forth|@workspace' \
    'gaps inner|outer current|all set|plus|minus|toggle @any' \
    'setting border-width @any' \
    'setting border-focused|border-unfocused|border-urgent @any' \
    'setting split-fraction @any' \
    'setting focus-follows-mouse|smart-gaps yes|no' \
    'setting placement longer-side|longer-side-first|spiral|spiral-first|left|right|up|down' \
    'bar mode dock|hide|invisible|toggle' \
    'bar mode dock|hide|invisible|toggle @window' \
    'bar hidden_state hide|show|toggle' \
    'bar hidden_state hide|show|toggle @window' \
    'rename workspace to @any' \
    'rename workspace @any to @any' \
    'workspaces set|add @any' \
    'workspaces output @any set|add @any' \
    'remove workspace' \
    'remove workspace @workspace' \
    'monitors refresh' \
    'monitors add @any @any' \
    'monitors remove @any' \
    'close' \
    'kill' \
    'open' \
    'open receptacle' \
    'exec @any' \
    'reload' \
    'restart' \
    'quit' \
    'nop' \
    'nop @any' \
    'rule @any @any' \
    'rule --one-shot @any @any' \
    'rule remove first|last|@any' \
    'sync' \
    'mode default|@any' \
    'node @any swap @any' \
    'node @any move workspace next|prev|next-on-monitor|prev-on-monitor|back-and-forth|@workspace' \
    'query tree|windows|focused|workspaces|monitors|mode' \
    'subscribe splitter|window|layout|workspace|monitor|mode' \
    'subscribe splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode' \
    'subscribe splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode' \
    'subscribe splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode' \
    'subscribe splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode' \
    'subscribe splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode splitter|window|layout|workspace|monitor|mode' \
    'save @file' \
    'load @file' \
    'help' \

set -g __splitctl_commands \
    'focus'\t'Focus the nearest window in that direction.' \
    'swap'\t'Exchange the focused window with its neighbour in that direction.' \
    'move'\t'Move the focused window one step past its neighbour in that direction, or to…' \
    'scratchpad'\t'Hide the focused scratchpad window again.' \
    'unswallow'\t'Give back the terminal the focused window swallowed.' \
    'mark'\t'Give the focused window the mark NAME, taken from any other window that had it…' \
    'unmark'\t'Take the mark NAME from the window that has it.' \
    'presel'\t'Put the next new window on that side of the focused one.' \
    'resize'\t'Move the focused window\'s nearest splitter toward that direction by 1 to 10000…' \
    'fraction'\t'Set the primary side\'s share of the focused window\'s split, within its minimums.' \
    'layout'\t'Turn the focused window\'s split side by side or above/below, or the other way.' \
    'append_layout'\t'Put the layout in an i3 layout file beside the focused window, in its…' \
    'flip'\t'Exchange the two sides of the focused window\'s split.' \
    'hide'\t'Hide a side of the focused window\'s split.' \
    'priority'\t'Make a side of the focused window\'s split keep its pixels when the split\'s area…' \
    'min'\t'Set a side\'s minimum in the focused window\'s split.' \
    'drag-to-hide'\t'Whether dragging more than halfway past a side\'s minimum in the focused…' \
    'splitter'\t'Change the splitter of the focused window\'s split only, as the splitter-…' \
    'collapse'\t'Show only the side of the focused window\'s split that holds the focus, whatever…' \
    'equalize'\t'Share the screen equally.' \
    'zoom'\t'Show the focused window alone on the screen, or end the zoom.' \
    'float'\t'Make the focused window float above the tiles at its own size, or tile it again…' \
    'fullscreen'\t'Make the focused window cover its whole monitor, panels included, or return it…' \
    'sticky'\t'Make the focused window sticky, as i3\'s sticky.' \
    'border'\t'Give the focused window its own border, as i3\'s border.' \
    'title_format'\t'Show FORMAT instead of the focused window\'s title in its tab and title bar, as…' \
    'workspace'\t'Show a workspace on the focused monitor, made when it does not exist yet.' \
    'gaps'\t'Change a gap at run time, as i3\'s gaps.' \
    'setting'\t'Change one of these settings at run time, with the value the config line of…' \
    'bar'\t'Change the mode or the hidden_state of every bar, or of the bar ID, until the…' \
    'rename'\t'Give the focused workspace, or the workspace OLD, the name NEW, as i3\'s rename…' \
    'workspaces'\t'Give the focused monitor, or OUTPUT, workspaces that stay while empty, as…' \
    'remove'\t'Remove the focused workspace, or NAME, as bspwm\'s desktop -r.' \
    'monitors'\t'refresh asks X for the monitors again.' \
    'close'\t'Ask the focused window to close; destroy that window if it cannot be asked.' \
    'kill'\t'Kill the focused window\'s client.' \
    'open'\t'Make an empty leaf where a new window would go and focus it, drawn as an empty…' \
    'exec'\t'Run the rest of the command, up to an unquoted ;, with /bin/sh -c, verbatim.' \
    'reload'\t'Read the config file again; if it has errors, the old config stays in force.' \
    'restart'\t'Start splitwm afresh in place, keeping every window, the tree and the focus.' \
    'quit'\t'End splitwm, leaving every window mapped.' \
    'nop'\t'Do nothing, as i3\'s nop.' \
    'rule'\t'Add a window rule, written as the config\'s rule line, for the windows that come…' \
    'sync'\t'Answer once everything asked before it has been handled (for scripts).' \
    'mode'\t'Put the key bindings of the config\'s binding mode NAME in force, as i3\'s mode.' \
    'node'\t'bspwm\'s commands on a node of a tree.' \
    'query'\t'Print as JSON: tree, windows, focused, workspaces, monitors, mode.' \
    'subscribe'\t'Print one JSON line per event of these kinds until splitwm exits.' \
    'save'\t'Write the workspace\'s tree to a layout file (layout save).' \
    'load'\t'Arrange the workspace as a layout file says (layout load).' \
    'help'\t'Print splitctl\'s help.' \

set -g __splitctl_options \
    '--socket'\t'The socket of splitwm.' \
    '--help'\t'Print the help and exit.' \
    '-h'\t'Print the help and exit.' \
    '--version'\t'Print the version and exit.' \
    '--'\t'End of the options: the request follows.' \

set -g __splitctl_criteria class instance title role type workspace mark id urgent layer
set -g __splitctl_window_criteria id

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
