// The state document without X: the state file and `query tree` are one document, it reads
// back what a restore needs, the first state files still read, and bad files say where.
import Foundation
import SplitState
import SplitEngine
import SplitJSON
@testable import SplitWM
import SplitX
import Testing

@Suite struct StateDocumentTests {
    /// What the first state file format looked like: written by the window manager before
    /// the state document (JSONEncoder, sorted keys) with three windows, the right side hidden.
    static let firstFormat = """
        {
          "area" : {
            "height" : 1080,
            "width" : 1920,
            "x" : 0,
            "y" : 0
          },
          "focused" : 4194352,
          "tree" : {
            "format" : "splitwm-tree",
            "root" : {
              "primary" : {
                "leaf" : 4194352
              },
              "secondary" : {
                "primary" : {
                  "leaf" : 6291504
                },
                "secondary" : {
                  "leaf" : 8388656
                },
                "split" : {
                  "constraints" : {
                    "dragToHidePrimary" : true,
                    "dragToHideSecondary" : true,
                    "minPrimaryFraction" : 0.05,
                    "minSecondaryFraction" : 0.05
                  },
                  "fraction" : 0.3,
                  "layout" : "vertical",
                  "style" : {
                    "color" : "#81a1c1",
                    "hidesWithSide" : false,
                    "hitThickness" : 8,
                    "inset" : 0,
                    "visibleThickness" : 2
                  }
                }
              },
              "split" : {
                "constraints" : {
                  "dragToHidePrimary" : true,
                  "dragToHideSecondary" : true,
                  "minPrimaryFraction" : 0.05,
                  "minSecondaryFraction" : 0.05
                },
                "fraction" : 0.5,
                "hidden" : "secondary",
                "layout" : "horizontal",
                "style" : {
                  "color" : "#81a1c1",
                  "hidesWithSide" : false,
                  "hitThickness" : 8,
                  "inset" : 0,
                  "visibleThickness" : 2
                }
              }
            },
            "version" : 1
          },
          "version" : 1,
          "windows" : {
            "4194352" : {
              "className" : "Xmessage",
              "instance" : "left"
            },
            "6291504" : {
              "className" : "Xmessage",
              "instance" : "right"
            },
            "8388656" : {
              "className" : "Xmessage",
              "instance" : "third"
            }
          }
        }
        """

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

    static func document(titles: Bool) -> StateDocument {
        StateDocument(tree: tree, area: Rect(x: 0, y: 0, width: 1920, height: 1080), focused: b) { window in
            WindowReport(identity: identities[window], title: titles ? "title of \(window)\n" : nil,
                        visible: window != c, urgent: window == c,
                        rect: window == c ? nil : PixelRect(x: 1, y: 2, width: 300, height: 400))
        }
    }

    @Test func theFirstStateFilesStillRead() throws {
        let saved = try StateDocument.read(Self.firstFormat)
        #expect(saved.tree.leaves.map(\.rawValue) == [4194352, 6291504, 8388656])
        #expect(saved.tree.split(at: [])?.hidden == .secondary)
        #expect(saved.tree.split(at: [.secondary])?.fraction == 0.3)
        #expect(saved.area == Rect(x: 0, y: 0, width: 1920, height: 1080))
        #expect(saved.focused == WindowID(rawValue: 4194352))
        #expect(saved.identities[WindowID(rawValue: 6291504)] == WindowIdentity(className: "Xmessage", instance: "right", role: nil))
    }

    @Test func aDocumentReadsBackWhatARestoreNeeds() throws {
        for pretty in [false, true] {
            let text = String(decoding: Self.document(titles: true).bytes(pretty: pretty), as: UTF8.self)
            let saved = try StateDocument.read(text)
            #expect(saved.tree == Self.tree)
            #expect(saved.area == Rect(x: 0, y: 0, width: 1920, height: 1080))
            #expect(saved.focused == Self.b)
            #expect(saved.identities == Self.identities)
        }
    }

    /// `query tree` and the state file: the same document, the file without titles.
    @Test func queryTreeAndTheStateFileAreOneDocument() throws {
        let query = try JSON(parsing: Self.document(titles: true).json.text)
        let file = try JSON(parsing: String(decoding: Self.document(titles: false).bytes(pretty: true), as: UTF8.self))
        func withoutTitles(_ json: JSON) -> JSON {
            switch json {
            case .object(let members): .object(members.map { ($0.0, $0.0 == "title" ? .null : withoutTitles($0.1)) })
            default: json
            }
        }
        #expect(withoutTitles(query) == file)
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
        #expect(!Self.document(titles: true).json.text.contains("\n"), "compact for IPC: one line")
    }

    static let d = WindowID(rawValue: 0xA0_0001), e = WindowID(rawValue: 0xC0_0001)

    /// Two workspaces on two monitors: "1" (the tree above) focused on the left one, "web"
    /// (window d tiled, e floating) shown on the right one.
    static func twoWorkspaces(titles: Bool) -> StateDocument {
        let left = Rect(x: 0, y: 0, width: 1920, height: 1080), right = Rect(x: 1920, y: 0, width: 1280, height: 1024)
        let web = try! SplitTree<WindowID>(root: .leaf(d, minSize: .zero))
        return StateDocument(
            tree: tree, area: left, focused: b, workspace: "1",
            workspaces: [
                WorkspaceEntry(name: "1", number: 1, monitor: "left", shown: true, area: left, tree: tree),
                WorkspaceEntry(name: "web", number: nil, monitor: "right", shown: true,
                               area: Rect(x: 1920, y: 20, width: 1280, height: 1004), tree: web, floating: [e]),
                WorkspaceEntry(name: "3", number: 3, monitor: "gone", shown: false, area: left, tree: SplitTree()),
            ],
            monitors: [
                MonitorEntry(name: "left", frame: left, area: left, primary: true, workspace: "1"),
                MonitorEntry(name: "right", frame: right, area: Rect(x: 1920, y: 20, width: 1280, height: 1004), primary: false,
                             workspace: "web"),
            ]
        ) { window in
            var identity = identities[window]
            if window == d { identity = WindowIdentity(className: "Firefox", instance: "Navigator", role: nil) }
            if window == e { identity = WindowIdentity(className: "Pavucontrol", instance: "pavucontrol", role: nil) }
            return WindowReport(identity: identity, kind: window == e ? .floating : .tiled, title: titles ? "t" : nil,
                                visible: true, urgent: false,
                                rect: window == e ? PixelRect(x: 2000, y: 100, width: 400, height: 300) : nil)
        }
    }

    @Test func everyWorkspaceReadsBackAsItWasWritten() throws {
        let text = String(decoding: Self.twoWorkspaces(titles: false).bytes(pretty: true), as: UTF8.self)
        let saved = try StateDocument.read(text)
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
        let query = try JSON(parsing: Self.twoWorkspaces(titles: true).json.text)
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
        ])
    }

    /// The scratchpad (hidden windows in order, with their rectangles; a shown one says so)
    /// and every window's marks read back; a file written before them reads as none.
    @Test func theScratchpadAndMarksReadBack() throws {
        let left = Rect(x: 0, y: 0, width: 1920, height: 1080)
        let hidden = [Self.d, Self.e]
        let document = StateDocument(
            tree: Self.tree, area: left, focused: Self.b, floating: [], workspace: "1",
            workspaces: [WorkspaceEntry(name: "1", number: 1, monitor: "left", shown: true, area: left, tree: Self.tree)],
            scratchpad: hidden
        ) { window in
            var report = WindowReport(identity: Self.identities[window] ?? WindowIdentity(className: "Term", instance: "t", role: nil),
                                      kind: hidden.contains(window) ? .floating : .tiled, title: nil, visible: !hidden.contains(window),
                                      urgent: false, rect: PixelRect(x: 10, y: 20, width: 300, height: 200))
            report.scratchpad = hidden.contains(window)
            report.marks = window == Self.a ? ["term", "left side"] : window == Self.e ? ["pad"] : []
            return report
        }
        let text = String(decoding: document.bytes(pretty: true), as: UTF8.self)
        let saved = try StateDocument.read(text)
        #expect(saved.scratchpad == hidden && saved.shownScratchpad.isEmpty)
        #expect(saved.marks == [Self.a: ["term", "left side"], Self.e: ["pad"]])
        #expect(saved.floating[Self.d] == PixelRect(x: 10, y: 20, width: 300, height: 200))
        #expect(saved.identities[Self.e] == WindowIdentity(className: "Term", instance: "t", role: nil))
        // A shown scratchpad window is one that says so outside the scratchpad's list.
        let shown = text.replacing(#""role" : null,"#, with: #""role" : null, "scratchpad" : true,"#)
        #expect(try StateDocument.read(shown).shownScratchpad.contains(Self.a))
        // Marks a hand-edited file got wrong are left out, not an error; a wrong type is.
        let odd = text.replacing(#""pad""#, with: #""", "\u0007", "ok""#)
        #expect(try StateDocument.read(odd).marks[Self.e] == ["ok"])
        let compact = document.json.text
        #expect(compact.contains(#""marks":["pad"]"#))
        #expect(throws: StateDocumentError.self) { _ = try StateDocument.read(compact.replacing(#""marks":["pad"]"#, with: #""marks":"pad""#)) }
    }

    @Test func aDocumentOfTheSecondVersionReadsAsOneWorkspace() throws {
        // What version 2 wrote: the top-level members alone.
        let three = Self.document(titles: false).json.text
        let two = three.replacing(#""version":3"#, with: #""version":2"#)
            .replacing(#","workspace":null,"workspaces":[],"monitors":[],"scratchpad":[]"#, with: "")
            .replacing(#","marks":[]"#, with: "")
        #expect(two != three && !two.contains("workspaces"))
        let saved = try StateDocument.read(two)
        #expect(saved.tree == Self.tree)
        #expect(saved.focused == Self.b)
        #expect(saved.identities == Self.identities)
        #expect(saved.workspaces.isEmpty)
        #expect(saved.focusedWorkspaceName == nil)
    }

    @Test func anEmptyTreeIsADocumentToo() throws {
        let empty = StateDocument(tree: SplitTree(), area: Rect(x: 0, y: 0, width: 800, height: 600), focused: nil) { _ in
            WindowReport(identity: nil, title: nil, visible: false, urgent: false, rect: nil)
        }
        #expect(empty.json.text == #"{"version":3,"area":{"x":0,"y":0,"width":800,"height":600},"focused":null,"zoomed":null,"root":null,"floating":[],"docks":[],"workspace":null,"workspaces":[],"monitors":[],"scratchpad":[]}"#)
        #expect(try StateDocument.read(empty.json.text).tree.isEmpty)
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
        let text = Self.document(titles: false).json.text
        let bad = text.replacing(find, with: replace)
        #expect(bad != text, "\(find) is not in \(text)")
        do {
            _ = try StateDocument.read(bad)
            Issue.record("read \(bad)")
        } catch {
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test func theStateFileSavesAndLoadsAndSetsAsideWhatItCannotRead() throws {
        let path = "/tmp/splitwm-test-state-document-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).json"
        defer { unlink(path); unlink(path + ".corrupt") }
        let file = StateFile(path: path)
        #expect(file.load() == nil)
        try file.save(Self.document(titles: false))
        guard case .success(let saved)? = file.load() else { Issue.record("the saved state did not load"); return }
        #expect(saved.tree == Self.tree)
        try Self.firstFormat.write(toFile: path, atomically: true, encoding: .utf8)
        guard case .success(let old)? = file.load() else { Issue.record("the first format did not load"); return }
        #expect(old.tree.leafCount == 3)
        try "{\"version\": 3, \"root\": {\"window\": -".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failure(let error)? = file.load() else { Issue.record("a truncated file loaded"); return }
        #expect("\(error)".contains("line 1, column 36: a number needs digits; moved to \(path).corrupt"), "\(error)")
        #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
