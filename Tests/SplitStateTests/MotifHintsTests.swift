// _MOTIF_WM_HINTS' decorations as the reducer takes them: decoded as i3 decodes them, a hint
// that refuses decorations takes the title bar away (at map and when it changes), a hint that
// asks for them leaves the `title-bars` setting in charge, and a rule or a `border` command
// wins over the hint whatever the client writes later.
import SplitCommands
import SplitConfig
import SplitEngine
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct MotifHintsTests {
    /// flags, functions, decorations, input mode, status: what Xlib's and GTK's clients write.
    static let decodingCases: [(items: [UInt32], expected: MotifDecorations?)] = [
        ([2, 0, 0, 0, 0], .undecorated),          // feh, mpv: MWM_HINTS_DECORATIONS, nothing
        ([2, 0, 1, 0, 0], .titled),               // MWM_DECOR_ALL
        ([2, 0, 8, 0, 0], .titled),               // MWM_DECOR_TITLE
        ([2, 0, 2, 0, 0], .borderOnly),           // MWM_DECOR_BORDER alone
        ([2, 0, 2 | 4 | 16, 0, 0], .borderOnly),  // border, resize handles and menu: still no title
        ([3, 0x3E, 0x7E, 0, 0], .titled),         // Qt's every window: functions and decorations
        ([1, 0x3E, 0, 0, 0], nil),                // functions only: decorations not said
        ([0, 0, 0, 0, 0], nil),
        ([2, 0, 0], .undecorated),                // three items are enough
        ([2, 0], nil),                            // too short to hold the decorations
        ([2], nil),
        ([], nil),
        ([0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF], .titled),
    ]

    @Test func decorationsAreDecodedAsI3DecodesThem() {
        for c in Self.decodingCases {
            #expect(MotifDecorations(decoding: c.items) == c.expected, "\(c.items)")
        }
    }

    static func state(titleBars: Bool, rules ruleLines: [String] = []) -> WMState {
        WMState(settings: settings {
            $0.border.titleBars = titleBars
            $0.rules = rules(ruleLines)
        }, screen: Rect(x: 0, y: 0, width: 1200, height: 800))
    }

    static func manage(_ id: UInt32, _ decorations: MotifDecorations?, className: String = "App", in d: inout WMState) {
        let identity = WindowIdentity(className: className, instance: className.lowercased(), role: nil)
        _ = d.handle(.manage(client(id, identity, facts: facts { $0.decorations = decorations }), mapped: false))
    }

    @Test func aHintRefusingDecorationsTakesTheTitleBarAwayAndOneAskingForThemChangesNothing() {
        var on = Self.state(titleBars: true)
        Self.manage(1, nil, in: &on)
        Self.manage(2, .undecorated, in: &on)
        Self.manage(3, .borderOnly, in: &on)
        Self.manage(4, .titled, in: &on)
        #expect([1, 2, 3, 4].map { on.titleBars.has(w($0)) } == [true, false, false, true])
        // With title bars off, asking for decorations gives none: the hint only takes away.
        var off = Self.state(titleBars: false)
        Self.manage(1, .titled, in: &off)
        Self.manage(2, .undecorated, in: &off)
        #expect([1, 2].map { off.titleBars.has(w($0)) } == [false, false])
        // The tile below a refused title bar is the whole tile: the layout has no bar for it.
        #expect(!on.focusedLayout.groups.contains { $0.split == nil && $0.tabs == [w(2)] })
    }

    @Test func aHintChangedLaterIsFollowedUntilTheUserChooses() throws {
        var d = Self.state(titleBars: true)
        Self.manage(1, nil, in: &d)
        _ = d.handle(.propertiesChanged(w(1), PropertyUpdate(decorations: .some(.undecorated))))
        #expect(!d.titleBars.has(w(1)))
        _ = d.handle(.propertiesChanged(w(1), PropertyUpdate(decorations: .some(nil))))
        #expect(d.titleBars.has(w(1)), "the hint gone, the setting decides again")
        _ = d.handle(.propertiesChanged(w(1), PropertyUpdate(decorations: .some(.borderOnly))))
        #expect(!d.titleBars.has(w(1)))
        // `border normal` said after the hint wins over it, and over what the client writes next.
        try run("border normal", on: &d)
        #expect(d.titleBars.has(w(1)))
        _ = d.handle(.propertiesChanged(w(1), PropertyUpdate(decorations: .some(.undecorated))))
        #expect(d.titleBars.has(w(1)))
        // `border toggle` starts from what is shown, the hint's choice included.
        var e = Self.state(titleBars: true)
        Self.manage(1, .undecorated, in: &e)
        try run("border toggle", on: &e)
        #expect(e.titleBars.has(w(1)))
        #expect(e.clients[w(1)]?.titleBar == true)
    }

    @Test func aRuleWinsOverTheHint() {
        var d = Self.state(titleBars: true, rules: ["class=Feh border normal", "class=Term border pixel"])
        Self.manage(1, .undecorated, className: "Feh", in: &d)
        Self.manage(2, .titled, className: "Term", in: &d)
        #expect(d.titleBars.has(w(1)))
        #expect(!d.titleBars.has(w(2)))
        _ = d.handle(.propertiesChanged(w(1), PropertyUpdate(decorations: .some(.borderOnly))))
        #expect(d.titleBars.has(w(1)))
    }

    @Test func theHintIsNotSavedAsAChoice() {
        // A restart reads the hint again from X; only what the user chose is the state's to keep.
        var d = Self.state(titleBars: true)
        Self.manage(1, .undecorated, in: &d)
        #expect(d.clients[w(1)]?.titleBar == nil)
        #expect(SavedLayout(of: d).traits.titleBars[w(1)] == nil)
        _ = d.handle(.destroyed(w(1)))
        #expect(d.clients.untitledByChoice.isEmpty)
    }
}
