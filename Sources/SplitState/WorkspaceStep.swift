// Where `workspace next|prev` goes, as i3 decides it across monitors: numbered workspaces by
// number whatever their monitor, named ones monitor by monitor, the two kinds in turn.

/// One workspace as the step sees it, in the order it walks them: monitor by monitor, and on
/// each its numbered workspaces by number, then its named ones in the order they came.
public struct WorkspaceStepEntry: Equatable, Sendable {
    public var number: Int?
    public var monitor: Int
    public init(number: Int?, monitor: Int) {
        self.number = number
        self.monitor = monitor
    }
}

public enum WorkspaceStep {
    /// The entry after `current`: from a number the next higher number anywhere, after the
    /// highest the first named workspace; from a name the next name (its monitor's first, then
    /// the monitors after), after the last the lowest number. i3 compares the kinds this way
    /// (a named workspace counting as below every number), which decides the odd cases.
    public static func next(_ order: [WorkspaceStepEntry], from current: Int) -> Int {
        let c = order[current]
        var first: Int?, opposite: Int?
        if c.number == nil {
            if current + 1 < order.count, order[current + 1].monitor == c.monitor, order[current + 1].number == nil { return current + 1 }
            var found = false
            for (i, e) in order.enumerated() {
                if first == nil { first = i }
                if opposite == nil || below(e, order[opposite!]) { opposite = i }
                if i == current { found = true } else if e.number == nil, found { return i }
            }
            return opposite ?? first ?? current
        }
        var next: Int?
        for (i, e) in order.enumerated() {
            if first == nil || below(e, order[first!]) { first = i }
            guard let n = e.number else {
                if opposite == nil { opposite = i }
                continue
            }
            if c.number! < n, next.map({ n < order[$0].number! }) ?? true { next = i }
        }
        return next ?? opposite ?? first ?? current
    }

    /// The entry before `current`, `next` walked backwards: from a number the next lower one,
    /// below the lowest the last named workspace; from a name the name before it, before the
    /// first the highest number.
    public static func previous(_ order: [WorkspaceStepEntry], from current: Int) -> Int {
        let c = order[current]
        var last: Int?, opposite: Int?
        if c.number == nil {
            if current > 0, order[current - 1].monitor == c.monitor, order[current - 1].number == nil { return current - 1 }
            var found = false
            for i in order.indices.reversed() {
                let e = order[i]
                if last == nil { last = i }
                if opposite == nil || above(e, order[opposite!]) { opposite = i }
                if i == current { found = true } else if e.number == nil, found { return i }
            }
            return opposite ?? last ?? current
        }
        var previous: Int?
        for i in order.indices.reversed() {
            let e = order[i]
            if last == nil || above(e, order[last!]) { last = i }
            guard let n = e.number else {
                if opposite == nil { opposite = i }
                continue
            }
            if n < c.number!, previous.map({ n > order[$0].number! }) ?? true { previous = i }
        }
        return previous ?? opposite ?? last ?? current
    }

    /// i3's comparisons of two workspaces by number, a name counting as -1: `a` replaces `b`
    /// only when `a` has a number.
    private static func below(_ a: WorkspaceStepEntry, _ b: WorkspaceStepEntry) -> Bool {
        guard let n = a.number else { return false }
        return n < (b.number ?? -1)
    }

    private static func above(_ a: WorkspaceStepEntry, _ b: WorkspaceStepEntry) -> Bool {
        guard let n = a.number else { return false }
        return n > (b.number ?? -1)
    }
}
