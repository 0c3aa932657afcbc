// The reader's errors say where (line and column) and what, as a person fixing a file needs;
// the object reader's errors name the place in the document.
import SplitJSON
import Testing

@Suite struct ReaderErrorTests {
    @Test(arguments: [
        ("{\"a\":1}", nil),
        ("[1, 2.5e-3, -0, true, null, \"x\\u00e9\"]", nil),
        ("{\"a\":1", "line 1, column 7: the document ends too early"),
        ("{\"a\" 1}", "line 1, column 6: expected ':' after the key"),
        ("{\n  \"a\": 1,\n  \"b\": tru\n}", "line 3, column 8: expected a value"),
        ("[1 2]", "line 1, column 4: expected ',' or ']'"),
        ("[01]", "line 1, column 2: a number cannot start with 0"),
        ("\"abc", "line 1, column 1: a string that is never closed"),
        ("{} x", "line 1, column 4: unexpected text after the end of the document"),
        ("{a:1}", "line 1, column 2: expected a key in double quotes"),
        ("", "line 1, column 1: the document ends too early"),
        ("[1e999]", "line 1, column 2: a number is out of range"),
        ("\"a\\qb\"", "line 1, column 3: an unknown escape in a string"),
        ("\"\\u12x4\"", "line 1, column 2: a \\u escape needs four hex digits"),
        ("[1,\n\"a\u{1}\"]", "line 2, column 3: a control character inside a string"),
    ] as [(String, String?)])
    func syntaxErrorsAreLocated(text: String, expected: String?) {
        do {
            _ = try JSON(parsing: text)
            #expect(expected == nil)
        } catch {
            #expect(error.description == expected)
        }
    }

    /// Deep nesting is refused at a fixed depth, with its place, before the reader's recursion
    /// could exhaust the stack; anything shallower reads.
    @Test func deepNestingIsRefusedWithoutRecursingDeeply() throws {
        let text = String(repeating: "[", count: 1_000_000) + String(repeating: "]", count: 1_000_000)
        do {
            _ = try JSON(parsing: text)
            Issue.record("read a million levels")
        } catch {
            #expect(error.description == "line 1, column 513: nested more than 512 levels deep")
        }
        let deepest = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(try JSON(parsing: deepest) != .null)
    }

    @Test func theObjectReaderNamesWhereAndWhat() throws {
        let document = try JSON(parsing: #"{"root":{"layout":"diagonal","n":1.5,"s":7,"inner":[]}}"#)
        let top = try JSONObjectReader(document)
        let root = try top.object("root")
        enum Layout: String, CaseIterable { case horizontal, vertical }
        #expect(throws: JSONDecodingError(path: "root.layout", reason: #"expected "horizontal" or "vertical", found "diagonal""#)) {
            try root.choice("layout", Layout.self)
        }
        #expect(throws: JSONDecodingError(path: "root", reason: #"missing "primary""#)) { try root.value("primary") }
        #expect(throws: JSONDecodingError(path: "root.n", reason: "expected an integer, found 1.5")) { try root.int("n") }
        #expect(throws: JSONDecodingError(path: "root.s", reason: "expected a string, found 7")) { try root.string("s") }
        #expect(throws: JSONDecodingError(path: "root.inner", reason: "expected an object, found an array")) { try root.object("inner") }
        #expect(try root.double("s") == 7)
        #expect(try root.optionalString("absent") == nil)
        #expect(JSONDecodingError(path: "", reason: "x").description == "document: x")
        #expect(JSONDecodingError(path: "root.n", reason: "x").description == "root.n: x")
    }
}
