// Failing scripts as Swift: the concrete actions a shrunk script ran, written so they can be
// pasted into a regression test (`SimulatedWM.run(area:settings:_:)`), with the helpers that
// make them short (`client(...)`, `facts { ... }`, `settings { ... }`, `rules([...])`, `at(x, y)`).
import PropertyTestSupport
import SplitCommands
import SplitConfig
import SplitState
import SplitEngine
import SplitSyntax
import XModel

/// A client with the given facts (the defaults are Client's own).
package func client(_ id: UInt32, _ identity: WindowIdentity? = nil, minSize: Size = .zero, acceptsInput: Bool = true,
            takesFocus: Bool = false, deletesPolitely: Bool = false, urgent: Bool = false, urgencyHint: Bool = false,
            facts: ClientFacts = ClientFacts()) -> Client {
    var c = Client(window: WindowID(rawValue: id))
    if let identity { c.identity = identity }
    c.facts = facts
    c.minSize = minSize
    c.acceptsInput = acceptsInput
    c.takesFocus = takesFocus
    c.deletesPolitely = deletesPolitely
    c.urgent = urgent
    c.urgencyHint = urgencyHint
    return c
}

/// The default settings changed by `change`.
package func settings(_ change: (inout Settings) -> Void) -> Settings {
    var s = Settings()
    change(&s)
    return s
}

/// Plain facts changed by `change`.
package func facts(_ change: (inout ClientFacts) -> Void) -> ClientFacts {
    var f = ClientFacts()
    change(&f)
    return f
}

/// Window rules from config lines without the leading `rule` (line n is the n-th).
package func rules(_ texts: [String]) -> [WindowRule] {
    let text = texts.map { "rule " + $0 }.joined(separator: "\n")
    switch ConfigParser.parse(text, file: "rules", isKnownKey: { _ in true }) {
    case .success(let config): return config.settings.rules
    case .failure(let errors): fatalError("rules in tests must parse: \(errors)")
    }
}

/// A command's criteria as written (`[class=Firefox]`).
package func criteria(_ text: String) -> WindowCriteria {
    do { return try WindowCriteria(text) } catch { fatalError("criteria in tests must parse: \(error)") }
}

package func at(_ x: Int, _ y: Int) -> PixelPoint { PixelPoint(x: x, y: y) }
package func w(_ id: UInt32) -> WindowID { WindowID(rawValue: id) }

package func literal(_ c: Client) -> String {
    let plain = Client(window: c.window)
    var parts = ["\(c.window.rawValue)"]
    if c.identity != plain.identity { parts.append(literal(c.identity)) }
    if c.minSize != .zero { parts.append("minSize: \(literal(c.minSize))") }
    if !c.acceptsInput { parts.append("acceptsInput: false") }
    if c.takesFocus { parts.append("takesFocus: true") }
    if c.deletesPolitely { parts.append("deletesPolitely: true") }
    if c.urgent { parts.append("urgent: true") }
    if c.urgencyHint { parts.append("urgencyHint: true") }
    if c.facts != plain.facts { parts.append("facts: \(literal(c.facts))") }
    return "client(\(parts.joined(separator: ", ")))"
}

package func literal(_ f: ClientFacts) -> String {
    let plain = ClientFacts()
    var parts: [String] = []
    if f.title != plain.title { parts.append("$0.title = \(f.title.debugDescription)") }
    if f.types != plain.types { parts.append("$0.types = [\(f.types.map { ".\($0)" }.joined(separator: ", "))]") }
    if let parent = f.transientFor { parts.append("$0.transientFor = \(literal(parent))") }
    if f.sizeLimits != plain.sizeLimits { parts.append("$0.sizeLimits = \(literal(f.sizeLimits))") }
    if f.strut != plain.strut { parts.append("$0.strut = \(literal(f.strut))") }
    if f.requested != plain.requested { parts.append("$0.requested = \(literal(f.requested))") }
    if f.wantsFullscreen { parts.append("$0.wantsFullscreen = true") }
    if f.positioned { parts.append("$0.positioned = true") }
    if f.userPositioned { parts.append("$0.userPositioned = true") }
    if let v = f.decorations { parts.append("$0.decorations = .\(v)") }
    if f.wantsSticky { parts.append("$0.wantsSticky = true") }
    if let pid = f.pid { parts.append("$0.pid = \(pid)") }
    if !f.processLine.isEmpty { parts.append("$0.processLine = \(f.processLine)") }
    if f.machine != nil || !f.matchedRules.isEmpty { parts.append("/* machine and matched rules left out */") }
    return "facts { \(parts.joined(separator: "; ")) }"
}

package func literal(_ l: SizeLimits) -> String {
    var parts: [String] = []
    if let v = l.min { parts.append("min: \(literal(v))") }
    if let v = l.max { parts.append("max: \(literal(v))") }
    if let v = l.base { parts.append("base: \(literal(v))") }
    if let v = l.increment { parts.append("increment: \(literal(v))") }
    if let v = l.minAspect { parts.append("minAspect: \(v)") }
    if let v = l.maxAspect { parts.append("maxAspect: \(v)") }
    return "SizeLimits(\(parts.joined(separator: ", ")))"
}

package func literal(_ s: Strut) -> String {
    func edge(_ e: StrutEdge) -> String {
        e.end == StrutEdge(size: 0).end && e.start == 0 ? "StrutEdge(size: \(e.size))"
            : "StrutEdge(size: \(e.size), start: \(e.start), end: \(e.end))"
    }
    var parts: [String] = []
    if s.left != .none { parts.append("left: \(edge(s.left))") }
    if s.right != .none { parts.append("right: \(edge(s.right))") }
    if s.top != .none { parts.append("top: \(edge(s.top))") }
    if s.bottom != .none { parts.append("bottom: \(edge(s.bottom))") }
    return "Strut(\(parts.joined(separator: ", ")))"
}

package func literal(_ s: PixelSize) -> String { "PixelSize(width: \(s.width), height: \(s.height))" }
package func literal(_ r: PixelRect) -> String { "PixelRect(x: \(r.x), y: \(r.y), width: \(r.width), height: \(r.height))" }
package func literal(_ f: RequestedFrame) -> String {
    if let x = f.x, let y = f.y, let width = f.width, let height = f.height {
        return "RequestedFrame(\(literal(PixelRect(x: x, y: y, width: width, height: height))))"
    }
    func named(_ label: String, _ value: Int?) -> String? { value.map { "\(label): \($0)" } }
    return "RequestedFrame(" + [named("x", f.x), named("y", f.y), named("width", f.width), named("height", f.height)]
        .compactMap { $0 }.joined(separator: ", ") + ")"
}

package func literal(_ i: WindowIdentity) -> String {
    "WindowIdentity(className: \(i.className.debugDescription), instance: \(i.instance.debugDescription), role: \(i.role.map(\.debugDescription) ?? "nil"))"
}

package func literal(_ p: NewWindowPlacement) -> String {
    switch p {
    case .split(let placement): ".split(\(literal(placement)))"
    case .container: ".container"
    }
}

package func literal(_ s: Settings) -> String {
    let plain = Settings()
    var parts: [String] = []
    if s.newSplit != plain.newSplit { parts.append("$0.newSplit = \(literal(s.newSplit))") }
    if s.placement != plain.placement { parts.append("$0.placement = \(literal(s.placement))") }
    if s.defaultOrientation != plain.defaultOrientation { parts.append("$0.defaultOrientation = .\(s.defaultOrientation)") }
    if s.collapseBelow != plain.collapseBelow { parts.append("$0.collapseBelow = \(literal(s.collapseBelow))") }
    if s.floatingMinimumSize != plain.floatingMinimumSize {
        parts.append("$0.floatingMinimumSize = FloatingBound(width: \(s.floatingMinimumSize.width), height: \(s.floatingMinimumSize.height))")
    }
    if s.floatingMaximumSize != plain.floatingMaximumSize {
        parts.append("$0.floatingMaximumSize = FloatingBound(width: \(s.floatingMaximumSize.width), height: \(s.floatingMaximumSize.height))")
    }
    if s.border.width != plain.border.width { parts.append("$0.border.width = \(s.border.width)") }
    if s.dragMode != plain.dragMode { parts.append("$0.dragMode = .\(s.dragMode)") }
    if s.doubleClickMilliseconds != plain.doubleClickMilliseconds { parts.append("$0.doubleClickMilliseconds = \(s.doubleClickMilliseconds)") }
    if s.focusFollowsMouse != plain.focusFollowsMouse { parts.append("$0.focusFollowsMouse = \(s.focusFollowsMouse)") }
    if s.workspaceAutoBackAndForth != plain.workspaceAutoBackAndForth {
        parts.append("$0.workspaceAutoBackAndForth = \(s.workspaceAutoBackAndForth)")
    }
    if s.focusOnActivation != plain.focusOnActivation { parts.append("$0.focusOnActivation = .\(s.focusOnActivation)") }
    if s.smallestTileToSplit != plain.smallestTileToSplit { parts.append("$0.smallestTileToSplit = \(s.smallestTileToSplit)") }
    if s.gaps != plain.gaps { parts.append("$0.gaps = GapSettings(outer: \(s.gaps.outer), smart: \(s.gaps.smart))") }
    if s.rules != plain.rules { parts.append("$0.rules = rules([\(s.rules.map(\.text.debugDescription).joined(separator: ", "))])") }
    if s.bindingModes != plain.bindingModes { parts.append("$0.bindingModes = \(s.bindingModes.debugDescription)") }
    if s.border.titleBars != plain.border.titleBars { parts.append("$0.border.titleBars = \(s.border.titleBars)") }
    if s.workspaces != plain.workspaces {
        let lines = s.workspaces.map { w in
            "WorkspaceSetting(number: \(w.number.map(String.init) ?? "nil"), name: \(w.name.map(\.debugDescription) ?? "nil"), monitors: \(w.monitors.debugDescription)"
                + (w.gaps == WorkspaceGaps() ? ")" : ", gaps: WorkspaceGaps(inner: \(w.gaps.inner.map(String.init) ?? "nil"), outer: \(w.gaps.outer.map(String.init) ?? "nil")))")
        }
        parts.append("$0.workspaces = [\(lines.joined(separator: ", "))]")
    }
    return parts.isEmpty ? "Settings()" : "settings { \(parts.joined(separator: "; ")) }"
}

package func literal(_ p: PixelPoint) -> String { "at(\(p.x), \(p.y))" }
package func literal(_ w: WindowID) -> String { "w(\(w.rawValue))" }

/// A per-split command's `toward:` argument, when it has one.
private func toward(_ d: Direction?) -> String { d.map { ", toward: .\($0)" } ?? "" }

private func literal(_ n: NodeName) -> String {
    "NodeName(window: \(n.window)" + (n.secondWindow.map { ", secondWindow: \($0)" } ?? "") + ")"
}

package func literal(_ c: Command) -> String {
    switch c {
    case .focus(let d): ".focus(.\(d))"
    case .swap(let d): ".swap(.\(d))"
    case .move(let d): ".move(.\(d))"
    case .moveBy(let d, let length): ".moveBy(.\(d), \(literal(length)))"
    case .movePosition(.corner(let x, let y)): ".movePosition(.corner(x: \(literal(x)), y: \(literal(y))))"
    case .movePosition(.centre(let absolute)): ".movePosition(.centre(absolute: \(absolute)))"
    case .movePosition(.pointer): ".movePosition(.pointer)"
    case .presel(let d): ".presel(\(d.map { ".\($0)" } ?? "nil"))"
    case .preselToggle: ".preselToggle"
    case .resize(let d, let pixels): ".resize(.\(d), pixels: \(pixels))"
    case .fraction(let f): ".fraction(\(f))"
    case .layout(let change): ".layout(.\(change))"
    case .flip: ".flip"
    case .hide(let change): ".hide(.\(change))"
    case .priority(let change, let d): ".priority(.\(change)\(toward(d)))"
    case .min(let side, .fraction(let f), let d): ".min(.\(side), .fraction(\(f))\(toward(d)))"
    case .min(let side, .pixels(let n), let d): ".min(.\(side), .pixels(\(n))\(toward(d)))"
    case .dragToHide(let side, let change, let d): ".dragToHide(.\(side), .\(change)\(toward(d)))"
    case .splitter(.thickness(let n), let d): ".splitter(.thickness(\(n))\(toward(d)))"
    case .splitter(.color(let rgb), let d): ".splitter(.color(RGB(0x\(String(rgb.value, radix: 16))))\(toward(d)))"
    case .splitter(.inset(let n), let d): ".splitter(.inset(\(n))\(toward(d)))"
    case .splitter(.hit(let n), let d): ".splitter(.hit(\(n))\(toward(d)))"
    case .splitter(.hidesWithSide(let hides), let d): ".splitter(.hidesWithSide(\(hides))\(toward(d)))"
    case .collapse(let change, let d): ".collapse(.\(change)\(toward(d)))"
    case .equalize: ".equalize"
    case .zoomToggle: ".zoomToggle"
    case .float(let change): ".float(.\(change))"
    case .fullscreen(let change): ".fullscreen(.\(change))"
    case .sticky(let change): ".sticky(.\(change))"
    case .border(let change): ".border(.\(change))"
    case .titleFormat(let format): ".titleFormat(\(format.debugDescription))"
    case .close: ".close"
    case .kill: ".kill"
    case .exec(let text): ".exec(\(text.debugDescription))"
    case .reload: ".reload"
    case .restart: ".restart"
    case .quit: ".quit"
    case .sync: ".sync"
    case .nop(let comment): ".nop(comment: \(String(reflecting: comment)))"
    case .saveLayout(let path): ".saveLayout(path: \(path.debugDescription))"
    case .loadLayout(let path): ".loadLayout(path: \(path.debugDescription))"
    case .appendLayout(let path): ".appendLayout(path: \(path.debugDescription))"
    case .workspace(let t): ".workspace(\(literal(t)))"
    case .moveToWorkspace(let t): ".moveToWorkspace(\(literal(t)))"
    case .moveWorkspaceToMonitor(.direction(let d)): ".moveWorkspaceToMonitor(.direction(.\(d)))"
    case .moveWorkspaceToMonitor(.named(let name)): ".moveWorkspaceToMonitor(.named(\(name.debugDescription)))"
    case .monitorsRefresh: ".monitorsRefresh"
    case .addMonitor(let m): ".addMonitor(MonitorDeclaration(name: \(m.name.debugDescription), frame: Rect(x: \(m.frame.x), y: \(m.frame.y), width: \(m.frame.width), height: \(m.frame.height))))"
    case .removeMonitor(let name): ".removeMonitor(\(name.debugDescription))"
    case .swapWorkspaces(let a, let b): ".swapWorkspaces(\(a.debugDescription), \(b.debugDescription))"
    case .renameWorkspace(let old, let new): ".renameWorkspace(from: \(old.map(\.debugDescription) ?? "nil"), to: \(new.debugDescription))"
    case .declareWorkspaces(let d):
        ".declareWorkspaces(WorkspaceDeclaration(\(d.names.debugDescription), monitor: \(d.monitor.map(\.debugDescription) ?? "nil"), replacing: \(d.replacing)))"
    case .removeWorkspace(let name): ".removeWorkspace(\(name.map(\.debugDescription) ?? "nil"))"
    case .moveToScratchpad: ".moveToScratchpad"
    case .scratchpadShow: ".scratchpadShow"
    case .unswallow: ".unswallow"
    case .node(let name, .swap(let other)): ".node(\(literal(name)), .swap(with: \(literal(other))))"
    case .node(let name, .moveToWorkspace(let t)): ".node(\(literal(name)), .moveToWorkspace(\(literal(t))))"
    case .grow(let target, let amount): ".grow(\(literal(target)), GrowAmount(pixels: \(amount.pixels), points: \(amount.points.map(String.init) ?? "nil")))"
    case .resizeSet(let width, let height): ".resizeSet(width: \(literal(width)), height: \(literal(height)))"
    case .open: ".open"
    case .openReceptacle: ".openReceptacle"
    case .mark(let name, let options): ".mark(\(name.debugDescription), MarkOptions(add: \(options.add), toggle: \(options.toggle)))"
    case .unmark(let name): ".unmark(\(name.map(\.debugDescription) ?? "nil"))"
    case .onWindows(let c, let command):
        switch command {
        case .fromWindow(let from): ".onWindows(criteria(\(c.description.debugDescription)), .fromWindow(\(literal(from))))"
        default: ".onWindows(criteria(\(c.description.debugDescription)), \(command.command.map { literal($0) } ?? ".focus"))"
        }
    case .mode(let name): ".mode(\(name.debugDescription))"
    case .focusLayer(let layer): ".focusLayer(.\(layer))"
    case .focusContainer(let step): ".focusContainer(.\(step))"
    case .bar(let b): ".bar(BarChange(mode: \(b.mode), .\(b.value), id: \(b.id.map(\.debugDescription) ?? "nil")))"
    case .gaps(let g): ".gaps(GapChange(.\(g.gap), .\(g.scope), .\(g.operation), \(g.pixels)))"
    case .setting(let change): ".setting(\(literal(change)))"
    case .rule(.add(let text, let oneShot)): ".rule(.add(\(text.debugDescription), oneShot: \(oneShot)))"
    case .rule(.remove(let selection)):
        switch selection {
        case .first: ".rule(.remove(.first))"
        case .last: ".rule(.remove(.last))"
        case .number(let n): ".rule(.remove(.number(\(n))))"
        }
    }
}

package func literal(_ length: FloatingLength) -> String {
    switch length {
    case .pixels(let n): ".pixels(\(n))"
    case .points(let p): ".points(\(p))"
    }
}

package func literal(_ target: GrowTarget) -> String {
    switch target {
    case .width: ".width"
    case .height: ".height"
    case .edge(let d): ".edge(.\(d))"
    }
}

package func literal(_ length: SetLength?) -> String {
    switch length {
    case nil: "nil"
    case .pixels(let n)?: ".pixels(\(n))"
    case .points(let p)?: ".points(\(p))"
    }
}

package func literal(_ t: WorkspaceTarget) -> String {
    switch t {
    case .named(let name): ".named(\(name.debugDescription))"
    case .next: ".next"
    case .prev: ".prev"
    case .nextOnMonitor: ".nextOnMonitor"
    case .prevOnMonitor: ".prevOnMonitor"
    case .backAndForth: ".backAndForth"
    }
}

package func literal(_ u: PropertyUpdate) -> String {
    var parts: [String] = []
    if let v = u.minSize { parts.append("minSize: \(literal(v))") }
    if let v = u.acceptsInput { parts.append("acceptsInput: \(v)") }
    if let v = u.urgencyHint { parts.append("urgencyHint: \(v)") }
    if let v = u.takesFocus { parts.append("takesFocus: \(v)") }
    if let v = u.deletesPolitely { parts.append("deletesPolitely: \(v)") }
    if let v = u.sizeLimits { parts.append("sizeLimits: \(literal(v))") }
    if let v = u.strut { parts.append("strut: \(literal(v))") }
    if let v = u.title { parts.append("title: \(v.debugDescription)") }
    if let v = u.decorations { parts.append("decorations: \(v.map { ".\($0)" } ?? ".some(nil)")") }
    return "PropertyUpdate(\(parts.joined(separator: ", ")))"
}

package func literal(_ e: WMEvent) -> String {
    func opt(_ t: UInt32?) -> String { t.map(String.init) ?? "nil" }
    return switch e {
    case let .manage(c, mapped): ".manage(\(literal(c)), mapped: \(mapped))"
    case let .mapRequest(w): ".mapRequest(\(literal(w)))"
    case let .withdrawn(w): ".withdrawn(\(literal(w)))"
    case let .destroyed(w): ".destroyed(\(literal(w)))"
    case let .propertiesChanged(w, u): ".propertiesChanged(\(literal(w)), \(literal(u)))"
    case let .activationRequest(w, source, time, userTime, focusedUserTime):
        ".activationRequest(\(literal(w)), source: .\(source), time: \(time), userTime: \(opt(userTime)), focusedUserTime: \(opt(focusedUserTime)))"
    case let .attentionRequest(w, change): ".attentionRequest(\(literal(w)), .\(change))"
    case let .describedStateRequest(w, change, atoms): ".describedStateRequest(\(literal(w)), .\(change), \(atoms.map { "AtomID(rawValue: \($0.rawValue))" }))"
    case let .closeRequest(w): ".closeRequest(\(literal(w)))"
    case let .fullscreenRequest(w, change): ".fullscreenRequest(\(literal(w)), .\(change))"
    case let .stickyRequest(w, change): ".stickyRequest(\(literal(w)), .\(change))"
    case let .configureRequest(w, r): ".configureRequest(\(literal(w)), \(literal(r)))"
    case let .pointerMoveResizeRequest(w, kind, p, held): ".pointerMoveResizeRequest(\(literal(w)), .\(kind), at: \(literal(p)), buttonHeld: \(held))"
    case let .modifierResizePress(w, p, time): ".modifierResizePress(\(literal(w)), at: \(literal(p)), time: \(time))"
    case let .windowPress(w, p, time): ".windowPress(\(literal(w)), at: \(literal(p)), time: \(time))"
    case let .splitterPress(s, p, time):
        ".splitterPress(SplitterName(workspace: WorkspaceID(\(s.workspace.value)), key: SplitKey(primary: \(literal(s.key.primary)), secondary: \(literal(s.key.secondary)))), at: \(literal(p)), time: \(time))"
    case let .modifierPress(w, p, time): ".modifierPress(\(literal(w)), at: \(literal(p)), time: \(time))"
    case let .tabPress(w, gesture, group, p, time):
        ".tabPress(\(literal(w)), .\(gesture), group: SplitKey(primary: \(literal(group.primary)), secondary: \(literal(group.secondary))), at: \(literal(p)), time: \(time))"
    case let .otherPress(p, time): ".otherPress(at: \(literal(p)), time: \(time))"
    case let .buttonRelease(p, time): ".buttonRelease(at: \(literal(p)), time: \(time))"
    case .dragCancel: ".dragCancel"
    case let .motion(p, time, overWindow): ".motion(at: \(literal(p)), time: \(time)\(overWindow ? ", overWindow: true" : ""))"
    case let .enter(w, p, time): ".enter(\(literal(w)), at: \(literal(p)), time: \(time))"
    case let .enterBar(w, group, p, time):
        ".enterBar(\(literal(w)), group: SplitKey(primary: \(literal(group.primary)), secondary: \(literal(group.secondary))), at: \(literal(p)), time: \(time))"
    case let .keyPress(time): ".keyPress(time: \(time))"
    case let .userInput(time): ".userInput(time: \(time))"
    case let .pointerQueried(p): ".pointerQueried(\(literal(p)))"
    case let .command(command): ".command(\(literal(command)))"
    case let .screenChange(r): ".screenChange(\(literal(r)))"
    case let .monitors(infos):
        ".monitors(\(literal(infos)))"
    case let .workspaceRequest(index): ".workspaceRequest(\(index))"
    case let .sendToWorkspaceRequest(w, index): ".sendToWorkspaceRequest(\(literal(w)), \(index))"
    case let .config(s): ".config(\(literal(s)))"
    case let .tabRowMeasured(height): ".tabRowMeasured(\(height))"
    // The generators never draw one: a layout's value as Swift prints it, for a person to rewrite.
    case let .loadLayout(layout): ".loadLayout(/* \(String(reflecting: layout)) */)"
    }
}

package func literal(_ infos: [MonitorInfo]) -> String {
    "[\(infos.map { "MonitorInfo(name: \($0.name.debugDescription), frame: \(literal($0.frame)), primary: \($0.primary))" }.joined(separator: ", "))]"
}

package func literal(_ a: Action) -> String {
    switch a {
    case .event(let e): ".event(\(literal(e)))"
    case .restart: ".restart"
    case .crash(let staleness): ".crash(staleness: \(staleness))"
    case .newSession: ".newSession"
    case let .commands(commands): ".commands([\(commands.map(literal).joined(separator: ", "))])"
    case let .key(press):
        ".key(KeyPress(time: \(press.time), isEscape: \(press.isEscape), commands: \(press.commands.map { "[\($0.map(literal).joined(separator: ", "))]" } ?? "nil")))"
    case let .replug(infos): ".replug(\(literal(infos)))"
    case let .configFile(text): ".configFile(\(text.debugDescription))"
    }
}

extension SimulatedWM {
    /// The run so far as a call that replays it.
    package var printout: String {
        let start = "SimulatedWM.run(area: \(literal(initialArea)), settings: \(literal(initialSettings)), ["
        return ([start] + log.enumerated().map { "    /* \($0.offset + 1) */ \(literal($0.element))," } + ["])"])
            .joined(separator: "\n")
    }
}

package func literal(_ change: SettingChange) -> String {
    switch change {
    case .borderWidth(let n): ".borderWidth(\(n))"
    case .borderColor(let role, let rgb): ".borderColor(.\(role), RGB(0x\(String(rgb.value, radix: 16))))"
    case .splitFraction(let f): ".splitFraction(\(f))"
    case .focusFollowsMouse(let on): ".focusFollowsMouse(\(on))"
    case .smartGaps(let on): ".smartGaps(\(on))"
    case .placement(.longerSide): ".placement(.longerSide)"
    case .placement(.longerSideFirst): ".placement(.longerSideFirst)"
    case .placement(.spiral): ".placement(.spiral)"
    case .placement(.spiralFirst): ".placement(.spiralFirst)"
    case .placement(.toward(let d)): ".placement(.toward(.\(d)))"
    }
}
