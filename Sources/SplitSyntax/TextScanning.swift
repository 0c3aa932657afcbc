// Byte-level helpers the command and config parsers share: words, columns, numbers,
// quoting for messages and the nearest-name suggestion; and replacing a scalar everywhere in
// a text (the completion scripts' and the man pages' escapes).
//
// Both parsers work on UTF-8 bytes: every character that has a meaning (space, tab, `;`,
// quotes, `\`, `$`, `+`, `#`) is ASCII, so cutting at those bytes never splits a character,
// and the work stays linear in the input whatever it holds.

package enum ASCII {
    package static let tab: UInt8 = 0x09
    package static let space: UInt8 = 0x20
    package static let doubleQuote: UInt8 = 0x22
    package static let hash: UInt8 = 0x23
    package static let dollar: UInt8 = 0x24
    package static let singleQuote: UInt8 = 0x27
    package static let plus: UInt8 = 0x2B
    package static let semicolon: UInt8 = 0x3B
    package static let equals: UInt8 = 0x3D
    package static let openBracket: UInt8 = 0x5B
    package static let closeBracket: UInt8 = 0x5D
    package static let backslash: UInt8 = 0x5C
    package static let underscore: UInt8 = 0x5F
    package static let tilde: UInt8 = 0x7E

    package static func isBlank(_ b: UInt8) -> Bool { b == space || b == tab }
    package static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    package static func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A }
    /// A byte that may start a variable name (`$name`): a letter or `_`.
    package static func startsName(_ b: UInt8) -> Bool { isLetter(b) || b == underscore }
    /// A byte that may continue a variable name: a letter, a digit or `_`.
    package static func continuesName(_ b: UInt8) -> Bool { startsName(b) || isDigit(b) }
}

/// One blank-separated word of a command or a config line, with its byte offset.
package struct Word: Hashable, Sendable {
    package var text: String
    package var offset: Int

    package init(text: String, offset: Int) {
        self.text = text
        self.offset = offset
    }
}

package extension Array where Element == UInt8 {
    /// The text of `range`; the range is cut at ASCII bytes, so it is valid UTF-8 when the whole is.
    func text(_ range: Range<Int>) -> String { String(decoding: self[range], as: UTF8.self) }

    /// The blank-separated words in `range`.
    func words(in range: Range<Int>) -> [Word] {
        var words: [Word] = []
        var i = range.lowerBound
        while i < range.upperBound {
            while i < range.upperBound, ASCII.isBlank(self[i]) { i += 1 }
            guard i < range.upperBound else { break }
            let start = i
            while i < range.upperBound, !ASCII.isBlank(self[i]) { i += 1 }
            words.append(Word(text: text(start..<i), offset: start))
        }
        return words
    }

    /// `range` without its leading and trailing blanks.
    func trimmingBlanks(_ range: Range<Int>) -> Range<Int> {
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi, ASCII.isBlank(self[lo]) { lo += 1 }
        while hi > lo, ASCII.isBlank(self[hi - 1]) { hi -= 1 }
        return lo..<hi
    }

    /// The 1-based column of byte `offset`, counted in Unicode scalars (continuation bytes
    /// do not count), so a column means the same in an editor whatever the characters before.
    func column(ofByte offset: Int) -> Int {
        var column = 1
        for b in self[..<Swift.min(offset, count)] where b & 0xC0 != 0x80 { column += 1 }
        return column + Swift.max(0, offset - count)
    }
}

package enum Numbers {
    /// A whole number written with digits only (no sign), or nil when it is not one or has
    /// more than 9 digits (every range a setting or command accepts is far below that).
    package static func whole(_ text: String) -> Int? {
        let utf8 = text.utf8
        guard !utf8.isEmpty, utf8.count <= 9, utf8.allSatisfy(ASCII.isDigit) else { return nil }
        return Int(text)
    }

    /// A finite decimal number written as digits with an optional point and exponent
    /// (`0.3`, `.5`, `1`, `1e-05`), or nil. No sign, no `inf`, `nan` or hexadecimal:
    /// what `Double.description` writes for a number from 0 to 1 is accepted.
    package static func decimal(_ text: String) -> Double? {
        let b = Array(text.utf8)
        guard !b.isEmpty, b.count <= 40 else { return nil }
        var i = 0, digits = 0
        while i < b.count, ASCII.isDigit(b[i]) { i += 1; digits += 1 }
        if i < b.count, b[i] == 0x2E {
            i += 1
            while i < b.count, ASCII.isDigit(b[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < b.count, b[i] | 0x20 == 0x65 {
            i += 1
            if i < b.count, b[i] == 0x2B || b[i] == 0x2D { i += 1 }
            let start = i
            while i < b.count, ASCII.isDigit(b[i]) { i += 1 }
            guard i > start else { return nil }
        }
        guard i == b.count, let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The shortest text that `decimal` reads back as exactly `value` (`0` for zero of either sign).
    package static func text(_ value: Double) -> String { value == 0 ? "0" : "\(value)" }

    /// A range's bound as the documentation writes it: `0`, `1`, `0.95`.
    package static func bound(_ value: Double) -> String { value == value.rounded() ? "\(Int(value))" : "\(value)" }
}

package enum Messages {
    /// `text` in double quotes for a message, with quotes, backslashes and control characters
    /// escaped (so a log line stays one line) and cut after 40 characters.
    package static func quoted(_ text: String) -> String {
        var out = "\""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == 40 { out += "…"; break }
            count += 1
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// "a, b or c".
    package static func list(_ items: [String], or conjunction: String = "or") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + items[items.count - 1]
    }

    /// The name in `names` nearest to `word` by edit distance, when it is close enough to be
    /// a likely typo (at most 2 edits, or a quarter of the name for long names).
    package static func suggestion(for word: String, among names: [String]) -> String? {
        let w = Array(word.lowercased().utf8)
        guard !w.isEmpty, w.count <= 64 else { return nil }
        var best: (name: String, distance: Int)?
        for name in names {
            let d = editDistance(w, Array(name.utf8))
            if d <= Swift.max(2, name.utf8.count / 4), d < (best?.distance ?? Int.max) { best = (name, d) }
        }
        return best?.name
    }

    package static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...Swift.max(1, a.count) where !a.isEmpty {
            current[0] = i
            for j in 1...Swift.max(1, b.count) where !b.isEmpty {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}

extension String {
    /// This text with every `target` replaced (no Foundation in Sources). By scalars: a quote
    /// followed by a combining mark is one Character, and must still be replaced.
    public func replacingEvery(_ target: Unicode.Scalar, with replacement: String) -> String {
        var out = ""
        for c in unicodeScalars {
            if c == target { out += replacement } else { out.unicodeScalars.append(c) }
        }
        return out
    }
}
