// The text targets: the config file, a command line, IPC request lines, an i3 config to import.
// What parses must read back the same from its own text; what fails must say where, inside the
// text; what --import-i3 writes must load.
import SplitCommands
import SplitConfig
import SplitI3Import
import SplitIPC
import SplitSyntax

enum TextTargets {
    /// Keysym names standing in for X's XStringToKeysym (as the SplitConfig tests do).
    static let keysyms: Set<String> = {
        var names: Set<String> = ["Return", "space", "Tab", "Escape", "BackSpace", "Delete", "Left", "Right", "Up", "Down",
                                  "minus", "equal", "plus", "comma", "period", "slash", "Print"]
        for c in "abcdefghijklmnopqrstuvwxyz0123456789" { names.insert(String(c)); names.insert(String(c).uppercased()) }
        for f in 1...12 { names.insert("F\(f)") }
        return names
    }()

    static func config(_ bytes: UnsafeBufferPointer<UInt8>) {
        let source = text(bytes)
        let lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).count
        switch ConfigParser.parse(source, file: "fuzz.conf", isKnownKey: { keysyms.contains($0) }) {
        case .success(let config):
            for binding in config.bindings {
                require((1...lines).contains(binding.line), "binding on line \(binding.line) of \(lines)")
                for command in binding.commands {
                    require((try? CommandParser.parse(command.description)) == [command],
                            "bound command \(String(reflecting: command)) does not read back from \(command.description.debugDescription)")
                }
            }
            for rule in config.settings.rules {
                require((1...lines).contains(rule.line), "rule on line \(rule.line) of \(lines)")
            }
        case .failure(let failure):
            require(!failure.errors.isEmpty && failure.errors.count <= ConfigParser.maximumErrors + 1,
                    "\(failure.errors.count) errors")
            for error in failure.errors {
                require((1...lines).contains(error.line) && error.column >= 1, "error outside the file: \(error)")
                require(!error.message.isEmpty && !error.message.contains("\n"), "bad message: \(error)")
            }
        }
    }

    /// An i3 config through `--import-i3`: whatever it holds, the output loads.
    static func i3(_ bytes: UnsafeBufferPointer<UInt8>) {
        let result = I3Import.translate(text(bytes), source: "fuzz", isKnownKey: { keysyms.contains($0) })
        if case .failure(let errors) = ConfigParser.parse(result.text, file: "import", isKnownKey: { keysyms.contains($0) }) {
            require(false, "the import does not load: \(errors.errors.first.map { "\($0)" } ?? "")")
        }
    }

    static func commands(_ bytes: UnsafeBufferPointer<UInt8>) {
        commandLine(text(bytes))
    }

    /// The server's framing (IPCServer.requests): newline-terminated lines, a last line without
    /// its newline left waiting, spaces trimmed, blank lines skipped; each line a request.
    static func request(_ bytes: UnsafeBufferPointer<UInt8>) {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        for line in lines {
            let request = String(decoding: line, as: UTF8.self).trimmingSpaces
            if request.isEmpty { continue }
            do {
                switch try CommandParser.parseRequest(request) {
                case .commands(let commands):
                    for command in commands {
                        require((try? CommandParser.parse(command.description)) == [command],
                                "\(String(reflecting: command)) does not read back")
                    }
                case .query, .subscribe: break
                }
            } catch {
                errorIsWellFormed(error, in: request)
            }
        }
    }

    static func commandLine(_ line: String) {
        do {
            for command in try CommandParser.parse(line) {
                require((try? CommandParser.parse(command.description)) == [command],
                        "\(String(reflecting: command)) does not read back from \(command.description.debugDescription)")
            }
        } catch {
            errorIsWellFormed(error, in: line)
        }
    }

    static func errorIsWellFormed(_ error: CommandError, in line: String) {
        let length = line.unicodeScalars.count
        require(error.column >= 1 && error.column <= length + 1, "column \(error.column) of \(length): \(error)")
        require(!error.description.contains("\n"), "error over two lines: \(error.description.debugDescription)")
    }
}
