// The JSON document: round trips, its readable shape, and clear errors for bad input.
import Testing
@testable import SplitEngine

@Suite struct DocumentTests {
    static let sample: Tree = {
        var split = Split(
            layout: .horizontal, fraction: 0.2,
            constraints: SplitConstraints(minPrimaryFraction: 0.1, dragToHidePrimary: true, priority: .primary),
            style: SplitterStyle(visibleThickness: 3, inset: 2, hitThickness: 9, color: RGB(0x88C0D0)))
        split.hidden = .primary
        let inner = SplitNode<Int>.split(Split(layout: .vertical, fraction: 0.75), .leaf(2, minSize: Size(width: 200, height: 100)), .leaf(3))
        return try! Tree(root: .split(split, .leaf(1), inner), zoomed: 3)
    }()

    @Test func aTreeSurvivesTheRoundTrip() throws {
        let text = Self.sample.jsonDocument()
        let back = try Tree(jsonDocument: text)
        #expect(back == Self.sample)
        #expect(back.jsonDocument() == text)
    }

    @Test func anEmptyTreeSurvivesTheRoundTrip() throws {
        #expect(try Tree(jsonDocument: Tree().jsonDocument()) == Tree())
    }

    @Test func theDocumentIsVersionedAndReadable() {
        let text = Self.sample.jsonDocument()
        for fragment in ["\"format\" : \"splitwm-tree\"", "\"version\" : 1", "\"layout\" : \"horizontal\"",
                         "\"fraction\" : 0.2", "\"hidden\" : \"primary\"", "\"color\" : \"#88c0d0\"",
                         "\"priority\" : \"primary\"", "\"leaf\" : 2", "\"width\" : 200", "\"zoomed\" : 3"] {
            #expect(text.contains(fragment), "missing \(fragment)")
        }
    }

    static let valid = ##"{"format":"splitwm-tree","version":1,"root":{"split":{"layout":"horizontal","fraction":0.5,"constraints":{"minPrimaryFraction":0,"minSecondaryFraction":0,"dragToHidePrimary":false,"dragToHideSecondary":false},"style":{"visibleThickness":2,"inset":0,"hitThickness":8,"color":"#4c566a","hidesWithSide":false}},"primary":{"leaf":1},"secondary":{"leaf":2}}}"##

    @Test func theHandWrittenMinimalDocumentReads() throws {
        #expect(try Tree(jsonDocument: Self.valid).leaves == [1, 2])
    }

    @Test(arguments: [
        ("\"version\":1", "\"version\":2", "version 2 is not supported"),
        ("splitwm-tree", "i3-tree", "expected \"splitwm-tree\""),
        ("\"fraction\":0.5", "\"fraction\":-0.2", "root.split: fraction -0.2 is outside 0...1"),
        ("\"fraction\":0.5", "\"fraction\":NaN", "line 1, column 88: expected a value"),
        ("\"fraction\":0.5", "\"fraction\":1e999", "a number is out of range"),
        ("\"minPrimaryFraction\":0", "\"minPrimaryFraction\":7", "minPrimaryFraction 7.0 is outside 0...1"),
        ("\"visibleThickness\":2", "\"visibleThickness\":-4", "visibleThickness -4 is outside"),
        ("\"leaf\":2", "\"leaf\":1", "leaf 1 appears more than once"),
        ("\"layout\":\"horizontal\"", "\"layout\":\"diagonal\"", "root.split.layout"),
        ("\"color\":\"#4c566a\"", "\"color\":\"red\"", "colour \"red\" is not #rrggbb"),
        ("{\"leaf\":2}", "{\"leaf\":2,\"minSize\":{\"width\":-1,\"height\":0}}", "root.secondary.minSize.width: size -1x0 is outside"),
        ("{\"leaf\":2}", "{\"pane\":2}", "a node needs a \"leaf\" or a \"split\""),
        ("\"primary\":{\"leaf\":1},", "", "root: missing \"primary\""),
    ])
    func badDocumentsGiveAnErrorThatSaysWhereAndWhat(find: String, replace: String, expected: String) {
        let text = Self.valid.replacing(find, with: replace)
        #expect(text != Self.valid)
        do {
            _ = try Tree(jsonDocument: text)
            Issue.record("decoded \(text)")
        } catch {
            #expect(error.message.contains(expected), "\(error.message)")
        }
    }

    @Test func truncatedDocumentsAreRefusedAtEveryLength() {
        let text = Array(Self.valid.utf8)
        for length in 0..<text.count {
            #expect(throws: SplitTreeDecodingError.self) {
                try Tree(jsonDocument: String(decoding: text[..<length], as: UTF8.self))
            }
        }
    }

    @Test func aMillionLevelsOfNestingIsAnErrorNotACrash() {
        let depth = 1_000_000
        let text = String(repeating: #"{"split":{},"primary":"#, count: depth) + String(repeating: "}", count: depth)
        #expect(throws: SplitTreeDecodingError.self) { try Tree(jsonDocument: text) }
    }

    @Test func aTreeDeeperThanTheLimitIsRefusedWithItsOwnMessage() {
        let split = ##"{"layout":"vertical","fraction":0.5,"constraints":{"minPrimaryFraction":0,"minSecondaryFraction":0,"dragToHidePrimary":false,"dragToHideSecondary":false},"style":{"visibleThickness":0,"inset":0,"hitThickness":8,"color":"#000000","hidesWithSide":false}}"##
        var node = #"{"leaf":0}"#
        for i in 1...(Tree.maximumDepth + 5) { node = #"{"split":\#(split),"primary":{"leaf":\#(i)},"secondary":\#(node)}"# }
        let text = #"{"format":"splitwm-tree","version":1,"root":\#(node)}"#
        do {
            _ = try Tree(jsonDocument: text)
            Issue.record("decoded a tree deeper than the limit")
        } catch {
            #expect(error.message.contains("deeper than \(Tree.maximumDepth)"), "\(error.message)")
        }
    }

    @Test func aZoomedLeafThatIsNotInTheTreeIsRefused() {
        let text = Self.valid.replacing("\"version\":1,", with: "\"version\":1,\"zoomed\":9,")
        #expect(throws: SplitTreeDecodingError.self) { try Tree(jsonDocument: text) }
    }
}
