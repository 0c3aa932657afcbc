// `make try` without a display: scripts/try.sh run as a user on a server runs it (DISPLAY
// unset), and the picture of the tour it writes.
import Foundation
import Testing
import XTestSupport

@Suite struct TryTourTests {
    /// The repository: scripts/ and config/ are read from where this file is.
    static let root = #filePath.components(separatedBy: "/Tests/")[0]
    /// The tour's frames: six, three to a row, each 640x400 with 8 pixels around it (montage
    /// -geometry 640x400+8+8), a caption below.
    static let frameSize = (width: 640, height: 400), margin = 8, columns = 3, rows = 2

    /// Runs `argv` with `environment` laid over ours (nil unsets); its status, its standard
    /// output, and its standard error (through a file: a pipe nobody reads could fill up).
    static func run(_ argv: [String], environment overrides: [String: String?] = [:]) throws
        -> (status: Int32, output: Data, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = argv
        var environment = ProcessInfo.processInfo.environment
        for (name, value) in overrides { environment[name] = value }
        process.environment = environment
        let errorsPath = "/tmp/splitwm-tour-test-stderr-\(UUID().uuidString)"
        _ = FileManager.default.createFile(atPath: errorsPath, contents: nil)
        defer { unlink(errorsPath) }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle(forWritingAtPath: errorsPath)
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errors = String(decoding: FileManager.default.contents(atPath: errorsPath) ?? Data(), as: UTF8.self)
        return (process.terminationStatus, output, errors)
    }

    @Test func withoutADisplayMakeTryWritesTheTourAsSixFramesThatEachShowAChange() throws {
        for tool in ["Xvfb", "xterm", "xdotool", "polybar", "zenity", "import", "montage"] {
            _ = try RealProgram.require(tool, package: "the TRY_PACKAGES of the Makefile")
        }
        let directory = "/tmp/splitwm-tour-test-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let picture = directory + "/tour.png"
        let bin = SplitWMProcess.binary.deletingLastPathComponent().path
        // Through RealProgram, whose children start with no signal blocked (a test runner blocks
        // some, and the tour's clean-up must be able to stop what it started); DISPLAY empty is
        // no display, as unset is.
        let tour = try RealProgram.run("bash", [Self.root + "/scripts/try.sh", picture], display: "",
                                       environment: ["SPLITWM_BIN": bin], timeout: .seconds(600))
        let said = tour.output
        #expect(tour.status == 0, "\(said)\n\(tour.errors)")
        #expect(said.contains("wrote \(picture)"), "the path is printed: \(said)")
        for step in ["1. Each new window splits", "2. Drag a splitter", "3. Drag it to the edge", "4. A dialog",
                     "5. Super+f zooms", "6. Super+2: workspace 2"] {
            #expect(said.contains(step), "\(said)")
        }
        // The picture as 8-bit RGB: its size says six frames, and each frame differs from the one before.
        let size = try Self.run(["identify", "-format", "%w %h", picture])
        let numbers = String(decoding: size.output, as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        let (width, height) = (numbers.first ?? 0, numbers.last ?? 0)
        let cellWidth = Self.frameSize.width + 2 * Self.margin
        #expect(width == Self.columns * cellWidth, "\(width)x\(height)")
        let cellHeight = height / Self.rows
        #expect(height % Self.rows == 0 && cellHeight > Self.frameSize.height + 2 * Self.margin, "captions below: \(width)x\(height)")
        let rgb = try Self.run(["convert", picture, "-depth", "8", "rgb:-"]).output
        try #require(rgb.count == width * height * 3, "\(rgb.count) bytes for \(width)x\(height)")
        let pixels = [UInt8](rgb)
        func frame(_ index: Int) -> [UInt32] {
            let left = (index % Self.columns) * cellWidth + Self.margin, top = (index / Self.columns) * cellHeight + Self.margin
            var out: [UInt32] = []
            out.reserveCapacity(Self.frameSize.width * Self.frameSize.height)
            for y in top..<(top + Self.frameSize.height) {
                for x in left..<(left + Self.frameSize.width) {
                    let i = (y * width + x) * 3
                    out.append(UInt32(pixels[i]) << 16 | UInt32(pixels[i + 1]) << 8 | UInt32(pixels[i + 2]))
                }
            }
            return out
        }
        let frames = (0..<(Self.columns * Self.rows)).map(frame)
        for (index, pixels) in frames.enumerated() {
            // A screen with windows, a panel and text, not an empty grab: many colours.
            #expect(Set(pixels).count > 8, "frame \(index + 1) has \(Set(pixels).count) colours")
        }
        for index in 1..<frames.count {
            let changed = zip(frames[index - 1], frames[index]).filter { $0 != $1 }.count
            // At least 1% of the frame: a reflow, a window hidden, zoomed, a dialog, a workspace.
            #expect(changed > frames[index].count / 100, "frame \(index + 1) differs from frame \(index) in \(changed) pixels only")
        }
    }
}
