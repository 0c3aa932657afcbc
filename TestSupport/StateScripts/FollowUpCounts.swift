// A tally of the effects a script's run handed out that reach past the state (files read and
// written, monitors read, config reloads, restarts, catch-ups, bound keys pressed): what the
// random scripts exercised, for the test that makes sure they exercise every one.
import SplitState

/// How many of each outside effect a simulated run carried out.
package struct FollowUpCounts: Hashable, Sendable {
    package var layoutSaves = 0
    package var layoutLoads = 0
    /// Loads of a file a save wrote before (the others fail, as for a missing file).
    package var layoutsRead = 0
    package var monitorRefreshes = 0
    package var reloads = 0
    /// Reloads of a config file with errors (the config in force stays).
    package var failedReloads = 0
    package var restarts = 0
    package var catchUps = 0
    package var keyGrabs = 0

    package init() {}

    package mutating func count(_ effect: Effect) {
        switch effect {
        case .saveLayout: layoutSaves += 1
        case .loadLayout: layoutLoads += 1
        case .refreshMonitors: monitorRefreshes += 1
        case .reload: reloads += 1
        case .restart: restarts += 1
        case .sync: catchUps += 1
        case .grabKeys: keyGrabs += 1
        default: break
        }
    }

    package static func + (a: Self, b: Self) -> Self {
        var sum = a
        sum.layoutSaves += b.layoutSaves
        sum.layoutLoads += b.layoutLoads
        sum.layoutsRead += b.layoutsRead
        sum.monitorRefreshes += b.monitorRefreshes
        sum.reloads += b.reloads
        sum.failedReloads += b.failedReloads
        sum.restarts += b.restarts
        sum.catchUps += b.catchUps
        sum.keyGrabs += b.keyGrabs
        return sum
    }
}
