// What a rule's regular expression knows of scalars: sets (`[a-z]`, `\d`, their negations)
// and case folding for `(?i)`. Classes follow Unicode as Swift's Regex and PCRE with UCP do,
// with an ASCII path first because titles are mostly ASCII.

/// `\d`, `\w`, `\s` or their negations `\D`, `\W`, `\S`.
struct ScalarClass: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case digit, word, space }
    var kind: Kind
    var negated: Bool

    init?(escape c: Unicode.Scalar) {
        switch c {
        case "d", "D": kind = .digit
        case "w", "W": kind = .word
        case "s", "S": kind = .space
        default: return nil
        }
        negated = c.properties.isUppercase
    }

    /// This class's bit in `ScalarTraits`.
    var bit: UInt8 {
        switch kind {
        case .digit: ScalarTraits.digit
        case .word: ScalarTraits.word
        case .space: ScalarTraits.space
        }
    }

    static func isDigit(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? ("0"..."9").contains(c) : c.properties.generalCategory == .decimalNumber
    }

    /// Letters, marks, decimal digits, connector punctuation (`_`) and joiners, as Swift's `\w`.
    static func isWord(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII { return ("a"..."z").contains(c) || ("A"..."Z").contains(c) || ("0"..."9").contains(c) || c == "_" }
        let p = c.properties
        switch p.generalCategory {
        case .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation: return true
        default: return p.isAlphabetic || p.isJoinControl
        }
    }

    static func isSpace(_ c: Unicode.Scalar) -> Bool {
        c.isASCII ? c == " " || ("\t"..."\r").contains(c) : c.properties.isWhitespace
    }
}

/// Which classes a scalar is in, as bits (`digit`, `word`, `space`): Unicode's tables cost a
/// few hundred instructions a look, so a search looks once per scalar of the value, not once
/// per set.
struct ScalarTraits: Hashable, Sendable {
    var bits: UInt8

    static let digit: UInt8 = 1, word: UInt8 = 2, space: UInt8 = 4

    init(_ c: Unicode.Scalar) {
        bits = (ScalarClass.isDigit(c) ? Self.digit : 0) | (ScalarClass.isWord(c) ? Self.word : 0)
            | (ScalarClass.isSpace(c) ? Self.space : 0)
    }
}

/// A scalar of the value as sets see it: itself and its other cases, with their classes.
struct CasedScalar {
    var forms: (Unicode.Scalar, Unicode.Scalar, Unicode.Scalar)
    var traits: (ScalarTraits, ScalarTraits, ScalarTraits)

    /// `c`; its cases only when `folding` (else c stands for them).
    init(_ c: Unicode.Scalar, folding: Bool) {
        let lower = folding ? CaseFolding.folded(c) : c, upper = folding ? CaseFolding.uppercased(c) : c
        forms = (c, lower, upper)
        let t = ScalarTraits(c)
        traits = (t, lower == c ? t : ScalarTraits(lower), upper == c ? t : ScalarTraits(upper))
    }
}

/// A bracketed set or a class escape: scalars in sorted, disjoint ranges and classes, all
/// negated by `[^...]`.
struct ScalarSet: Hashable, Sendable {
    var ranges: [ClosedRange<UInt32>]
    var classes: [ScalarClass]
    var negated: Bool
    /// The classes as bits: a scalar with any bit of `having`, or lacking any of `lacking`
    /// (`\D`, `\W`, `\S`), is in the set.
    var having: UInt8 = 0, lacking: UInt8 = 0
    /// Set under `(?i)`: a scalar is in it when it or its other case is.
    var foldCase: Bool

    /// Ranges sorted and merged, so membership is a binary search.
    func normalized() -> ScalarSet {
        var merged: [ClosedRange<UInt32>] = []
        for r in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, r.lowerBound <= last.upperBound &+ 1 {
                merged[merged.count - 1] = last.lowerBound...max(last.upperBound, r.upperBound)
            } else {
                merged.append(r)
            }
        }
        var set = self
        set.ranges = merged
        for c in classes {
            if c.negated { set.lacking |= c.bit } else { set.having |= c.bit }
        }
        return set
    }

    /// Whether `c` is in the set (under `(?i)`, when it or one of its other cases is).
    func contains(_ c: CasedScalar) -> Bool {
        let inside = foldCase
            ? holds(c.forms.0, c.traits.0) || holds(c.forms.1, c.traits.1) || holds(c.forms.2, c.traits.2)
            : holds(c.forms.0, c.traits.0)
        return inside != negated
    }

    private func holds(_ c: Unicode.Scalar, _ traits: ScalarTraits) -> Bool {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < c.value { low = mid + 1 } else { high = mid }
        }
        if low < ranges.count, ranges[low].contains(c.value) { return true }
        return traits.bits & having != 0 || ~traits.bits & lacking != 0
    }
}

/// Simple one-scalar case mappings (a scalar whose case changes into several, as ß into SS,
/// keeps itself).
enum CaseFolding {
    static func folded(_ c: Unicode.Scalar) -> Unicode.Scalar {
        if c.isASCII { return ("A"..."Z").contains(c) ? Unicode.Scalar(c.value + 32)! : c }
        return single(c.properties.lowercaseMapping) ?? c
    }

    static func uppercased(_ c: Unicode.Scalar) -> Unicode.Scalar {
        if c.isASCII { return ("a"..."z").contains(c) ? Unicode.Scalar(c.value - 32)! : c }
        return single(c.properties.uppercaseMapping) ?? c
    }

    private static func single(_ s: String) -> Unicode.Scalar? {
        var scalars = s.unicodeScalars.makeIterator()
        guard let first = scalars.next(), scalars.next() == nil else { return nil }
        return first
    }
}
