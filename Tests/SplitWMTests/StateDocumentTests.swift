// The state document without X: the state file and `query tree` are one document, it reads
// back what a restore needs, the first state files still read, and bad files say where.
import Foundation
import SplitDesktop
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
        #expect(query["version"] == 2)
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
            "rect": ["x": 1, "y": 2, "width": 300, "height": 400],
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

    @Test func anEmptyTreeIsADocumentToo() throws {
        let empty = StateDocument(tree: SplitTree(), area: Rect(x: 0, y: 0, width: 800, height: 600), focused: nil) { _ in
            WindowReport(identity: nil, title: nil, visible: false, urgent: false, rect: nil)
        }
        #expect(empty.json.text == #"{"version":2,"area":{"x":0,"y":0,"width":800,"height":600},"focused":null,"zoomed":null,"root":null,"floating":[],"docks":[]}"#)
        #expect(try StateDocument.read(empty.json.text).tree.isEmpty)
    }

    @Test(arguments: [
        (#""version":2"#, #""version":3"#, "version: version 3 is not supported (this is version 2)"),
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
        try "{\"version\": 2, \"root\": {\"window\": -".write(toFile: path, atomically: true, encoding: .utf8)
        guard case .failure(let error)? = file.load() else { Issue.record("a truncated file loaded"); return }
        #expect("\(error)".contains("line 1, column 36: a number needs digits; moved to \(path).corrupt"), "\(error)")
        #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
