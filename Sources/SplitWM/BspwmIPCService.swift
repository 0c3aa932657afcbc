// bspwm's socket beside splitctl's and i3's, for `bspc` as sxhkd, a bspwmrc, scripts and
// polybar's `internal/bspwm` module call it: found where bspc looks (`$BSPWM_SOCKET`, else
// /tmp/bspwm<host>_<display>_<screen>-socket), on the same terms (only the user splitwm runs
// as may connect). Messages are answered by SplitBspwm from the state; commands run as
// splitctl's do; subscribers hear the report line, focus events, node, desktop and monitor
// events when they change, down their connection or in a FIFO (BspwmFifo.swift).
import SplitBspwm
import SplitCommands
import SplitIPC
import SplitPOSIX
import SplitState
import SplitX

final class BspwmIPCService {
    private let x: XConnection
    private var server: IPCServer?
    /// Who subscribed to what, and how many events each has left (`--count`).
    private var subscribers: [ClientID: (events: Set<BspwmEvent>, left: Int?)] = [:]
    /// `subscribe --fifo`'s subscribers: their FIFO, their events, how many each has left.
    private var fifoSubscribers: [(fifo: BspwmFifo, events: Set<BspwmEvent>, left: Int?)] = []
    /// FIFOs that had their count, kept until their reader took every line.
    private var finishedFifos: [BspwmFifo] = []
    /// Where the windows were when node events last went out (BspwmPlacements).
    private var toldPlacements = BspwmPlacements()
    /// Which monitors there were and where the desktops were when desktop events last went out.
    private var toldDesktopPlaces = BspwmDesktopPlaces()
    /// What subscribers were last told, so that only a change goes out.
    private var toldReport = ""
    private var toldDesktop: UInt32?
    private var toldWindow: UInt32?
    /// bspwm settings splitwm has no use for, as `bspc config` set them, for `config NAME` to
    /// print back (BspwmConfig.swift); kept for this process only, since a bspwmrc sets them again.
    private var rememberedSettings: [String: String] = [:]

    /// Where the socket listens, while it does (for the bspwmrc's `$BSPWM_SOCKET`).
    private(set) var path: String?

    init(_ x: XConnection) { self.x = x }

    func open() {
        guard let path = BspwmMessage.socketPath(environment: SplitPOSIX.environment("BSPWM_SOCKET"), display: x.displayName) else {
            Log.info("no bspwm socket: cannot read the display name \"\(x.displayName)\"")
            return
        }
        do {
            // bspc sends at most BUFSIZ (8 KiB) in one message; a longer one is no bspc's.
            var limits = IPCLimits()
            limits.maximumLineLength = 8192
            let server = try IPCServer(exactPath: path, limits: limits, wire: .bspwm)
            server.log = { Log.debug("bspwm socket: \($0)") }
            self.server = server
            self.path = path
            Log.debug("bspwm's IPC on \(path)")
        } catch {
            Log.info("no bspwm socket: \(error)")
        }
    }

    func close() {
        server?.close()
        server = nil
        path = nil
        subscribers = [:]
        for subscriber in fifoSubscribers { subscriber.fifo.close() }
        for fifo in finishedFifos { fifo.close() }
        fifoSubscribers = []
        finishedFifos = []
    }

    /// When the loop should wake to look again at FIFOs waiting for their reader to drain them.
    var nextDeadline: ContinuousClock.Instant? { finishedFifos.isEmpty ? nil : .now + .milliseconds(10) }

    var readDescriptors: [Int32] { server?.readDescriptors ?? [] }
    var writeDescriptors: [Int32] { server?.writeDescriptors ?? [] }

    /// Reads what the ready descriptors hold and answers every complete message.
    func service(readable: [Int32], writable: [Int32], state: () -> WMState, run: ([Command]) -> String?) {
        guard let server else { return }
        finishedFifos.removeAll { $0.closeIfRead() }
        for fd in writable { server.writable(fd) }
        for fd in readable {
            for request in server.readable(fd) {
                let view = BspwmView(of: state())
                switch BspwmMessage.answer(BspwmMessage.arguments(request.line), in: view, remembered: rememberedSettings) {
                case .output(let text):
                    server.reply(to: request.client, bspwm: Array(text.utf8), keepOpen: false)
                case .failure(let text):
                    server.reply(to: request.client, bspwm: IPCServer.bspwmFailure(text), keepOpen: false)
                case .commands(let commands):
                    let failure = commands.isEmpty ? nil : run(commands)
                    server.reply(to: request.client, bspwm: failure.map { IPCServer.bspwmFailure($0) } ?? [], keepOpen: false)
                case .subscribe(let subscription):
                    subscribe(request.client, subscription, view: view)
                case .remember(let name, let value):
                    // Said once a name: a bspwmrc run again by `wm -r` adds nothing new.
                    if rememberedSettings.updateValue(value, forKey: name) == nil {
                        Log.info("bspc config \(name): remembered, without effect in splitwm (docs/bspwm.md)")
                    }
                    server.reply(to: request.client, bspwm: [], keepOpen: false)
                }
            }
        }
    }

    /// A subscriber of the report hears the line at once, as bspwm's do. A FIFO's subscriber
    /// is told the FIFO's path, and the connection ends.
    private func subscribe(_ client: ClientID, _ subscription: BspwmSubscription, view: BspwmView) {
        guard let server else { return }
        if !hasNodeSubscribers { toldPlacements = BspwmPlacements(of: view) }
        if !hasDesktopSubscribers { toldDesktopPlaces = BspwmDesktopPlaces(of: view) }
        if subscription.fifo {
            guard let fifo = BspwmFifo.make() else {
                server.reply(to: client, bspwm: IPCServer.bspwmFailure("subscribe --fifo: Can't create FIFO.\n"), keepOpen: false)
                return
            }
            server.reply(to: client, bspwm: Array((fifo.path + "\n").utf8), keepOpen: false)
            var left = subscription.count
            if subscription.events.contains(.report) {
                toldReport = BspwmReport.line(of: view)
                _ = fifo.write(Array(toldReport.utf8))
                left = left.map { $0 - 1 }
            }
            if let left, left <= 0 {
                fifo.finish()
                finishedFifos.append(fifo)
            } else {
                fifoSubscribers.append((fifo, subscription.events, left))
            }
            return
        }
        var left = subscription.count
        var first: [UInt8] = []
        if subscription.events.contains(.report) {
            toldReport = BspwmReport.line(of: view)
            first = Array(toldReport.utf8)
            left = left.map { $0 - 1 }
        }
        let done = left.map { $0 <= 0 } ?? false
        server.reply(to: client, bspwm: first, keepOpen: !done)
        if !done { subscribers[client] = (subscription.events, left) }
    }

    /// After a loop turn that pushed a picture: the report line when it changed, and the focus
    /// events for a desktop or window that got the focus. Built only while someone subscribed.
    func publishChanges(_ state: WMState) {
        guard let server, state.drag == nil else { return }
        subscribers = subscribers.filter { server.isConnected($0.key) }
        guard !subscribers.isEmpty || !fifoSubscribers.isEmpty else { return }
        let view = BspwmView(of: state)
        var lines: [(BspwmEvent, String)] = []
        if hasNodeSubscribers {
            let placements = BspwmPlacements(of: view)
            lines += BspwmPlacements.events(from: toldPlacements, to: placements)
            toldPlacements = placements
        }
        if hasDesktopSubscribers {
            let places = BspwmDesktopPlaces(of: view)
            lines += BspwmDesktopPlaces.events(from: toldDesktopPlaces, to: places)
            toldDesktopPlaces = places
        }
        let monitorID = view.focusedMonitor.map { view.monitors[$0].id } ?? 0
        let desktopID = view.focusedDesktop.map { view.desktops[$0].id }
        if let desktopID, desktopID != toldDesktop {
            if toldDesktop != nil { lines.append((.desktopFocus, "desktop_focus \(BspwmView.hex(monitorID)) \(BspwmView.hex(desktopID))\n")) }
            toldDesktop = desktopID
        }
        let windowID = view.focusedWindow?.rawValue
        if windowID != toldWindow, let windowID, let desktopID {
            lines.append((.nodeFocus, "node_focus \(BspwmView.hex(monitorID)) \(BspwmView.hex(desktopID)) \(BspwmView.hex(windowID))\n"))
        }
        toldWindow = windowID
        let report = BspwmReport.line(of: view)
        if report != toldReport {
            lines.append((.report, report))
            toldReport = report
        }
        for (event, line) in lines {
            for (client, subscription) in subscribers where subscription.events.contains(event) {
                server.send(bspwm: Array(line.utf8), to: [client])
                guard let left = subscription.left else { continue }
                if left <= 1 {
                    server.finish(client)
                    subscribers[client] = nil
                } else {
                    subscribers[client]?.left = left - 1
                }
            }
            for index in fifoSubscribers.indices where fifoSubscribers[index].events.contains(event) {
                let subscriber = fifoSubscribers[index]
                guard subscriber.left.map({ $0 > 0 }) ?? true else { continue }
                if !subscriber.fifo.write(Array(line.utf8)) {
                    fifoSubscribers[index].left = 0   // its reader let too much wait: dropped below
                    continue
                }
                fifoSubscribers[index].left = subscriber.left.map { $0 - 1 }
            }
        }
        // Those that had their count (or were dropped) close once their reader took the lines.
        for subscriber in fifoSubscribers where subscriber.left == 0 {
            subscriber.fifo.finish()
            finishedFifos.append(subscriber.fifo)
        }
        fifoSubscribers.removeAll { $0.left == 0 }
    }

    /// Whether someone hears node events, so the placements must be kept up to date.
    private var hasNodeSubscribers: Bool { hears([.nodeAdd, .nodeRemove, .nodeTransfer, .nodeSwap]) }

    /// Whether someone hears monitor or desktop events, so their places must be kept up to date.
    private var hasDesktopSubscribers: Bool { hears([.monitorAdd, .desktopTransfer, .desktopSwap]) }

    private func hears(_ events: Set<BspwmEvent>) -> Bool {
        subscribers.values.contains { !$0.events.isDisjoint(with: events) } || fifoSubscribers.contains { !$0.events.isDisjoint(with: events) }
    }
}
