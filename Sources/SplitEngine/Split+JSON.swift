// The JSON forms of a split and of sizes and rectangles, shared by the tree document and
// the window manager's state document. Reading checks what a hand-edited file could get
// wrong and says where; it never clamps a bad number quietly.
import SplitJSON

/// The text of constraints and style as last written, for a document that writes many splits
/// (most share both): see `Split.writeMembers(to:cache:)`.
public struct SplitTextCache {
    var constraints: SplitConstraints?
    var constraintsText = JSONTextCache()
    var style: SplitterStyle?
    var styleText = JSONTextCache()
    public init() {}
}

extension Split {
    /// Writes the split's fields as members of the object being written (the tree document
    /// nests them under "split"; the window manager's document puts them beside the children).
    public func writeMembers(to w: inout JSONWriter, cache: inout SplitTextCache) {
        w.member("layout", layout.rawValue)
        w.member("fraction", fraction)
        w.member("hidden", hidden?.rawValue)
        if cache.constraints != constraints {
            cache.constraints = constraints
            cache.constraintsText = JSONTextCache()
        }
        w.member("constraints", cachedIn: &cache.constraintsText) { w in
            w.object { w in
                w.member("minPrimaryFraction", constraints.minPrimaryFraction)
                w.member("minSecondaryFraction", constraints.minSecondaryFraction)
                w.member("dragToHidePrimary", constraints.dragToHidePrimary)
                w.member("dragToHideSecondary", constraints.dragToHideSecondary)
                w.member("priority", constraints.priority?.rawValue)
            }
        }
        if cache.style != style {
            cache.style = style
            cache.styleText = JSONTextCache()
        }
        w.member("style", cachedIn: &cache.styleText) { w in
            w.object { w in
                w.member("visibleThickness", style.visibleThickness)
                w.member("inset", style.inset)
                w.member("hitThickness", style.hitThickness)
                // "#rrggbb", so a state file reads like a config file.
                w.member("color", style.color.description)
                w.member("hidesWithSide", style.hidesWithSide)
            }
        }
        // Written only when there are some: most splits have none, and documents from
        // before per-split values read the same.
        if !overrides.isEmpty {
            w.key("overrides")
            w.array { w in for name in overrides.memberNames { w.string(name) } }
        }
        // Likewise only when forced: absent reads as false.
        if collapsed { w.member("collapsed", true) }
        // Likewise only in a group: absent reads as none.
        if let group { w.member("group", group.rawValue) }
        // Likewise only for a container of its own: the containers around it, outermost first.
        if let box {
            w.key("box")
            w.array { w in for layout in box.enclosing { w.string(layout.rawValue) } }
        }
    }

    /// Reads what `writeMembers` writes from `o` (other members are ignored). Numbers out of
    /// range are an error naming the split; a fraction the minimums forbid is clamped, as
    /// wherever a fraction is set.
    public init(members o: JSONObjectReader) throws(JSONDecodingError) {
        let c = try o.object("constraints")
        let s = try o.object("style")
        let colorText = try s.string("color")
        guard let color = RGB(hex: colorText) else {
            throw s.error("colour \(colorText.debugDescription) is not #rrggbb", at: "color")
        }
        // Built from the raw numbers, so validation sees (and names) them as written.
        var constraints = SplitConstraints(
            dragToHidePrimary: try c.bool("dragToHidePrimary"), dragToHideSecondary: try c.bool("dragToHideSecondary"),
            priority: try c.optionalChoice("priority", SplitSide.self))
        constraints.minPrimaryFraction = try c.double("minPrimaryFraction")
        constraints.minSecondaryFraction = try c.double("minSecondaryFraction")
        var split = Split(
            layout: try o.choice("layout", SplitLayout.self), hidden: try o.optionalChoice("hidden", SplitSide.self),
            constraints: constraints,
            style: SplitterStyle(
                unclampedVisibleThickness: try s.int("visibleThickness"), inset: try s.int("inset"),
                hitThickness: try s.int("hitThickness"), color: color, hidesWithSide: try s.bool("hidesWithSide")))
        split.fraction = try o.double("fraction")
        split.overrides = try Self.overrides(in: o)
        split.collapsed = try o.optionalBool("collapsed") ?? false
        split.group = try o.optionalChoice("group", SplitGroup.self)
        split.box = try Self.box(in: o)
        if let problem = split.validationProblems().first { throw o.error(problem) }
        // Min fractions clamp the fraction wherever it is set, restoring included.
        split.fraction = split.constraints.clamp(split.fraction)
        self = split
    }

    /// Reads a split a person wrote (a layout file): only "layout" is required; a value left
    /// out is `defaults`' (the config's for new splits). A value given that differs from the
    /// default, or that "overrides" names, is the split's own (as if set by a command, so a
    /// reload keeps it); one equal to the default keeps following the config. Misspelt
    /// members are errors; numbers out of range too, naming the split.
    public init(members o: JSONObjectReader, defaults: Split) throws(JSONDecodingError) {
        var own = try Self.overrides(in: o)
        var constraints = defaults.constraints
        var visibleThickness = defaults.style.visibleThickness, inset = defaults.style.inset
        var hitThickness = defaults.style.hitThickness, color = defaults.style.color, hidesWithSide = defaults.style.hidesWithSide
        func take<T: Equatable>(_ value: T?, into current: inout T, _ flag: SplitOverrides) {
            guard let value else { return }
            if value != current { own.insert(flag) }
            current = value
        }
        if let c = try o.optionalObject("constraints") {
            try c.onlyMembers(["minPrimaryFraction", "minSecondaryFraction", "dragToHidePrimary", "dragToHideSecondary", "priority"])
            if c.contains("priority") {
                let priority = try c.optionalChoice("priority", SplitSide.self)   // null: neither side
                if priority != constraints.priority { own.insert(.priority) }
                constraints.priority = priority
            }
            // Assigned without `sane`, so that validation sees (and names) the numbers as written.
            take(try c.optional("minPrimaryFraction")?.double(at: c.path(of: "minPrimaryFraction")),
                 into: &constraints.minPrimaryFraction, .minPrimaryFraction)
            take(try c.optional("minSecondaryFraction")?.double(at: c.path(of: "minSecondaryFraction")),
                 into: &constraints.minSecondaryFraction, .minSecondaryFraction)
            take(try c.optionalBool("dragToHidePrimary"), into: &constraints.dragToHidePrimary, .dragToHidePrimary)
            take(try c.optionalBool("dragToHideSecondary"), into: &constraints.dragToHideSecondary, .dragToHideSecondary)
        }
        if let s = try o.optionalObject("style") {
            try s.onlyMembers(["visibleThickness", "inset", "hitThickness", "color", "hidesWithSide"])
            take(try s.optionalInt("visibleThickness"), into: &visibleThickness, .visibleThickness)
            take(try s.optionalInt("inset"), into: &inset, .inset)
            take(try s.optionalInt("hitThickness"), into: &hitThickness, .hitThickness)
            if let text = try s.optionalString("color") {
                guard let rgb = RGB(hex: text) else { throw s.error("colour \(text.debugDescription) is not #rrggbb", at: "color") }
                take(rgb, into: &color, .color)
            }
            take(try s.optionalBool("hidesWithSide"), into: &hidesWithSide, .hidesWithSide)
        }
        var split = Split(
            layout: try o.choice("layout", SplitLayout.self), hidden: try o.optionalChoice("hidden", SplitSide.self),
            constraints: constraints,
            style: SplitterStyle(unclampedVisibleThickness: visibleThickness, inset: inset, hitThickness: hitThickness,
                                 color: color, hidesWithSide: hidesWithSide),
            overrides: own,
            collapsed: try o.optionalBool("collapsed") ?? false,
            group: try o.optionalChoice("group", SplitGroup.self),
            box: try Self.box(in: o))
        split.fraction = try o.optional("fraction")?.double(at: o.path(of: "fraction")) ?? defaults.fraction
        if let problem = split.validationProblems().first { throw o.error(problem) }
        split.fraction = split.constraints.clamp(split.fraction)
        self = split
    }

    /// The optional "box" member: the layouts of the containers around a container of its own.
    private static func box(in o: JSONObjectReader) throws(JSONDecodingError) -> SplitBox? {
        guard let json = o.optional("box"), json != .null else { return nil }
        guard case .array(let items) = json else { throw o.error("expected an array of layouts, found \(json.summary)", at: "box") }
        var enclosing: [SplitLayout] = []
        for item in items {
            guard case .string(let name) = item, let layout = SplitLayout(rawValue: name) else {
                throw o.error("expected \"horizontal\" or \"vertical\", found \(item.summary)", at: "box")
            }
            enclosing.append(layout)
        }
        return SplitBox(enclosing: enclosing)
    }

    /// The optional "overrides" member: an array of value names (`SplitOverrides.names`).
    private static func overrides(in o: JSONObjectReader) throws(JSONDecodingError) -> SplitOverrides {
        guard let json = o.optional("overrides"), json != .null else { return [] }
        guard case .array(let items) = json else {
            throw o.error("expected an array of value names, found \(json.summary)", at: "overrides")
        }
        var overrides: SplitOverrides = []
        for item in items {
            guard case .string(let name) = item, let value = SplitOverrides.names.first(where: { $0.key == name })?.value else {
                let names = SplitOverrides.names.map { JSON.string($0.key).text }.joined(separator: ", ")
                throw o.error("expected one of \(names), found \(item.summary)", at: "overrides")
            }
            overrides.insert(value)
        }
        return overrides
    }
}

extension Size: JSONConvertible {
    public func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("width", width)
            w.member("height", height)
        }
    }

    /// Out-of-range sizes are an error, not a clamp.
    public init(json: JSON, at path: String) throws(JSONDecodingError) {
        let o = try JSONObjectReader(json, at: path)
        let width = try o.int("width"), height = try o.int("height")
        guard (0...Limits.pixels).contains(width), (0...Limits.pixels).contains(height) else {
            throw o.error("size \(width)x\(height) is outside 0...\(Limits.pixels)", at: "width")
        }
        self.init(width: width, height: height)
    }
}

extension Rect: JSONConvertible {
    public func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("x", x)
            w.member("y", y)
            w.member("width", width)
            w.member("height", height)
        }
    }

    /// Through the clamping initializer: a document cannot smuggle in a number that would overflow.
    public init(json: JSON, at path: String) throws(JSONDecodingError) {
        let o = try JSONObjectReader(json, at: path)
        self.init(x: try o.int("x"), y: try o.int("y"), width: try o.int("width"), height: try o.int("height"))
    }
}
