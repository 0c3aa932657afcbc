// The config's `workspace` lines, read into `Settings.workspaces`: a number's name, monitors
// and gaps, or a named workspace's monitors (split from ConfigParser.swift, whose reader calls it).
import SplitCommands
import SplitSyntax

extension ConfigReader {
    /// `workspace N name NAME`, `workspace N monitor OUTPUT…`, `workspace N gaps-inner|gaps-outer
    /// PIXELS`, or several of them on one line; `workspace NAME monitor OUTPUT…` for a workspace
    /// known by a name without a number. Lines about the same workspace add up, a later value
    /// replacing an earlier one; two numbers may not hold the same name. NAME and each OUTPUT
    /// are one word, quoted as commands quote them; the first OUTPUT that is there is used.
    mutating func workspace(_ line: [UInt8], _ rest: Range<Int>, number: Int) throws(LineError) {
        let text = try expand(line, rest)
        let b = text.bytes
        var nameWord: Word?
        var setting = WorkspaceSetting(number: 0)
        var bare: (number: Int, end: Int)?
        do throws(ParseFailure) {
            let segments: [Range<Int>]
            do {
                segments = try CommandParser.segments(of: b, in: 0..<b.count)
            } catch {
                var failure = error
                failure.command = "workspace"
                throw failure
            }
            let first = segments[0]
            let end = Word(text: segments.count > 1 ? ";" : "", offset: first.upperBound)
            var a = Arguments(b.words(in: first), end: end, owner: "workspace", scope: "line", source: b)
            let numbers = WorkspaceWords.numbers
            let expectedNumber = "a workspace number from \(numbers.lowerBound) to \(numbers.upperBound)"
            // A word of digits and signs is meant as a number (`-1`, `1.5` are refused as one).
            if let upcoming = a.upcoming, !upcoming.allSatisfy({ $0.isNumber || "+-.".contains($0) }) {
                // A workspace known by its name alone (i3's `workspace special output X`).
                let word = try a.shellWord(expecting: expectedNumber + ", or a name")
                let name = try a.name(word)
                if WorkspaceWords.reserved.contains(name) {
                    throw a.failure(word.written, expected: "a workspace number, or a name that is not next, prev, next-on-monitor, prev-on-monitor, back-and-forth or to")
                }
                let expectedKey = "monitor (a workspace with no number takes only its monitors)"
                let key = try a.next(expecting: expectedKey)
                guard key.text == "monitor" else { throw a.failure(key, expected: expectedKey) }
                setting = workspaces.first { $0.number == nil && $0.name == name } ?? WorkspaceSetting(number: nil, name: name)
                setting.monitors = try monitorNames(&a, keys: [])
                if segments.count > 1 { throw a.failure(end, expected: "end of line") }
                store(setting)
                return
            }
            let numberWord = try a.next(expecting: expectedNumber + ", or a name")
            guard let n = Numbers.whole(numberWord.text), numbers.contains(n) else { throw a.failure(numberWord, expected: expectedNumber) }
            if !a.hasMore, end.text.isEmpty { bare = (n, end.offset) }
            setting = workspaces.first { $0.number == n } ?? WorkspaceSetting(number: n)
            let allKeys = ["name", "monitor", "gaps-inner", "gaps-outer"]
            var keys = allKeys
            while keys.count == allKeys.count || a.hasMore {
                let expected = Messages.list(keys + (keys.count == allKeys.count ? [] : ["end of line"]))
                let key = try a.next(expecting: expected)
                guard keys.contains(key.text) else { throw a.failure(key, expected: expected) }
                keys.removeAll { $0 == key.text }
                if key.text == "name" {
                    let word = try a.shellWord(expecting: "a workspace name")
                    setting.name = try a.name(word)
                    if Numbers.whole(word.text) != nil || WorkspaceWords.reserved.contains(word.text) {
                        throw a.failure(word.written, expected: "a name that is not a number, next, prev, next-on-monitor, prev-on-monitor, back-and-forth or to (commands would read it as one)")
                    }
                    nameWord = word.written
                } else if key.text == "gaps-inner" {
                    setting.gaps.inner = try a.whole(in: 0...100, unit: "pixels")
                } else if key.text == "gaps-outer" {
                    setting.gaps.outer = try a.whole(in: 0...1000, unit: "pixels")
                } else {
                    setting.monitors = try monitorNames(&a, keys: allKeys)
                }
            }
            if segments.count > 1 { throw a.failure(end, expected: "end of line") }
        } catch {
            if let bare {
                // `workspace 3` alone is the command, which belongs after `bind`.
                throw LineError(offset: text.originalOffset(bare.end), message: error.message
                    + " (to show a workspace, bind a key to the command: bind $mod+\(bare.number % 10) workspace \(bare.number))")
            }
            throw text.lineError(error)
        }
        if let nameWord, let name = setting.name,
           let other = workspaces.first(where: { $0.number != nil && $0.number != setting.number && $0.name == name }), let n = other.number {
            throw LineError(offset: text.originalOffset(nameWord.offset), message:
                "workspace: the name \(Messages.quoted(name)) is already workspace \(n)'s (line \(workspaceNameLines[n] ?? 0))")
        }
        if nameWord != nil, let n = setting.number { workspaceNameLines[n] = number }
        store(setting)
    }

    /// `setting` in place of the one about the same workspace, else after the others.
    private mutating func store(_ setting: WorkspaceSetting) {
        if let index = workspaces.firstIndex(where: { $0.number == setting.number && (setting.number != nil || $0.name == setting.name) }) {
            workspaces[index] = setting
        } else {
            workspaces.append(setting)
        }
    }

    /// The monitors after `monitor`: one word at least, up to the end or the next of `keys`.
    private func monitorNames(_ a: inout Arguments, keys: [String]) throws(ParseFailure) -> [String] {
        var names = [try a.name(try a.shellWord(expecting: "a monitor (RandR output) name such as HDMI-1"))]
        while let upcoming = a.upcoming, !keys.contains(upcoming) {
            names.append(try a.name(try a.shellWord(expecting: "a monitor (RandR output) name such as HDMI-1")))
        }
        return names
    }
}
