// A rule's regular expression: its source, the program it compiles to, and the bounds that
// keep one search within a fixed number of steps whatever the value (a title is the
// client's to choose). Reading the pattern is RuleRegex+Parsing.swift, sets and case
// RuleRegex+Sets.swift, the search RuleRegex+Matching.swift.
//
// Swift's Regex backtracks with no step limit, so a pattern such as `(a+)+$` can take
// exponential time on a crafted title and stall the window manager. This matcher runs every
// possible path at once over the value (Thompson's construction, as RE2 does): each scalar
// of the value costs at most two steps per instruction of the program.

/// A compiled regular expression, searched for anywhere in a value; equal to another when
/// their sources are.
package struct RuleRegex: Hashable, Sendable {
    package let source: String
    let program: RegexProgram

    /// The most instructions a pattern may compile to (bounded repetitions are written out).
    static let maxInstructions = 500
    /// What a search may spend: each scalar of the value costs the program's instructions,
    /// and a non-ASCII one `unicodeCost` more when the program looks it up in Unicode's tables.
    /// The search stops there, so it takes at most about twice this many steps.
    static let scalarBudget = 1 << 18
    /// A non-ASCII scalar's lookups (its cases, and its classes for each) cost about as much
    /// as this many steps (splitbench regex, under callgrind).
    static let unicodeCost = 128
    /// A set's answer for a non-ASCII scalar (up to three binary searches, for its cases)
    /// costs about as much as this many steps; each distinct set is asked once per scalar.
    static let setCost = 16

    package init(_ source: String) throws(RegexSyntaxError) {
        self.source = source
        self.program = try RegexProgram(RegexParser.parse(source), maxInstructions: Self.maxInstructions)
    }

    /// How many ASCII scalars of a value a search looks at: `Firefox$` (9 instructions) sees
    /// the first 29,127, `(a+)+$` (12) 21,845, the largest program (500) 524. Titles are seldom
    /// past a few hundred; splitwm reads at most 65,536 bytes of one.
    var scalarLimit: Int { Self.scalarBudget / program.instructions.count }

    /// Whether the expression matches somewhere in the part of `value` its budget covers.
    package func matches(_ value: String) -> Bool {
        var count = SearchCount()
        return program.matches(value, budget: Self.scalarBudget, unicodeCost: Self.unicodeCost, setCost: Self.setCost, count: &count)
    }

    package static func == (a: Self, b: Self) -> Bool { a.source == b.source }
    package func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

/// One step of a compiled expression.
enum RegexInstruction: Hashable, Sendable {
    /// Consume this scalar.
    case scalar(Unicode.Scalar)
    /// Consume a scalar whose folded case is this one.
    case folded(Unicode.Scalar)
    /// Consume a scalar in `RegexProgram.sets[index]`.
    case set(Int)
    /// Consume any scalar but a line feed.
    case any
    /// Go on at both.
    case split(Int, Int)
    case jump(Int)
    /// Go on at the next instruction if the position passes.
    case assertion(RegexAssertion)
    case match
}

/// The instructions an expression compiles to; the search starts at the first.
struct RegexProgram: Hashable, Sendable {
    private(set) var instructions: [RegexInstruction] = []
    private(set) var sets: [ScalarSet] = []
    /// Per set, two words: which ASCII scalars it holds (fold and negation applied), so most
    /// scalars of most titles are a bit test.
    private(set) var asciiSets: [UInt64] = []
    /// Some instruction compares cases, so the search folds each scalar once.
    private(set) var foldsCase = false
    private let maxInstructions: Int

    init(_ node: RegexNode, maxInstructions: Int) throws(RegexSyntaxError) {
        self.maxInstructions = maxInstructions
        try emit(node)
        try append(.match)
    }

    /// Some instruction looks a non-ASCII scalar up in Unicode's tables (a class, a case,
    /// a word boundary), which costs a search more than a step.
    private(set) var readsUnicode = false

    /// Whether the program can match only at the start of a value.
    var anchoredAtStart: Bool { instructions.first == .assertion(.start) }

    private mutating func append(_ instruction: RegexInstruction) throws(RegexSyntaxError) {
        guard instructions.count < maxInstructions else {
            throw RegexSyntaxError(offset: 0, message: "the expression is too large once its repetitions are written out (at most \(maxInstructions) instructions)")
        }
        instructions.append(instruction)
    }

    private mutating func emit(_ node: RegexNode) throws(RegexSyntaxError) {
        switch node {
        case .empty: break
        case .scalar(let c, let folded):
            foldsCase = foldsCase || folded
            readsUnicode = readsUnicode || folded
            try append(folded ? .folded(c) : .scalar(c))
        case .set(let set):
            // Copies made by a repetition share one entry, so a search tests each distinct
            // set once per scalar however many instructions use it.
            foldsCase = foldsCase || set.foldCase
            readsUnicode = readsUnicode || set.foldCase || !set.classes.isEmpty
            let index = sets.firstIndex(of: set) ?? sets.count
            if index == sets.count {
                sets.append(set)
                var words: [UInt64] = [0, 0]
                for value in 0..<UInt32(128) where set.contains(CasedScalar(Unicode.Scalar(value)!, folding: set.foldCase)) {
                    do {
                        words[Int(value / 64)] |= 1 << UInt64(value % 64)
                    }
                }
                asciiSets += words
            }
            try append(.set(index))
        case .any: try append(.any)
        case .assertion(let a):
            if case .wordBoundary = a { readsUnicode = true }
            try append(.assertion(a))
        case .concatenation(let items):
            for item in items { try emit(item) }
        case .alternation(let branches):
            // split(first, rest); first; jump end; split(second, rest); ... last; end
            var jumps: [Int] = []
            for (n, branch) in branches.enumerated() {
                if n < branches.count - 1 {
                    let split = instructions.count
                    try append(.split(split + 1, 0))
                    try emit(branch)
                    jumps.append(instructions.count)
                    try append(.jump(0))
                    instructions[split] = .split(split + 1, instructions.count)
                } else {
                    try emit(branch)
                }
            }
            for j in jumps { instructions[j] = .jump(instructions.count) }
        case .repetition(let item, let min, let max):
            for _ in 0..<min { try emit(item) }
            if let max {
                // Each optional copy may be skipped to the end.
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(instructions.count)
                    try append(.split(instructions.count + 1, 0))
                    try emit(item)
                }
                for s in splits { instructions[s] = .split(s + 1, instructions.count) }
            } else {
                let loop = instructions.count
                try append(.split(loop + 1, 0))
                try emit(item)
                try append(.jump(loop))
                instructions[loop] = .split(loop + 1, instructions.count)
            }
        }
    }
}
