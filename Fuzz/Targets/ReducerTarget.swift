// The pure core under random event sequences chosen by the fuzzer: the input bytes are the
// randomness the property tests' script generator draws (StateScriptSupport's Generators.swift,
// in TestSupport/StateScripts), so a mutated input is a mutated
// script; the script runs through SimulatedWM with every invariant of Invariants.swift checked after
// every action, and `WMState.reduce` checked against `handle`.
import PropertyBased
import PropertyTestSupport
import StateScriptSupport

enum ReducerTarget {
    static let mixes: [Mix] = [.general, .pointer, .lifecycle, .workspaces]

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let first = bytes.first else { return }
        var rng = ByteStream(Array(bytes.dropFirst()))
        let script = StateGens.script(mixes[Int(first) % mixes.count], length: 1...40).run(using: &rng)
        let wm = SimulatedWM.run(script, checkingReduce: true)
        require(wm.violations.isEmpty, wm.violations.messages.joined(separator: "\n") + "\n" + wm.printout)
    }
}

/// A random number generator that hands out the input's bytes, eight at a time, and after them
/// a SplitMix64 sequence seeded by the input's length: every draw the input reaches is the
/// fuzzer's choice, and a generator that draws until it gets something new (a fresh window id)
/// still ends once the input runs out.
struct ByteStream: SeededRandomNumberGenerator {
    var bytes: [UInt8]
    var position = 0
    var state: UInt64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        state = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
    }
    init?(seed: [UInt8]) { self.init(seed) }
    init() { self.init([]) }

    var currentSeed: [UInt8] { Array(bytes[min(position, bytes.count)...]) }

    mutating func next() -> UInt64 {
        guard position < bytes.count else {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) where position < bytes.count {
            value |= UInt64(bytes[position]) << UInt64(shift)
            position += 1
        }
        return value
    }
}
