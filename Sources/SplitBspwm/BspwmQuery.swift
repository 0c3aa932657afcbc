// `bspc query`: the desktops, monitors or windows a selector names, one id (or name) a line,
// and `-T` as JSON with bspwm's member names where splitwm has the fact.
import SplitEngine
import SplitJSON
import SplitState

enum BspwmQuery {
    private enum Domain { case nodes, desktops, monitors, tree }

    static func answer(_ arguments: [String], in view: BspwmView) -> BspwmAnswer {
        if arguments.isEmpty { return .failure("query: Missing arguments.\n") }
        var domain: Domain?
        var domains = 0
        var names = false
        // The selector after -N/-D/-M, and the constraints of -m/-d/-n.
        var own: String?
        var monitorSel: String?, desktopSel: String?, nodeSel: String?
        var rest = arguments[...]
        func value() -> String? {
            guard let next = rest.first, !next.hasPrefix("-") else { return nil }
            return rest.popFirst()
        }
        while let word = rest.popFirst() {
            switch word {
            case "-T", "--tree": domain = .tree; domains += 1
            case "-M", "--monitors": domain = .monitors; domains += 1; own = value()
            case "-D", "--desktops": domain = .desktops; domains += 1; own = value()
            case "-N", "--nodes": domain = .nodes; domains += 1; own = value()
            case "-m", "--monitor": monitorSel = value() ?? "focused"
            case "-d", "--desktop": desktopSel = value() ?? "focused"
            case "-n", "--node": nodeSel = value() ?? "focused"
            case "--names": names = true
            default: return .failure("query: Unknown option: '\(word)'.\n")
            }
        }
        guard let domain, domains == 1 else { return .failure(domains == 0 ? "query: No commands given.\n" : "query: Multiple commands given.\n") }
        if names && (domain == .nodes || domain == .tree) { return .failure("query -N|-T: --names only applies to -M and -D.\n") }
        do throws(BspwmQueryFailure) {
            // The constraints, as bspwm narrows: a window's desktop, a desktop's monitor.
            let monitors = try select("query -m", monitorSel) { s throws(BspwmSelectorFailure) in try view.monitors(s) }
            let desktops = try select("query -d", desktopSel) { s throws(BspwmSelectorFailure) in try view.desktops(s) }
            // A node path may end on a split, or a selector be a split's id: the tree shows the
            // split, `-N` prints its id (BspwmSplitIDs.swift).
            if domain == .tree || domain == .nodes, let text = domain == .nodes ? own ?? nodeSel : nodeSel,
               let split = try select(domain == .nodes && own != nil ? "query -N" : "query -n", text, { s throws(BspwmSelectorFailure) in
                   try view.namedSplit(s).map { [$0] } ?? []
               })?.first {
                guard domain == .nodes else { return .output(BspwmTree.node(.branch(split), in: view).serialized() + "\n") }
                // Printed where the `-d` and `-m` constraints hold for its desktop.
                let desktop = view.desktop(holding: split.key.primary)
                guard let desktop, desktops?.contains(desktop) ?? true, monitors?.contains(view.desktops[desktop].monitor) ?? true
                else { return .failure("") }
                return .output(BspwmView.hex(BspwmView.splitID(split)) + "\n")
            }
            let windows = try select("query -n", nodeSel) { s throws(BspwmSelectorFailure) in try view.windows(s) }
            func desktopAllowed(_ d: Int) -> Bool {
                (desktops?.contains(d) ?? true) && (monitors?.contains(view.desktops[d].monitor) ?? true)
                    && (windows.map { ws in ws.contains { view.desktop(holding: $0) == d } } ?? true)
            }
            var lines: [String] = []
            switch domain {
            case .desktops:
                let picked = try select("query -D", own) { s throws(BspwmSelectorFailure) in try view.desktops(s) } ?? Array(view.desktops.indices)
                lines = picked.filter(desktopAllowed).map { names ? view.desktops[$0].name : BspwmView.hex(view.desktops[$0].id) }
            case .monitors:
                let picked = try select("query -M", own) { s throws(BspwmSelectorFailure) in try view.monitors(s) } ?? Array(view.monitors.indices)
                lines = picked.filter { m in
                    (monitors?.contains(m) ?? true) && (desktops.map { ds in ds.contains { view.desktops[$0].monitor == m } } ?? true)
                        && (windows.map { ws in ws.contains { w in view.desktop(holding: w).map { view.desktops[$0].monitor } == m } } ?? true)
                }.map { names ? view.monitors[$0].name : BspwmView.hex(view.monitors[$0].id) }
            case .nodes:
                let picked = try select("query -N", own) { s throws(BspwmSelectorFailure) in try view.windows(s) }
                    ?? view.desktops.indices.flatMap { view.desktops[$0].windows }
                lines = picked.filter { w in
                    (windows?.contains(w) ?? true) && view.desktop(holding: w).map(desktopAllowed) ?? false
                }.map { BspwmView.hex($0.rawValue) }
            case .tree:
                if let window = windows?.first, nodeSel != nil { return .output(BspwmTree.node(window, in: view).serialized() + "\n") }
                if let desktop = desktops?.first { return .output(BspwmTree.desktop(desktop, in: view).serialized() + "\n") }
                if let monitor = monitors?.first { return .output(BspwmTree.monitor(monitor, in: view).serialized() + "\n") }
                return .failure("query -T: No options given.\n")
            }
            if lines.isEmpty { return .failure("") }
            return .output(lines.map { $0 + "\n" }.joined())
        } catch {
            return .failure(error.message)
        }
    }

    private struct BspwmQueryFailure: Error { var message: String }

    private static func select<T>(_ source: String, _ text: String?, _ pick: (String) throws(BspwmSelectorFailure) -> [T]) throws(BspwmQueryFailure) -> [T]? {
        guard let text else { return nil }
        do { return try pick(text) } catch { throw BspwmQueryFailure(message: error.message(source, text)) }
    }
}
