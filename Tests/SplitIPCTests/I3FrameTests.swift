// i3's IPC framing read back from bytes in any pieces: frames come out as they went in, a bad
// magic or an announced length over the bound is refused as soon as the header says so, and
// a frame's bytes are exactly i3's layout (magic, length, type in the machine's order, payload).
import PropertyBased
import PropertyTestSupport
@testable import SplitIPC
import Testing

/// Frames and the places their bytes are cut into pieces as a client's writes arrive.
struct FrameStream: CustomStringConvertible {
    var frames: [I3Frame]
    /// Lengths of the pieces, in order; what is left after them is one last piece.
    var cuts: [Int]

    var bytes: [UInt8] { frames.flatMap(\.encoded) }

    /// The bytes in the pieces `cuts` says.
    var pieces: [[UInt8]] {
        var out: [[UInt8]] = []
        var rest = bytes[...]
        for cut in cuts where !rest.isEmpty {
            out.append(Array(rest.prefix(cut)))
            rest = rest.dropFirst(cut)
        }
        if !rest.isEmpty { out.append(Array(rest)) }
        return out
    }

    var description: String {
        "FrameStream(frames: \(frames.map { "(\($0.type), \($0.payload.count) bytes)" }), cuts: \(cuts))"
    }

    static let generator = Generator<FrameStream, Shrink.None<FrameStream>> { rng in
        let frames = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
            // Payloads of one byte repeated, a few bytes changed (among them the magic's).
            var payload = [UInt8](repeating: .random(in: 0...255, using: &rng), count: [0, 1, 13, 14, 200, 70_000].randomElement(using: &rng)!)
            for _ in 0..<min(payload.count, 8) { payload[Int.random(in: 0..<payload.count, using: &rng)] = Array("i3-ipc\u{0}".utf8).randomElement(using: &rng)! }
            return I3Frame(type: [0, 1, 2, 7, 12, I3Frame.eventBit | 3, .max].randomElement(using: &rng)!, payload: payload)
        }
        let cuts = (0..<Int.random(in: 0...12, using: &rng)).map { _ in [1, 2, 5, 13, 14, 15, 1000, 65_536].randomElement(using: &rng)! }
        return FrameStream(frames: frames, cuts: cuts)
    }

    /// One frame or one cut fewer.
    var smaller: [FrameStream] {
        frames.indices.map { i in FrameStream(frames: frames.enumerated().filter { $0.offset != i }.map(\.element), cuts: cuts) }
            + cuts.indices.map { i in FrameStream(frames: frames, cuts: cuts.enumerated().filter { $0.offset != i }.map(\.element)) }
    }
}

@Suite struct I3FrameTests {
    @Test func framesComeBackAsTheyWentInWhateverPiecesTheBytesArriveIn() {
        forAll(FrameStream.generator, seed: 0x13F7_0001, cases: 400, shrink: { $0.smaller }) { stream, v in
            var reader = I3FrameReader()
            var read: [I3Frame] = []
            for piece in stream.pieces {
                do { read += try reader.read(piece) } catch { v.fail("refused \(error)"); return }
            }
            v.expect(read == stream.frames, "read \(read.count) frames, sent \(stream.frames.count)")
            v.expect(reader.pendingCount == 0, "\(reader.pendingCount) bytes left over")
        }
    }

    @Test func aFrameIsI3sLayout() {
        let frame = I3Frame(type: I3Request.getVersion.rawValue, payload: Array("{}".utf8))
        // i3 writes its integers in the machine's order: little-endian here.
        #expect(frame.encoded == Array("i3-ipc".utf8) + [2, 0, 0, 0, 7, 0, 0, 0] + Array("{}".utf8))
        #expect(I3Event.allCases.map(\.name) == ["workspace", "output", "mode", "window", "barconfig_update", "binding", "shutdown", "tick"])
        #expect(I3Event(name: "barconfig_update") == .barconfigUpdate && I3Event(name: "nope") == nil)
    }

    @Test func aWrongMagicIsRefusedAsSoonAsItsFirstWrongByteArrives() throws {
        var reader = I3FrameReader()
        #expect(try reader.read(Array("i3".utf8)).isEmpty)
        #expect(throws: I3FrameError.badMagic) { try reader.read(Array("x".utf8)) }
        var after = I3FrameReader()
        let good = I3Frame(type: 0, payload: Array("nop".utf8)).encoded
        #expect(throws: I3FrameError.badMagic) { try after.read(good + Array("GET / HTTP/1.1\r\n".utf8)) }
    }

    @Test func aLengthOverTheBoundIsRefusedFromTheHeaderAlone() throws {
        var reader = I3FrameReader(maximumPayload: 1000)
        var header = I3Frame.magic
        I3Frame.append(UInt32.max, to: &header)
        I3Frame.append(0, to: &header)
        #expect(throws: I3FrameError.tooLong(announced: .max, maximum: 1000)) { try reader.read(header) }
        // At the bound it is taken, and waited for.
        var atBound = I3FrameReader(maximumPayload: 1000)
        let frame = I3Frame(type: 0, payload: [UInt8](repeating: 65, count: 1000)).encoded
        #expect(try atBound.read(frame.prefix(500)).isEmpty)
        #expect(try atBound.read(frame.dropFirst(500)).count == 1)
    }
}
