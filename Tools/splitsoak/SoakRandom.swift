// The soak's one source of randomness: SplitMix64 from SOAK_SEED, so a failing run replays.

struct SoakRandom {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<n (n > 0).
    mutating func below(_ n: Int) -> Int { Int(next() % UInt64(max(1, n))) }

    mutating func chance(_ p: Double) -> Bool { Double(next() >> 11) / Double(1 << 53) < p }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
