// Integer pixel geometry: points, sizes, rectangles, axes and directions.
//
// Every coordinate and length is kept within ±2^20 pixels (X itself stops at 2^15), so no
// sum or product of a few of them can overflow, whatever a caller or a document passes in.

/// Bounds on numbers the engine holds, so that hostile input cannot overflow arithmetic.
enum Limits {
    /// The largest coordinate, length or thickness kept.
    static let pixels = 1 << 20

    static func coordinate(_ v: Int) -> Int { Swift.min(pixels, Swift.max(-pixels, v)) }
    static func length(_ v: Int) -> Int { Swift.min(pixels, Swift.max(0, v)) }
}

/// A point in pixels.
public struct Point: Hashable, Sendable {
    public private(set) var x: Int
    public private(set) var y: Int
    public init(x: Int, y: Int) {
        self.x = Limits.coordinate(x)
        self.y = Limits.coordinate(y)
    }

    /// The coordinate along `axis` (x for side-by-side splits, y for above/below).
    public func coordinate(along axis: SplitLayout) -> Int { axis == .horizontal ? x : y }
}

/// A size in pixels; both dimensions are never negative.
public struct Size: Hashable, Sendable {
    public private(set) var width: Int
    public private(set) var height: Int
    public init(width: Int, height: Int) {
        self.width = Limits.length(width)
        self.height = Limits.length(height)
    }
    public static let zero = Size(width: 0, height: 0)

    /// The length along `axis`.
    public func length(along axis: SplitLayout) -> Int { axis == .horizontal ? width : height }
}

/// An axis-aligned rectangle in pixels. Width and height are never negative.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public private(set) var x: Int
    public private(set) var y: Int
    public private(set) var width: Int
    public private(set) var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = Limits.coordinate(x)
        self.y = Limits.coordinate(y)
        self.width = Limits.length(width)
        self.height = Limits.length(height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }
    public var area: Int { width * height }
    public var isEmpty: Bool { width == 0 || height == 0 }
    public var size: Size { Size(width: width, height: height) }
    public var description: String { "\(width)x\(height)+\(x)+\(y)" }

    /// The start coordinate along `axis`.
    public func origin(along axis: SplitLayout) -> Int { axis == .horizontal ? x : y }
    /// The length along `axis`.
    public func length(along axis: SplitLayout) -> Int { axis == .horizontal ? width : height }

    /// The part of this rectangle from `offset` to `offset + length` along `axis`, full across it.
    public func slice(along axis: SplitLayout, from offset: Int, length: Int) -> Rect {
        switch axis {
        case .horizontal: Rect(x: x + offset, y: y, width: length, height: height)
        case .vertical: Rect(x: x, y: y + offset, width: width, height: length)
        }
    }

    /// The overlap of two rectangles, or nil when they do not share any pixel.
    public func intersection(_ other: Rect) -> Rect? {
        let left = Swift.max(x, other.x), right = Swift.min(maxX, other.maxX)
        let top = Swift.max(y, other.y), bottom = Swift.min(maxY, other.maxY)
        guard left < right, top < bottom else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    public func contains(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }

    /// The rectangle `progress` (0...1) of the way to `end`, each edge moved in proportion and
    /// rounded (so two rectangles that share an edge at both ends share it on the way).
    public func interpolated(to end: Rect, _ progress: Double) -> Rect {
        func mix(_ a: Int, _ b: Int) -> Int { a + Int((Double(b - a) * progress).rounded()) }
        let left = mix(x, end.x), top = mix(y, end.y)
        return Rect(x: left, y: top, width: mix(maxX, end.maxX) - left, height: mix(maxY, end.maxY) - top)
    }
}

/// A direction on screen, used for insertion, focus, moves and keyboard resizes.
public enum Direction: String, CaseIterable, Hashable, Sendable {
    case left, right, up, down

    /// The split layout whose splitter moves along this direction.
    public var axis: SplitLayout { self == .left || self == .right ? .horizontal : .vertical }
    /// True for right and down: the direction in which coordinates grow.
    public var isForward: Bool { self == .right || self == .down }
    /// The side of a split that lies toward this direction.
    public var side: SplitSide { isForward ? .secondary : .primary }
    public var opposite: Direction {
        switch self {
        case .left: .right
        case .right: .left
        case .up: .down
        case .down: .up
        }
    }
}
