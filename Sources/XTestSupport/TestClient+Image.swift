// Test client read-back of a window's pixels (XGetImage), for what a window manager draws itself.
import CX11
import SplitX

/// A window's pixels as 0xRRGGBB, row by row, as the server holds them.
public struct WindowImage: Equatable, Sendable {
    public var size: PixelSize
    /// `size.width × size.height` colours, the top row first.
    public var pixels: [UInt32]

    public init(size: PixelSize, pixels: [UInt32]) { self.size = size; self.pixels = pixels }

    /// The colour at `(x, y)` in window coordinates.
    public subscript(x: Int, y: Int) -> UInt32 { pixels[y * size.width + x] }

    /// The part of the image inside `rect` (window coordinates, clipped to the image).
    public func cropped(to rect: PixelRect) -> WindowImage {
        let left = max(rect.x, 0), top = max(rect.y, 0)
        let right = min(rect.x + rect.width, size.width), bottom = min(rect.y + rect.height, size.height)
        guard right > left, bottom > top else { return WindowImage(size: PixelSize(width: 0, height: 0), pixels: []) }
        var pixels: [UInt32] = []
        pixels.reserveCapacity((right - left) * (bottom - top))
        for y in top..<bottom { pixels += self.pixels[(y * size.width + left)..<(y * size.width + right)] }
        return WindowImage(size: PixelSize(width: right - left, height: bottom - top), pixels: pixels)
    }
}

extension TestClient {
    /// `window`'s whole contents (XGetImage of the window, so what is on screen where it is viewable and
    /// not covered); nil when the window is gone or not viewable.
    public func image(of window: WindowID) -> WindowImage? {
        guard let rect = geometry(of: window), mapState(of: window) == .viewable else { return nil }
        guard let image = XGetImage(display, UInt(window.rawValue), 0, 0, UInt32(rect.width), UInt32(rect.height), ~0, ZPixmap)
        else { return nil }
        defer { _ = image.pointee.f.destroy_image(image) }
        let i = image.pointee
        func channel(_ pixel: UInt, _ mask: UInt) -> UInt32 {
            guard mask != 0 else { return 0 }
            let shift = mask.trailingZeroBitCount, top = mask >> shift
            return UInt32(((pixel & mask) >> shift) * 255 / top)
        }
        var pixels: [UInt32] = []
        pixels.reserveCapacity(rect.width * rect.height)
        for y in 0..<rect.height {
            for x in 0..<rect.width {
                let pixel = i.f.get_pixel(image, Int32(x), Int32(y))
                pixels.append(channel(pixel, i.red_mask) << 16 | channel(pixel, i.green_mask) << 8 | channel(pixel, i.blue_mask))
            }
        }
        return WindowImage(size: rect.size, pixels: pixels)
    }
}
