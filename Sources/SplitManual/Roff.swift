// Text into roff for the `man` macros: escaping (backslashes, a line's leading `.` or `'`,
// non-ASCII as `\[uXXXX]`, `-` as `\-` where it is typed), and the light markup the docs use:
// `code` in backticks (bold, its placeholders such as PATH in italics) and **bold**.

import SplitSyntax

enum Roff {
    /// One text line of prose with markup: `code`, **bold**; everything else roman.
    static func inline(_ markup: String) -> String {
        var out = ""
        var rest = Substring(markup)
        while let next = rest.firstIndex(where: { $0 == "`" || $0 == "*" }) {
            let marker = rest[next]
            if marker == "*" {
                // Only `**` opens bold; a single `*` is a character like any other.
                let after = rest.index(after: next)
                guard after < rest.endIndex, rest[after] == "*",
                      let close = rest[rest.index(after: after)...].firstRange(of: "**") else {
                    out += escape(rest[...next], code: false)
                    rest = rest[rest.index(after: next)...]
                    continue
                }
                out += escape(rest[..<next], code: false)
                out += bold(rest[rest.index(after: after)..<close.lowerBound])
                rest = rest[close.upperBound...]
            } else {
                guard let close = rest[rest.index(after: next)...].firstIndex(of: "`") else {
                    out += escape(rest, code: false)
                    return out
                }
                out += escape(rest[..<next], code: false)
                out += code(rest[rest.index(after: next)..<close])
                rest = rest[rest.index(after: close)...]
            }
        }
        return out + escape(rest, code: false)
    }

    /// Bold, as typed (`-` is a minus, so the word can be copied).
    static func bold(_ text: some StringProtocol) -> String {
        "\\fB" + escape(text, code: true) + "\\fR"
    }

    /// Code as typed: bold, with each placeholder (a word of capitals, such as PATH, N or
    /// COMMAND…) in italics. A long JSON example may break after a comma (`\:`, which shows nothing).
    static func code(_ text: some StringProtocol) -> String {
        let characters = Array(text)
        var out = "\\fB"
        var index = 0
        while index < characters.count {
            if let end = placeholderEnd(characters, from: index) {
                out += "\\fI" + escape(String(characters[index..<end]), code: true) + "\\fB"
                index = end
            } else {
                out += escape(String(characters[index]), code: true)
                if characters[index] == ",", index + 1 < characters.count, characters[index + 1] != " " { out += "\\:" }
                index += 1
            }
        }
        return out + "\\fR"
    }

    /// A command's or program's syntax: words bold, placeholders italic, and the grammar's
    /// `|`, `[`, `]` roman, as man pages write a synopsis.
    static func syntax(_ text: String) -> String {
        var out = ""
        var word = ""
        func flush() {
            if !word.isEmpty { out += code(word) }
            word = ""
        }
        for c in text {
            if c == "|" || c == "[" || c == "]" || c == " " {
                flush()
                out += String(c)
            } else {
                word.append(c)
            }
        }
        flush()
        return out
    }

    /// Where the placeholder starting at `start` ends, if one starts there: capitals (and a
    /// following `…` or `...`) with no letter, digit or `_` touching them, and not a name
    /// such as `HDMI-1`. `#rrggbb` is one too.
    private static func placeholderEnd(_ c: [Character], from start: Int) -> Int? {
        func isWordCharacter(_ i: Int) -> Bool {
            i >= 0 && i < c.count && (c[i].isLetter || c[i].isNumber || c[i] == "_")
        }
        if c[start...].starts(with: "#rrggbb") && !isWordCharacter(start + 7) { return start + 7 }
        guard !isWordCharacter(start - 1) else { return nil }
        var end = start
        while end < c.count, c[end].isASCII, c[end].isUppercase { end += 1 }
        guard end > start, !isWordCharacter(end) else { return nil }
        if end + 1 < c.count, c[end] == "-", c[end + 1].isNumber { return nil }
        if end < c.count, c[end] == "…" { return end + 1 }
        if c[end...].starts(with: "...") { return end + 3 }
        return end
    }

    /// Characters as roff prints them: `\` doubled as `\e`, non-ASCII as `\[uXXXX]` (so no input
    /// encoding matters), and in code `-` as `\-`, the minus a reader can type.
    static func escape(_ text: some StringProtocol, code: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-" where code: out += "\\-"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return out
    }

    /// What an ASCII terminal shows for the non-ASCII characters the pages use, where groff has
    /// no glyph of its own for them (`man` in the C locale renders with -Tascii).
    static let asciiFallbacks: [Unicode.Scalar: String] = ["\u{2026}": "...", "\u{2192}": "->", "\u{00D7}": "x"]

    /// `.char` requests giving each non-ASCII character escaped in `roff` (`\[u2026]`) a fallback
    /// on devices without a glyph for it.
    static func fallbacks(for roff: String) -> [String] {
        var seen = Set<Unicode.Scalar>()
        var requests: [String] = []
        for part in roff.split(separator: "\\[u", omittingEmptySubsequences: false).dropFirst() {
            guard let end = part.firstIndex(of: "]"), let value = UInt32(part[..<end], radix: 16),
                  let scalar = Unicode.Scalar(value), seen.insert(scalar).inserted else { continue }
            let name = escape(String(scalar), code: false)
            requests.append(".if !c\(name) .char \(name) \(asciiFallbacks[scalar] ?? "?")")
        }
        return requests
    }

    /// A macro argument in double quotes (a `"` inside one is `\(dq`).
    static func quoted(_ roff: String) -> String {
        "\"" + roff.replacingEvery("\"", with: "\\(dq") + "\""
    }

    /// A text line that roff must not read as a request: a leading `.` or `'` is escaped by `\&`.
    static func textLine(_ roff: String) -> String {
        roff.first == "." || roff.first == "'" ? "\\&" + roff : roff
    }
}

