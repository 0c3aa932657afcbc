// Single random draws inside a PropertyBased generator's closure, which hands out its
// generator as `any SeededRandomNumberGenerator`. An enum of generators conforms to use them
// unqualified (`int(0...9, &rng)`).
import PropertyBased

public protocol RandomDrawing {}

extension RandomDrawing {
    /// The same draw as `Gen.int(in: range).run(using: &rng)`, without building a generator.
    public static func int(_ range: ClosedRange<Int>, _ rng: inout any SeededRandomNumberGenerator) -> Int {
        Int.random(in: range, using: &rng)
    }

    /// True `percent` times in a hundred.
    public static func chance(_ percent: Int, _ rng: inout any SeededRandomNumberGenerator) -> Bool {
        int(0...99, &rng) < percent
    }

    public static func pick<T>(_ items: [T], _ rng: inout any SeededRandomNumberGenerator) -> T {
        items[int(0...(items.count - 1), &rng)]
    }
}
