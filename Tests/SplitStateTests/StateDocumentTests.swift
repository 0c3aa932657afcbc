// The state document without X: built from a state and its picture, the state file and
// `query tree` are one document, the state file reads back as the layout a restore needs
// (`SavedLayout(of:)`), the first state files still read, and bad files say where.
import Foundation
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import SplitJSON
import StateScriptSupport
import Testing
import XModel

@Suite struct StateDocumentTests {
    /// What the first state file format looked like: written by the window manager before
    /// the state document (JSONEncoder, sorted keys) with three windows, the right side hidden
    /// (Tests/Fixtures/state-file-version-1.json, which the state file's own tests load from disk too).
    static let firstFormat = try! String(contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0] + "/Tests/Fixtures/state-file-version-1.json",
                                         encoding: .utf8)

    static let a = WindowID(rawValue: 0x40_0001), b = WindowID(rawValue: 0x60_0001), c = WindowID(rawValue: 0x80_0001)

    /// A tree with every kind of split field set: hidden side, constraints, priority, style, zoom, a minimum size.
    static let tree: SplitTree<WindowID> = {
        var outer = Split(layout: .horizontal, fraction: 0.3,
                          constraints: SplitConstraints(minPrimaryFraction: 0.1, dragToHidePrimary: true, priority: .primary),
                          style: SplitterStyle(visibleThickness: 3, inset: 2, hitThickness: 9, color: RGB(0x88C0D0)))
        outer.hidden = .secondary
        let inner = SplitNode<WindowID>.split(Split(layout: .vertical, fraction: 1.0 / 3), .leaf(b, minSize: Size(width: 200, height: 100)), .leaf(c))
        return try! SplitTree(root: .split(outer, .leaf(a), inner), zoomed: b)
    }()

    static let identities: [WindowID: WindowIdentity] = [
        a: WindowIdentity(className: "XTerm", instance: "xterm", role: nil),
        b: WindowIdentity(className: "Firefox", instance: "Navigator", role: "browser \"main\""),
        c: WindowIdentity(className: "", instance: "", role: nil),
    ]

    /// A document of one tree (as versions 1 and 2 held), written as `projection`.
    static func document() -> StateDocument {
        var windows: [WindowID: StateDocument.WindowEntry] = [:]
        for window in tree.leaves {
            windows[window] = StateDocument.WindowEntry(identity: identities[window]!, title: "title of \(window)\n",
                                                   urgent: window == c, rect: window == c ? nil : PixelRect(x: 1, y: 2, width: 300, height: 400))
        }
        return StateDocument(focusedWorkspace: workspace("1", area: Rect(x: 0, y: 0, width: 1920, height: 1080), tree: tree),
                             focused: b, windows: windows, order: tree.leaves)
    }

    static func workspace(_ name: String, number: Int? = nil, monitor: String = "screen", shown: Bool = true, area: Rect,
                          tree: SplitTree<WindowID>, floating: [WindowID] = []) -> StateDocument.WorkspaceEntry {
        StateDocument.WorkspaceEntry(name: name, number: number, monitor: monitor, shown: shown, area: area, tree: tree, floating: floating)
    }

    static func text(_ document: StateDocument, _ projection: StateDocument.Projection, pretty: Bool = false) -> String {
        String(decoding: document.bytes(projection, pretty: pretty), as: UTF8.self)
    }

    @Test func theFirstStateFilesStillRead() throws {
        let saved = try SavedLayout(reading: Self.firstFormat)
        #expect(saved.tree.leaves.map(\.rawValue) == [4194352, 6291504, 8388656])
        #expect(saved.tree.split(at: [])?.hidden == .secondary)
        #expect(saved.tree.split(at: [.secondary])?.fraction == 0.3)
        #expect(saved.area == Rect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(saved.focused == WindowID(rawValue: 4194352))
        #expect(saved.identities[WindowID(rawValue: 6291504)] == WindowIdentity(className: "Xmessage", instance: "right", role: nil))
    }

    @Test func aDocumentReadsBackWhatARestoreNeeds() throws {
        for pretty in [false, true] {
            let text = Self.text(Self.document(), .query, pretty: pretty)
            let saved = try SavedLayout(reading: text)
            #expect(saved.tree == Self.tree)
            #expect(saved.area == Rect(x: 0, y: 0, width: 1920, height: 1080))
            #expect(saved.focused == Self.b)
            #expect(saved.identities == Self.identities)
        }
    }

    /// `query tree` and the state file: the same document, the file without titles and the
    /// splits collapsed now.
    @Test func queryTreeAndTheStateFileAreOneDocument() throws {
        let query = try JSON(parsing: Self.document().json(.query).text)
        let file = try JSON(parsing: Self.text(Self.document(), .stateFile, pretty: true))
        func withoutLiveFacts(_ json: JSON) -> JSON {
            switch json {
            case .object(let members):
                .object(members.filter { $0.0 != "collapsedNow" }.map { ($0.0, $0.0 == "title" ? .null : withoutLiveFacts($0.1)) })
            default: json
            }
        }
        #expect(withoutLiveFacts(query) == file)
        #expect(query["root"]?["collapsedNow"] == false)
        #expect(query["version"] == 3)
        #expect(query["area"] == ["x": 0, "y": 0, "width": 1920, "height": 1080])
        #expect(query["focused"] == .int(Int(Self.b.rawValue)))
        #expect(query["zoomed"] == .int(Int(Self.b.rawValue)))
        let root = try #require(query["root"])
        #expect(root["layout"] == "horizontal")
        #expect(root["fraction"] == 0.3)
        #expect(root["hidden"] == "secondary")
        #expect(root["constraints"]?["priority"] == "primary")
        #expect(root["style"]?["color"] == "#88c0d0")
        #expect(root["primary"] == [
            "window": .int(Int(Self.a.rawValue)), "kind": "tiled", "fullscreen": false, "class": "XTerm",
            "instance": "xterm", "role": nil, "title": "title of 0x400001\n", "visible": true, "focused": false, "urgent": false,
            "marks": [], "rect": ["x": 1, "y": 2, "width": 300, "height": 400],
        ])
        let inner = try #require(root["secondary"])
        #expect(inner["fraction"] == .double(1.0 / 3), "fractions are written so they read back exactly")
        #expect(inner["primary"]?["focused"] == true)
        #expect(inner["primary"]?["role"] == "browser \"main\"")
        #expect(inner["primary"]?["minSize"] == ["width": 200, "height": 100])
        #expect(inner["secondary"]?["urgent"] == true)
        #expect(inner["secondary"]?["rect"] == .null)
        #expect(!Self.document().json(.query).text.contains("\n"), "compact for IPC: one line")
    }

    static let d = WindowID(rawValue: 0xA0_0001), e = WindowID(rawValue: 0xC0_0001)

    /// Two workspaces on two monitors: "1" (the tree above) focused on the left one, "web"
    /// (window d tiled, e floating) shown on the right one.
    static func twoWorkspaces() -> StateDocument {
        let left = Rect(x: 0, y: 0, width: 1920, height: 1080), right = Rect(x: 1920, y: 0, width: 1280, height: 1024)
        let web = try! SplitTree<WindowID>(root: .leaf(d, minSize: .zero))
        var windows: [WindowID: StateDocument.WindowEntry] = [:]
        for window in [a, b, c, d, e] {
            var identity = identities[window] ?? WindowIdentity(className: "", instance: "", role: nil)
            if window == d { identity = WindowIdentity(className: "Firefox", instance: "Navigator", role: nil) }
            if window == e { identity = WindowIdentity(className: "Pavucontrol", instance: "pavucontrol", role: nil) }
            let floats = PixelRect(x: 2000, y: 100, width: 400, height: 300), tile = PixelRect(x: 0, y: 0, width: 100, height: 100)
            windows[window] = StateDocument.WindowEntry(identity: identity, kind: window == e ? .floating : .tiled, title: "t",
                                                   rect: window == e ? floats : tile, frame: window == e ? floats : nil)
        }
        let workspaces = [
            workspace("1", number: 1, monitor: "left", area: left, tree: tree),
            workspace("web", monitor: "right", area: Rect(x: 1920, y: 20, width: 1280, height: 1004), tree: web, floating: [e]),
            workspace("3", number: 3, monitor: "gone", shown: false, area: left, tree: SplitTree()),
        ]
        return StateDocument(
            focusedWorkspace: workspaces[0], workspaces: workspaces,
            monitors: [
                StateDocument.MonitorEntry(name: "left", rect: left, area: left, primary: true, workspace: "1", focused: true),
                StateDocument.MonitorEntry(name: "right", rect: right, area: Rect(x: 1920, y: 20, width: 1280, height: 1004), primary: false,
                                      workspace: "web"),
            ],
            focused: b, windows: windows, order: [a, b, c, d, e])
    }

    @Test func everyWorkspaceReadsBackAsItWasWritten() throws {
        let text = Self.text(Self.twoWorkspaces(), .stateFile, pretty: true)
        let saved = try SavedLayout(reading: text)
        var expected = Self.identities
        expected[Self.d] = WindowIdentity(className: "Firefox", instance: "Navigator", role: nil)
        expected[Self.e] = WindowIdentity(className: "Pavucontrol", instance: "pavucontrol", role: nil)
        let left = Rect(x: 0, y: 0, width: 1920, height: 1080)
        #expect(saved == SavedLayout(
            tree: Self.tree, area: left, focused: Self.b, identities: expected,
            floating: [Self.e: PixelRect(x: 2000, y: 100, width: 400, height: 300)],
            workspaces: [
                SavedWorkspace(name: "1", number: 1, monitor: "left", shown: true, tree: Self.tree, area: left),
                SavedWorkspace(name: "web", number: nil, monitor: "right", shown: true,
                               tree: try SplitTree(root: .leaf(Self.d, minSize: .zero)),
                               area: Rect(x: 1920, y: 20, width: 1280, height: 1004), floating: [Self.e]),
                SavedWorkspace(name: "3", number: 3, monitor: "gone", shown: false, tree: SplitTree(), area: left),
            ],
            focusedWorkspaceName: "1"))
        // `query tree` shows the monitors too, and the focused workspace's tree at the top as before.
        let query = try JSON(parsing: Self.twoWorkspaces().json(.query).text)
        func item(_ json: JSON?, _ index: Int) -> JSON? {
            guard case .array(let items)? = json, items.indices.contains(index) else { return nil }
            return items[index]
        }
        #expect(query["workspace"] == "1")
        #expect(query["root"]?["layout"] == "horizontal")
        #expect(item(query["workspaces"], 1)?["root"]?["window"] == .int(Int(Self.d.rawValue)))
        #expect(item(item(query["workspaces"], 1)?["floating"], 0)?["kind"] == "floating")
        #expect(item(query["monitors"], 1) == [
            "name": "right", "rect": ["x": 1920, "y": 0, "width": 1280, "height": 1024],
            "area": ["x": 1920, "y": 20, "width": 1280, "height": 1004], "primary": false, "workspace": "web",
            "focused": false,
        ])
        // The same form as `query monitors` gives.
        #expect(query["monitors"] == (try JSON(parsing: StateDocument.json(Self.twoWorkspaces().monitors).text)))
    }

    /// The scratchpad (hidden windows in order, with their rectangles; a shown one says so)
    /// and every window's marks read back; a file written before them reads as none.
    @Test func theScratchpadAndMarksReadBack() throws {
        let left = Rect(x: 0, y: 0, width: 1920, height: 1080)
        let hidden = [Self.d, Self.e]
        var windows: [WindowID: StateDocument.WindowEntry] = [:]
        for window in [Self.a, Self.b, Self.c, Self.d, Self.e] {
            windows[window] = StateDocument.WindowEntry(
                identity: Self.identities[window] ?? WindowIdentity(className: "Term", instance: "t", role: nil),
                kind: hidden.contains(window) ? .floating : .tiled,
                rect: hidden.contains(window) ? nil : PixelRect(x: 10, y: 20, width: 300, height: 200),
                frame: hidden.contains(window) ? PixelRect(x: 10, y: 20, width: 300, height: 200) : nil,
                marks: window == Self.a ? ["term", "left side"] : window == Self.e ? ["pad"] : [], scratchpad: hidden.contains(window))
        }
        let one = Self.workspace("1", number: 1, monitor: "left", area: left, tree: Self.tree)
        let document = StateDocument(focusedWorkspace: one, workspaces: [one], focused: Self.b, scratchpad: hidden, windows: windows)
        let text = Self.text(document, .stateFile, pretty: true)
        let saved = try SavedLayout(reading: text)
        #expect(saved.scratchpad == hidden && saved.shownScratchpad.isEmpty)
        #expect(saved.traits.marks == [Self.a: ["term", "left side"], Self.e: ["pad"]])
        #expect(saved.floating[Self.d] == PixelRect(x: 10, y: 20, width: 300, height: 200))
        #expect(saved.identities[Self.e] == WindowIdentity(className: "Term", instance: "t", role: nil))
        // A shown scratchpad window is one that says so outside the scratchpad's list.
        let shown = text.replacing(#""role" : null,"#, with: #""role" : null, "scratchpad" : true,"#)
        #expect(try SavedLayout(reading: shown).shownScratchpad.contains(Self.a))
        // Marks a hand-edited file got wrong are left out, not an error; a wrong type is.
        let odd = text.replacing(#""pad""#, with: #""", "\u0007", "ok""#)
        #expect(try SavedLayout(reading: odd).traits.marks[Self.e] == ["ok"])
        let compact = document.json(.stateFile).text
        // A file written before "frame": a floating window out of sight had its frame as "rect".
        let beforeFrames = compact.replacing(#""rect":null,"frame":"#, with: #""rect":"#)
        #expect(beforeFrames != compact && !beforeFrames.contains("frame"))
        #expect(try SavedLayout(reading: beforeFrames).floating == saved.floating)
        #expect(compact.contains(#""marks":["pad"]"#))
        #expect(throws: StateDocumentError.self) { _ = try SavedLayout(reading: compact.replacing(#""marks":["pad"]"#, with: #""marks":"pad""#)) }
    }

    @Test func aDocumentOfTheSecondVersionReadsAsOneWorkspace() throws {
        // What version 2 wrote: the top-level members alone.
        let three = Self.document().json(.stateFile).text
        let two = three.replacing(#""version":3"#, with: #""version":2"#)
            .replacing(#","workspace":null,"workspaces":[],"monitors":[],"scratchpad":[]"#, with: "")
            .replacing(#","marks":[]"#, with: "")
        #expect(two != three && !two.contains("workspaces"))
        let saved = try SavedLayout(reading: two)
        #expect(saved.tree == Self.tree)
        #expect(saved.focused == Self.b)
        #expect(saved.identities == Self.identities)
        #expect(saved.workspaces.isEmpty)
        #expect(saved.focusedWorkspaceName == nil)
    }

    @Test func anEmptyTreeIsADocumentToo() throws {
        let empty = StateDocument(focusedWorkspace: Self.workspace("1", area: Rect(x: 0, y: 0, width: 800, height: 600), tree: SplitTree()),
                                  focused: nil, windows: [:])
        #expect(empty.json(.stateFile).text == #"{"version":3,"area":{"x":0,"y":0,"width":800,"height":600},"focused":null,"zoomed":null,"root":null,"floating":[],"docks":[],"workspace":null,"workspaces":[],"monitors":[],"scratchpad":[]}"#)
        #expect(try SavedLayout(reading: empty.json(.stateFile).text).tree.isEmpty)
    }

    @Test(arguments: [
        (#""version":3"#, #""version":4"#, "version: version 4 is not supported (this is version 3)"),
        (#""layout":"vertical""#, #""layout":"diagonal""#, #"root.secondary.layout: expected "horizontal" or "vertical", found "diagonal""#),
        (#""fraction":0.3"#, #""fraction":-0.2"#, "root: fraction -0.2 is outside 0...1"),
        (#""window":6291457"#, #""window":4194305"#, "leaf 0x400001 appears more than once"),
        (#""window":6291457"#, #""pane":6291457"#, #"root.secondary.primary: a node needs a "window" or a "layout""#),
        (#""window":6291457"#, #""window":-5"#, "root.secondary.primary.window: window id -5 is outside"),
        (#""area":{"#, #""area":["#, "line 1, column 25: expected ',' or ']'"),
    ])
    func badDocumentsSayWhereAndWhat(find: String, replace: String, expected: String) {
        let text = Self.document().json(.stateFile).text
        let bad = text.replacing(find, with: replace)
        #expect(bad != text, "\(find) is not in \(text)")
        do {
            _ = try SavedLayout(reading: bad)
            Issue.record("read \(bad)")
        } catch {
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    // MARK: - Built from a state

    /// The document of a state after a few events: every workspace in panel order with the
    /// monitor it is on, the focused one heading the document; each window where the picture
    /// shows it (a tile of a workspace out of sight has no rectangle; a floating one keeps its frame).
    @Test func theDocumentOfAStateIsWhatItsPictureShows() throws {
        let state = RestoreTests.threeWorkspaces()
        let picture = Picture(of: state)
        let document = StateDocument(of: state, picture: picture)
        #expect(document.workspaces.map(\.name) == ["1", "2", "3"])
        #expect(document.workspaces.map(\.index) == [0, 1, 2])
        #expect(document.workspaces.map(\.focused) == [false, true, false])
        #expect(document.workspaces.map(\.shown) == [false, true, false])
        #expect(document.workspaces.map(\.windowCount) == [2, 2, 1])
        #expect(document.focusedWorkspace == document.workspaces[1])
        #expect(document.focused == w(3))
        #expect(document.order == state.clients.order)
        #expect(document.monitors.map(\.workspace) == ["2"])
        #expect(document.monitors.map(\.focused) == [true])
        let shownTile = try #require(document.windows[w(3)])
        #expect(shownTile.visible && shownTile.rect == picture.windows[w(3)]?.placement?.rect)
        let hiddenTile = try #require(document.windows[w(1)])
        #expect(!hiddenTile.visible && hiddenTile.rect == nil)
        let floating = try #require(document.windows[w(4)])
        #expect(floating.kind == .floating && floating.visible && floating.rect == state.clients[w(4)]?.frame)
        // `query tree`: the focused workspace at the top, and in the list.
        let query = try JSON(parsing: document.json(.query).text)
        #expect(query["workspace"] == "2")
        #expect(query["root"]?["window"] == .int(3))
        #expect(query["floating"] == query["workspaces"].flatMap { if case .array(let items) = $0 { items[1]["floating"] } else { nil } })
    }

    /// What `query workspaces` and the `workspace` event list: each workspace as a panel shows it.
    @Test func theWorkspaceListIsTheDocumentsWorkspaces() throws {
        var state = RestoreTests.threeWorkspaces()
        _ = state.handle(.manage(client(6), mapped: true))
        _ = state.handle(commands: [.workspace(.named("1"))])
        _ = state.handle(.propertiesChanged(w(6), PropertyUpdate(urgencyHint: true)))
        #expect(state.clients[w(6)]?.urgent == true)
        let list = StateDocument.json(StateDocument.workspaces(of: state))
        #expect(list == [
            ["name": "1", "number": 1, "index": 0, "monitor": "screen", "shown": true, "focused": true, "urgent": false, "windows": 2],
            ["name": "2", "number": 2, "index": 1, "monitor": "screen", "shown": false, "focused": false, "urgent": true, "windows": 3],
            ["name": "3", "number": 3, "index": 2, "monitor": "screen", "shown": false, "focused": false, "urgent": false, "windows": 1],
        ])
        #expect(StateDocument.workspaces(of: state) == StateDocument(of: state, picture: Picture(of: state)).workspaces.map {
            var w = $0
            w.collapsedNow = []
            return w
        }, "the list is the document's, without laying each workspace out")
    }

    /// The state file of a state reads back as the layout a restore of that state needs:
    /// every workspace, tree, floating window and rectangle, identity, the scratchpad and marks.
    @Test func theStateFileReadsBackAsTheSavedLayoutOfItsState() throws {
        var state = RestoreTests.threeWorkspaces()
        _ = state.handle(commands: [.mark("three")])
        _ = state.handle(.manage(client(6, WindowIdentity(className: "Pad", instance: "pad", role: "notes")), mapped: true))
        _ = state.handle(commands: [.moveToScratchpad])
        _ = state.handle(.manage(client(7), mapped: true))
        _ = state.handle(commands: [.moveToScratchpad, .scratchpadShow])
        let document = StateDocument(of: state, picture: Picture(of: state))
        for pretty in [false, true] {
            #expect(try SavedLayout(reading: Self.text(document, .stateFile, pretty: pretty)) == SavedLayout(of: state))
            #expect(try SavedLayout(reading: Self.text(document, .query, pretty: pretty)) == SavedLayout(of: state))
        }
        // `scratchpad show` brings back the one hidden longest: 6 shows, 7 stays hidden.
        #expect(SavedLayout(of: state).scratchpad == [w(7)] && SavedLayout(of: state).shownScratchpad == [w(6)])
        #expect(SavedLayout(of: state).traits.marks == [w(3): ["three"]])
    }

    /// The splits a workspace shows collapsed are named by their key, the first window of
    /// each side, which other splits coming and going leave alone.
    @Test func theSplitsCollapsedNowAreNamedByTheirKey() throws {
        var state = WMState(settings: Settings(), screen: Rect(x: 0, y: 0, width: 1920, height: 1080))
        for id: UInt32 in 1...3 { _ = state.handle(.manage(client(id), mapped: true)) }
        _ = state.handle(commands: [.collapse(.on)])
        let tree = state.focusedTree
        let split = try #require(state.collapsedSplits(ofWorkspace: state.focusedWorkspaceID).first)
        let key = try #require(tree.key(ofSplit: split))
        let document = StateDocument(of: state, picture: Picture(of: state), collapsed: true)
        #expect(document.focusedWorkspace.collapsedNow == [key])
        #expect(document.focusedWorkspace.collapsedNow.count == state.collapsedSplits(ofWorkspace: state.focusedWorkspaceID).count)
        let query = try JSON(parsing: document.json(.query).text)
        #expect(query.text.contains(#""collapsedNow":true"#))
        #expect(!Self.text(document, .stateFile).contains("collapsedNow"), "a live fact: not in the state file")
    }

    /// A workspace whose monitor went is on the focused one now (`query workspaces`); the state
    /// file keeps where it goes back to.
    @Test func aDisplacedWorkspaceGoesBackHome() {
        var displaced = Self.workspace("web", monitor: "left", shown: false, area: .zero, tree: SplitTree())
        #expect(displaced.home.monitor == "left" && !displaced.home.shown)
        displaced.displacedFrom = Displacement(monitor: "right", shown: true)
        #expect(displaced.home.monitor == "right" && displaced.home.shown)
        #expect(SavedWorkspace(displaced).monitor == "right" && SavedWorkspace(displaced).shown)
        displaced.shown = true
        #expect(displaced.home.monitor == "left" && displaced.home.shown, "shown again where it waits: there")
    }
}
