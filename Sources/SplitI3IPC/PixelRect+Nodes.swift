// The rectangle arithmetic i3's nodes need: a container's rectangle as the bounding box of what
// it shows, a rectangle relative to its parent's (i3's window_rect and deco_rect), a client
// rectangle grown by its border.
import XModel

extension PixelRect {
    /// The smallest rectangle holding this one and `other`.
    func union(_ other: PixelRect) -> PixelRect {
        let minX = Swift.min(x, other.x), minY = Swift.min(y, other.y)
        let maxX = Swift.max(x + width, other.x + other.width), maxY = Swift.max(y + height, other.y + other.height)
        return PixelRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// This rectangle with its origin taken from `parent`'s origin.
    func relative(to parent: PixelRect) -> PixelRect {
        PixelRect(x: x - parent.x, y: y - parent.y, width: width, height: height)
    }

    /// The rectangle a client rectangle takes with a border of `border` pixels around it.
    func grown(by border: Int) -> PixelRect {
        PixelRect(x: x, y: y, width: width + 2 * border, height: height + 2 * border)
    }

    /// The same size at the origin (a window_rect without border or bar).
    var atOrigin: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}

extension Sequence<PixelRect> {
    /// The bounding box of all of them; nil for none.
    var bounds: PixelRect? { reduce(nil) { $0?.union($1) ?? $1 } }
}
