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
