// The seeded driver every property test shares: the same cases on every run, shrinking on
// failure, and a failure message with the seed, the case number and the shrunk input.
//
// PropertyBased's own `propertyCheck` draws a fresh system-random seed on every run (its
// `.fixedSeed` trait replays a single case and always reports an issue), so CI would not run
// the same cases twice. This driver keeps PropertyBased's generators and its seedable
// `Xoshiro` generator, and derives each case's seed from a per-property seed.
//
// Every property runs its fixed seeds, and outside CI one more seed drawn at each run, so
// that local runs keep exploring cases no run tried before. CI (CI=true, as the landing check
// runs) takes the fixed seeds only: whether a submission lands must not depend on a draw (a
// draw found a workspace bug there, another a minutes-long case of the regex oracle).
//
// Environment knobs for local exploration (CI sets none of them):
//   SPLITWM_PROPERTY_SEED=<n>    use seed n for every property instead of the fixed ones
//                                (and instead of the run-time seed)
//   SPLITWM_PROPERTY_SCALE=<x>   run x times as many cases
//   SPLITWM_PROPERTY_CASE=<n>    run only case n (to replay a reported failure)
import Foundation
import PropertyBased
import Testing

/// The violations a property found in one input; empty when it holds.
public struct Violations: Sendable {
    public private(set) var messages: [String] = []
    /// Recording stops after this many, so a badly broken input still reports quickly.
    public static let limit = 8

    public init() {}

    public var isEmpty: Bool { messages.isEmpty }

    public mutating func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition, messages.count < Self.limit { messages.append(message()) }
    }

    public mutating func fail(_ message: String) { expect(false, message) }
}

public enum PropertyEnvironment {
    public static let seedOverride: UInt64? = ProcessInfo.processInfo.environment["SPLITWM_PROPERTY_SEED"].flatMap { UInt64($0) }
    public static let scale: Double = ProcessInfo.processInfo.environment["SPLITWM_PROPERTY_SCALE"].flatMap { Double($0) } ?? 1
    public static let onlyCase: Int? = ProcessInfo.processInfo.environment["SPLITWM_PROPERTY_CASE"].flatMap { Int($0) }

    /// A seed drawn once per test process, so every run outside CI also explores cases no run
    /// before it did; a failure names it, and SPLITWM_PROPERTY_SEED replays it. None in CI.
    public static let runTimeSeed: UInt64? = seedOverride
        ?? (ProcessInfo.processInfo.environment["CI"] == "true" ? nil : UInt64.random(in: 1...UInt64.max))

    /// The seeds a property runs with: `fixed` and the run-time seed, or only the override.
    public static func seeds(_ fixed: [UInt64]) -> [UInt64] {
        seedOverride.map { [$0] } ?? fixed + (runTimeSeed.map { [$0] } ?? [])
    }
}

/// The random number generator for case `index` of a property seeded with `seed`:
/// SplitMix64 spreads the two numbers over Xoshiro's 256 bits of state.
public func caseGenerator(seed: UInt64, index: Int) -> Xoshiro {
    var x = seed ^ (UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15)
    func next() -> UInt64 {
        x &+= 0x9E37_79B9_7F4A_7C15
        var z = x
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    return Xoshiro(seed: (next(), next(), next(), next()))
}

/// Checks `property` on `cases` inputs drawn from `input`, case `i` from a generator seeded by
/// `(seed, i)`. On the first failing case it shrinks the input greedily (the first candidate
/// of `shrink` that still fails is taken, until none does) and records one issue naming the
/// seed, the case and the smallest failing input (as `show` writes it).
public func forAll<Input, S>(
    _ input: Generator<Input, S>, seed: UInt64, cases: Int,
    shrink: (Input) -> [Input] = { _ in [] },
    show: (Input) -> String = { "\($0)" },
    sourceLocation: SourceLocation = #_sourceLocation,
    _ property: (Input, inout Violations) -> Void
) {
    let seed = PropertyEnvironment.seedOverride ?? seed
    let count = max(1, Int((Double(cases) * PropertyEnvironment.scale).rounded()))
    let indices = PropertyEnvironment.onlyCase.map { [$0] } ?? Array(0..<count)
    func violations(_ value: Input) -> [String] {
        var v = Violations()
        property(value, &v)
        return v.messages
    }
    for index in indices {
        var rng = caseGenerator(seed: seed, index: index)
        let original = input.run(using: &rng)
        var messages = violations(original)
        guard !messages.isEmpty else { continue }

        var smallest = original
        var tries = 0, steps = 0
        var improved = true
        while improved, tries < 3000 {
            improved = false
            for candidate in shrink(smallest) {
                tries += 1
                let m = violations(candidate)
                if !m.isEmpty {
                    smallest = candidate
                    messages = m
                    steps += 1
                    improved = true
                    break
                }
                if tries >= 3000 { break }
            }
        }
        Issue.record(
            """
            Property failed: seed \(seed), case \(index) of \(count) \
            (replay: SPLITWM_PROPERTY_SEED=\(seed) SPLITWM_PROPERTY_CASE=\(index)); \
            shrunk in \(steps) steps.
            Smallest failing input:
            \(show(smallest))
            Violations:
            \(messages.map { "  - " + $0 }.joined(separator: "\n"))
            """,
            sourceLocation: sourceLocation)
        return
    }
}

/// The smaller versions of a sequence of steps a shrinker tries first: chunks removed, the
/// whole half, then quarters and so on down to single steps (most removed first); then each
/// step replaced by each of its `simplifications`.
public func shrunkSequences<Step>(_ steps: [Step], simplifications: (Step) -> [Step]) -> [[Step]] {
    var out: [[Step]] = []
    var chunk = steps.count
    while chunk >= 1 {
        var start = 0
        while start < steps.count {
            var copy = steps
            copy.removeSubrange(start..<min(steps.count, start + chunk))
            out.append(copy)
            start += chunk
        }
        chunk /= 2
    }
    for i in steps.indices {
        for simpler in simplifications(steps[i]) {
            var copy = steps
            copy[i] = simpler
            out.append(copy)
        }
    }
    return out
}
