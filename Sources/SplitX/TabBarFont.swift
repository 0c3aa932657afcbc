// The font of tab bars as i3's `font` line gives it, read into a pango font description's text.

/// i3's `font` values read into pango descriptions. Pure: no X, no pango.
///
/// i3 takes `pango:DESCRIPTION` (and `xft:`, its old spelling) for pango, and anything else as an
/// X core font: an XLFD (`-misc-fixed-medium-r-normal--13-120-75-75-C-70-iso10646-1`) or an alias
/// (`fixed`, `6x13`). pango cannot load core fonts, so those become the nearest description: the
/// XLFD's family, weight, slant and size. A bare description ("Sans 9") is taken as pango's too.
public enum TabBarFont {
    /// What an empty or unusable value becomes: i3's default config names "monospace 8".
    public static let fallback = "monospace 8"

    /// At most this many bytes of a `font` value are read: a description is a few dozen.
    static let maximumLength = 256

    /// The pango description for `font`; never empty, and `fallback` for what means nothing.
    public static func pangoDescription(for font: String) -> String {
        let cleaned = String(String.UnicodeScalarView(
            font.unicodeScalars.prefix(maximumLength).map { $0.properties.generalCategory == .control ? " " : $0 }))
        let value = cleaned.trimmingSpaces
        let description: String
        if let rest = value.droppingPrefix("pango:") ?? value.droppingPrefix("xft:") {
            description = rest.trimmingSpaces
        } else if value.hasPrefix("-") {
            description = fromXLFD(value)
        } else if let alias = fromCoreAlias(value) {
            description = alias
        } else {
            description = value
        }
        return description.isEmpty ? fallback : description
    }

    /// An XLFD's family, weight, slant and size (pixel size, else point size in decipoints);
    /// wildcards and missing fields fall back to monospace at 10 px, near core `fixed`.
    static func fromXLFD(_ xlfd: String) -> String {
        // -foundry-family-weight-slant-setwidth-addstyle-pixelsize-pointsize-resx-resy-spacing-avgwidth-registry-encoding
        let fields = xlfd.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        func field(_ i: Int) -> String { i < fields.count ? fields[i].lowercased() : "" }
        let family = field(2).filter { $0 != "*" && $0 != "?" && $0 != "," }
        var words = [["", "fixed", "misc", "clean", "terminal"].contains(family) ? "monospace" : family]
        if ["bold", "demibold", "black", "heavy", "extrabold", "ultrabold"].contains(field(3)) { words.append("bold") }
        if field(4) == "i" { words.append("italic") } else if field(4) == "o" { words.append("oblique") }
        if let pixels = Int(field(7)), (1...256).contains(pixels) {
            words.append("\(pixels)px")
        } else if let decipoints = Int(field(8)), (10...2560).contains(decipoints) {
            words.append("\((decipoints + 5) / 10)")
        } else {
            words.append("10px")
        }
        return words.joined(separator: " ")
    }

    /// The core font aliases every X server has (`fixed`, `variable`, `6x13`, `9x15bold`), or nil.
    static func fromCoreAlias(_ name: String) -> String? {
        let lower = name.lowercased()
        if lower == "fixed" { return "monospace 10px" }
        if lower == "variable" { return "sans bold 10px" }
        // WxH[suffix]: a cell of W by H pixels, whose em is about 10/13 of the cell's height.
        let digits = lower.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, lower.dropFirst(digits.count).first == "x" else { return nil }
        let afterX = lower.dropFirst(digits.count + 1)
        let height = afterX.prefix { $0.isASCII && $0.isNumber }
        guard height.count <= 4, let h = Int(height), h > 0 else { return nil }
        let suffix = afterX.dropFirst(height.count)
        guard suffix.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        let pixels = min(max(h * 10 / 13, 6), 256)
        return "monospace" + (suffix.hasPrefix("bold") ? " bold" : "") + " \(pixels)px"
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// The rest after `prefix` (ASCII), matched without case; nil when self does not start with it.
    fileprivate func droppingPrefix(_ prefix: String) -> String? {
        let count = prefix.unicodeScalars.count
        guard String(String.UnicodeScalarView(unicodeScalars.prefix(count))).lowercased() == prefix else { return nil }
        return String(String.UnicodeScalarView(unicodeScalars.dropFirst(count)))
    }
}
