// A monitor the user declares beside RandR's (`monitors add NAME WxH+X+Y`, which bspwm's
// `wm -a` sends): its name and rectangle, the rectangle's X geometry words read and written.
import SplitEngine
import SplitSyntax

/// `monitors add NAME WxH+X+Y`: a monitor named NAME covering that rectangle of the screen.
public struct MonitorDeclaration: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    public var frame: Rect

    public init(name: String, frame: Rect) {
        self.name = name
        self.frame = frame
    }

    public var description: String { "\(ShellQuoting.word(name)) \(Self.geometry(frame))" }

    /// `WxH+X+Y`, as X geometries write a rectangle (`-` before an offset left of or above 0).
    public static func geometry(_ r: Rect) -> String {
        "\(r.width)x\(r.height)\(r.x < 0 ? "-" : "+")\(abs(r.x))\(r.y < 0 ? "-" : "+")\(abs(r.y))"
    }

    /// The rectangle of `WxH+X+Y` (each offset `+N` or `-N`, the size at least 1×1); nil when
    /// the text is not one.
    public static func rectangle(_ text: String) -> Rect? {
        let scalars = Array(text.unicodeScalars)
        var i = 0
        func number() -> Int? {
            var value = 0, digits = 0
            while i < scalars.count, ("0"..."9").contains(scalars[i]) {
                guard value < 1_000_000 else { return nil }
                value = value * 10 + Int(scalars[i].value - 48)
                digits += 1
                i += 1
            }
            return digits > 0 ? value : nil
        }
        func offset() -> Int? {
            guard i < scalars.count, scalars[i] == "+" || scalars[i] == "-" else { return nil }
            let sign = scalars[i] == "-" ? -1 : 1
            i += 1
            return number().map { sign * $0 }
        }
        guard let width = number(), i < scalars.count, scalars[i] == "x" else { return nil }
        i += 1
        guard let height = number(), let x = offset(), let y = offset(), i == scalars.count, width > 0, height > 0 else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }
}

extension Arguments {
    /// After `monitors add`: `NAME WxH+X+Y`.
    package mutating func monitorDeclaration() throws(ParseFailure) -> Command {
        let name = try name(try shellWord(expecting: "a monitor name"))
        let geometry = try shellWord(expecting: "a rectangle WxH+X+Y")
        guard let frame = MonitorDeclaration.rectangle(geometry.text) else {
            throw failure(geometry.written, expected: "a rectangle WxH+X+Y (width and height at least 1)")
        }
        return .addMonitor(MonitorDeclaration(name: name, frame: frame))
    }

    /// After `swap workspace`: `A with B`, two workspace names.
    package mutating func workspaceSwap() throws(ParseFailure) -> Command {
        let first = try name(try shellWord(expecting: "a workspace name"))
        _ = try choice(["with": ()])
        return .swapWorkspaces(first, try name(try shellWord(expecting: "a workspace name")))
    }
}
