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
        // The search reads and writes through buffer pointers held in locals: with arrays in
        // a struct, every step paid for a uniqueness check or a retain, several times the
        // work of the step itself.
        let size = instructions.count
        let scratch = UnsafeMutableBufferPointer<Int>.allocate(capacity: 5 * size + 1 + 2 * sets.count)
        defer { scratch.deallocate() }
        return instructions.withUnsafeBufferPointer { code in
            input.withUnsafeBufferPointer { input in
                asciiSets.withUnsafeBufferPointer { ascii in
                    search(code, input, ascii, truncated: truncated, scratch: scratch, steps: &steps)
                }
            }
        }
    }

    /// The search itself; `scratch` holds 5 × instructions + 1 + 2 × sets values.
    private func search(_ code: UnsafeBufferPointer<RegexInstruction>, _ input: UnsafeBufferPointer<Unicode.Scalar>,
                        _ ascii: UnsafeBufferPointer<UInt64>, truncated: Bool, scratch: UnsafeMutableBufferPointer<Int>, steps: inout Int) -> Bool {
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

        func holds(_ assertion: RegexAssertion, at p: Int) -> Bool {
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
            let lower = foldsCase ? CaseFolding.folded(c) : c
            let upper = foldsCase ? CaseFolding.uppercased(c) : c
            nextCount = 0
            for t in 0..<currentCount {
                let pc = current[t]
                visited &+= 1
                let consumed: Bool
                switch code[pc] {
                case .scalar(let s): consumed = s == c
                case .folded(let s): consumed = s == lower
                case .set(let k) where c.value < 128:
                    consumed = ascii[2 &* k &+ Int(c.value >> 6)] & (1 << UInt64(c.value & 63)) != 0
                case .set(let k):
                    if setPosition[k] != p {
                        setPosition[k] = p
                        setAnswer[k] = sets[k].contains(c, lower: lower, upper: upper) ? 1 : 0
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
