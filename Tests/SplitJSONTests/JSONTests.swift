// The JSON writer always writes valid one-line JSON, and the reader reads it back.
import Foundation
import SplitJSON
import Testing

struct JSONTests {
    @Test(arguments: [
        (JSON.null, "null"), (true, "true"), (false, "false"), (-42, "-42"), (1.5, "1.5"), (3.0, "3.0"),
        (.double(.nan), "null"), (.double(.infinity), "null"), (.double(-.infinity), "null"), (1e-5, "1e-05"),
        ("a\"b\\c", #""a\"b\\c""#), ("line\nbreak\ttab\r", #""line\nbreak\ttab\r""#),
        ("\u{0}\u{1}\u{1B}\u{7F}", #""\u0000\u0001\u001b\u007f""#), ("\u{2028}\u{2029}", #""\u2028\u2029""#),
        ("é漢😀", "\"é漢😀\""), ([], "[]"), ([:], "{}"), ([1, "x", nil], #"[1,"x",null]"#),
    ] as [(JSON, String)])
    func valuesAreWrittenAsJSON(value: JSON, text: String) throws {
        #expect(value.text == text)
        if case .double(let d) = value, !d.isFinite { return }   // written as null, read back as null
        #expect(try JSON(parsing: text) == value)
    }

    @Test func objectKeysKeepTheirOrder() {
        let json: JSON = ["zebra": 1, "apple": ["nested": [true, 2.5]], "mango": "m"]
        #expect(json.text == #"{"zebra":1,"apple":{"nested":[true,2.5]},"mango":"m"}"#)
    }

    @Test func stringsDecodedFromInvalidUTF8AreWrittenValid() throws {
        let bytes: [UInt8] = [0x61, 0xFF, 0xFE, 0xC0, 0xAF, 0xED, 0xA0, 0x80, 0x0A, 0x62]
        let json = JSON.object([("title", .string(String(decoding: bytes, as: UTF8.self)))])
        let text = json.text
        #expect(!text.contains("\n"))
        // Foundation is an independent judge of validity.
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String]
        #expect(parsed?["title"]?.hasPrefix("a\u{FFFD}") == true)
        #expect(parsed?["title"]?.hasSuffix("\nb") == true)
        #expect(try JSON(parsing: text) == json)
    }

    @Test func everyControlCharacterIsEscaped() throws {
        let all = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))
        let text = JSON.string(all).text
        #expect(text.utf8.allSatisfy { $0 >= 0x20 })
        let back = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String
        #expect(back == all)
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "\"\u{1}\"", "\"\\x\"", "nul", "[1] 2", "\"abc"])
    func malformedTextIsAnErrorNotATrap(text: String) {
        #expect(throws: JSONParseError.self) { try JSON(parsing: text) }
    }

    @Test func deepNestingIsAnErrorNotAStackOverflow() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSON(parsing: deep) }
        let fine = String(repeating: "[", count: 500) + String(repeating: "]", count: 500)
        #expect(try JSON(parsing: fine) != .null)
    }

    @Test func escapesAndSurrogatePairsAreRead() throws {
        #expect(try JSON(parsing: #""\ud83d\ude00 \u00e9 \/ \b\f""#) == "😀 é / \u{8}\u{C}")
        #expect(try JSON(parsing: #""\ud800x""#) == "\u{FFFD}x")
        #expect(try JSON(parsing: " { \"a\" : [ -0.5e2 , 7 ] } ") == ["a": [-50.0, 7]])
    }
}
