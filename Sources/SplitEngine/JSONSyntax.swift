// Locates the first syntax error in a JSON text (line, column, reason). The JSON decoder
// only says "not valid JSON"; a person fixing a state file needs to know where.

/// A syntax error in a JSON text, at a 1-based line and column (in bytes).
public struct JSONSyntaxProblem: Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var reason: String
    public var description: String { "line \(line), column \(column): \(reason)" }
}

public enum JSONSyntax {
    /// The first syntax error in `text`, or nil when it is well-formed JSON. Iterative, so
    /// any nesting depth is scanned in constant stack; nesting beyond `maxDepth` is an error.
    public static func firstProblem(in text: some StringProtocol, maxDepth: Int = 512) -> JSONSyntaxProblem? {
        var scanner = Scanner(bytes: Array(text.utf8), maxDepth: maxDepth)
        return scanner.run()
    }

    private struct Scanner {
        enum Expect { case value, valueOrClose, keyOrClose, key, colon, commaOrClose, end }

        let bytes: [UInt8]
        let maxDepth: Int
        var i = 0
        var stack: [UInt8] = []
        var expect = Expect.value

        init(bytes: [UInt8], maxDepth: Int) {
            self.bytes = bytes
            self.maxDepth = maxDepth
        }

        mutating func run() -> JSONSyntaxProblem? {
            while true {
                while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { i += 1 }
                guard i < bytes.count else { return expect == .end ? nil : problem("the document ends too early") }
                let c = bytes[i]
                switch expect {
                case .end:
                    return problem("unexpected text after the end of the document")
                case .value, .valueOrClose:
                    if c == UInt8(ascii: "]"), expect == .valueOrClose {
                        stack.removeLast()
                        i += 1
                        afterValue()
                    } else if c == UInt8(ascii: "{") || c == UInt8(ascii: "[") {
                        stack.append(c)
                        if stack.count > maxDepth { return problem("nested more than \(maxDepth) levels deep") }
                        i += 1
                        expect = c == UInt8(ascii: "{") ? .keyOrClose : .valueOrClose
                    } else if let error = scanScalar() {
                        return error
                    } else {
                        afterValue()
                    }
                case .keyOrClose, .key:
                    if c == UInt8(ascii: "}"), expect == .keyOrClose {
                        stack.removeLast()
                        i += 1
                        afterValue()
                    } else if c == UInt8(ascii: "\"") {
                        if let error = scanString() { return error }
                        expect = .colon
                    } else {
                        return problem("expected a key in double quotes")
                    }
                case .colon:
                    guard c == UInt8(ascii: ":") else { return problem("expected ':' after the key") }
                    i += 1
                    expect = .value
                case .commaOrClose:
                    let open = stack.last
                    if c == UInt8(ascii: ",") {
                        i += 1
                        expect = open == UInt8(ascii: "{") ? .key : .value
                    } else if (c == UInt8(ascii: "}") && open == UInt8(ascii: "{"))
                                || (c == UInt8(ascii: "]") && open == UInt8(ascii: "[")) {
                        stack.removeLast()
                        i += 1
                        afterValue()
                    } else {
                        return problem(open == UInt8(ascii: "{") ? "expected ',' or '}'" : "expected ',' or ']'")
                    }
                }
            }
        }

        mutating func afterValue() { expect = stack.isEmpty ? .end : .commaOrClose }

        mutating func scanScalar() -> JSONSyntaxProblem? {
            let c = bytes[i]
            if c == UInt8(ascii: "\"") { return scanString() }
            if c == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) { return scanNumber() }
            for word in ["true", "false", "null"] where bytes[i...].starts(with: word.utf8) {
                i += word.utf8.count
                return nil
            }
            return problem("expected a value")
        }

        mutating func scanString() -> JSONSyntaxProblem? {
            let start = i
            i += 1
            while i < bytes.count {
                let c = bytes[i]
                if c == UInt8(ascii: "\"") { i += 1; return nil }
                if c < 0x20 { return problem("a control character inside a string") }
                if c == UInt8(ascii: "\\") {
                    guard i + 1 < bytes.count else { break }
                    let e = bytes[i + 1]
                    if e == UInt8(ascii: "u") {
                        let hex = bytes[min(bytes.count, i + 2)..<min(bytes.count, i + 6)]
                        guard hex.count == 4, hex.allSatisfy({ UInt8(ascii: "0")...UInt8(ascii: "9") ~= $0
                            || UInt8(ascii: "a")...UInt8(ascii: "f") ~= $0 || UInt8(ascii: "A")...UInt8(ascii: "F") ~= $0 })
                        else { return problem("a \\u escape needs four hex digits") }
                        i += 6
                        continue
                    }
                    guard Array("\"\\/bfnrt".utf8).contains(e) else { return problem("an unknown escape in a string") }
                    i += 2
                    continue
                }
                i += 1
            }
            i = start
            return problem("a string that is never closed")
        }

        mutating func scanNumber() -> JSONSyntaxProblem? {
            func digits() -> Int {
                let start = i
                while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
                return i - start
            }
            if bytes[i] == UInt8(ascii: "-") { i += 1 }
            let start = i
            let whole = digits()
            guard whole > 0 else { return problem("a number needs digits") }
            if bytes[start] == UInt8(ascii: "0") && whole > 1 {
                i = start
                return problem("a number cannot start with 0")
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
                i += 1
                guard digits() > 0 else { return problem("a number needs digits after '.'") }
            }
            if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
                i += 1
                if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
                guard digits() > 0 else { return problem("a number needs digits in its exponent") }
            }
            return nil
        }

        func problem(_ reason: String) -> JSONSyntaxProblem {
            var line = 1, lineStart = 0
            for (offset, byte) in bytes[..<min(i, bytes.count)].enumerated() where byte == 0x0A {
                line += 1
                lineStart = offset + 1
            }
            return JSONSyntaxProblem(line: line, column: i - lineStart + 1, reason: reason)
        }
    }
}
