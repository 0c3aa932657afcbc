// SplitX values that need no X server: WindowID's JSON form and the TrueColor pixel packing.
@testable import SplitX
import SplitJSON
import Testing

@Suite struct Values {
    @Test func windowIDIsWrittenAsItsBareNumber() throws {
        let ids = [WindowID(rawValue: 0x40_0001), WindowID(rawValue: 0x60_0001)]
        var w = JSONWriter()
        w.array { w in for id in ids { id.write(to: &w) } }
        #expect(w.text == "[4194305,6291457]")
        guard case .array(let items) = try JSON(parsing: w.text) else { Issue.record("not an array"); return }
        #expect(try items.map { try WindowID(json: $0, at: "leaf") } == ids)
        #expect(throws: JSONDecodingError.self) { try WindowID(json: -1, at: "leaf") }
        #expect(throws: JSONDecodingError.self) { try WindowID(json: .int(1 << 32), at: "leaf") }
    }

    @Test(arguments: [
        // 24-bit 888, as Xvfb runs
        (PixelFormat(red: 0xFF_0000, green: 0xFF00, blue: 0xFF), 0x12AB34, 0x12AB34),
        // 16-bit 565: full scale stays full, mid grey rounds
        (PixelFormat(red: 0xF800, green: 0x7E0, blue: 0x1F), 0xFFFFFF, 0xFFFF),
        (PixelFormat(red: 0xF800, green: 0x7E0, blue: 0x1F), 0x808080, 16 << 11 | 32 << 5 | 16),
        // BGR order
        (PixelFormat(red: 0xFF, green: 0xFF00, blue: 0xFF_0000), 0x112233, 0x332211),
        // 30-bit 10-10-10
        (PixelFormat(red: 0x3FF0_0000, green: 0xF_FC00, blue: 0x3FF), 0xFF0000, 0x3FF0_0000),
    ] as [(PixelFormat, UInt32, UInt)])
    func rgbBecomesTheVisualsPixel(format: PixelFormat, rgb: UInt32, pixel: UInt) {
        #expect(format.pixel(rgb: rgb) == pixel)
    }
}
