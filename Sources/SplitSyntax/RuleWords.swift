// The words of a rule line or of a command's criteria, and their mistakes: words with quoted
// parts, read before any criterion or action is.
//
// Quotes only group: `title="Save as"` and `title='Save as'` give the pattern `Save as`.
// Backslashes are left for the pattern, where they are its own escapes (`class=a\*` matches
// "a*", `title~\d+` is the regex `\d+`), so a pattern is written the same quoted or not;
// a backslash also keeps the character after it from ending the word or a double-quoted part.

/// A mistake in a rule: where (a byte offset into the text given to the parser) and what.
package struct RuleSyntaxError: Error, Hashable, Sendable {
    package var offset: Int
    package var message: String

    package init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }
}

/// One word of a rule: a run of non-blank bytes, blanks included within quotes.
package struct RuleWord {
    package var range: Range<Int>

    /// The word as written, quotes included.
    package func text(in b: [UInt8]) -> String { b.text(range) }
}

package enum RuleWords {
    /// The words of `b` (of `b[range]`, given one); a quote left open is an error at the quote.
    package static func split(_ b: [UInt8], in range: Range<Int>? = nil) throws(RuleSyntaxError) -> [RuleWord] {
        var words: [RuleWord] = []
        let range = range ?? 0..<b.count
        let end = range.upperBound
        var i = range.lowerBound
        while i < end {
            while i < end, ASCII.isBlank(b[i]) { i += 1 }
            guard i < end else { break }
            let start = i
            var quote: (mark: UInt8, at: Int)?
            while i < end {
                let c = b[i]
                if let q = quote {
                    if c == q.mark {
                        quote = nil
                    } else if q.mark == ASCII.doubleQuote, c == ASCII.backslash, i + 1 < end {
                        i += 1
                    }
                } else if ASCII.isBlank(c) {
                    break
                } else if c == ASCII.singleQuote || c == ASCII.doubleQuote {
                    quote = (c, i)
                } else if c == ASCII.backslash, i + 1 < end {
                    i += 1
                }
                i += 1
            }
            if let q = quote {
                let mark = q.mark == ASCII.singleQuote ? "'" : "\""
                throw RuleSyntaxError(offset: q.at, message: "rule: unterminated quote: expected a closing \(mark)")
            }
            words.append(RuleWord(range: start..<i))
        }
        return words
    }

    /// `b[range]` without its quotes (backslashes kept, see the top of this file), and for
    /// every byte left, and the end, its offset in `b`.
    package static func dequoted(_ b: [UInt8], _ range: Range<Int>) -> (bytes: [UInt8], origin: [Int]) {
        var bytes: [UInt8] = [], origin: [Int] = []
        var quote: UInt8?
        var i = range.lowerBound
        func keep(_ j: Int) {
            bytes.append(b[j])
            origin.append(j)
        }
        while i < range.upperBound {
            let c = b[i]
            if let q = quote, c == q {
                quote = nil
            } else if quote == nil, c == ASCII.singleQuote || c == ASCII.doubleQuote {
                quote = c
            } else if c == ASCII.backslash, quote != ASCII.singleQuote, i + 1 < range.upperBound {
                keep(i)
                keep(i + 1)
                i += 1
            } else {
                keep(i)
            }
            i += 1
        }
        origin.append(range.upperBound)
        return (bytes, origin)
    }
}

package extension Array where Element == UInt8 {
    /// The byte offset of the `n`th Unicode scalar of this UTF-8 text (`count` past the last).
    func byteOffset(ofScalar n: Int) -> Int {
        var seen = 0
        for (offset, b) in enumerated() where b & 0xC0 != 0x80 {
            if seen == n { return offset }
            seen += 1
        }
        return count
    }
}
