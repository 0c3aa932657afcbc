// One word quoted as `/bin/sh` quotes it, read and written: a layout file's path may hold
// blanks and quotes, and `splitctl` quotes each word it sends this way.

package enum ShellQuoting {
    /// `word` as `/bin/sh` reads back exactly: as it is when it holds only letters, digits and
    /// `-_./:=+,@%^~` (or characters beyond ASCII), else in single quotes with `'` as `'\''`.
    package static func word(_ word: String) -> String {
        let plain = word.unicodeScalars.allSatisfy { c in
            c.value > 0x7F || c.properties.isAlphabetic || c.properties.numericType != nil || "-_./:=+,@%^~".unicodeScalars.contains(c)
        }
        if plain && !word.isEmpty { return word }
        return quoted(word)
    }

    /// `word` in single quotes, with `'` as `'\''`, whatever it holds.
    package static func quoted(_ word: String) -> String {
        // By scalars: a quote followed by a combining mark is one Character, which a split on
        // the Character "'" would pass over (fuzzing found `workspace "'\u{0596}"` written back unquoted).
        var quoted = "'"
        for c in word.unicodeScalars {
            if c == "'" { quoted += "'\\''" } else { quoted.unicodeScalars.append(c) }
        }
        return quoted + "'"
    }

    /// `word` as `word(_:)` writes it, but in quotes also when it is one of `keywords`: where a
    /// plain word may be a keyword (`workspace next`), a quoted one is always a name (`workspace 'next'`).
    package static func word(_ word: String, quotingAlso keywords: Set<String>) -> String {
        keywords.contains(word) ? "'" + word + "'" : self.word(word)
    }
}

package extension StringProtocol {
    /// Whether `/bin/sh` would read this word as it is written: no quotes and no `\\`.
    var isPlainShellWord: Bool { !utf8.contains { $0 == ASCII.singleQuote || $0 == ASCII.doubleQuote || $0 == ASCII.backslash } }
}

package extension Array where Element == UInt8 {
    /// The shell word starting at `start` (outside quotes) and ending at the first unquoted
    /// blank or at `limit`, without its quotes, and the offset just past it. As in `/bin/sh`:
    /// `\\` keeps the byte after it outside quotes, nothing is special inside single quotes, and
    /// inside double quotes `\\` escapes only `$`, `` ` ``, `"` and `\\`. Nothing is expanded.
    func shellWord(from start: Int, upTo limit: Int) -> (text: String, end: Int) {
        var out: [UInt8] = []
        var i = start
        while i < limit, !ASCII.isBlank(self[i]) {
            switch self[i] {
            case ASCII.backslash:
                if i + 1 < limit { out.append(self[i + 1]) }
                i += 2
            case ASCII.singleQuote:
                i += 1
                while i < limit, self[i] != ASCII.singleQuote { out.append(self[i]); i += 1 }
                i += 1
            case ASCII.doubleQuote:
                i += 1
                while i < limit, self[i] != ASCII.doubleQuote {
                    if self[i] == ASCII.backslash, i + 1 < limit, [ASCII.dollar, 0x60, ASCII.doubleQuote, ASCII.backslash].contains(self[i + 1]) {
                        i += 1
                    }
                    out.append(self[i])
                    i += 1
                }
                i += 1
            default:
                out.append(self[i])
                i += 1
            }
        }
        return (String(decoding: out, as: UTF8.self), Swift.min(i, limit))
    }
}
