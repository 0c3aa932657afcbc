// What the i3 import tests share beside PropertyTestSupport's keysym table and parser
// (TestConfigs.swift): a mutation helper from the config fuzzing.
import PropertyTestSupport
import SplitConfig

/// What the i3 fuzzing uses of SplitConfigTests' config mutations (FuzzTests.swift).
enum Mutation {
    static func string(_ scalars: [Unicode.Scalar]) -> String {
        var s = String.UnicodeScalarView()
        s.append(contentsOf: scalars)
        return String(s)
    }
}
