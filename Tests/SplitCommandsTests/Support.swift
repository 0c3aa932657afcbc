// What the SplitCommands tests share.
import SplitCommands
import SplitSyntax

/// The command parser's error for `text`, or nil when it parses.
func commandError(_ text: String) -> CommandError? {
    do {
        _ = try CommandParser.parse(text)
        return nil
    } catch {
        return error
    }
}
