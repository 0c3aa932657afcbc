// The default config, compiled in: splitwm uses it when the user has no config file, so the
// binary needs no file of its own. A test checks it is byte for byte config/splitwm.conf.

/// The text of `config/splitwm.conf`.
public enum DefaultConfig {
    public static let text: String = #"""
# splitwm default config. splitwm uses this exact text when you have no config file,
# so a copy of it is the place to start your own.
#
# Each line is one of:
#   set $name VALUE            a variable; `$name` on any later line stands for VALUE
#   bind CHORD COMMAND; ...    run the commands when the key chord is pressed
#   mode NAME { ... }          bind lines in force after `mode NAME`, until `mode default`
#   exec SHELL-COMMAND         run once when the session starts (with /bin/sh -c)
#   layout load PATH           at session start, arrange the workspace as a layout file says
#   rule CRITERIA ACTIONS      how a window that matches starts (floating, placed, ...)
#   workspace N name NAME      a name for workspace N (1 to 99), and/or `monitor OUTPUT`
#   SETTING VALUE              one of the settings at the end of this file
# A line starting with # is a comment. Modifiers: Shift, Control (Ctrl), Mod1 (Alt), Mod2,
# Mod3, Mod4 (Super), Mod5; a chord ends with an X keysym name (Return, h, Left, minus...).
# Write $$ for a literal $ (a shell's $$HOME); nothing is expanded inside single quotes.
# Every command and setting is described in `man 5 splitwm` and in docs/configuration.md.

set $mod Mod4

# Programs.
bind $mod+Return exec x-terminal-emulator
bind $mod+d exec rofi -show run

# Focus the neighbour in a direction.
bind $mod+h focus left
bind $mod+j focus down
bind $mod+k focus up
bind $mod+l focus right
bind $mod+Left focus left
bind $mod+Down focus down
bind $mod+Up focus up
bind $mod+Right focus right

# Swap the focused window with its neighbour.
bind $mod+Shift+h swap left
bind $mod+Shift+j swap down
bind $mod+Shift+k swap up
bind $mod+Shift+l swap right
bind $mod+Shift+Left swap left
bind $mod+Shift+Down swap down
bind $mod+Shift+Up swap up
bind $mod+Shift+Right swap right

# Move the focused window one step past its neighbour (or to the edge of the screen).
bind $mod+Control+Shift+h move left
bind $mod+Control+Shift+j move down
bind $mod+Control+Shift+k move up
bind $mod+Control+Shift+l move right
bind $mod+Control+Shift+Left move left
bind $mod+Control+Shift+Down move down
bind $mod+Control+Shift+Up move up
bind $mod+Control+Shift+Right move right

# Choose where the next window goes beside the focused one, or forget the choice.
bind $mod+Control+h presel left
bind $mod+Control+j presel down
bind $mod+Control+k presel up
bind $mod+Control+l presel right
bind $mod+Control+space presel cancel

# Move the nearest splitter of the focused window by 40 pixels.
bind $mod+Mod1+h resize left 40
bind $mod+Mod1+j resize down 40
bind $mod+Mod1+k resize up 40
bind $mod+Mod1+l resize right 40

# Or as in i3, a resize mode: $mod+r, then h/j/k/l or the arrows move the nearest splitter
# until Return, Escape or $mod+r.
bind $mod+r mode resize
mode resize {
    bind h resize left 20
    bind j resize down 20
    bind k resize up 20
    bind l resize right 20
    bind Left resize left 20
    bind Down resize down 20
    bind Up resize up 20
    bind Right resize right 20
    bind Return mode default
    bind Escape mode default
    bind $mod+r mode default
}

# The focused window's split: side by side or above/below, sides exchanged, one side hidden,
# collapsed to the focused side (focus then moves through the other as through a stack).
bind $mod+e layout toggle
bind $mod+x flip
# Groups, as i3's: the splits of one orientation around the focused window shown one window at
# a time below a row of tabs ($mod+w) or a stack of title rows ($mod+s); $mod+e gives the
# splits back as they were.
bind $mod+w layout tabbed
bind $mod+s layout stacking
# The focus on the container around the focused window (its group, or the splits of one
# orientation holding it), then the one around that; move, layout, close act on it whole.
bind $mod+a focus parent
bind $mod+Shift+a focus child
bind $mod+minus hide toggle
bind $mod+c collapse toggle

# The whole screen: equal shares for every window, or the focused one alone.
bind $mod+equal equalize
bind $mod+f zoom toggle

# Windows above the tiles: floating at their own size (drag with $mod+button 1, resize with
# $mod+button 3), or covering the whole screen; $mod+space goes between them and the tiles.
bind $mod+Shift+space float toggle
bind $mod+space focus mode-toggle
bind $mod+Shift+f fullscreen toggle

# The scratchpad (as i3's): hide the focused window there, or show one centred (again: hide
# it; again and again: each in turn). $mod+minus hides a side here, so showing is $mod+grave.
bind $mod+Shift+minus move scratchpad
bind $mod+grave scratchpad show

# Workspaces: show one on the focused monitor (made when it does not exist yet), or send the
# focused window there; $mod+Tab returns to the workspace focused before.
bind $mod+1 workspace 1
bind $mod+2 workspace 2
bind $mod+3 workspace 3
bind $mod+4 workspace 4
bind $mod+5 workspace 5
bind $mod+6 workspace 6
bind $mod+7 workspace 7
bind $mod+8 workspace 8
bind $mod+9 workspace 9
bind $mod+0 workspace 10
bind $mod+Shift+1 move workspace 1
bind $mod+Shift+2 move workspace 2
bind $mod+Shift+3 move workspace 3
bind $mod+Shift+4 move workspace 4
bind $mod+Shift+5 move workspace 5
bind $mod+Shift+6 move workspace 6
bind $mod+Shift+7 move workspace 7
bind $mod+Shift+8 move workspace 8
bind $mod+Shift+9 move workspace 9
bind $mod+Shift+0 move workspace 10
bind $mod+Tab workspace back-and-forth

# A workspace may have a name (then `workspace web` shows it too) and a monitor (a RandR
# output, as xrandr names it) to be shown on, for example:
# workspace 1 name web
# workspace 2 monitor HDMI-1

# Closing windows: ask politely (or destroy the window), or end its client.
bind $mod+Shift+q close
bind $mod+Control+q kill

# splitwm itself: read this file again, restart in place (windows kept), end the session.
bind $mod+Shift+c reload
bind $mod+Shift+r restart
bind $mod+Shift+e quit

# Programs to start with the session, for example:
# exec polybar main

# Window rules: criteria (class, instance, title, role or type, each =GLOB or ~REGEX), all of
# which must match, then actions (float, tile, fullscreen, sticky, hidden, place DIRECTION,
# fraction F, workspace N|NAME, border normal|pixel, layout tabbed|stacking, swallows,
# unswallowed, no-focus, follow, and for the split the window makes: priority SIDE, min SIDE F|PIXELS px,
# drag-to-hide SIDE on|off, where SIDE is new, other, primary or secondary).
# Every matching rule applies, in order; where two disagree the later one wins. For example:
# rule class=Pavucontrol float
# rule class=XTerm swallows
# rule class=Firefox place right fraction 0.6
# rule class=Firefox workspace 2
# rule class=Alacritty instance=sidebar place left fraction 0.15 priority new min new 200 px
# rule title~'^Save|^Open' type=dialog float

# Settings, each at its default value.

# New splits: the primary (left or top) side's share, each side's minimum share, whether
# dragging well past a minimum hides that side, and which side keeps its pixels when the
# split's area changes (none, primary or secondary).
split-fraction 0.5
split-min-primary 0.05
split-min-secondary 0.05
split-drag-to-hide-primary yes
split-drag-to-hide-secondary yes
split-priority none

# Where a new window goes beside the focused one: longer-side (split its longer side, the new
# window right or below), longer-side-first (left or above), or always left, right, up or down;
# or container, as in i3: into the focused window's row or column, whose windows then share it
# evenly. default-orientation (auto, horizontal or vertical) lines up the first two that way.
placement longer-side
default-orientation auto

# Splits narrower than W (side by side) or shorter than H (above/below) pixels show only their
# focused side (focus moves into the other side as if it were shown; `collapse on` forces one
# split); 0 0 never collapses.
collapse-below 0 0

# The smallest and largest width and height `resize` leaves a floating window (i3's
# floating_minimum_size and floating_maximum_size): -1 for no limit, 0 for i3's own
# (75x50 at least, all the monitors together at most).
floating-minimum-size 0 0
floating-maximum-size 0 0

# Splitters: drawn thickness (0: invisible but still draggable), undrawn pixels at each end,
# pixels that react to the pointer, colour, and whether a hidden side hides its splitter too.
splitter-thickness 2
splitter-inset 0
splitter-hit 8
splitter-color #81a1c1
splitter-hides-with-side no

# Gaps (i3's `gaps outer` and `smart_gaps`): empty pixels around each monitor's tiles, and
# whether a workspace showing one window goes without them. The space between windows is the
# splitter's thickness above (`gaps-inner` is another name for it).
gaps-outer 0
smart-gaps no

# Window borders: width in pixels, then the colours of the focused and the other windows, and
# of a window that wants attention. A floating window's width (-1: border-width) and whether
# it says it has a title bar (i3's default_floating_border; none is drawn yet).
# `border normal|pixel|none|toggle [PIXELS]` changes one window's.
border-width 1
floating-border-width -1
floating-title-bars no
border-focused #88c0d0
border-unfocused #3b4252
border-urgent #bf616a

# Tabbed and stacked groups: the font of their tabs (as i3's `font` line: a pango description or
# an X font name), each tab's border, background and text colours (the focused window's, the
# tab a group shows while the focus is elsewhere, the others, one that wants attention), and
# what a workspace's first split becomes (default, tabbed or stacking; i3's workspace_layout).
# title-bars yes gives every tiled window a title bar in the same font and colours (i3's
# default_border normal).
font pango:monospace 8
tab-focused #88c0d0 #5e81ac #eceff4
tab-focused-inactive #4c566a #434c5e #e5e9f0
tab-unfocused #3b4252 #2e3440 #9aa3b5
tab-urgent #bf616a #bf616a #eceff4
workspace-layout default
title-bars no

# Focus the window the pointer enters.
focus-follows-mouse yes

# `focus left|right|up|down` from a window with nothing beyond it: no (stay), yes (around its
# row or column, or to the next monitor), workspace (around, never to another monitor) or force.
focus-wrapping no

# `workspace N` naming the workspace already shown goes back to the one shown before it (i3's
# workspace_auto_back_and_forth).
workspace-auto-back-and-forth no

# An application asking to be focused: smart (only when its request is no older than your last
# input, else it is marked urgent), urgent, focus or none. Pagers and tools such as wmctrl
# always focus.
focus-on-window-activation smart

# A bspwm config (a script of bspc calls) to run at every start: none here. Without any config
# of splitwm's or i3's, splitwm runs the user's ~/.config/bspwm/bspwmrc, as bspwm would.
bspwmrc none

# Dragging splitters: windows follow live or on-release; the modifier that, held with button 1
# inside a window, moves it (button 3: drags a tile's nearest splitter, resizes a floating
# window); what moves a tile (modifier, titlebar, both or off); two presses on a splitter
# within this many milliseconds share its split equally.
drag-mode live
drag-modifier Mod4
tiling-drag modifier titlebar
double-click-ms 400

# A new window goes beside the largest tile when the focused one's longer side is shorter
# than this many pixels.
smallest-tile-to-split 128

# Changes of the tiling glide for this many milliseconds (0: at once), eased: ease-out,
# ease-in-out, ease-in or linear. Dragging a splitter never glides.
animation-duration 150
animation-easing ease-out

# The monitors: RandR's (none), or rectangles of the screen as i3's fake-outputs writes
# them (1024x768+0+0,1024x768+1024+0), named fake-0, fake-1...
fake-outputs none

"""#
}
