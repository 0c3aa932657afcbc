// splitbench: measures the engine's layout and drag costs, writing the window manager's
// state document, and the worst window-rule regex searches, in a release build.
// Run with `make bench` (which preloads the malloc interposer so allocations are counted).
import MallocInterposerSwift
import Glibc
import SplitConfig
import SplitState
import SplitEngine
import SplitSyntax
import SplitWM
import SplitX

/// A balanced tree of `count` leaves numbered from `first`, layouts alternating by depth.
func balanced(_ count: Int, first: Int = 0, depth: Int = 0, priority: Bool) -> SplitNode<Int> {
    guard count > 1 else { return .leaf(first) }
    let left = count / 2
    let split = Split(
        layout: depth % 2 == 0 ? .horizontal : .vertical, fraction: Double(left) / Double(count),
        constraints: SplitConstraints(minPrimaryFraction: 0.05, minSecondaryFraction: 0.05,
                                      priority: priority ? .primary : nil))
    return .split(split, balanced(left, first: first, depth: depth + 1, priority: priority),
                  balanced(count - left, first: first + left, depth: depth + 1, priority: priority))
}

struct Measurement {
    var nanoseconds: Double
    var allocations: Double
}

/// Median time of one call of `body` over batches, and allocations per call.
func measure(_ body: () -> Void) -> Measurement {
    let clock = ContinuousClock()
    var batch = 1
    while clock.measure({ for _ in 0..<batch { body() } }) < .milliseconds(20) { batch *= 2 }
    var samples: [Double] = []
    for _ in 0..<15 {
        let d = clock.measure { for _ in 0..<batch { body() } }
        samples.append(Double(d.components.attoseconds) / 1e9 / Double(batch) + Double(d.components.seconds) * 1e9 / Double(batch))
    }
    samples.sort()
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    for _ in 0..<batch { body() }
    MallocInterposerSwift.unhook()
    let allocations = Double(MallocInterposerSwift.getStatistics().mallocCount) / Double(batch)
    return Measurement(nanoseconds: samples[samples.count / 2], allocations: allocations)
}

func format(_ m: Measurement) -> String {
    let time = m.nanoseconds >= 1000
        ? "\(Double(Int(m.nanoseconds / 10)) / 100) µs" : "\(Int(m.nanoseconds)) ns"
    return "\(time)  \(Int(m.allocations.rounded())) allocations"
}

func pad(_ s: String, _ n: Int) -> String { s + String(repeating: " ", count: max(0, n - s.count)) }

/// The state document of a balanced tree of `count` windows, as the window manager saves it
/// after every change of its tree (no titles: see `StateSaver.save`).
func stateDocument(windows count: Int) throws -> StateDocument {
    func windowNode(_ node: SplitNode<Int>) -> SplitNode<WindowID> {
        switch node {
        case .leaf(let n, let minSize): .leaf(WindowID(rawValue: UInt32(n)), minSize: minSize)
        case .branch(let b): .split(b.split, windowNode(b.primary), windowNode(b.secondary))
        }
    }
    let tree = try SplitTree(root: windowNode(balanced(count, first: 0x40_0001, priority: false)))
    let identity = WindowIdentity(className: "XTerm", instance: "xterm", role: nil)
    var windows: [WindowID: StateDocument.WindowEntry] = [:]
    for leaf in tree.leaves {
        windows[leaf] = StateDocument.WindowEntry(identity: identity, rect: PixelRect(x: 0, y: 0, width: 190, height: 100))
    }
    let workspace = StateDocument.WorkspaceEntry(name: "1", number: 1, monitor: "screen", shown: true,
                                            area: Rect(x: 0, y: 0, width: 1920, height: 1080), tree: tree)
    return StateDocument(focusedWorkspace: workspace, focused: tree.leaves.first, windows: windows, order: tree.leaves)
}

/// Written as the state file is: to a temporary file, then renamed over the old one.
func writeAtomically(_ bytes: UnsafeRawBufferPointer, to path: String) {
    let temporary = path + ".tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    _ = write(fd, bytes.baseAddress!, bytes.count)
    close(fd)
    rename(temporary, path)
}

MallocInterposerSwift.initialize()
let area = Rect(x: 0, y: 0, width: 3840, height: 2160)
var sink = 0

// `splitbench layout LEAVES RUNS`: only layouts, for counting instructions under callgrind
// (counts do not depend on what else the machine is doing, unlike times).
let arguments = CommandLine.arguments
if arguments.count == 4, arguments[1] == "layout", let leaves = Int(arguments[2]), let runs = Int(arguments[3]) {
    let tree = try SplitTree(root: balanced(leaves, priority: false))
    for _ in 0..<runs { sink &+= tree.layout(in: area).tiles.count }
    print(sink)
    exit(0)
}
// `splitbench state WINDOWS RUNS [compact]`: only the state document, for callgrind likewise.
if arguments.count >= 4, arguments[1] == "state", let windows = Int(arguments[2]), let runs = Int(arguments[3]) {
    let document = try stateDocument(windows: windows)
    let pretty = arguments.count < 5 || arguments[4] != "compact"
    for _ in 0..<runs { sink &+= document.withBytes(.stateFile, pretty: pretty) { $0.count } }
    print(sink)
    exit(0)
}

// `splitbench regex`: only the window-rule regex cases, timed; `splitbench regex CASE RUNS`:
// one case (numbered from 0 as printed) searched RUNS times, for callgrind.
if arguments.count >= 2, arguments[1] == "regex" {
    if arguments.count == 4, let n = Int(arguments[2]), RegexCase.all.indices.contains(n), let runs = Int(arguments[3]) {
        let rules = RegexCase.all[n].rules
        let facts = WindowFacts(title: RegexCase.all[n].title)
        for _ in 0..<runs { sink &+= rules.outcome(for: facts).lines.count }
        print(sink)
    } else {
        benchmarkRegex(&sink)
    }
    exit(0)
}

print("splitbench: engine costs per call (median of 15 batches, release build)")
print("")
print("full layout of a balanced tree: layout(in:) with new arrays | layout(in:into:) reusing them")
for count in [10, 100, 1_000, 10_000] {
    let tree = try SplitTree(root: balanced(count, priority: false))
    let fresh = measure { sink &+= tree.layout(in: area).tiles.count }
    var buffer = Layout<Int>()
    let reused = measure {
        tree.layout(in: area, into: &buffer)
        sink &+= buffer.tiles.count
    }
    print("  \(pad("\(count) leaves", 14)) \(pad(format(fresh), 34)) | \(format(reused))")
}

print("")
print("one drag step: dragging(_:to:in:) then the whole layout (what the window manager's one render path does)")
for (label, count, priority, deepest) in [
    ("root splitter, 1,000 leaves", 1_000, false, false),
    ("root splitter, 1,000 leaves, every split with priority", 1_000, true, false),
    ("deepest splitter (2 leaves), 1,000 leaves", 1_000, true, true),
    ("deepest splitter (2 leaves), 10,000 leaves", 10_000, true, true),
] {
    let tree = try SplitTree(root: balanced(count, priority: priority))
    let index = deepest ? tree.splitCount - 1 : 0
    guard let rect = tree.rect(ofSplit: index, in: area),
          let path = tree.pathToSplit(index), let layout = tree.split(at: path)?.layout else { continue }
    let start = layout == .horizontal
        ? Point(x: rect.x + rect.width / 2, y: rect.y) : Point(x: rect.x, y: rect.y + rect.height / 2)
    let drag = try tree.beginningDrag(ofSplit: index, at: start, in: area)
    var offset = 0
    var buffer = Layout<Int>()
    let m = measure {
        offset = (offset + 7) % 41
        let point = layout == .horizontal ? Point(x: start.x + offset - 20, y: start.y) : Point(x: start.x, y: start.y + offset - 20)
        let (moved, _) = tree.dragging(drag, to: point, in: area)
        moved.layout(in: area, into: &buffer)
        sink &+= buffer.tiles.count
    }
    print("  \(pad(label, 56)) \(format(m))")
}

print("")
let document = try SplitTree(root: balanced(1_000, priority: true))
let text = document.jsonDocument()
print("JSON document, 1,000 leaves (\(text.utf8.count / 1024) KiB)")
print("  \(pad("encode", 14)) \(format(measure { sink &+= document.jsonDocument().utf8.count }))")
print("  \(pad("decode", 14)) \(format(measure { sink &+= (try? SplitTree<Int>(jsonDocument: text))?.leafCount ?? 0 }))")

let state = try stateDocument(windows: 100)
let statePath = "/tmp/splitbench-state-\(getpid()).json"
print("")
print("state document, 100 windows (\(state.bytes(.stateFile, pretty: true).count) bytes pretty, \(state.bytes(.stateFile, pretty: false).count) compact)")
print("  \(pad("pretty", 15)) \(format(measure { sink &+= state.withBytes(.stateFile, pretty: true) { $0.count } }))")
print("  \(pad("compact", 15)) \(format(measure { sink &+= state.withBytes(.stateFile, pretty: false) { $0.count } }))")
print("  \(pad("pretty, saved", 15)) \(format(measure { state.withBytes(.stateFile, pretty: true) { writeAtomically($0, to: statePath) } }))")
print("  \(pad("compact, saved", 15)) \(format(measure { state.withBytes(.stateFile, pretty: false) { writeAtomically($0, to: statePath) } }))")
unlink(statePath)
print("")
benchmarkRegex(&sink)
if sink == 42 { print("") }
