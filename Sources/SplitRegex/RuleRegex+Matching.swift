// Searching a value with a compiled expression in time linear in both: every thread of the
// program advances over the value together, one scalar at a time, and a thread that reaches
// an instruction another already holds at this position is dropped (Thompson's simulation).
// Only whether there is a match is asked, so threads need no order and no captures.

/// What a search did: the instructions it visited and the scalars of the value it looked at.
struct SearchCount {
    var steps = 0
    var scalars = 0
}

extension RegexProgram {
    /// Whether the program matches somewhere in the part of `value` that `budget` covers (a
    /// scalar costs the program's size, plus, if non-ASCII and the program looks such scalars
    /// up, `unicodeCost` and `setCost` per distinct set). `count.steps` grows by at most 2 × (scalars + 1) × instructions.
    func matches(_ value: String, budget: Int, unicodeCost: Int, setCost: Int, count: inout SearchCount) -> Bool {
        var input: [Unicode.Scalar] = []
        input.reserveCapacity(min(value.utf8.count, budget / instructions.count))
        var truncated = false
        var spent = 0
        let nonASCII = instructions.count + (readsUnicode ? unicodeCost + setCost * sets.count : 0)
        for c in value.unicodeScalars {
            let cost = c.isASCII ? instructions.count : nonASCII
            guard spent + cost <= budget else { truncated = true; break }
            spent += cost
            input.append(c)
        }
        count.scalars += input.count
        // The search reads and writes through buffer pointers held in locals: with arrays in
        // a struct, every step paid for a uniqueness check or a retain, several times the
        // work of the step itself.
        let size = instructions.count
        let scratch = UnsafeMutableBufferPointer<Int>.allocate(capacity: 5 * size + 1 + 2 * sets.count)
        defer { scratch.deallocate() }
        return instructions.withUnsafeBufferPointer { code in
            input.withUnsafeBufferPointer { input in
                asciiSets.withUnsafeBufferPointer { ascii in
                    sets.withUnsafeBufferPointer { sets in
                        search(code, input, ascii, sets, truncated: truncated, scratch: scratch, steps: &count.steps)
                    }
                }
            }
        }
    }

    /// The search itself; `scratch` holds 5 × instructions + 1 + 2 × sets values.
    private func search(_ code: UnsafeBufferPointer<RegexInstruction>, _ input: UnsafeBufferPointer<Unicode.Scalar>,
                        _ ascii: UnsafeBufferPointer<UInt64>, _ sets: UnsafeBufferPointer<ScalarSet>, truncated: Bool, scratch: UnsafeMutableBufferPointer<Int>, steps: inout Int) -> Bool {
        let size = code.count
        // Threads waiting to consume the scalar at the position, and those for the next one.
        var current = UnsafeMutableBufferPointer(rebasing: scratch[0..<size])
        var next = UnsafeMutableBufferPointer(rebasing: scratch[size..<(2 * size)])
        /// The position each instruction was last reached at.
        let reached = UnsafeMutableBufferPointer(rebasing: scratch[(2 * size)..<(3 * size)])
        /// A split pushes two, and only an instruction not yet reached pushes.
        let stack = UnsafeMutableBufferPointer(rebasing: scratch[(3 * size)..<(5 * size + 1)])
        /// Per set: the position its answer is for, and the answer (1 or 0), so a set used by
        /// many instructions is looked up once per scalar.
        let setPosition = UnsafeMutableBufferPointer(rebasing: scratch[(5 * size + 1)..<(5 * size + 1 + sets.count)])
        let setAnswer = UnsafeMutableBufferPointer(rebasing: scratch[(5 * size + 1 + sets.count)...])
        reached.initialize(repeating: -1)
        setPosition.initialize(repeating: -1)
        setAnswer.initialize(repeating: 0)
        var currentCount = 0, nextCount = 0, visited = 0
        defer { steps += visited }

        // Whether the scalars either side of the last position a `\b` or `\B` looked at are
        // word scalars: looked up once per position however many of them the program has.
        var boundaryPosition = -1, wordBefore = false, wordAfter = false
        func holds(_ assertion: RegexAssertion, at p: Int) -> Bool {
            switch assertion {
            case .start: return p == 0
            case .end:
                guard !truncated else { return false }
                return p == input.count || (p == input.count - 1 && input[p] == "\n")
            case .wordBoundary(let wanted):
                if boundaryPosition != p {
                    boundaryPosition = p
                    wordBefore = p > 0 && ScalarClass.isWord(input[p - 1])
                    wordAfter = p < input.count && ScalarClass.isWord(input[p])
                }
                return (wordBefore != wordAfter) == wanted
            }
        }

        /// Follows splits, jumps and assertions from `start` at position `p`, adding the
        /// threads that consume to `next`; true when one reaches the match.
        func closure(from start: Int, at p: Int) -> Bool {
            var top = 1
            stack[0] = start
            while top > 0 {
                top &-= 1
                let pc = stack[top]
                guard reached[pc] != p else { continue }
                reached[pc] = p
                visited &+= 1
                switch code[pc] {
                case .split(let a, let b):
                    stack[top] = b
                    stack[top &+ 1] = a
                    top &+= 2
                case .jump(let a):
                    stack[top] = a
                    top &+= 1
                case .assertion(let a):
                    if holds(a, at: p) {
                        stack[top] = pc &+ 1
                        top &+= 1
                    }
                case .match:
                    return true
                case .scalar, .folded, .set, .any:
                    next[nextCount] = pc
                    nextCount &+= 1
                }
            }
            return false
        }

        let anchored = anchoredAtStart
        if closure(from: 0, at: 0) { return true }
        swap(&current, &next)
        currentCount = nextCount
        for p in 0..<input.count {
            let c = input[p]
            let lower = foldsCase && c.isASCII ? CaseFolding.folded(c) : c
            // Worked out at the first set that needs it, once per position.
            var cased: CasedScalar?
            nextCount = 0
            for t in 0..<currentCount {
                let pc = current[t]
                visited &+= 1
                let consumed: Bool
                switch code[pc] {
                case .scalar(let s): consumed = s == c
                case .folded(let s) where c.isASCII: consumed = s == lower
                case .folded(let s):
                    if cased == nil { cased = CasedScalar(c, folding: foldsCase) }
                    consumed = s == cased!.forms.1
                case .set(let k) where c.value < 128:
                    consumed = ascii[2 &* k &+ Int(c.value >> 6)] & (1 << UInt64(c.value & 63)) != 0
                case .set(let k):
                    if setPosition[k] != p {
                        setPosition[k] = p
                        if cased == nil { cased = CasedScalar(c, folding: foldsCase) }
                        setAnswer[k] = sets[k].contains(cased!) ? 1 : 0
                    }
                    consumed = setAnswer[k] == 1
                case .any: consumed = c != "\n"
                default: consumed = false
                }
                if consumed, closure(from: pc &+ 1, at: p &+ 1) { return true }
            }
            // A match may also start at the next scalar.
            if !anchored, closure(from: 0, at: p &+ 1) { return true }
            swap(&current, &next)
            currentCount = nextCount
            if currentCount == 0, anchored { return false }
        }
        return false
    }
}
