// The plan of a push's X requests (PushPlan: the managed windows, the windows splitwm paints
// with, the stacking, the root, the focus) without X: over the pictures a random script's
// states give, one after another and out of order, a plan sent to a simulated server leaves it
// holding the picture, planning a picture against itself sends nothing, no request repeats
// what the server has, and a focus change, a workspace switch, a map and a drag motion cost a
// bounded number of requests of the kinds they need.
import PropertyTestSupport
import SplitEngine
@testable import SplitState
import StateScriptSupport
import Testing
import XModel

/// A small model of what X holds of the managed windows: geometry, mapping, border colour and
/// the properties and grab the plan writes. Requests that change nothing count as redundant.
struct SimulatedServer {
    struct Window: Equatable {
        var rect: PixelRect?
        var border = 0
        var borderColor: RGB?
        var mapped = false
        var wmState: ClientWMState?
        var frameExtent: Int?
        var netWMState: [String]?
        var allowed: [AllowedAction]?
        /// I3_FLOATING_WINDOW (nil: never written, as deleted).
        var floatingMark: Bool?
        var desktop: Picture.OnWorkspace?
        /// _NET_WM_VISIBLE_NAME (nil: none).
        var visibleName: String?
        var grabbed = false
        /// In splitwm's save set.
        var saved = false
        /// splitwm hears its events: from its arrival (`ClientEdge.listen`) until its release.
        var listened = true
    }

    var windows: [WindowID: Window] = [:]
    /// What the root holds, and the focus.
    /// The root's properties, each its own (nil: never written).
    struct Root: Equatable {
        var clientList: [WindowID]?
        var geometry: PixelSize?
        var count: Int?
        var names: [String]?
        var viewports: [PixelPoint]?
        var workAreas: [PixelRect]?
        var current: Int?
        var stacking: [WindowID]?
    }
    var root = Root()
    var inputFocus: WindowID?
    var activeWindow: WindowID?
    /// The region of each layout's splitter input window: the pixels it takes the pointer in.
    var splitterRegions: [SplitLayout: Set<PixelPoint>] = [:]
    var splitterRects: [SplitLayout: [PixelRect]] = [:]
    /// Requests that asked for what the server already had (a map of a mapped window…).
    var redundant: [XRequest] = []
    /// The windows splitwm made itself, as it made them.
    struct OwnWindow: Hashable {
        var rect: PixelRect
        var border = 0
        /// None for a bar of tabs: the executor draws its text, and its pixmap becomes it.
        var background: RGB?
        var borderColor: RGB?
        var mapped: Bool
        /// A press on it comes to splitwm (a waiting leaf's frame, a bar of tabs).
        var takesPresses = false
    }
    var own: [OwnWindowID: OwnWindow] = [:]
    /// Requests about an own window that does not exist (never made, or destroyed).
    var dangling: [XRequest] = []
    /// A window in the stack: a managed one or one of splitwm's own.
    enum Stacked: Hashable { case managed(WindowID), own(OwnWindowID) }
    /// The stacking order, bottom first: a managed window joins at the top when first placed.
    var order: [Stacked] = []

    mutating func apply(_ requests: [XRequest]) { for request in requests { apply(request) } }

    private mutating func restack(_ window: Stacked, toTop: Bool) {
        order.removeAll { $0 == window }
        if toTop { order.append(window) } else { order.insert(window, at: 0) }
    }

    mutating func apply(_ request: XRequest) {
        switch request {
        case .own(let id, let own): return apply(own, to: id, request)
        case .raise(let w): return restack(.managed(w), toTop: true)
        case .lower(let w): return restack(.managed(w), toTop: false)
        case .stack(let w, let sibling):
            order.removeAll { $0 == .managed(w) }
            order.insert(.managed(w), at: order.firstIndex(of: .managed(sibling)) ?? 0)
            return
        case .configure(let w, _, _, let lowering):
            if lowering { restack(.managed(w), toTop: false) } else if !order.contains(.managed(w)) { order.append(.managed(w)) }
        default: break
        }
        guard let window = request.window, request.isAboutAWindow else { return applyToRoot(request) }
        var w = windows[window] ?? Window()
        let before = w
        switch request {
        case .configure(_, let rect, let border, _): (w.rect, w.border) = (rect, border)
        case .setBorderColor(_, let color): w.borderColor = color
        case .map: w.mapped = true
        case .unmap: w.mapped = false
        case .setWMState(_, let state): w.wmState = state
        case .setFrameExtents(_, let width): w.frameExtent = width
        case .setNetWMState(_, let described, let states): w.netWMState = Self.states(described, states)
        case .setAllowedActions(_, let actions): w.allowed = actions
        case .markFloating(_, let floats): w.floatingMark = floats ? true : nil   // false deletes it
        case .setDesktop(_, let index): w.desktop = index.map { .one($0) } ?? .all
        case .setVisibleName(_, let name): w.visibleName = name
        case .grabClicks: w.grabbed = true
        case .ungrabButtons: w.grabbed = false
        case .addToSaveSet: w.saved = true
        case .removeFromSaveSet: w.saved = false
        case .stopListening: w.listened = false
        case .deleteNetWMState: w.netWMState = nil
        case .deleteDesktop: w.desktop = nil
        default: break
        }
        // A lowering configure moves the window in the stack even when its geometry is the same.
        if w == before, !request.isLoweringConfigure { redundant.append(request) }
        windows[window] = w
    }

    private mutating func apply(_ request: OwnRequest, to id: OwnWindowID, _ whole: XRequest) {
        let made: OwnWindow? = switch request {
        case .create(let rect, let background, let mapped, let takesPresses):
            OwnWindow(rect: rect, background: background, mapped: mapped, takesPresses: takesPresses)
        case .createBar(let rect): OwnWindow(rect: rect, background: nil, mapped: true, takesPresses: true)
        default: nil
        }
        if let made {
            if own[id] != nil { dangling.append(whole) }
            own[id] = made
            order.append(.own(id))
            return
        }
        guard var w = own[id] else { return dangling.append(whole) }
        switch request {
        case .create, .createBar: break
        case .stackBelow(let sibling):
            order.removeAll { $0 == .own(id) }
            order.insert(.own(id), at: order.firstIndex(of: .managed(sibling)) ?? 0)
        case .moveResize(let rect): w.rect = rect
        case .configure(let rect, let border, let lowering):
            (w.rect, w.border) = (rect, border)
            if lowering { restack(.own(id), toTop: false) }
        case .setBackground(let color): w.background = color
        case .setBorderColor(let color): w.borderColor = color
        case .map: w.mapped = true
        case .unmap: w.mapped = false
        case .raise: restack(.own(id), toTop: true)
        case .lower: restack(.own(id), toTop: false)
        case .destroy:
            own[id] = nil
            order.removeAll { $0 == .own(id) }
            return
        }
        own[id] = w
    }

    /// What the windows splitwm paints with should show for `picture`, each as the server
    /// would hold it: the splitters' drawn parts, the preselection's four edges, the vacancies,
    /// the waiting leaves' frames, the bars of tabs.
    static func paint(of picture: Picture) -> [OwnWindow] {
        var out = picture.splitters.values.filter { !$0.drawn.isEmpty }
            .map { OwnWindow(rect: pixelRect($0.drawn), background: $0.color, mapped: true) }
        if let mark = picture.preselection {
            let r = mark.rect, t = min(OwnWindows.preselThickness, max(1, min(r.width, r.height) / 2))
            out += [PixelRect(x: r.x, y: r.y, width: r.width, height: t), PixelRect(x: r.x, y: r.y + r.height - t, width: r.width, height: t),
                    PixelRect(x: r.x, y: r.y, width: t, height: r.height), PixelRect(x: r.x + r.width - t, y: r.y, width: t, height: r.height)]
                .map { OwnWindow(rect: $0, background: mark.color, mapped: true) }
        }
        out += picture.vacancies.values.map { OwnWindow(rect: $0.rect, background: $0.color, mapped: true) }
        out += picture.waits.values.map {
            OwnWindow(rect: $0.rect, border: $0.border, background: OwnWindows.waitBackground, borderColor: $0.borderColor, mapped: true,
                      takesPresses: true)
        }
        out += picture.tabBars.values.map { OwnWindow(rect: $0.rect, background: nil, mapped: true, takesPresses: true) }
        return out
    }

    private mutating func applyToRoot(_ request: XRequest) {
        if case .shapeSplitterInputs(let layout, let rects) = request {
            // The plan compares rectangles, not the pixels they cover: hit areas that cover the
            // same pixels otherwise (overlapping ones, on a tiny screen) send the region again.
            if rects == splitterRects[layout] ?? [] { redundant.append(request) }
            splitterRects[layout] = rects
            splitterRegions[layout] = Self.pixels(rects)
            return
        }
        let before = (root, inputFocus, activeWindow)
        switch request {
        case .setClientList(let list): root.clientList = list
        case .setDesktopGeometry(let size): root.geometry = size
        case .setNumberOfDesktops(let count): root.count = count
        case .setDesktopNames(let names): root.names = names
        case .setDesktopViewports(let points): root.viewports = points
        case .setWorkAreas(let areas): root.workAreas = areas
        case .setCurrentDesktop(let index): root.current = index
        case .setClientListStacking(let windows): root.stacking = windows
        case .setInputFocus(let window): inputFocus = window
        // WM_TAKE_FOCUS asks the client to take it; the model's client always does.
        case .takeFocus(let window, _): inputFocus = window
        case .focusNoWindow: inputFocus = nil
        case .setActiveWindow(let window): activeWindow = window
        default: break
        }
        if before == (root, inputFocus, activeWindow), !request.isFocusRequest { redundant.append(request) }
    }

    /// The pixels `rects` cover together (the region SHAPE makes of them).
    static func pixels(_ rects: [PixelRect]) -> Set<PixelPoint> {
        var out = Set<PixelPoint>()
        for r in rects { for y in r.y..<(r.y + r.height) { for x in r.x..<(r.x + r.width) { out.insert(PixelPoint(x: x, y: y)) } } }
        return out
    }

    static func states(_ described: [AtomID], _ states: [NetWMState]) -> [String] {
        described.map { "atom \($0.rawValue)" } + states.map { "\($0)" }
    }

    /// A client withdrew `window` (it unmapped it itself).
    mutating func withdraw(_ window: WindowID) {
        windows[window]?.mapped = false
    }

    /// A window destroyed: the server has nothing of it any more.
    mutating func destroy(_ window: WindowID) {
        windows[window] = nil
        if inputFocus == window { inputFocus = nil }
    }

    /// How what the server holds differs from `picture` (empty: it holds it).
    func differences(from picture: Picture) -> [String] {
        var out: [String] = []
        let r = picture.root
        // A property never written reads as empty (or the picture's empty default).
        let holds = Root(clientList: root.clientList ?? [], geometry: root.geometry ?? PixelSize(width: 0, height: 0), count: root.count ?? 0,
                         names: root.names ?? [], viewports: root.viewports ?? [], workAreas: root.workAreas ?? [], current: root.current,
                         stacking: nil)
        let says = Root(clientList: r.clientList, geometry: r.screenSize, count: r.workspaces.count, names: r.workspaces.map(\.name),
                        viewports: r.workspaces.map(\.viewport), workAreas: r.workspaces.map { pixelRect($0.workArea) }, current: r.currentWorkspace,
                        stacking: nil)
        if holds != says { out.append("the root holds \(holds), the picture says \(says)") }
        // _NET_CLIENT_LIST_STACKING lists every managed window once, in the server's order.
        let stacking = root.stacking ?? []
        if stacking.count != r.clientList.count || Set(stacking) != Set(r.clientList) {
            out.append("_NET_CLIENT_LIST_STACKING is \(stacking), the managed windows \(r.clientList)")
        }
        // The focus goes to a window once it is mapped (X refuses an unmapped one).
        if let focus = picture.focus, windows[focus.window]?.mapped == true {
            if activeWindow != focus.activeWindow { out.append("_NET_ACTIVE_WINDOW \(String(describing: activeWindow)), the focus is \(focus.window)") }
            if (focus.acceptsInput || focus.takesFocus) && inputFocus != focus.window {
                out.append("the input focus is on \(String(describing: inputFocus)), the picture's on \(focus.window)")
            }
        } else if picture.focus == nil, activeWindow != nil || inputFocus != nil {
            out.append("the focus is on \(String(describing: inputFocus)) (active \(String(describing: activeWindow))), the picture's on the root")
        }
        for (id, managed) in picture.windows.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let w = windows[id] ?? Window()
            func expect(_ ok: Bool, _ what: String) { if !ok { out.append("\(id): \(what) (server: \(w), picture: \(managed))") } }
            if let placement = managed.placement {
                expect(w.rect == placement.rect && w.border == placement.border, "not at its placement")
                expect(w.borderColor == placement.borderColor, "border colour")
                expect(w.mapped && w.wmState == .normal, "shown but not mapped Normal")
            } else {
                expect(!w.mapped && w.wmState == .iconic, "hidden but not unmapped Iconic")
            }
            expect(w.frameExtent == Picture.frameExtent(managed.flags, border: managed.border), "_NET_FRAME_EXTENTS")
            expect(w.netWMState == Self.states(managed.describedStates, Picture.netWMStates(managed.flags)), "_NET_WM_STATE")
            expect(w.allowed == Picture.allowedActions(managed.flags), "_NET_WM_ALLOWED_ACTIONS")
            expect((w.floatingMark ?? false) == managed.flags.contains(.floating), "I3_FLOATING_WINDOW")
            expect(w.desktop == managed.workspace, "_NET_WM_DESKTOP")
            expect(w.visibleName == managed.visibleName, "_NET_WM_VISIBLE_NAME")
            expect(w.grabbed == !(managed.flags.contains(.dock) || managed.flags.contains(.takesClicks)), "click grab")
            expect(!managed.flags.contains(.focused) || managed.flags.contains(.takesClicks), "the focused window takes clicks")
            expect(w.saved, "in the save set")
            expect(w.listened, "listened to")
        }
        // A window the picture no longer has went back to its client.
        for (id, w) in windows.sorted(by: { $0.key.rawValue < $1.key.rawValue }) where picture.windows[id] == nil {
            if w != Window(rect: w.rect, border: w.border, borderColor: w.borderColor, wmState: .withdrawn, frameExtent: w.frameExtent, allowed: w.allowed, listened: false) {
                out.append("\(id) left the picture but is not released: \(w)")
            }
        }
        // The splitters' input windows take the pointer only on their splitters' hit areas, the
        // window below on all of its own; and where hit areas meet, the window on top there (so
        // the cursor shown) is of the layout of the split a press there drags (the centre of
        // each hit area and of each overlap of two, checked against `Picture.splitter(at:)`).
        let bottom = SplitLayout.allCases.first { $0 != ServerView.top }!
        for layout in SplitLayout.allCases {
            let hit = Self.pixels(picture.splitters.values.filter { $0.layout == layout }.map { pixelRect($0.hit) })
            let region = splitterRegions[layout] ?? []
            if layout == bottom ? hit != region : !region.isSubset(of: hit) {
                out.append("the \(layout) splitters' input region is not their hit areas")
            }
        }
        let hits = picture.splitters.values.map { pixelRect($0.hit) }.filter { $0.width > 0 && $0.height > 0 }
        var probes = hits.map { PixelPoint(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) }
        for (i, a) in hits.enumerated() {
            for b in hits[(i + 1)...] {
                let left = max(a.x, b.x), right = min(a.x + a.width, b.x + b.width)
                let top = max(a.y, b.y), bottom = min(a.y + a.height, b.y + b.height)
                if left < right && top < bottom { probes.append(PixelPoint(x: (left + right - 1) / 2, y: (top + bottom - 1) / 2)) }
            }
        }
        for p in probes {
            let taking = splitterRegions[ServerView.top]?.contains(p) == true ? ServerView.top
                : splitterRegions[bottom]?.contains(p) == true ? bottom : nil
            let pressed = picture.splitter(at: p).flatMap { picture.splitters[$0.key]?.layout }
            if taking != pressed { out.append("at \(p) the \(String(describing: taking)) window takes the pointer, a press drags a \(String(describing: pressed)) split") }
        }
        // The windows splitwm paints with: the ones shown are what the picture paints.
        let shownPaint = own.values.filter(\.mapped)
        let key = { (w: OwnWindow) in "\(w)" }
        if shownPaint.map(key).sorted() != Self.paint(of: picture).map(key).sorted() {
            out.append("the server shows paint \(shownPaint.map(key).sorted()), the picture \(Self.paint(of: picture).map(key).sorted())")
        }
        // The stacking of what is shown: the desktop windows at the bottom in their order, the
        // layers above the tiles above every tile and paint but the preselection's edges, in
        // their order.
        let presel = Set(own.filter { $0.value.mapped && $0.value.background != nil && $0.value.background == picture.preselection?.color }.keys)
        let shown = order.filter {
            switch $0 {
            case .managed(let w): windows[w]?.mapped == true && picture.windows[w]?.placement != nil
            case .own(let id): own[id]?.mapped == true && !presel.contains(id)
            }
        }
        let below = picture.below.filter { picture.windows[$0]?.placement != nil }.map(Stacked.managed)
        if Array(shown.prefix(below.count)) != below { out.append("the bottom of the stack is \(shown.prefix(below.count)), the desktop windows \(below)") }
        let stack = picture.stack.filter { picture.windows[$0]?.placement != nil }.map(Stacked.managed)
        if Array(shown.suffix(stack.count)) != stack { out.append("the top of the stack is \(shown.suffix(stack.count)), the layers above \(stack)") }
        return out
    }
}

extension XRequest {
    var isLoweringConfigure: Bool { if case .configure(_, _, _, true) = self { true } else { false } }

    /// Focus requests repeat by design: focusing the focused window again asks again.
    var isFocusRequest: Bool {
        switch self {
        case .setInputFocus, .takeFocus, .focusNoWindow, .setActiveWindow: true
        default: false
        }
    }

    var isAboutAWindow: Bool { window != nil && !isFocusRequest }

    /// The kind of request, for counting.
    var kind: String { "\(self)".prefix { $0 != "(" }.description }
}

/// What the executor and the clients do around the plan: a window gone from the picture was
/// withdrawn by its client (the plan releases it); a window that turns into a dock or out of
/// one is a new window under an old id: a script's new session managed it again (no process
/// changes a managed window's kind), so the old one is destroyed and the new one arrives
/// (`ManagedSet.arrived`); a window entering under the id of one released before is a new
/// one too. The plan is sent, and the picture becomes what the server holds.
func push(_ picture: Picture, _ view: inout ServerView, _ server: inout SimulatedServer) -> [XRequest] {
    for (window, was) in view.picture.windows {
        guard let now = picture.windows[window] else {
            server.withdraw(window)
            continue
        }
        if now.flags.contains(.dock) != was.flags.contains(.dock) {
            server.destroy(window)
            ManagedSet.arrived(window, mapped: false, in: &view)
        }
    }
    for window in picture.windows.keys where view.picture.windows[window] == nil && server.windows[window] != nil { server.destroy(window) }
    let plan = PushPlan(&view, to: picture, time: 0).all
    server.apply(plan)
    return plan
}

/// The pictures of a script's states, one per step that changed it.
func pictures(of script: Script) -> [Picture] { picturesAndDrags(of: script).map(\.picture) }

/// `pictures(of:)`, each with whether a drag of the pointer was on (its frames lay out
/// otherwise than the tree at rest), whether its step was a motion of the pointer that a drag
/// went on through (on before and after: not a press, a release, nor another event during the
/// drag, such as a crash that ended it or a window's new minimum), and whether its step was one
/// `workspace` command alone.
func picturesAndDrags(of script: Script) -> [(picture: Picture, dragging: Bool, dragGoesOn: Bool, aSwitch: Bool)] {
    var wm = SimulatedWM(area: script.area, settings: script.settings, startTime: script.startTime)
    wm.checksReduce = false
    var out = [(wm.picture, wm.state.drag != nil, false, false)]
    for step in script.steps where !wm.failed {
        let dragging = wm.state.drag != nil
        wm.run(step)
        var aSwitch = false
        if case .commands(let commands) = step, commands.count == 1, case .workspace = commands[0] { aSwitch = true }
        if wm.picture != out.last?.0 {
            var motion = false
            if case .motion = step { motion = true }
            out.append((wm.picture, dragging || wm.state.drag != nil, motion && dragging && wm.state.drag != nil, aSwitch))
        }
    }
    return out
}

@Suite(.timeLimit(.minutes(10))) struct PlannerProperties {
    /// Walks the pictures in order, and from each one jumps to another picture of the script:
    /// the server holds every picture planned to, and planning it again plans nothing.
    @Test func aPlanTakesTheServerToThePictureAndAPictureAgainstItselfPlansNothing() {
        for seed in PropertyEnvironment.seeds([0x91A4_0001, 0x91A4_0002]) {
            forAll(StateGens.script(.general, length: 1...30), seed: seed, cases: 60,
                   shrink: { $0.shrinkCandidates }, show: { SimulatedWM.run($0, checkingReduce: false).printout }) { script, v in
                let all = pictures(of: script)
                var view = ServerView(), server = SimulatedServer()
                for (i, picture) in all.enumerated() {
                    _ = push(picture, &view, &server)
                    for d in server.differences(from: picture) { v.fail("after picture #\(i): \(d)") }
                    var again = view
                    let nothing = PushPlan(&again, to: picture, time: 0).all
                    v.expect(nothing.isEmpty, "picture #\(i) against itself plans \(nothing)")
                    // Out of order: from here to a picture further away.
                    let other = all[all.count - 1 - i]
                    var (jumpView, jumpServer) = (view, server)
                    _ = push(other, &jumpView, &jumpServer)
                    for d in jumpServer.differences(from: other) { v.fail("from picture #\(i) to #\(all.count - 1 - i): \(d)") }
                    v.expect(jumpServer.redundant.isEmpty, "from picture #\(i) to #\(all.count - 1 - i): redundant \(jumpServer.redundant)")
                }
                v.expect(server.redundant.isEmpty, "requests that changed nothing: \(server.redundant)")
                v.expect(server.dangling.isEmpty, "requests about own windows not there: \(server.dangling)")
            }
        }
    }

    /// The focus going from one shown window to another costs those two windows a border
    /// colour, _NET_WM_STATE and a click grab each, and SetInputFocus and _NET_ACTIVE_WINDOW; hiding every shown window
    /// and splitter (a switch away, the focus staying where its workspace will give it back)
    /// costs each window an unmap and WM_STATE, and the splitters a region per layout at most
    /// (and their coloured parts destroyed); showing them again as much (the coloured parts
    /// made again): no _NET_WM_STATE, no grab, no splitter window moved.
    @Test func aFocusChangeAndAWorkspaceSwitchCostBoundedRequests() {
        for seed in PropertyEnvironment.seeds([0x91A4_0101, 0x91A4_0102]) {
            forAll(StateGens.script(.general, length: 1...30), seed: seed, cases: 60,
                   shrink: { $0.shrinkCandidates }, show: { SimulatedWM.run($0, checkingReduce: false).printout }) { script, v in
                var view = ServerView(), server = SimulatedServer()
                for picture in pictures(of: script) {
                    _ = push(picture, &view, &server)
                    let shown = picture.windows.filter { $0.value.placement != nil && !$0.value.flags.contains(.dock) }.keys.sorted { $0.rawValue < $1.rawValue }
                    if shown.count >= 2 {
                        let from = shown.first { picture.windows[$0]!.flags.contains(.focused) } ?? shown[0]
                        let to = shown.first { $0 != from }!
                        var focused = picture
                        focused.windows[from]!.flags.remove([.focused, .takesClicks])
                        focused.windows[from]!.placement!.borderColor = RGB(0x010203)
                        focused.windows[to]!.flags.insert([.focused, .takesClicks])
                        focused.windows[to]!.placement!.borderColor = RGB(0x040506)
                        focused.focus = Picture.Focus(window: to, acceptsInput: true, takesFocus: false)
                        var (fView, fServer) = (view, server)
                        let requests = push(focused, &fView, &fServer)
                        v.expect(requests.allSatisfy { $0.window.map { [from, to].contains($0) } ?? $0.isFocusRequest }, "a focus change from \(from) to \(to) asks of other windows: \(requests)")
                        v.expect(Set(requests.map(\.kind)).isSubset(of: ["setBorderColor", "setNetWMState", "grabClicks", "ungrabButtons", "setInputFocus", "setActiveWindow"]), "a focus change asks \(requests)")
                        v.expect(requests.count <= 8, "a focus change asks \(requests.count) requests: \(requests)")
                        for d in fServer.differences(from: focused) { v.fail("after a focus change: \(d)") }
                    }
                    var away = picture
                    for window in shown { away.windows[window]!.placement = nil }
                    away.splitters = [:]
                    var (sView, sServer) = (view, server)
                    // The splitters' coloured parts cost what `RequestCounts.ownBound` allows.
                    let leavingAll = push(away, &sView, &sServer), leaving = leavingAll.filter { !$0.isOwn }
                    v.expect(leaving.count <= 2 * shown.count + 2, "hiding \(shown.count) windows asks \(leaving.count) requests: \(leaving)")
                    v.expect(Set(leaving.map(\.kind)).isSubset(of: ["unmap", "setWMState", "shapeSplitterInputs"]), "hiding asks \(leaving)")
                    v.expect(RequestCounts(leavingAll).own <= RequestCounts.ownBound(from: picture, to: away), "hiding asks \(leavingAll)")
                    // A coloured part made again goes to the bottom: the desktop windows go below it again.
                    let comingAll = push(picture, &sView, &sServer), coming = comingAll.filter { !$0.isOwn }
                    v.expect(coming.count <= 2 * shown.count + 2 + picture.below.count, "showing \(shown.count) windows again asks \(coming.count) requests: \(coming)")
                    v.expect(Set(coming.map(\.kind)).isSubset(of: ["map", "setWMState", "shapeSplitterInputs", "lower"]), "showing again asks \(coming)")
                    v.expect(coming.allSatisfy { $0.kind != "lower" || picture.below.contains($0.window!) }, "showing again lowers \(coming)")
                    v.expect(RequestCounts(comingAll).own <= RequestCounts.ownBound(from: away, to: picture), "showing again asks \(comingAll)")
                    for d in sServer.differences(from: picture) { v.fail("after hiding and showing again: \(d)") }
                }
            }
        }
    }

    /// A workspace switch in a script (the current desktop changes, the same windows on the same
    /// workspaces): no window's _NET_WM_STATE_HIDDEN changes (a window out of sight only because
    /// its workspace is not shown is not hidden to EWMH), no click grab is taken or released when
    /// the focus goes from one side's window to the other's (each keeps taking clicks), and the
    /// splitters cost a region per layout at most.
    @Test func aWorkspaceSwitchChangesNoHiddenStateNoGrabAndAtMostTwoSplitterRegions() {
        // The scripts' switches checked (shrinking runs the property again: it only adds).
        var switches = 0
        for seed in PropertyEnvironment.seeds([0x91A4_0201, 0x91A4_0202]) {
            forAll(StateGens.script(.general, length: 1...30), seed: seed, cases: 80,
                   shrink: { $0.shrinkCandidates }, show: { SimulatedWM.run($0, checkingReduce: false).printout }) { script, v in
                var view = ServerView(), server = SimulatedServer()
                var before: Picture?
                for (picture, dragging, _, aSwitch) in picturesAndDrags(of: script) {
                    let requests = push(picture, &view, &server)
                    defer { before = picture }
                    // A `workspace` command alone. A switch that ends a drag shows the tree at rest,
                    // not as the drag laid it out; one that focuses another window than the one its
                    // workspace kept shows what that focus shows (a collapsed split's member). One
                    // with a sticky tile changes two trees: the tile goes from one to the other, and
                    // a split it collapsed in the tree it left is whole again.
                    guard let before, aSwitch, !dragging, before.root.currentWorkspace != picture.root.currentWorkspace,
                          picture.focus.map({ before.windows[$0.window]?.flags.contains(.takesClicks) == true }) ?? true,
                          before.root.clientList == picture.root.clientList,
                          !picture.windows.values.contains(where: { $0.flags.contains(.sticky) && !$0.flags.contains(.floating) }),
                          picture.windows.allSatisfy({ before.windows[$0.key]?.workspace == $0.value.workspace }) else { continue }
                    for (window, now) in picture.windows {
                        let was = before.windows[window]!.flags
                        if was.contains(.hidden) != now.flags.contains(.hidden) {
                            v.fail("\(window) hidden \(was.contains(.hidden)) → \(now.flags.contains(.hidden)) in a switch")
                        }
                    }
                    switches += 1
                    let grabs = requests.filter { ["grabClicks", "ungrabButtons"].contains($0.kind) }
                    // The focus going from the leaving workspace's window to the coming one's (not,
                    // say, staying on a sticky window) changes no grab: each was its workspace's
                    // focus, and takes clicks, before and after. Otherwise the focus's old and
                    // new workspace's focused windows at most.
                    let leaving = before.focus.flatMap { before.windows[$0.window]?.workspace }
                    let coming = picture.focus.flatMap { picture.windows[$0.window]?.workspace }
                    if leaving == .one(before.root.currentWorkspace) && coming == .one(picture.root.currentWorkspace) {
                        v.expect(grabs.isEmpty, "a switch grabs \(grabs)")
                    } else {
                        v.expect(grabs.count <= 2, "a switch grabs \(grabs)")
                    }
                    v.expect(requests.filter { $0.kind == "shapeSplitterInputs" }.count <= 2, "a switch asks \(requests)")
                }
            }
        }
        #expect(switches > 0, "the scripts switched workspaces")
    }
}

/// Counts of a push's requests by what they are about, to bound them per kind of change.
struct RequestCounts {
    /// By managed window.
    var perWindow: [WindowID: Int] = [:]
    /// The root's properties, the focus and the splitters' input regions.
    var root = 0
    /// The windows splitwm paints with.
    var own = 0

    init(_ requests: [XRequest]) {
        for request in requests {
            if case .own = request { own += 1 } else if let window = request.window, !request.isFocusRequest {
                perWindow[window, default: 0] += 1
            } else {
                root += 1
            }
        }
    }

    /// At most what the windows splitwm paints with may cost from `old` to `new`: a splitter's
    /// coloured part made (and lowered), moved and recoloured, or destroyed, 2; a waiting
    /// leaf's frame made 4; a vacancy made 3; a bar of tabs made (and put below the layers),
    /// moved or destroyed 2; the preselection's outline 16 (four edges moved, recoloured,
    /// mapped and raised).
    static func ownBound(from old: Picture, to new: Picture) -> Int {
        let splitters = Set(old.splitters.keys).union(new.splitters.keys).filter { key in
            let (a, b) = (old.splitters[key], new.splitters[key])
            return a?.drawn != b?.drawn || a?.color != b?.color
        }
        let waits = Set(old.waits.keys).union(new.waits.keys).filter { old.waits[$0] != new.waits[$0] }
        let vacancies = Set(old.vacancies.keys).union(new.vacancies.keys).filter { old.vacancies[$0] != new.vacancies[$0] }
        let bars = Set(old.tabBars.keys).union(new.tabBars.keys).filter { old.tabBars[$0]?.rect != new.tabBars[$0]?.rect }
        return 2 * splitters.count + 4 * waits.count + 3 * vacancies.count + 2 * bars.count + (old.preselection != new.preselection ? 16 : 0)
    }
}

extension PlannerProperties {
    /// A new window shown (the client list gains it) costs it at most 12 requests (placed,
    /// coloured, mapped, described, stacked, focused) and every other window at most 5 (a
    /// tile that gives it room: moved; the focus leaving it: colour, state, grab), each only
    /// if its record changed (a desktop window is lowered again below the new tile); a drag motion (one picture to the next while a drag goes on)
    /// costs only the windows it moves, hides or shows again, 5 each at most (a side dragged
    /// back from hiding: placed, coloured, mapped, WM_STATE, _NET_WM_STATE), and the root
    /// nothing but the splitters' two regions. At every step the windows splitwm paints with cost what changed of them
    /// (`RequestCounts.ownBound`).
    @Test func aMapAndADragMotionCostBoundedRequests() {
        var (maps, motions) = (0, 0)
        for seed in PropertyEnvironment.seeds([0x91A4_0301, 0x91A4_0302]) {
            forAll(StateGens.script(.general, length: 1...30), seed: seed, cases: 80,
                   shrink: { $0.shrinkCandidates }, show: { SimulatedWM.run($0, checkingReduce: false).printout }) { script, v in
                var view = ServerView(), server = SimulatedServer()
                var before: Picture?
                for (picture, _, dragGoesOn, _) in picturesAndDrags(of: script) {
                    let requests = push(picture, &view, &server)
                    defer { before = picture }
                    guard let old = before else { continue }
                    let counts = RequestCounts(requests)
                    let bound = RequestCounts.ownBound(from: old, to: picture)
                    v.expect(counts.own <= bound, "the paint asks \(counts.own) requests, at most \(bound): \(requests.filter { if case .own = $0 { true } else { false } })")
                    let changed = { (w: WindowID) in old.windows[w] != picture.windows[w] || old.stack != picture.stack || old.below != picture.below }
                    let added = Set(picture.root.clientList).subtracting(old.root.clientList)
                    if added.count == 1, let new = added.first, picture.windows[new]?.placement != nil,
                       Set(old.root.clientList).isSubset(of: picture.root.clientList) {
                        maps += 1
                        v.expect(counts.perWindow[new, default: 0] <= 12, "a map asks of the new window \(requests.filter { $0.window == new })")
                        for (window, count) in counts.perWindow where window != new {
                            // A desktop window goes below the new tile again: one request.
                            let desktop = picture.below.contains(window) && count == 1
                            v.expect(desktop || changed(window) && count <= 5, "a map asks of \(window) \(requests.filter { $0.window == window })")
                        }
                    }
                    // A motion: the drag goes on and nothing else changed (a window going fullscreen meanwhile
                    // restacks, and _NET_CLIENT_LIST_STACKING says so; a config that changes the border
                    // meanwhile changes every window's _NET_FRAME_EXTENTS, hidden ones too; neither is a motion).
                    if dragGoesOn && old.root == picture.root && old.focus == picture.focus && old.stack == picture.stack
                        && old.border == picture.border {
                        motions += 1
                        for (window, count) in counts.perWindow {
                            // At most: unmapped, WM_STATE, and described (_NET_WM_STATE, the allowed
                            // actions, i3's floating mark, _NET_WM_DESKTOP).
                            v.expect(old.windows[window] != picture.windows[window] && count <= 6,
                                     "a drag motion asks of \(window) \(requests.filter { $0.window == window })")
                        }
                        // A focus held back while its window was unmapped may go now.
                        let rootRequests = requests.filter { $0.window == nil && !$0.isOwn && !$0.isFocusRequest }
                        v.expect(rootRequests.allSatisfy { $0.kind == "shapeSplitterInputs" } && rootRequests.count <= 2,
                                 "a drag motion asks of the root \(rootRequests)")
                    }
                }
            }
        }
        #expect(maps > 0 && motions > 0, "the scripts mapped windows (\(maps)) and dragged (\(motions))")
    }
}

extension XRequest {
    var isOwn: Bool { if case .own = self { true } else { false } }
}
