// Integer pixel geometry as X reports it (points, sizes, rectangles).

/// A pixel position; root-relative unless a field's doc says otherwise.
public struct PixelPoint: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public init(x: Int, y: Int) { self.x = x; self.y = y }
    public var description: String { "(\(x), \(y))" }
}

/// A width and height in pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int
    public init(width: Int, height: Int) { self.width = width; self.height = height }
    public var description: String { "\(width)x\(height)" }
}

/// A rectangle in pixels, excluding any X border.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public var origin: PixelPoint { PixelPoint(x: x, y: y) }
    public var size: PixelSize { PixelSize(width: width, height: height) }
    public func contains(_ p: PixelPoint) -> Bool {
        p.x >= x && p.y >= y && p.x < x + width && p.y < y + height
    }
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
