// Properties of the JSON document: every tree survives a round trip with stable text, and no
// mangled or hostile document can trap the decoder.
import PropertyBased
import PropertyTestSupport
import Testing
@testable import SplitEngine

/// A valid document from a random script, mangled by a few random edits.
struct MangledDocument: Sendable, CustomStringConvertible {
    var original: String
    var mutations: [Mutation]

    enum Mutation: Sendable, CustomStringConvertible {
        case delete(at: Int, count: Int)
        case duplicate(at: Int, count: Int)
        case replace(at: Int, with: String)
        case truncate(at: Int)
        case number(index: Int, with: String)
        case value(index: Int, with: String)

        var description: String {
            switch self {
            case let .delete(at, count): ".delete(at: \(at), count: \(count))"
            case let .duplicate(at, count): ".duplicate(at: \(at), count: \(count))"
            case let .replace(at, with): ".replace(at: \(at), with: \(with.debugDescription))"
            case let .truncate(at): ".truncate(at: \(at))"
            case let .number(index, with): ".number(index: \(index), with: \(with.debugDescription))"
            case let .value(index, with): ".value(index: \(index), with: \(with.debugDescription))"
            }
        }

        /// `text` with this mutation applied; positions are taken modulo the text's length.
        func apply(to text: [Character]) -> [Character] {
            var t = text
            func position(_ i: Int) -> Int { t.isEmpty ? 0 : i % t.count }
            switch self {
            case let .delete(at, count):
                guard !t.isEmpty else { return t }
                let start = position(at)
                t.removeSubrange(start..<min(t.count, start + count))
            case let .duplicate(at, count):
                guard !t.isEmpty else { return t }
                let start = position(at)
                t.insert(contentsOf: t[start..<min(t.count, start + count)], at: start)
            case let .replace(at, with):
                guard !t.isEmpty else { return Array(with) }
                t.replaceSubrange(position(at)...position(at), with: Array(with))
            case let .truncate(at):
                t = Array(t.prefix(position(at)))
            case let .number(index, with):
                let numbers = Self.tokens(in: t) { $0.isNumber || $0 == "-" || $0 == "." || $0 == "e" || $0 == "E" || $0 == "+" }
                guard !numbers.isEmpty else { return t }
                t.replaceSubrange(numbers[index % numbers.count], with: Array(with))
            case let .value(index, with):
                // Replace a whole string literal (keys included): quote to quote.
                var strings: [Range<Int>] = []
                var open: Int?
                for (i, c) in t.enumerated() where c == "\"" {
                    if let o = open { strings.append(o..<(i + 1)); open = nil } else { open = i }
                }
                guard !strings.isEmpty else { return t }
                t.replaceSubrange(strings[index % strings.count], with: Array(with))
            }
            return t
        }

        static func tokens(in t: [Character], where belongs: (Character) -> Bool) -> [Range<Int>] {
            var out: [Range<Int>] = []
            var i = 0
            while i < t.count {
                guard t[i].isNumber || t[i] == "-" else { i += 1; continue }
                var j = i
                while j < t.count, belongs(t[j]) { j += 1 }
                out.append(i..<j)
                i = max(j, i + 1)
            }
            return out
        }
    }

    var text: String { String(mutations.reduce(Array(original)) { $1.apply(to: $0) }) }

    var description: String { "MangledDocument(mutations: \(mutations)) of\n\(original)\ngiving\n\(text)" }

    static let hostileNumbers = [
        "-1", "1e308", "-1e308", "1e309", "NaN", "nan", "Infinity", "-Infinity", "99999999999999999999999",
        "9223372036854775808", "-9223372036854775809", "2147483648", "1048577", "-0", "0.5", "1.0000000001",
        "4.9e-324", "0x10", "00", "1.", ".5", "1e", "--1", "\"1\"", "null", "true", "[]", "{}",
    ]
    static let hostileValues = [
        "\"vertical\"", "\"horizontal\"", "\"primary\"", "\"secondary\"", "\"sideways\"", "\"#zzzzzz\"", "\"#fff\"",
        "\"\"", "null", "{}", "[]", "0", "-1", "\"leaf\"", "\"split\"", "\"root\"", "\"zoomed\"", "\"minSize\"",
        "\"\\u0000\"", "\"\\ud800\"", "\"é\"", "\"🙂\"",
    ]
    static let junk: [String] = ["{", "}", "[", "]", ":", ",", "\"", "\\", "0", "-", ".", "e", " ", "\n", "n", "t", "é", "🙂", "\u{0}"]

    static let generator = Generator<MangledDocument, Shrink.None<MangledDocument>> { rng in
        var scriptRng = caseGenerator(seed: UInt64(Gens.int(0...1_000_000, &rng)), index: 0)
        let script = Gens.script(length: 1...20).run(using: &scriptRng)
        let tree = script.states().last!.tree
        let mutations: [Mutation] = (0..<Gens.int(1...4, &rng)).map { _ in
            let at = Gens.int(0...100_000, &rng)
            switch Gens.int(0...5, &rng) {
            case 0: return .delete(at: at, count: Gens.int(1...20, &rng))
            case 1: return .duplicate(at: at, count: Gens.int(1...200, &rng))
            case 2: return .replace(at: at, with: Gens.pick(junk, &rng))
            case 3: return .truncate(at: at)
            case 4: return .number(index: at, with: Gens.pick(hostileNumbers, &rng))
            default: return .value(index: at, with: Gens.pick(hostileValues, &rng))
            }
        }
        return MangledDocument(original: tree.jsonDocument(), mutations: mutations)
    }

    var shrinkCandidates: [MangledDocument] {
        mutations.indices.map { i in
            var c = self
            c.mutations.remove(at: i)
            return c
        }
    }
}

/// What decoding `text` must give: a valid tree that lays out exactly, or an error with a message.
func expectDecodesSafely(_ text: String, _ v: inout Violations, _ context: String) {
    do {
        let tree = try SplitTree<Int>(jsonDocument: text)
        v.expect(tree.validationProblems().isEmpty, "\(context): decoded an invalid tree: \(tree.validationProblems())")
        for area in [Rect(x: 0, y: 0, width: 1920, height: 1080), Rect(x: 0, y: 0, width: 3, height: 7)] where !tree.isEmpty {
            expectExactTiling(tree.layout(in: area), of: area, &v, "\(context): decoded tree in \(area)")
        }
    } catch {
        v.expect(!error.message.isEmpty, "\(context): decoding threw an error without a message")
    }
}

@Suite("Document properties")
struct CodableProperties {
    @Test func everyTreeSurvivesEncodingAndDecodingWithStableText() {
        forAllScripts(seed: 0x5EED_0009, cases: 250) { script, v in
            forEachState(of: script) { state, where_ in
                let text = state.tree.jsonDocument()
                do {
                    let decoded = try SplitTree<Int>(jsonDocument: text)
                    v.expect(decoded == state.tree, "\(where_): the decoded tree differs from the original; document:\n\(text)")
                    v.expect(decoded.jsonDocument() == text, "\(where_): encoding the decoded tree gives different text")
                } catch {
                    v.fail("\(where_): decoding its own document threw \(error); document:\n\(text)")
                }
            }
        }
    }

    @Test func mangledDocumentsDecodeToValidTreesOrThrowWithAMessage() {
        forAll(MangledDocument.generator, seed: 0x5EED_000A, cases: 2000, shrink: { $0.shrinkCandidates }) { doc, v in
            expectDecodesSafely(doc.text, &v, "mangled document")
        }
    }

    @Test(arguments: [10, 199, 200, 201, 400, 100_000])
    func deeplyNestedTreeDocumentsDecodeOrThrowWithoutTrapping(depth: Int) {
        // A chain `depth` splits deep, written by hand so it can exceed what the engine builds.
        let split = ##"{"layout":"horizontal","fraction":0.5,"constraints":{"minPrimaryFraction":0,"minSecondaryFraction":0,"dragToHidePrimary":false,"dragToHideSecondary":false},"style":{"visibleThickness":2,"inset":0,"hitThickness":8,"color":"#4c566a","hidesWithSide":false}}"##
        var text = #"{"format":"splitwm-tree","version":1,"root":"#
        for i in 0..<depth { text += #"{"split":\#(split),"secondary":{"leaf":\#(i + 1_000_000)},"primary":"# }
        text += #"{"leaf":0}"# + String(repeating: "}", count: depth) + "}"
        var v = Violations()
        expectDecodesSafely(text, &v, "a chain \(depth) deep")
        let decoded = try? SplitTree<Int>(jsonDocument: text)
        if depth <= SplitTree<Int>.maximumDepth {
            #expect(decoded?.leafCount == depth + 1, "a chain \(depth) deep is within the limit and must decode")
        } else {
            #expect(decoded == nil, "a chain \(depth) deep exceeds the limit of \(SplitTree<Int>.maximumDepth)")
        }
        #expect(v.messages.isEmpty, "\(v.messages)")
    }

    @Test(arguments: [1_000, 100_000])
    func deeplyNestedArbitraryJSONIsRefusedWithoutTrapping(depth: Int) {
        for (open, close) in [("{\"root\":", "}"), ("[", "]"), ("{\"root\":{\"split\":", "}}")] {
            let text = #"{"format":"splitwm-tree","version":1,"root":"# + String(repeating: open, count: depth)
                + "1" + String(repeating: close, count: depth) + "}"
            var v = Violations()
            expectDecodesSafely(text, &v, "\(open) nested \(depth) deep")
            #expect((try? SplitTree<Int>(jsonDocument: text)) == nil)
            #expect(v.messages.isEmpty, "\(v.messages)")
        }
    }
}
