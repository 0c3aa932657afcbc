// Layout files without X: what a hand-written file means (criteria, exec, left-out split values
// from the config), a saved state document read back as a layout, and errors with their place.
import Foundation
import SplitState
import SplitEngine
import SplitJSON
import SplitSyntax
@testable import SplitWM
import SplitX
import Testing

@Suite struct StateDocumentLayoutFileTests {
    static let handWritten = """
        { "version": 2,
          "area": { "x": 0, "y": 0, "width": 1920, "height": 1080 },
          "root": { "layout": "horizontal", "fraction": 0.15,
                    "constraints": { "priority": "primary", "minPrimaryFraction": 0.05 },
                    "style": { "color": "#ff0000" },
                    "primary": { "class": "XTerm", "instance": "sidebar", "exec": "xterm -name sidebar" },
                    "secondary": { "layout": "vertical",
                                   "primary": { "class": "firefox", "role": null },
                                   "secondary": {} } } }
        """

    @Test func aHandWrittenFileNamesItsWindowsAndTakesTheRestFromTheConfig() throws {
        var defaults = Split.standard
        defaults.constraints.minPrimaryFraction = 0.05   // as the config says: not the split's own
        let layout = try LayoutFile.parse(Self.handWritten, defaults: defaults)
        #expect(layout.area == Rect(x: 0, y: 0, width: 1920, height: 1080))
        let ids = layout.tree.leaves
        #expect(ids == (0..<3).map(LoadedLayout.leaf))
        #expect(layout.leaves[ids[0]] == LayoutLeaf(className: "XTerm", instance: "sidebar", exec: "xterm -name sidebar"))
        #expect(layout.leaves[ids[1]] == LayoutLeaf(className: "firefox"))
        #expect(layout.leaves[ids[2]] == LayoutLeaf())
        let root = try #require(layout.tree.split(at: []))
        #expect(root.fraction == 0.15)
        #expect(root.constraints.priority == .primary)
        #expect(root.style.color == RGB(0xFF0000))
        #expect(root.style.visibleThickness == defaults.style.visibleThickness)
        #expect(root.overrides == [.priority, .color])
        let right = try #require(layout.tree.split(at: [.secondary]))
        #expect(right.layout == .vertical && right.fraction == defaults.fraction && right.overrides == [])
    }

    @Test func aSavedStateDocumentReadsBackAsALayoutOfItsWindows() throws {
        let split = Split(layout: .vertical, fraction: 0.3).setting(.priority(.secondary))
        let tree = try SplitTree<WindowID>(root: .split(split, .leaf(WindowID(rawValue: 0x40_0001), minSize: .zero),
                                                        .leaf(WindowID(rawValue: 0x60_0001), minSize: .zero)))
        var windows: [WindowID: StateDocument.WindowEntry] = [:]
        for window in tree.leaves {
            // Each window's title bar as `border` chose it (the first's on, the second's off)
            // and a sticky tile's flag are written and read past.
            windows[window] = StateDocument.WindowEntry(identity: WindowIdentity(className: "XTerm", instance: "x\(window.rawValue)", role: nil),
                                                   rect: nil, titleBar: window.rawValue == 0x40_0001, sticky: window.rawValue == 0x60_0001)
        }
        let workspace = StateDocument.WorkspaceEntry(name: "1", number: 1, monitor: "screen", shown: true,
                                                area: Rect(x: 0, y: 0, width: 800, height: 600), tree: tree)
        let document = StateDocument(focusedWorkspace: workspace, focused: nil, windows: windows)
        let text = String(decoding: document.bytes(.stateFile, pretty: true), as: UTF8.self)
        #expect(text.contains("\"titleBar\" : true") && text.contains("\"titleBar\" : false") && text.contains("\"sticky\" : true"))
        let layout = try LayoutFile.parse(text, defaults: .standard)
        #expect(layout.tree.split(at: []) == split)
        #expect(layout.leaves[LoadedLayout.leaf(0)] == LayoutLeaf(className: "XTerm", instance: "x\(0x40_0001)",
                                                                         window: WindowID(rawValue: 0x40_0001)))
        #expect(layout.area == Rect(x: 0, y: 0, width: 800, height: 600))
    }

    @Test func aSavedWaitingLeafWaitsAgainForAnyNewWindow() throws {
        // What `layout save` writes for a waiting leaf (`open`): no window, kind waiting.
        let text = """
            { "version": 3, "root": { "layout": "horizontal",
              "primary": { "window": 4194305, "kind": "tiled", "class": "XTerm", "instance": "xterm" },
              "secondary": { "window": 2684354560, "kind": "waiting", "class": "", "instance": "", "role": null } } }
            """
        let layout = try LayoutFile.parse(text, defaults: .standard)
        let waiting = try #require(layout.leaves[LoadedLayout.leaf(1)])
        #expect(!waiting.namesWindow, "it names no window: any window arriving takes it")
        #expect(layout.leaves[LoadedLayout.leaf(0)] == LayoutLeaf(className: "XTerm", instance: "xterm", window: WindowID(rawValue: 4194305)))
    }

    @Test(arguments: [
        ("{\"version\": 2,\n  \"root\": {\"class\": }}", "2:21: expected a value"),
        ("[]", "document: expected an object, found an array"),
        ("{\"root\": {}}", "document: missing \"version\""),
        ("{\"version\": 1, \"root\": {}}", "version: version 1 is not supported (a layout file is version 2 or 3)"),
        ("{\"version\": 2}", "document: a layout needs a \"root\": a split or a leaf"),
        ("{\"version\": 2, \"root\": {}, \"rooms\": 1}", "rooms: unknown member"),
        ("{\"version\": 2, \"root\": {\"clas\": \"XTerm\"}}", "root.clas: unknown member"),
        ("{\"version\": 2, \"root\": {\"class\": 3}}", "root.class: expected a string, found 3"),
        ("{\"version\": 2, \"root\": {\"exec\": \"  \"}}", "root.exec: expected a shell command"),
        ("{\"version\": 2, \"root\": {\"layout\": \"diagonal\", \"primary\": {}, \"secondary\": {}}}", "root.layout: expected"),
        ("{\"version\": 2, \"root\": {\"layout\": \"vertical\", \"primary\": {}}}", "root: missing \"secondary\""),
        ("{\"version\": 2, \"root\": {\"primary\": {}, \"secondary\": {}}}", "root: missing \"layout\""),
        ("{\"version\": 2, \"root\": {\"layout\": \"vertical\", \"fraction\": 1.5, \"primary\": {}, \"secondary\": {}}}",
         "root: fraction 1.5 is outside 0...1"),
        ("{\"version\": 2, \"root\": {\"layout\": \"vertical\", \"style\": {\"colour\": \"#fff\"}, \"primary\": {}, \"secondary\": {}}}",
         "root.style.colour: unknown member"),
        ("{\"version\": 2, \"root\": {\"layout\": \"vertical\", \"primary\": {\"window\": 5}, \"secondary\": {\"window\": 5}}}",
         "root.secondary.window: window 5 is named twice"),
        ("{\"version\": 2, \"area\": {\"x\": 0, \"y\": 0, \"width\": 0, \"height\": 5}, \"root\": {}}",
         "area: an area needs a width and a height above 0"),
    ])
    func aBrokenFileSaysWhere(text: String, message: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("broken.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: LayoutFileError.self) { try LayoutFile.read(path, defaults: .standard) }
        let separator = message.first?.isNumber == true ? ":" : ": "
        #expect(error?.description.hasPrefix(path + separator + message) == true, "\(String(describing: error))")
    }

    @Test func aMissingFileAndAHomePathSayWhatTheyAre() throws {
        let error = #expect(throws: LayoutFileError.self) { try LayoutFile.read("/nonexistent/a.json", defaults: .standard) }
        #expect(error?.description == "/nonexistent/a.json: cannot open: No such file or directory")
        #expect(try LayoutFile.expanded("/a/~/b") == "/a/~/b")
        #expect(try LayoutFile.expanded("~/l.json") == (ProcessInfo.processInfo.environment["HOME"] ?? "") + "/l.json")
    }
}

/// i3's layout files (`append_layout`) without X: what i3-save-tree writes, read into waiting
/// leaves with the swallows' regexes, percents as fractions, and errors at their place.
@Suite struct I3LayoutFileTests {
    /// As i3-save-tree writes it: comments, and two containers one after another.
    static let saved = """
        // vim:ts=4:sw=4:et
        {
            // splitv split container with 2 children
            "border": "pixel",
            "layout": "splitv",
            "percent": 0.4,
            "type": "con",
            "nodes": [
                {
                    "name": "irssi",
                    "percent": 0.75,
                    "swallows": [
                       {
                        "class": "^URxvt$",
                        "instance": "^irssi$"
                        // "title": "^irssi$"
                       }
                    ],
                    "type": "con"
                },
                { "swallows": [ { "window_role": "^browser$", "title": "Mozilla \\\\(Private\\\\)" } ] }
            ]
        }
        /* the second one */
        { "type": "con", "swallows": [ { "class": "^XTerm$", "machine": "^host$" } ], "percent": 0.6 }
        """

    static func facts(_ className: String, _ instance: String = "", title: String = "", role: String? = nil) -> WindowFacts {
        WindowFacts(className: className, instance: instance, title: title, role: role)
    }

    @Test func whatI3SaveTreeWritesBecomesWaitingLeavesWithTheSwallowsRegexes() throws {
        let layout = try I3LayoutFile.parse(Self.saved, defaults: .standard)
        #expect(layout.appended && layout.area == nil)
        let ids = layout.tree.leaves
        #expect(ids.count == 3 && ids.allSatisfy { WaitID(leaf: $0) != nil })
        // The two containers side by side, the first 40 %; in it, irssi above with 75 %.
        let root = try #require(layout.tree.split(at: []))
        #expect(root.layout == .horizontal && abs(root.fraction - 0.4) < 1e-9)
        let column = try #require(layout.tree.split(at: [.primary]))
        #expect(column.layout == .vertical && abs(column.fraction - 0.75) < 1e-9)
        let irssi = try #require(layout.leaves[ids[0]]).waiting.criteria
        #expect(irssi.matches(Self.facts("URxvt", "irssi")))
        #expect(!irssi.matches(Self.facts("URxvt", "irssi2")) && !irssi.matches(Self.facts("XURxvt", "irssi")))
        let browser = try #require(layout.leaves[ids[1]]).waiting.criteria
        #expect(browser.matches(Self.facts("firefox", title: "Mozilla (Private)", role: "browser")))
        #expect(!browser.matches(Self.facts("firefox", title: "Mozilla", role: "browser")))
        // `machine` is read, not checked.
        #expect(try #require(layout.leaves[ids[2]]).waiting.criteria.matches(Self.facts("XTerm")))
    }

    @Test func containersWithoutPercentsShareEqually() throws {
        let text = #"{"layout": "splith", "nodes": [{"swallows": [{"class": "a"}]}, {"swallows": [{"class": "b"}]}, {"swallows": [{"class": "c"}]}]}"#
        let layout = try I3LayoutFile.parse(text, defaults: .standard)
        #expect(layout.tree.leafCount == 3)
        #expect(abs((layout.tree.split(at: [])?.fraction ?? 0) - 1.0 / 3) < 1e-9)
        #expect(abs((layout.tree.split(at: [.secondary])?.fraction ?? 0) - 0.5) < 1e-9)
    }

    /// i3's 213, 216 and 250: the containers the file describes stay containers.
    @Test func eachContainerOfTheFileIsBoxedAsOneAndEmptyOnesKeepTheirLayout() throws {
        let text = #"""
            { "layout": "splitv", "nodes": [ { "layout": "splitv", "nodes": [ { "swallows": [ { "class": "a" } ] }, { "swallows": [ { "class": "b" } ] } ] } ] }
            { "layout": "stacked", "nodes": [ { "swallows": [ { "class": "c" } ] } ] }
            { "layout": "splitv" }
            """#
        let layout = try I3LayoutFile.parse(text, defaults: .standard)
        let ids = layout.tree.leaves
        #expect(ids.count == 4)
        // The top level is a chain of three side by side, not boxed: each goes into the focused container.
        #expect(layout.tree.split(at: [])?.box == nil && layout.tree.split(at: [.secondary])?.box == nil)
        // The splitv of two inside a splitv of one: one split, boxed inside one more container.
        let column = try #require(layout.tree.split(at: [.primary]))
        #expect(column.layout == .vertical && column.box == SplitBox(enclosing: [.vertical]))
        // The stacked container of one leaf: a container of one around it.
        #expect(layout.leaves[ids[2]]?.containerOfOne == .vertical && layout.leaves[ids[0]]?.containerOfOne == nil)
        // The empty splitv stays empty, as i3 fills only a container whose swallows match.
        let empty = try #require(layout.leaves[ids[3]]).waiting
        #expect(empty.staysEmpty && empty.layout == .vertical && !(layout.leaves[ids[0]]?.waiting.staysEmpty ?? true))
    }

    @Test(arguments: [
        ("{\"nodes\": [\n  {\"swallows\": [{\"class\": }]}]}", "2:27: expected a value"),
        ("{\"nodes\": []}\n  x", "2:3: expected a container (an object in braces)"),
        ("{}\n}", "2:1: a closing bracket with nothing open"),
        ("{\"nodes\": [{\"swallows\": [{}]}]}", "nodes[0].swallows[0]: an empty swallow definition"),
        ("{\"layout\": \"grid\", \"nodes\": [{}, {}]}", "layout: expected splith, splitv, tabbed or stacked, found \"grid\""),
        ("{} {\"swallows\": [{\"class\": \"(\"}]}", "[1].swallows[0]: "),
        ("{\"percent\": 2}", "percent: expected a share above 0 and at most 1, found 2.0"),
        ("// nothing\n", "document: an i3 layout needs at least one container"),
    ])
    func aBrokenI3LayoutSaysWhere(text: String, message: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("i3layout-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("broken.json").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let error = #expect(throws: LayoutFileError.self) { try I3LayoutFile.read(path, defaults: .standard) }
        let separator = message.first?.isNumber == true ? ":" : ": "
        #expect(error?.description.hasPrefix(path + separator + message) == true, "\(String(describing: error))")
    }
}
