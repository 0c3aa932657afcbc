// What the server holds of the windows splitwm makes itself to paint the picture (the
// splitters' coloured parts, the preselection's outline, a motion's vacant tiles, the waiting
// leaves' empty frames, the groups' bars of tabs) and the pure plan of the requests that make,
// move, recolour and destroy them. The plan names each window by a handle of its own
// (`OwnWindowID`); the executor (Sources/SplitWM/RequestSender.swift) makes the X window when
// a handle's `create` is sent and sends the rest to it, so what to paint where, and which of
// them a press hit, is decided and tested without X. (The executor draws the bars' text.)
import SplitEngine
import XModel

/// A window of splitwm's own, named by the plan that made it: never a client, never managed.
public struct OwnWindowID: Hashable, Comparable, Sendable {
    public let rawValue: Int
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// One request about a window of splitwm's own.
public enum OwnRequest: Hashable, Sendable {
    /// CreateWindow: override-redirect, of one colour, no border, unmapped unless `mapped`;
    /// `takesPresses`: a press on it comes to splitwm (a waiting leaf's frame, which a click
    /// focuses), selected in the same request.
    case create(PixelRect, background: RGB, mapped: Bool, takesPresses: Bool = false)
    /// CreateWindow for a group's bar of tabs: override-redirect, mapped, presses and exposures
    /// selected, no background until the executor draws its tabs (its pixmap becomes it).
    case createBar(PixelRect)
    /// ConfigureWindow: right below the managed window `sibling`.
    case stackBelow(WindowID)
    case moveResize(PixelRect)
    /// ConfigureWindow: rectangle and border; `lowering` puts it below every sibling too.
    case configure(PixelRect, border: Int, lowering: Bool)
    case setBackground(RGB)
    case setBorderColor(RGB)
    case map, unmap, raise, lower, destroy
}

/// The own windows the server holds, by what each paints; the plans that change them.
public struct OwnWindows: Equatable, Sendable {
    /// The coloured part of each splitter drawn, by its split's key.
    public private(set) var splitterPaint: [SplitKey<WindowID>: OwnWindowID] = [:]
    /// The four edges of the preselection's outline, made when first needed, kept after.
    public private(set) var preselEdges: [OwnWindowID] = []
    /// The windows that paint a motion's vacant tiles, by the leaf whose tile it is.
    public private(set) var vacancies: [WindowID: OwnWindowID] = [:]
    /// The windows that draw the waiting leaves' empty frames, by wait.
    public private(set) var waitFrames: [WaitID: OwnWindowID] = [:]
    /// The windows of the groups' bars of tabs, by the group's key.
    public private(set) var tabBars: [SplitKey<WindowID>: OwnWindowID] = [:]
    /// The next handle to give.
    private var next = 0

    public init() {}

    /// Thickness of the preselection's outline.
    public static let preselThickness = 4
    /// i3's placeholder background (`client.placeholder`): what a waiting leaf's frame holds.
    public static let waitBackground = RGB(0x0C0C0C)

    /// Every own window the server holds.
    public var all: [OwnWindowID] {
        Array(splitterPaint.values) + preselEdges + Array(vacancies.values) + Array(waitFrames.values) + Array(tabBars.values)
    }

    /// The group whose bar `window` is, if it is one.
    public func group(ofBar window: OwnWindowID) -> SplitKey<WindowID>? { tabBars.first { $0.value == window }?.key }

    private mutating func make() -> OwnWindowID {
        defer { next += 1 }
        return OwnWindowID(rawValue: next)
    }

    /// Moves, recolours, creates and destroys the splitters' coloured parts. A key that went
    /// away hands its window to a key that came (a split whose first window changed), so
    /// nothing is destroyed only to be made again. `made`: one was made (at the bottom of the
    /// stack, where it only fills the gap between tiles and does not cover the splitters'
    /// input windows).
    mutating func planSplitterPaint(from old: [SplitKey<WindowID>: Picture.Splitter],
                                    to new: [SplitKey<WindowID>: Picture.Splitter]) -> (requests: [XRequest], made: Bool) {
        var requests: [XRequest] = [], made = false
        var spare: [(window: OwnWindowID, color: RGB)] = []
        for (key, before) in old where new[key]?.drawn.isEmpty ?? true {
            if let solid = splitterPaint.removeValue(forKey: key) { spare.append((solid, before.color)) }
        }
        for (key, frame) in new where !frame.drawn.isEmpty {
            // One lookup for a splitter as last pushed; most changes (its position in the tree
            // moved, its hit area) show nothing.
            let before = old[key], rect = pixelRect(frame.drawn)
            if let before, before.drawn == frame.drawn && before.color == frame.color { continue }
            if let solid = splitterPaint[key] {
                if before?.drawn != frame.drawn { requests.append(.own(solid, .moveResize(rect))) }
                if before?.color != frame.color { requests.append(.own(solid, .setBackground(frame.color))) }
            } else if let (solid, color) = spare.popLast() {
                requests.append(.own(solid, .moveResize(rect)))
                if color != frame.color { requests.append(.own(solid, .setBackground(frame.color))) }
                splitterPaint[key] = solid
            } else {
                let solid = make()
                requests += [.own(solid, .create(rect, background: frame.color, mapped: true)), .own(solid, .lower)]
                splitterPaint[key] = solid
                made = true
            }
        }
        requests += spare.map { XRequest.own($0.window, .destroy) }
        return (requests, made)
    }

    /// The preselection's outline: four thin windows of its colour along the edges of the area
    /// the next window will get (an outline, so what is there stays readable), on top.
    mutating func planPreselection(from old: Picture.Mark?, to new: Picture.Mark?) -> [XRequest] {
        guard let new else { return preselEdges.map { .own($0, .unmap) } }
        let r = new.rect, t = min(Self.preselThickness, max(1, min(r.width, r.height) / 2))
        let rects = [
            PixelRect(x: r.x, y: r.y, width: r.width, height: t),
            PixelRect(x: r.x, y: r.y + r.height - t, width: r.width, height: t),
            PixelRect(x: r.x, y: r.y, width: t, height: r.height),
            PixelRect(x: r.x + r.width - t, y: r.y, width: t, height: r.height),
        ]
        var requests: [XRequest] = []
        if preselEdges.isEmpty {
            for _ in rects { preselEdges.append(make()) }
            requests = zip(preselEdges, rects).map { .own($0, .create($1, background: new.color, mapped: false)) }
        } else {
            requests = zip(preselEdges, rects).map { .own($0, .moveResize($1)) }
            if old?.color != new.color { requests += preselEdges.map { XRequest.own($0, .setBackground(new.color)) } }
        }
        return requests + preselEdges.flatMap { [XRequest.own($0, .map), .own($0, .raise)] }
    }

    /// The waiting leaves' empty frames: a window of the placeholder background inside a
    /// border of the frame's colour, made at the bottom of the stack (tiles never overlap it)
    /// and lowered before it is mapped (it never shows above a window), moved and recoloured
    /// while its leaf waits, destroyed when a window takes the leaf or it is closed.
    mutating func planWaits(from old: [WaitID: Picture.Placement], to new: [WaitID: Picture.Placement]) -> (requests: [XRequest], made: Bool) {
        var requests: [XRequest] = [], made = false
        for (wait, frame) in new.sorted(by: { $0.key < $1.key }) {
            if let window = waitFrames[wait] {
                if old[wait]?.rect != frame.rect || old[wait]?.border != frame.border {
                    requests.append(.own(window, .configure(frame.rect, border: frame.border, lowering: false)))
                }
                if old[wait]?.borderColor != frame.borderColor { requests.append(.own(window, .setBorderColor(frame.borderColor))) }
            } else {
                let window = make()
                requests += [.own(window, .create(frame.rect, background: Self.waitBackground, mapped: false, takesPresses: true)),
                             .own(window, .configure(frame.rect, border: frame.border, lowering: true)),
                             .own(window, .setBorderColor(frame.borderColor)), .own(window, .map)]
                waitFrames[wait] = window
                made = true
            }
        }
        for wait in old.keys.sorted() where new[wait] == nil {
            if let window = waitFrames.removeValue(forKey: wait) { requests.append(.own(window, .destroy)) }
        }
        return (requests, made)
    }

    /// The groups' bars of tabs: one window each, made on top and put right below `bottom` (the
    /// lowest of the layers above the tiles), so that it covers the tiles and nothing above them;
    /// moved or resized with its bar, destroyed with it.
    mutating func planTabBars(from old: [SplitKey<WindowID>: Picture.TabBar], to new: [SplitKey<WindowID>: Picture.TabBar],
                              below bottom: WindowID?) -> [XRequest] {
        var requests: [XRequest] = []
        for key in old.keys where new[key] == nil {
            if let window = tabBars.removeValue(forKey: key) { requests.append(.own(window, .destroy)) }
        }
        for (key, bar) in new {
            if let window = tabBars[key] {
                if old[key]?.rect != bar.rect { requests.append(.own(window, .moveResize(bar.rect))) }
            } else {
                let window = make()
                requests.append(.own(window, .createBar(bar.rect)))
                if let bottom { requests.append(.own(window, .stackBelow(bottom))) }
                tabBars[key] = window
            }
        }
        return requests
    }

    /// A motion's vacant tiles: a window of the colour for each, made at the bottom of the
    /// stack (tiles never overlap it) and lowered before it is mapped, moved while it lasts,
    /// destroyed when the motion ends.
    mutating func planVacancies(from old: [WindowID: Picture.Mark], to new: [WindowID: Picture.Mark]) -> (requests: [XRequest], made: Bool) {
        var requests: [XRequest] = [], made = false
        for (leaf, mark) in new {
            if let window = vacancies[leaf] {
                if old[leaf]?.rect != mark.rect { requests.append(.own(window, .moveResize(mark.rect))) }
                if old[leaf]?.color != mark.color { requests.append(.own(window, .setBackground(mark.color))) }
            } else {
                let window = make()
                requests += [.own(window, .create(mark.rect, background: mark.color, mapped: false)), .own(window, .lower), .own(window, .map)]
                vacancies[leaf] = window
                made = true
            }
        }
        for leaf in old.keys where new[leaf] == nil {
            if let window = vacancies.removeValue(forKey: leaf) { requests.append(.own(window, .destroy)) }
        }
        return (requests, made)
    }

    /// Destroys every own window (at exit).
    mutating func planTeardown() -> [XRequest] {
        defer { self = OwnWindows(next: next) }
        return all.sorted().map { .own($0, .destroy) }
    }

    private init(next: Int) { self.next = next }
}
