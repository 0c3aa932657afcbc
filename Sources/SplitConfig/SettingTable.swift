// Every config setting: its name, value syntax, one-line doc, how it fills `Settings` and how
// `Settings` writes it back. The config parser reads through this table and docs/configuration.md's
// settings reference is generated from it.
import SplitCommands
import SplitEngine
import SplitSyntax

package struct SettingSpec: Sendable {
    let name: String
    /// The value syntax as documented, e.g. `F` or `yes|no`.
    let value: String
    /// The values allowed, when the syntax does not say, e.g. "0 to 100".
    var range: String?
    let doc: String
    /// The setting this one is another name for (`gaps-inner` is `splitter-thickness`): a
    /// config may give only one of the two.
    var aliasOf: String?
    let apply: @Sendable (inout Settings, inout Arguments) throws(ParseFailure) -> Void
    /// The value as a config line writes it (`parse("\(name) \(format(s))")` sets it back).
    let format: @Sendable (Settings) -> String

    /// A fraction within `range`.
    static func fraction(_ name: String, _ range: ClosedRange<Double>, _ field: WritableKeyPath<Settings, Double> & Sendable,
                         doc: String) -> SettingSpec {
        SettingSpec(name: name, value: "F", range: "\(Numbers.bound(range.lowerBound)) to \(Numbers.bound(range.upperBound))", doc: doc,
                    apply: { s, a throws(ParseFailure) in s[keyPath: field] = try a.fraction(in: range) },
                    format: { Numbers.text($0[keyPath: field]) })
    }

    static func yesNo(_ name: String, _ field: WritableKeyPath<Settings, Bool> & Sendable, doc: String) -> SettingSpec {
        SettingSpec(name: name, value: "yes|no", doc: doc,
                    apply: { s, a throws(ParseFailure) in s[keyPath: field] = try a.choice(["yes": true, "no": false]) },
                    format: { $0[keyPath: field] ? "yes" : "no" })
    }

    /// A tab's three colours: border, background, text.
    static func tabColors(_ name: String, _ field: WritableKeyPath<Settings, TabColors> & Sendable, doc: String) -> SettingSpec {
        SettingSpec(name: name, value: "#border #background #text", doc: doc,
                    apply: { s, a throws(ParseFailure) in
                        s[keyPath: field] = TabColors(border: try a.color(), background: try a.color(), text: try a.color())
                    },
                    format: { "\($0[keyPath: field].border) \($0[keyPath: field].background) \($0[keyPath: field].text)" })
    }

    static func color(_ name: String, _ field: WritableKeyPath<Settings, RGB> & Sendable, doc: String) -> SettingSpec {
        SettingSpec(name: name, value: "#rrggbb", doc: doc,
                    apply: { s, a throws(ParseFailure) in s[keyPath: field] = try a.color() },
                    format: { $0[keyPath: field].description })
    }

    /// One of a few words, each standing for a value.
    /// `shown` writes the choices shorter where the list is too long for a man page's line.
    static func choice<T: Equatable & Sendable>(
        _ name: String, _ field: WritableKeyPath<Settings, T> & Sendable, _ choices: KeyValuePairs<String, T>, shown: String? = nil, doc: String
    ) -> SettingSpec {
        let pairs = choices.map { ($0.key, $0.value) }
        return SettingSpec(name: name, value: shown ?? pairs.map(\.0).joined(separator: "|"), doc: doc,
                           apply: { s, a throws(ParseFailure) in s[keyPath: field] = try a.choice(choices) },
                           format: { s in pairs.first { $0.1 == s[keyPath: field] }?.0 ?? pairs[0].0 })
    }

    /// A whole number within `range`, read and written through `get` and `set` (the splitter
    /// style's lengths are read-only, so those settings rebuild the style).
    static func whole(
        _ name: String, _ range: ClosedRange<Int>, unit: String = "pixels", doc: String, aliasOf: String? = nil,
        get: @escaping @Sendable (Settings) -> Int, set: @escaping @Sendable (inout Settings, Int) -> Void
    ) -> SettingSpec {
        SettingSpec(name: name, value: "N", range: "\(range.lowerBound) to \(range.upperBound)", doc: doc, aliasOf: aliasOf,
                    apply: { s, a throws(ParseFailure) in set(&s, try a.whole(in: range, unit: unit)) },
                    format: { "\(get($0))" })
    }

    /// A floating size bound, `W H`, each -1 (none), 0 (i3's own) or pixels.
    static func floatingBound(_ name: String, _ field: WritableKeyPath<Settings, FloatingBound> & Sendable, doc: String) -> SettingSpec {
        SettingSpec(name: name, value: "W H", range: "-1 to 65535 each", doc: doc,
                    apply: { s, a throws(ParseFailure) in
                        func side() throws(ParseFailure) -> Int {
                            let expected = "a whole number of pixels from 0 to 65535, or -1 for no limit"
                            let word = try a.next(expecting: expected)
                            guard let n = word.text == "-1" ? -1 : Numbers.whole(word.text), n <= 65535 else { throw a.failure(word, expected: expected) }
                            return n
                        }
                        let width = try side()
                        s[keyPath: field] = FloatingBound(width: width, height: try side())
                    },
                    format: { "\($0[keyPath: field].width) \($0[keyPath: field].height)" })
    }

    static func whole(_ name: String, _ range: ClosedRange<Int>, unit: String = "pixels",
                      _ field: WritableKeyPath<Settings, Int> & Sendable, doc: String) -> SettingSpec {
        whole(name, range, unit: unit, doc: doc, get: { $0[keyPath: field] }, set: { $0[keyPath: field] = $1 })
    }
}

package enum SettingTable {
    /// The shares a new split's side may have (SplitCommands: `min` and rules take the same).
    static let newSide = NewSide.shares

    static let settings: [SettingSpec] = [
        .fraction("split-fraction", newSide, \.newSplit.fraction,
                  doc: "The primary side's share of every new split; kept within the minimums below. Each side of a new split gets at least 5 % of it, so the new window is always seen."),
        .fraction("split-min-primary", 0...newSide.upperBound, \.newSplit.constraints.minPrimaryFraction,
                  doc: "The smallest share a drag or resize leaves a new split's primary (left or top) side; at most 0.95, so the other side keeps 5 %."),
        .fraction("split-min-secondary", 0...newSide.upperBound, \.newSplit.constraints.minSecondaryFraction,
                  doc: "The smallest share a drag or resize leaves a new split's secondary (right or bottom) side; at most 0.95, so the other side keeps 5 %."),
        .yesNo("split-drag-to-hide-primary", \.newSplit.constraints.dragToHidePrimary,
               doc: "Dragging more than halfway past the primary side's minimum hides that side."),
        .yesNo("split-drag-to-hide-secondary", \.newSplit.constraints.dragToHideSecondary,
               doc: "Dragging more than halfway past the secondary side's minimum hides that side."),
        .choice("split-priority", \.newSplit.constraints.priority, ["none": nil, "primary": .primary, "secondary": .secondary],
                doc: "The side of a new split that keeps its pixel size when the split's area changes."),
        .choice("placement", \.placement, [
            "longer-side": .split(.longerSide), "longer-side-first": .split(.longerSideFirst),
            "spiral": .split(.spiral), "spiral-first": .split(.spiralFirst),
            "left": .split(.toward(.left)), "right": .split(.toward(.right)), "up": .split(.toward(.up)),
            "down": .split(.toward(.down)), "container": .container,
        ], shown: "longer-side[-first]|spiral[-first]|left|right|up|down|container", doc: "Where a new window goes: beside the focused one, splitting its tile: along its longer side (new window right or below, or with `-first` left or above), or with `spiral` as bspwm's spiral scheme (the new window takes the place of the split holding the focused one, on the focused one's side, and that split turns a quarter, so the windows wind inward; the first split, beside a lone window, is `longer-side`'s, or `longer-side-first`'s with `spiral-first`), or always toward a direction; or, with `container`, as in i3: into the focused window's container (the row or column of windows it is in), after it, the container's windows then sharing its room evenly (those resized keep their proportions, and a window closing gives its room back to the others in proportion). A preselection, or a rule that gives the new window a direction, a fraction or split values, still splits the focused window."),
        .choice("default-orientation", \.defaultOrientation, ["auto": .auto, "horizontal": .horizontal, "vertical": .vertical],
                doc: "With `placement container`, how a window and the one it joins line up when that one is alone on its workspace (i3's `default_orientation`): side by side, above and below, or `auto`: side by side unless the workspace is taller than it is wide."),
        SettingSpec(name: "collapse-below", value: "W H", range: "0 to 65535 each",
                    doc: "A split narrower than W (side by side) or shorter than H (above/below) pixels shows only its focused side; 0 never.",
                    apply: { s, a throws(ParseFailure) in
                        let width = try a.whole(in: 0...65535, unit: "pixels")
                        s.collapseBelow = Size(width: width, height: try a.whole(in: 0...65535, unit: "pixels"))
                    },
                    format: { "\($0.collapseBelow.width) \($0.collapseBelow.height)" }),
        .floatingBound("floating-minimum-size", \.floatingMinimumSize,
                       doc: "The smallest width and height in pixels a `resize` leaves a floating window, border excluded (i3's `floating_minimum_size`): -1 for no limit, 0 for i3's own, 75 by 50."),
        .floatingBound("floating-maximum-size", \.floatingMaximumSize,
                       doc: "The largest width and height in pixels a `resize` leaves a floating window, border excluded (i3's `floating_maximum_size`): -1 for no limit, 0 for i3's own, all the monitors together."),
        .whole("splitter-thickness", 0...100,
               doc: "Pixels drawn between the two sides of a split; 0 makes invisible splitters that can still be dragged.",
               get: { $0.newSplit.style.visibleThickness }, set: { $0.newSplit.style.set(visibleThickness: $1) }),
        .whole("gaps-inner", 0...100, doc: "The space between windows (i3's `gaps inner`): another name for `splitter-thickness`, which fills it and can be dragged across its whole width; a config sets one of the two.",
               aliasOf: "splitter-thickness",
               get: { $0.newSplit.style.visibleThickness }, set: { $0.newSplit.style.set(visibleThickness: $1) }),
        .whole("gaps-outer", 0...1000, \.gaps.outer,
               doc: "Empty pixels between each edge of a monitor's work area (after panels) and the tiles (i3's `gaps outer`); at most a third of the area's width or height."),
        .yesNo("smart-gaps", \.gaps.smart,
               doc: "No outer gap while a workspace shows one window (one in its tree, or zoomed), as i3's `smart_gaps on`."),
        .whole("splitter-inset", 0...1000, doc: "Pixels left undrawn at each end of a splitter.",
               get: { $0.newSplit.style.inset }, set: { $0.newSplit.style.set(inset: $1) }),
        .whole("splitter-hit", 0...100,
               doc: "Pixels across a splitter that react to the pointer, centred on it (never fewer than its thickness).",
               get: { $0.newSplit.style.hitThickness }, set: { $0.newSplit.style.set(hitThickness: $1) }),
        .color("splitter-color", \.newSplit.style.color, doc: "The colour of splitters."),
        .yesNo("splitter-hides-with-side", \.newSplit.style.hidesWithSide,
               doc: "A split with a hidden side hides its splitter too (then only a command shows the side again)."),
        .whole("border-width", 0...100, \.border.width,
               doc: "The width in pixels of the border drawn around each window, inside its tile."),
        .color("border-focused", \.border.focusedColor, doc: "The border colour of the focused window."),
        .color("border-unfocused", \.border.unfocusedColor, doc: "The border colour of every other window."),
        .color("border-urgent", \.border.urgentColor,
               doc: "The border colour of a window that wants attention (it asked for focus and did not get it, or set its urgency hint), until it is focused."),
        .yesNo("title-bars", \.border.titleBars,
               doc: "Give every tiled window a title bar above it showing its title, in the tabs' `font` and colours (i3's `default_border normal`); the `border` command changes one window's. A window in a tabbed or stacked group has its tab instead, a tile shorter than two rows has none."),
        SettingSpec(name: "floating-border-width", value: "N", range: "-1 to 100",
                    doc: "The width in pixels of a floating window's border (i3's `default_floating_border pixel N`); -1, the default: `border-width`.",
                    apply: { s, a throws(ParseFailure) in
                        let expected = "a whole number of pixels from 0 to 100, or -1 for border-width's"
                        let word = try a.next(expecting: expected)
                        guard let n = word.text == "-1" ? -1 : Numbers.whole(word.text), n <= 100 else { throw a.failure(word, expected: expected) }
                        s.border.floatingWidth = n
                    },
                    format: { "\($0.border.floatingWidth)" }),
        .yesNo("floating-title-bars", \.border.floatingTitleBars,
               doc: "Say that a floating window has a title bar (i3's `default_floating_border normal`): the i3 IPC reports its border as `normal`. splitwm draws no title bar above a floating window yet, only its border."),
        SettingSpec(name: "font", value: "FONT",
                    doc: "The font of the tabs of tabbed and stacked groups, as i3's `font` line: a pango description (`pango:DejaVu Sans 9`, `monospace bold 8`) or an X font name, whose family and pixel size are used.",
                    apply: { s, a throws(ParseFailure) in
                        var words: [String] = []
                        repeat { words.append(try a.next(expecting: "a font").text) } while a.hasMore
                        s.tabs.font = words.joined(separator: " ")
                    },
                    format: { $0.tabs.font }),
        .tabColors("tab-focused", \.tabs.focused, doc: "The colours of the focused window's tab (i3's `client.focused`)."),
        .tabColors("tab-focused-inactive", \.tabs.focusedInactive,
                   doc: "The colours of the tab a group shows while the focus is elsewhere (i3's `client.focused_inactive`)."),
        .tabColors("tab-unfocused", \.tabs.unfocused, doc: "The colours of the other tabs (i3's `client.unfocused`)."),
        .tabColors("tab-urgent", \.tabs.urgent, doc: "The colours of the tab of a window that wants attention (i3's `client.urgent`)."),
        .choice("workspace-layout", \.tabs.workspaceLayout, ["default": nil, "tabbed": .tabbed, "stacking": .stacked],
                doc: "What the first split on a workspace becomes (i3's `workspace_layout`): a split (`default`), or a tabbed or stacked group that later windows join."),
        .yesNo("focus-follows-mouse", \.focusFollowsMouse, doc: "Focus the window the pointer enters, or whose title bar it enters; entering a group's bar focuses the member focused last there."),
        .choice("focus-wrapping", \.focusWrapping, ["yes": .yes, "no": .no, "force": .force, "workspace": .workspace],
                doc: "Where `focus left|right|up|down` goes from a window with nothing beyond it that way (i3's `focus_wrapping`): `no`, to the next monitor that way or nowhere; `yes` (i3's default), to the next monitor, else around to the window at the other end of the innermost row (or column) holding it; `workspace`, around, never to another monitor; `force`, around within the innermost row or column whenever the window is at its end, even with windows or monitors beyond. Tabs of a group are stepped through as before."),
        .yesNo("workspace-auto-back-and-forth", \.workspaceAutoBackAndForth,
               doc: "`workspace N` or `workspace NAME` naming the workspace already shown shows the one shown before it, as `workspace back-and-forth` (i3's `workspace_auto_back_and_forth`)."),
        .choice("focus-on-window-activation", \.focusOnActivation,
                ["smart": .smart, "urgent": .urgent, "focus": .focus, "none": .none],
                doc: "What an application's request to be focused does (any source but a pager's, as in i3): `smart` focuses it only when its workspace is shown and the request follows your last key or button press (an old client's, source 0 as `wmctrl -a` sends, has no time: its workspace alone decides), and otherwise marks it urgent, `urgent` always marks it, `focus` always focuses, switching workspaces, `none` ignores it. Pagers and tools sending source 2 (`xdotool windowactivate`) always focus."),
        .choice("drag-mode", \.dragMode, ["live": .live, "on-release": .onRelease],
                doc: "Windows follow a dragged splitter at every motion (`live`), or once when the button is released."),
        SettingSpec(name: "drag-modifier", value: "MODS",
                    doc: "Held with button 1 inside a window, moves it (a tile as `tiling-drag modifier` says, else its nearest splitter is dragged); with button 3, drags a tile's nearest splitter or resizes a floating window by its corner (e.g. `Mod4` or `Mod1+Shift`).",
                    apply: { s, a throws(ParseFailure) in s.dragModifier = try a.modifiers() },
                    format: { $0.dragModifier.description }),
        SettingSpec(name: "tiling-drag", value: "modifier|titlebar...|off",
                    doc: "What moves a tile with the mouse, as i3's `tiling_drag`: `modifier` (the drag modifier with button 1 inside it), `titlebar` (a drag of its title bar or tab), both, or `off`. The tile lands where the pointer is let go: in the middle of another tile it trades places with it, nearer an edge it goes beside it on that side, on a group's bar it joins the group after the tab under the pointer (a tab of that group moves there), on an empty monitor it is that workspace's tile; a frame shows where while dragging, and Escape cancels.",
                    apply: { s, a throws(ParseFailure) in
                        var drag: TilingDrag = []
                        let first = try a.choice(["modifier": TilingDrag.modifier, "titlebar": .titleBar, "off": []])
                        drag.formUnion(first)
                        while !first.isEmpty, a.remaining > 0 { drag.formUnion(try a.choice(["modifier": TilingDrag.modifier, "titlebar": .titleBar])) }
                        s.tilingDrag = drag
                    },
                    format: { s in
                        s.tilingDrag.isEmpty ? "off"
                            : [(TilingDrag.modifier, "modifier"), (.titleBar, "titlebar")].filter { s.tilingDrag.contains($0.0) }.map(\.1).joined(separator: " ")
                    }),
        .whole("double-click-ms", 0...5000, unit: "milliseconds", \.doubleClickMilliseconds,
               doc: "Two presses on a splitter within this many milliseconds share its split equally."),
        .whole("smallest-tile-to-split", 0...65535, \.smallestTileToSplit,
               doc: "A new window goes beside the largest tile instead of the focused one when the focused tile's longer side is shorter than this many pixels."),
        .whole("animation-duration", 0...2000, unit: "milliseconds", \.animation.milliseconds,
               doc: "How long a change of the tiling (a new or closed window, a command, a workspace switch) takes to glide; 0 shows it at once. Every frame is a tiling of its own; dragging a splitter never glides."),
        .choice("animation-easing", \.animation.easing,
                ["ease-out": .easeOut, "ease-in-out": .easeInOut, "ease-in": .easeIn, "linear": .linear],
                doc: "How the glide's speed changes: `ease-out` starts fast and settles, `ease-in-out` is slow at both ends, `ease-in` starts slowly, `linear` keeps one speed."),
        SettingSpec(name: "fake-outputs", value: "none|WxH+X+Y[P],...",
                    doc: "Manage these rectangles of the screen as the monitors instead of those RandR reports, as i3's `fake-outputs`: width x height + left + top, `P` after the primary one, joined by commas (`1024x768+0+0,1024x768+1024+0`). They are named `fake-0`, `fake-1`… in the order written; the one at 0,0 comes first, and two at the same place are one, the smaller of the two. `none` takes RandR's. Useful to try several monitors on one screen (Xephyr, Xvfb).",
                    apply: { s, a throws(ParseFailure) in
                        let word = try a.next(expecting: "none or monitors as WxH+X+Y joined by commas")
                        if word.text == "none" { s.fakeOutputs = []; return }
                        guard let outputs = FakeOutput.list(word.text) else {
                            throw a.failure(word, expected: "none or monitors as WxH+X+Y joined by commas (1024x768+0+0,1024x768+1024+0)")
                        }
                        s.fakeOutputs = outputs
                    },
                    format: { $0.fakeOutputs.isEmpty ? "none" : FakeOutput.text($0.fakeOutputs) }),
        SettingSpec(name: "bspwmrc", value: "none|PATH",
                    doc: "A bspwm config (a shell script of `bspc` calls, such as `~/.config/bspwm/bspwmrc`) that splitwm runs at every start, `restart` included, once bspwm's socket listens, with `0` as its argument at the first start and `3` after a restart (as bspwm gives its bspwmrc after `bspc wm -r`); `bspc wm -r` is `restart`. With `none`, splitwm runs none, except without any config (none of its own, no i3 config): then it runs the user's `$XDG_CONFIG_HOME/bspwm/bspwmrc` (else `~/.config/bspwm/bspwmrc`) when it is executable, as bspwm would, and binds no key of the built-in config's (sxhkd has the keyboard, as under bspwm).",
                    apply: { s, a throws(ParseFailure) in
                        if a.taking("none") { s.bspwmrc = nil; return }
                        // The rest of the line, as `font` reads it: a path may hold blanks.
                        let expected = "none or a path, absolute (/…) or in the home directory (~/…)"
                        let first = try a.next(expecting: expected)
                        guard first.text.hasPrefix("/") || first.text.hasPrefix("~/") else { throw a.failure(first, expected: expected) }
                        var words = [first.text]
                        while a.hasMore { words.append(try a.next(expecting: "a path").text) }
                        s.bspwmrc = words.joined(separator: " ")
                    },
                    format: { $0.bspwmrc ?? "none" }),
    ]

    /// The settings a config writes, each once: the table less the other names (`gaps-inner`).
    static let canonical: [SettingSpec] = settings.filter { $0.aliasOf == nil }

    package static let byName: [String: SettingSpec] = Dictionary(uniqueKeysWithValues: settings.map { ($0.name, $0) })
}

extension SplitterStyle {
    // The style's lengths are read-only (its initializer bounds them), so a setting rebuilds it.
    mutating func set(visibleThickness: Int? = nil, inset: Int? = nil, hitThickness: Int? = nil) {
        self = SplitterStyle(
            visibleThickness: visibleThickness ?? self.visibleThickness, inset: inset ?? self.inset,
            hitThickness: hitThickness ?? self.hitThickness, color: color, hidesWithSide: hidesWithSide)
    }
}

extension Arguments {
    /// One or more modifiers joined by `+`: `Mod4`, `Mod1+Shift`.
    mutating func modifiers() throws(ParseFailure) -> KeyModifiers {
        let expected = ModifierNames.expected
        let word = try next(expecting: expected)
        switch KeyModifiers.parse(word.text.split(separator: "+", omittingEmptySubsequences: false), from: word.offset) {
        case .success(let modifiers): return modifiers
        case .failure(let unknown):
            throw ParseFailure(offset: unknown.offset, command: owner, word: String(unknown.name), expected: expected)
        }
    }
}

package enum ModifierNames {
    /// "Shift, Control or Ctrl, Mod1 or Alt, …" for messages.
    package static let accepted = KeyModifiers.names
        .sorted { $0.modifier.rawValue < $1.modifier.rawValue }
        .map { ([$0.name] + $0.aliases.map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined(separator: " or ") }
        .joined(separator: ", ")
    static let expected = "modifiers joined by + (\(accepted))"
}
