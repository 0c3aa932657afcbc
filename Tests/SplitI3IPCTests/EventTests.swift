// i3's window and workspace events from what the reducer notices, driven as the window manager
// drives them: a window managed, focused, retitled, moved, floated, marked, closed; workspaces
// renamed and moved to another output.
import SplitCommands
import SplitEngine
import SplitI3IPC
import SplitJSON
import SplitState
import StateScriptSupport
import Testing
import XModel

@Suite struct EventTests {
    /// i3's window changes among a reaction's notices, in order.
    static func changes(_ reaction: Reaction) -> [I3WindowChange] {
        reaction.effects.compactMap { effect in
            guard case .notice(.window(let change, let window, _)) = effect else { return nil }
            return I3WindowChange(notice: change, window: window)
        }
    }

    /// The events for one reaction, as the socket would send them after its loop turn.
    static func events(_ reaction: Reaction, _ state: WMState, _ told: inout I3WindowEvents) -> [(change: String, container: JSON)] {
        told.events(for: changes(reaction), tree: I3Tree(of: state), clients: state.clients).map { event in
            guard case .string(let change)? = event["change"], let container = event["container"] else { return ("?", .null) }
            return (change, container)
        }
    }

    @Test func aWindowsLifeIsToldInI3sWords() throws {
        var state = Examples.row(1)
        var told = I3WindowEvents()
        // A new window: `new`, then `focus`, with its container as the tree has it.
        var facts = ClientFacts()
        facts.title = "second"
        let managed = state.handle(.manage(client(2, WindowIdentity(className: "XTerm", instance: "xterm", role: nil), facts: facts), mapped: true))
        let born = Self.events(managed, state, &told)
        #expect(born.map(\.change) == ["new", "focus"], "\(born.map(\.change))")
        #expect(born.first?.container["id"] == .int(2) && born.first?.container["name"] == "second")
        #expect(born.first?.container["focused"] == false, "i3 sends `new` before the focus moves")
        #expect(born.last?.container["focused"] == true)

        // A title: `title`, with the new one.
        var update = PropertyUpdate()
        update.title = "renamed"
        let retitled = Self.events(state.handle(.propertiesChanged(w(2), update)), state, &told)
        #expect(retitled.map(\.change) == ["title"] && retitled.first?.container["name"] == "renamed")

        // `move left`: `move`; floating: `floating`; a mark: `mark`; fullscreen: `fullscreen_mode`.
        let reaction = state.handle(commands: try CommandParser.parse("move left; float toggle; mark here; fullscreen on"))
        #expect(reaction.failure == nil)
        let changed = Self.events(reaction, state, &told)
        #expect(changed.map(\.change) == ["move", "floating", "mark", "fullscreen_mode"], "\(changed.map(\.change))")
        #expect(changed.last?.container["fullscreen_mode"] == 1 && changed.last?.container["marks"] == ["here"])
        #expect(changed[1].container["floating"] == "user_on")
        // Tiled again by the user: i3's `user_off`.
        let tiled = Self.events(state.handle(commands: try CommandParser.parse("fullscreen off; float off")), state, &told)
        #expect(tiled.last.map { $0.change == "floating" && $0.container["floating"] == "user_off" } == true, "\(tiled.map(\.change))")

        // Closed: `close`, with the container last sent (the window is gone from the tree).
        let closed = Self.events(state.handle(.destroyed(w(2))), state, &told)
        #expect(closed.first?.change == "close" && closed.first?.container["name"] == "renamed", "\(closed.map(\.change))")
        #expect(I3Tree(of: state).node(withID: 2) == nil)
    }

    @Test func aWindowNoEventToldOfClosesWithItsIdsAlone() {
        var state = Examples.row(2)
        var told = I3WindowEvents()
        let closed = Self.events(state.handle(.destroyed(w(1))), state, &told)
        #expect(closed.first?.change == "close" && closed.first?.container["id"] == .int(1) && closed.first?.container["window"] == .int(1))
    }

    @Test func aChangeRepeatedAtOnceIsOneEvent() {
        let state = Examples.row(1)
        var told = I3WindowEvents()
        let title = I3WindowChange(notice: "title", window: w(1))!
        let events = told.events(for: [title, title, I3WindowChange(notice: "urgent", window: w(1))!, title], tree: I3Tree(of: state), clients: state.clients)
        #expect(events.map { $0["change"] } == ["title", "urgent", "title"])
    }

    @Test func aContainerKeptForAWindowGoneUntoldIsForgotten() {
        var state = Examples.row(2)
        var told = I3WindowEvents()
        // Told of window 2's title, then 2 goes while nobody hears (its close never reaches here).
        _ = told.events(for: [I3WindowChange(notice: "title", window: w(2))!], tree: I3Tree(of: state), clients: state.clients)
        _ = state.handle(.destroyed(w(2)))
        _ = told.events(for: [I3WindowChange(notice: "title", window: w(1))!], tree: I3Tree(of: state), clients: state.clients)
        // X gives the id to a new window, which closes: its own ids, not the old window's name.
        Examples.manage(2, in: &state) { $0.facts.title = "newcomer" }
        _ = state.handle(.destroyed(w(2)))
        let closed = told.events(for: [I3WindowChange(notice: "unmanaged", window: w(2))!], tree: I3Tree(of: state), clients: state.clients)
        #expect(closed.first?["container"]?["name"] != "window 2", "\(closed)")
    }

    @Test func aScratchpadWindowShownIsToldMovedInItsFloatingConThenFocused() throws {
        var state = Examples.row(2)
        var told = I3WindowEvents()
        try run("move scratchpad", on: &state)
        let shown = Self.events(state.handle(commands: try CommandParser.parse("scratchpad show")), state, &told)
        #expect(shown.map(\.change) == ["move", "focus"], "\(shown.map(\.change))")
        // i3 moves a floating window's floating_con from workspace to workspace, and sends that.
        let moved = shown.first?.container
        #expect(moved?["type"] == "floating_con", "\(String(describing: moved))")
        guard case .array(let children)? = moved?["nodes"] else { Issue.record("no nodes in \(String(describing: moved))"); return }
        #expect(children.count == 1 && children.first?["name"] == "window 2", "\(children)")
        #expect(shown.last?.container["name"] == "window 2" && shown.last?.container["focused"] == true)
    }

    @Test func splitwmsOwnNoticesThatI3DoesNotTellAreLeftOut() {
        #expect(I3WindowChange(notice: "splitter", window: w(1)) == nil)
        #expect(I3WindowChange(notice: "tiled", window: w(1))?.change == "floating")
        #expect(I3WindowChange(notice: "scratchpad", window: w(1))?.change == "move")
    }

    @Test func aWorkspaceRenamedOrMovedToAnotherOutputIsTold() throws {
        var state = Examples.twoMonitors()
        let before = I3WorkspaceSnapshot(of: state).withContainers(from: I3Tree(of: state))
        try run("move workspace to monitor right", on: &state)
        let now = I3WorkspaceSnapshot(of: state)
        #expect(!now.tellsTheSame(as: before))
        let events = now.withContainers(from: I3Tree(of: state)).events(since: before)
        let moved = events.filter { $0["change"] == "move" }
        #expect(moved.count == 1 && moved.first?["current"]?["output"] == "HDMI-1", "\(events.map { $0["change"] })")
    }
}
