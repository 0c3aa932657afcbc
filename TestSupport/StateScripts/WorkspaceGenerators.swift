// Random workspace and monitor steps: workspace commands by number, by word, next, previous
// and back-and-forth; sending windows and workspaces; the user's monitors (`monitors
// add|remove`) and workspaces swapped between monitors; RandR reports of none to three monitors
// from a small pool of names (so monitors go and come back under the same name), side by
// side, stacked, overlapping or cloned; pagers' requests by valid and invalid positions.
import PropertyBased
import PropertyTestSupport
import SplitCommands
import SplitState
import SplitEngine
import XModel

extension StateGens {
    /// Monitor names: "screen" is the one every script starts with.
    package static let monitorNames = ["A", "B", "C", "screen"]
    package static let workspaceWords = ["web", "mail", "1x", "Web"]

    package static func workspaceTarget(_ rng: inout any SeededRandomNumberGenerator) -> WorkspaceTarget {
        switch int(0...9, &rng) {
        case 0...4: .named(String(int(1...5, &rng)))
        case 5...6: .named(pick(workspaceWords, &rng))
        case 7: .next
        case 8: .prev
        default: .backAndForth
        }
    }

    package static func workspaceCommand(_ rng: inout any SeededRandomNumberGenerator) -> Command {
        switch int(0...14, &rng) {
        case 0...4: .workspace(workspaceTarget(&rng))
        case 5...7: .moveToWorkspace(workspaceTarget(&rng))
        case 8: .moveWorkspaceToMonitor(.direction(pick(Direction.allCases, &rng)))
        case 9: .moveWorkspaceToMonitor(.named(pick(monitorNames + ["nowhere"], &rng)))
        // bspwm's desktops: a monitor's workspaces declared (kept while empty), one removed.
        case 10: .declareWorkspaces(WorkspaceDeclaration((0...int(0...3, &rng)).map { _ in pick(workspaceWords, &rng) },
                                                         monitor: chance(50, &rng) ? pick(monitorNames + ["nowhere"], &rng) : nil,
                                                         replacing: chance(70, &rng)))
        // bspwm's `wm -a`, `monitor -r` and `desktop -s`: a user's monitor (sometimes named as
        // one of RandR's), taken away, and two workspaces exchanged.
        case 12: .addMonitor(MonitorDeclaration(name: pick(["U", "V", "A"], &rng),
                                                frame: Rect(x: pick([0, 320, 1024], &rng), y: pick([0, 240, 600], &rng),
                                                            width: pick([1, 320, 640], &rng), height: pick([1, 240, 480], &rng))))
        case 13: .removeMonitor(pick(["U", "V", "A", "screen"], &rng))
        case 14: .swapWorkspaces(String(int(1...5, &rng)), chance(50, &rng) ? String(int(1...5, &rng)) : pick(workspaceWords, &rng))
        default: .removeWorkspace(chance(50, &rng) ? pick(workspaceWords, &rng) : nil)
        }
    }

    /// A workspace position in a pager's request: mostly one that exists, sometimes not.
    package static func workspaceIndex(_ rng: inout any SeededRandomNumberGenerator) -> Int {
        chance(85, &rng) ? int(0...3, &rng) : pick([-2, -1, 4, 7, 100, Int(Int32.max)], &rng)
    }

    /// What RandR reports: none to three monitors, side by side, stacked, overlapping or at
    /// the same place (clones), sometimes empty, with random primary flags; names are unique
    /// within a report (RandR's monitors are named by atoms).
    package static func monitors(_ rng: inout any SeededRandomNumberGenerator) -> [MonitorInfo] {
        let count = pick([0, 1, 1, 2, 2, 2, 3, 3], &rng)
        var names = monitorNames
        var x = 0, y = 0
        var out: [MonitorInfo] = []
        for _ in 0..<count {
            let name = names.remove(at: int(0...(names.count - 1), &rng))
            let width = pick([1, 300, 640, 800, 1024, 1920], &rng), height = pick([1, 200, 480, 600, 1080], &rng)
            var frame = Rect(x: x, y: y, width: width, height: height)
            if let last = out.last {
                switch int(0...9, &rng) {
                case 0: frame = last.frame                                                               // a clone
                case 1: frame = Rect(x: last.frame.x + last.frame.width / 2, y: y, width: width, height: height)   // overlapping
                case 2: frame = Rect(x: x, y: y, width: 0, height: 0)                                  // off
                case 3...4: frame = Rect(x: last.frame.x, y: last.frame.maxY, width: width, height: height)       // below
                default: break                                                                         // to the right
                }
            }
            out.append(MonitorInfo(name: name, frame: frame, primary: chance(30, &rng)))
            x = max(x, frame.maxX)
            y = out.count > 1 && chance(20, &rng) ? int(0...100, &rng) : 0
        }
        return out
    }
}
