// What a window's tab and title bar show when `title_format` gave it a format (as i3's): the
// format's placeholders replaced by the window's values, each escaped for pango markup, since
// the format itself is markup and a title must never be read as some.

/// i3's `title_format`: pango markup with `%title`, `%class`, `%instance` and `%machine`.
public enum TitleFormat {
    /// The placeholders, in the order they are tried at a `%` (as i3 tries them).
    public static let placeholders = ["%title", "%class", "%instance", "%machine"]

    /// Whether `format` shows the title alone, which is no format at all: i3 forgets such a
    /// format (and deletes _NET_WM_VISIBLE_NAME), whatever its case.
    public static func showsTitleAlone(_ format: String) -> Bool { format.lowercased() == "%title" }

    /// `format` with each placeholder replaced by its value escaped for markup; a `%` that
    /// starts none stays as it is.
    public static func expanded(_ format: String, title: String, className: String, instance: String, machine: String) -> String {
        let values = [title, className, instance, machine].map(escaped)
        var out = ""
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            out += rest[..<percent]
            rest = rest[percent...]
            if let index = placeholders.firstIndex(where: { rest.hasPrefix($0) }) {
                out += values[index]
                rest = rest.dropFirst(placeholders[index].count)
            } else {
                out += "%"
                rest = rest.dropFirst()
            }
        }
        return out + rest
    }

    /// `text` as pango markup that shows it as it is: `&`, `<`, `>`, `'` and `"` as entities,
    /// and the control characters markup cannot hold as character references (as GLib's
    /// g_markup_escape_text, which i3 uses).
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "'": out += "&#39;"
            case "\"": out += "&quot;"
            default:
                let v = scalar.value
                if (0x1...0x8).contains(v) || v == 0xB || v == 0xC || (0xE...0x1F).contains(v) || (0x7F...0x84).contains(v)
                    || (0x86...0x9F).contains(v) {
                    out += "&#x" + String(v, radix: 16) + ";"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}

extension Client {
    /// What its tab and title bar show when a format was given (`titleFormat`), as pango
    /// markup; nil: the title, as plain text. What _NET_WM_VISIBLE_NAME says, as in i3.
    public var visibleName: String? {
        titleFormat.map {
            TitleFormat.expanded($0, title: facts.title, className: identity.className, instance: identity.instance,
                                 machine: facts.machine ?? "")
        }
    }
}
