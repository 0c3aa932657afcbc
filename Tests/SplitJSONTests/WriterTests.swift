// The streaming writer: pretty and compact text, every double read back exactly, and text
// that the reader and Foundation both take.
import Foundation
import SplitJSON
import Testing

@Suite struct WriterTests {
    @Test func prettyTextIsIndentedWithSpacedColons() {
        let json: JSON = ["a": 1, "b": [true, nil], "c": [:], "d": [], "e": ["f": "g"]]
        #expect(String(decoding: json.bytes(pretty: true), as: UTF8.self) == """
            {
              "a" : 1,
              "b" : [
                true,
                null
              ],
              "c" : {},
              "d" : [],
              "e" : {
                "f" : "g"
              }
            }
            """)
    }

    @Test func membersAndNestedContainersGetTheirCommas() throws {
        var w = JSONWriter()
        w.object { w in
            w.member("n", 1 as Int?)
            w.member("x", nil as String?)
            w.key("list")
            w.array { w in
                w.int(-12)
                w.object { _ in }
                w.array { w in w.double(0.25) }
                w.string("z")
            }
            w.member("last", true)
        }
        #expect(w.text == #"{"n":1,"x":null,"list":[-12,{},[0.25],"z"],"last":true}"#)
        #expect(try JSON(parsing: w.text)["list"] == [-12, [:], [0.25], "z"])
    }

    @Test(arguments: [0, 1, -1, 9, 10, 99, 100, -1_000_007, Int.max, Int.min])
    func integersAreWrittenInDecimal(n: Int) {
        #expect(JSON.int(n).text == String(n))
    }

    @Test(arguments: [
        (0.0, "0.0"), (-0.0, "-0.0"), (0.05, "0.05"), (0.5, "0.5"), (-3.0, "-3.0"), (100.25, "100.25"), (0.0001, "0.0001"),
        (1.0 / 3, "0.3333333333333333"), (0.36458333333333331, "0.3645833333333333"), (1e-5, "1e-05"), (1e14, "100000000000000.0"),
        (1.5e20, "1.5e+20"), (-2.5e-7, "-2.5e-07"),
    ])
    func doublesAreWrittenShortAndWithAPoint(value: Double, text: String) throws {
        #expect(JSON.double(value).text == text)
        #expect(try JSON(parsing: text) == .double(value))
    }

    @Test func everyDoubleIsReadBackExactly() throws {
        var rng = SystemRandomNumberGenerator()
        var samples: [Double] = [0.1, 0.2, 0.3, 1.0 / 3, 2.0 / 3, 0.05, 0.95, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude, -0.0, 123456789.125]
        for _ in 0..<2_000 {
            samples.append(Double.random(in: 0...1, using: &rng))
            samples.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &rng)))
        }
        for d in samples where d.isFinite {
            let text = JSON.double(d).text
            let back = try JSON(parsing: text)
            switch back {
            case .double(let e): #expect(e.bitPattern == d.bitPattern || (e == 0 && d == 0), "\(text)")
            default: Issue.record("\(d) was written as \(text), read as \(back)")
            }
        }
    }

    /// Keys and strings are copied in pieces of eight and four bytes, overlapping at the end;
    /// every length, and a buffer that starts small and grows mid-token, must give exact text.
    @Test func everyLengthOfKeyAndStringIsCopiedExactly() throws {
        for pretty in [false, true] {
            var w = JSONWriter(pretty: pretty, capacity: 1)
            w.object { w in
                w.member("a", 1)
                w.member("ab", 2)
                w.member("abc", 3)
                w.member("abcd", 4)
                w.member("abcdefg", 7)
                w.member("abcdefgh", 8)
                w.member("abcdefghi", 9)
                w.member("abcdefghijklmnop", 16)
                w.member("abcdefghijklmnopq", 17)
                w.member("abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz", 78)
                w.key("strings")
                w.array { w in
                    for length in 0...80 {
                        var s = String((0..<length).map { Character(Unicode.Scalar(UInt8(0x61 + $0 % 26))) })
                        w.string(s)
                        if length > 0 {
                            s.insert("\"", at: s.index(s.startIndex, offsetBy: length / 2))
                            w.string(s + "\u{1}é")
                        }
                    }
                }
                w.key("deep")
                func nest(_ w: inout JSONWriter, _ levels: Int) {
                    w.array { w in if levels > 0 { nest(&w, levels - 1) } else { w.int(-7) } }
                }
                nest(&w, 40)
            }
            let parsed = try JSON(parsing: w.text)
            #expect(parsed["abcdefghijklmnopq"] == 17)
            #expect(parsed["abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyz"] == 78)
            guard case .array(let strings)? = parsed["strings"] else { Issue.record("no strings"); continue }
            #expect(strings.count == 161)
            #expect(strings.last == .string("abcdefghijklmnopqrstuvwxyzabcdefghijklmn\"opqrstuvwxyzabcdefghijklmnopqrstuvwxyzab\u{1}é"))
            #expect(try JSONSerialization.jsonObject(with: Data(w.bytes)) is [String: Any])
        }
    }

    /// A cached member's text is copied only where it would be written the same: at the
    /// same depth when pretty (indentation), at any depth when compact.
    @Test func aCachedMemberGivesTheSameTextAsWritingItAgain() {
        func document(_ w: inout JSONWriter, cache: inout JSONTextCache?) {
            func style(_ w: inout JSONWriter) { w.object { w in w.member("thickness", 2); w.member("color", "#81a1c1") } }
            func member(_ w: inout JSONWriter) {
                if cache != nil { w.member("style", cachedIn: &cache!, style) } else { w.key("style"); style(&w) }
            }
            w.object { w in
                member(&w)
                w.key("inner")
                w.object { w in
                    member(&w)
                    w.key("deeper")
                    w.object { w in member(&w) }
                    w.member("again", true)
                }
                member(&w)
            }
        }
        for pretty in [false, true] {
            var plain = JSONWriter(pretty: pretty), cached = JSONWriter(pretty: pretty)
            var none: JSONTextCache? = nil, cache: JSONTextCache? = JSONTextCache()
            document(&plain, cache: &none)
            document(&cached, cache: &cache)
            document(&cached, cache: &cache)
            #expect(cached.text == plain.text + plain.text)
        }
    }

    @Test func rawTextFromTheWriterIsEmbeddedAsItIs() throws {
        let inner = JSON.writing { w in w.object { w in w.member("k", "v") } }
        let outer: JSON = ["success": true, "tree": inner]
        #expect(outer.text == #"{"success":true,"tree":{"k":"v"}}"#)
        #expect(try JSON(parsing: outer.text) == ["success": true, "tree": ["k": "v"]])
    }

    @Test func stringsWithEveryKindOfCharacterAreValidForFoundationToo() throws {
        let samples = ["", "plain", "é漢😀", "a\u{2028}b\u{2029}c", "\u{E2}\u{80}", "tab\tquote\"back\\slash",
                       String(String.UnicodeScalarView((0..<0x80).map { Unicode.Scalar(UInt8($0)) }))]
        for s in samples {
            let text = JSON.string(s).text
            #expect(try JSON(parsing: text) == .string(s))
            #expect(try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String == s)
            #expect(!text.contains("\u{2028}") && !text.utf8.contains(0x7F))
        }
    }
}
