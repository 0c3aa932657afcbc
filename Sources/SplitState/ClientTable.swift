// The managed windows: one record each, and the order they were managed in (_NET_CLIENT_LIST's),
// kept together so that no window is in one and not the other; and where each window is, which
// changes only through `place`.
import XModel

/// One `Client` record per managed window, in the order they were managed. Setting a record
/// for a new window manages it last; setting nil (or `remove`) forgets it everywhere here.
public struct ClientTable: Hashable, Sendable, Sequence {
    private var records: [WindowID: Client] = [:]
    /// The managed windows in the order they were managed (_NET_CLIENT_LIST's order).
    public private(set) var order: [WindowID] = []
    /// Counts the changes to the records: the reducer tells whether an event changed any
    /// (`WMState.handle`) by this, not by keeping a copy of the table to compare, which would
    /// make the event's first write copy every record.
    public private(set) var revision = 0
    /// The windows whose `titleBarChoice` is true, and those whose is false: what a layout reads
    /// (`WMState.titleBars`) without a walk over every record.
    public private(set) var titledByChoice: Set<WindowID> = []
    public private(set) var untitledByChoice: Set<WindowID> = []
    /// How many times a window became urgent: the clock of `Client.urgentSince`.
    private var urgencyCount: UInt64 = 0

    public init() {}

    public subscript(window: WindowID) -> Client? {
        get { records[window] }
        set {
            guard let newValue else {
                remove(window)
                return
            }
            var record = newValue
            // Where a window is changes only through `place`: a record read before a move and
            // written back after it keeps the move.
            if let kept = records[window] { record.workspace = kept.workspace }
            // Whatever made it urgent (a hint read, a request, a map out of sight), the moment it
            // became so is stamped here, the one way into the table.
            if !record.urgent {
                record.urgentSince = nil
            } else if let kept = records[window], kept.urgent, let since = kept.urgentSince {
                record.urgentSince = since
            } else {
                urgencyCount &+= 1
                record.urgentSince = urgencyCount
            }
            let old = records.updateValue(record, forKey: window)
            if old == nil { order.append(window) }
            if old != record { revision &+= 1 }
            if old?.titleBarChoice != record.titleBarChoice { noteTitleBar(of: window, record.titleBarChoice) }
        }
    }

    /// Records that `window` is now on workspace `id` (nil: on none): what every operation
    /// that moves a window between workspaces, or off them and back, says once it has.
    mutating func place(_ window: WindowID, on id: WorkspaceID?) {
        guard records[window] != nil, records[window]?.workspace != id else { return }
        records[window]?.workspace = id
        revision &+= 1
    }

    /// The workspace `window` is on (`Client.workspace`).
    public func workspace(of window: WindowID) -> WorkspaceID? { records[window]?.workspace }

    /// Forgets `window`; its record, if it was managed.
    @discardableResult
    public mutating func remove(_ window: WindowID) -> Client? {
        guard let client = records.removeValue(forKey: window) else { return nil }
        order.removeAll { $0 == window }
        revision &+= 1
        if client.titleBarChoice != nil { noteTitleBar(of: window, nil) }
        return client
    }

    private mutating func noteTitleBar(of window: WindowID, _ choice: Bool?) {
        if choice == true { titledByChoice.insert(window) } else { titledByChoice.remove(window) }
        if choice == false { untitledByChoice.insert(window) } else { untitledByChoice.remove(window) }
    }

    /// Two tables are equal when they hold the same records in the same order, however many
    /// changes led there.
    public static func == (a: ClientTable, b: ClientTable) -> Bool { a.records == b.records && a.order == b.order }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(records)
        hasher.combine(order)
    }

    /// Whether `window` is managed, without copying its record (`self[window] != nil` copies
    /// one, with a retain of each of its strings: on every X event of a managed window).
    public func contains(_ window: WindowID) -> Bool { records.index(forKey: window) != nil }

    public var count: Int { records.count }
    public var isEmpty: Bool { records.isEmpty }
    public var keys: Dictionary<WindowID, Client>.Keys { records.keys }
    public var values: Dictionary<WindowID, Client>.Values { records.values }

    /// Every record with its window, in no particular order (as a dictionary's).
    public func makeIterator() -> Dictionary<WindowID, Client>.Iterator { records.makeIterator() }
}

extension ClientTable {
    /// Whether following `window`'s WM_TRANSIENT_FOR leads to one of `parents` (cycles and
    /// long chains end the walk: a client's property never hangs anything).
    func isTransient(_ window: WindowID, forAnyOf parents: Set<WindowID>) -> Bool {
        var current = self[window]?.facts.transientFor
        var steps = 0
        while let parent = current, steps < 16 {
            if parents.contains(parent) { return true }
            current = self[parent]?.facts.transientFor
            steps += 1
        }
        return false
    }
}
