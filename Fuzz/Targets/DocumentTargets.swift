// The document targets: JSON text, the state document, layout files. A document reads or fails
// with an error that says where; what reads is then used as the window manager uses it (written
// back, restored into a state under the property tests' invariants, loaded as a layout).
import PropertyTestSupport
import SplitConfig
import SplitState
import SplitEngine
import SplitJSON
import SplitWM
import StateScriptSupport
import XModel

enum DocumentTargets {
    /// Parses; what parses is written and must parse back equal.
    static func json(_ bytes: UnsafeBufferPointer<UInt8>) {
        let source = text(bytes)
        do {
            let value = try JSON(parsing: source)
            var w = JSONWriter()
            w.value(value)
            let written = w.text
            require((try? JSON(parsing: written)) == value, "\(written.debugDescription) does not read back as what it was written from")
            if let object = try? JSONObjectReader(value) { _ = object.members.count }
        } catch {
            require(error.line >= 1 && error.column >= 1 && !error.reason.isEmpty, "bad JSON error \(error)")
        }
    }

    /// The screen the decoded documents are restored onto.
    static let screen = Rect(x: 0, y: 0, width: 1920, height: 1080)

    /// Reads a state file; what reads is restored by a fresh process, as after a crash, and its
    /// windows (a few) then appear, so the restore places them; every invariant checked.
    static func state(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let saved = try? SavedLayout(reading: text(bytes)) else { return }
        var wm = SimulatedWM(area: screen, settings: Settings())
        wm.stateFiles = [saved]
        wm.run(Action.crash(staleness: 0))
        for (window, identity) in saved.identities.sorted(by: { $0.key.rawValue < $1.key.rawValue }).prefix(8) {
            var client = Client(window: window)
            client.identity = identity
            wm.run(Action.event(.manage(client, mapped: false)))
        }
        require(wm.violations.isEmpty, wm.violations.messages.joined(separator: "\n"))
    }

    /// Reads a layout file; what reads must be a tree whose every leaf has its criteria.
    static func layout(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let layout = try? LayoutFile.parse(text(bytes), defaults: Split()) else { return }
        let leaves = layout.tree.root?.leaves ?? []
        require(Set(leaves) == Set(layout.leaves.keys), "leaves \(leaves) but criteria for \(layout.leaves.keys.sorted { $0.rawValue < $1.rawValue })")
        if let area = layout.area { require(area.width > 0 && area.height > 0, "area \(area)") }
    }
}
