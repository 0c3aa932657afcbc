// The monitors a config sets instead of RandR's (`fake-outputs`, i3's directive of that name,
// which i3's own test suite fakes its monitors with): their syntax, read and written.
import SplitEngine

/// One monitor of `fake-outputs`: a rectangle of the screen, and whether it is the primary one.
public struct FakeOutput: Hashable, Sendable {
    public var frame: Rect
    public var primary: Bool

    public init(frame: Rect, primary: Bool = false) {
        self.frame = frame
        self.primary = primary
    }

    /// i3's spec: `WxH+X+Y`, a `P` after one makes it primary, joined by commas
    /// (`1024x768+0+0P,1024x768+1024+0`); nil when `text` is not one.
    public static func list(_ text: String) -> [FakeOutput]? {
        var outputs: [FakeOutput] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            var spec = Substring(item)
            let primary = spec.hasSuffix("P")
            if primary { spec = spec.dropLast() }
            let size = spec.split(separator: "+", omittingEmptySubsequences: false)
            guard size.count == 3 else { return nil }
            let extent = size[0].split(separator: "x", omittingEmptySubsequences: false)
            guard extent.count == 2, let width = Int(extent[0]), let height = Int(extent[1]), let x = Int(size[1]), let y = Int(size[2]),
                  (1...65535).contains(width), (1...65535).contains(height), (0...65535).contains(x), (0...65535).contains(y) else { return nil }
            outputs.append(FakeOutput(frame: Rect(x: x, y: y, width: width, height: height), primary: primary))
        }
        return outputs.isEmpty ? nil : outputs
    }

    /// `list`'s syntax for `outputs`.
    public static func text(_ outputs: [FakeOutput]) -> String {
        outputs.map { "\($0.frame.width)x\($0.frame.height)+\($0.frame.x)+\($0.frame.y)\($0.primary ? "P" : "")" }.joined(separator: ",")
    }
}
