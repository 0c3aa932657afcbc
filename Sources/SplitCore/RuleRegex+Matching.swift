// Searching a value with a compiled expression in time linear in both: every thread of the
// program advances over the value together, one scalar at a time, and a thread that reaches
// an instruction another already holds at this position is dropped (Thompson's simulation).
// Only whether there is a match is asked, so threads need no order and no captures.

extension RegexProgram {
    /// Whether the program matches somewhere in the first `scalarLimit` scalars of `value`;
    /// `steps` grows by the instructions visited, at most 2 × (scalars + 1) × instructions.
    func matches(_ value: String, scalarLimit: Int, steps: inout Int) -> Bool {
        var input: [Unicode.Scalar] = []
        input.reserveCapacity(min(value.utf8.count, scalarLimit))
        var truncated = false
        for c in value.unicodeScalars {
            guard input.count < scalarLimit else { truncated = true; break }
            input.append(c)
        }
        var search = Search(input: input, truncated: truncated, size: instructions.count)
        defer { steps += search.steps }
        if search.closure(from: 0, at: 0, program: self) { return true }
        for p in input.indices {
            let c = input[p]
            let lower = foldsCase ? CaseFolding.folded(c) : c
            let upper = foldsCase ? CaseFolding.uppercased(c) : c
            search.next.removeAll(keepingCapacity: true)
            for pc in search.current {
                search.steps += 1
                let consumed = switch instructions[pc] {
                case .scalar(let s): s == c
                case .folded(let s): s == lower
                case .set(let k): sets[k].contains(c, lower: lower, upper: upper)
                case .any: c != "\n"
                default: false
                }
                if consumed, search.closure(from: pc + 1, at: p + 1, program: self) { return true }
            }
            // A match may also start at the next scalar.
            if !anchoredAtStart, search.closure(from: 0, at: p + 1, program: self) { return true }
            swap(&search.current, &search.next)
            if search.current.isEmpty, anchoredAtStart { return false }
        }
        return false
    }
}

/// The state of one search: the threads waiting to consume the scalar at the position, those
/// for the next, and which instructions a position has already reached.
private struct Search {
    let input: [Unicode.Scalar]
    /// The value was longer than the part searched: its end was not seen.
    let truncated: Bool
    var current: [Int] = []
    var next: [Int] = []
    /// The position each instruction was last reached at.
    var reached: [Int]
    var stack: [Int] = []
    var steps = 0

    init(input: [Unicode.Scalar], truncated: Bool, size: Int) {
        self.input = input
        self.truncated = truncated
        reached = Array(repeating: -1, count: size)
        current.reserveCapacity(size)
        next.reserveCapacity(size)
        stack.reserveCapacity(2 * size)
    }

    /// Follows splits, jumps and assertions from `start` at position `p`, adding the threads
    /// that consume to `current` (position 0) or `next`; true when one reaches the match.
    mutating func closure(from start: Int, at p: Int, program: RegexProgram) -> Bool {
        stack.append(start)
        while let pc = stack.popLast() {
            guard reached[pc] != p else { continue }
            reached[pc] = p
            steps += 1
            switch program.instructions[pc] {
            case .split(let a, let b):
                stack.append(b)
                stack.append(a)
            case .jump(let a): stack.append(a)
            case .assertion(let a):
                if holds(a, at: p) { stack.append(pc + 1) }
            case .match:
                stack.removeAll(keepingCapacity: true)
                return true
            case .scalar, .folded, .set, .any:
                if p == 0 { current.append(pc) } else { next.append(pc) }
            }
        }
        return false
    }

    private func holds(_ assertion: RegexAssertion, at p: Int) -> Bool {
        switch assertion {
        case .start: return p == 0
        case .end:
            guard !truncated else { return false }
            return p == input.count || (p == input.count - 1 && input[p] == "\n")
        case .wordBoundary(let wanted):
            let before = p > 0 && ScalarClass.isWord(input[p - 1])
            let after = p < input.count && ScalarClass.isWord(input[p])
            return (before != after) == wanted
        }
    }
}
