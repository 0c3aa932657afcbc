// The engine's entry to the shared seeded driver (PropertyTestSupport): properties over
// random edit scripts, which shrink by dropping and simplifying edits.
import PropertyTestSupport
import Testing

/// `forAll` over edit scripts, shrinking by dropping and simplifying edits.
func forAllScripts(
    seed: UInt64, cases: Int, length: ClosedRange<Int> = 1...45,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ property: (EditScript, inout Violations) -> Void
) {
    forAll(Gens.script(length: length), seed: seed, cases: cases, shrink: { $0.shrinkCandidates },
           sourceLocation: sourceLocation, property)
}
