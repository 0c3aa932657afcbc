// The splitwm command line: parse arguments, connect to X, become the window manager, run.
import ArgumentParser
import SplitCore
import SplitWM
import SplitX

@main
struct SplitWMCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "splitwm",
        abstract: "A tiling window manager for X11 that keeps a binary split tree of windows.",
        discussion: "Start it from ~/.xinitrc (exec splitwm) or a display manager session. It manages the display named by $DISPLAY.",
        version: "splitwm 0.1.0")

    @Option(name: .long, help: ArgumentHelp("Read settings from this config file.", valueName: "path"))
    var config: String?

    @Flag(name: .long, help: "Check the config file and exit.")
    var checkConfig = false

    @Flag(name: .shortAndLong, help: "Log what splitwm does (debug lines on standard error).")
    var verbose = false

    func run() throws {
        Log.verbose = verbose
        XErrorHandling.logsToleratedRaces = verbose
        if checkConfig || config != nil {
            // The config file format arrives with its own issue; until then the compiled-in
            // defaults (SplitCore.Settings) are all there is, and saying so beats ignoring the flag.
            Log.info("config files are not read yet: the compiled-in defaults are in force")
            if checkConfig { throw ExitCode(2) }
        }
        do {
            let connection = try XConnection()
            let manager = WindowManager(connection: connection, settings: Settings())
            try manager.start()
            manager.run()
        } catch {
            Log.info("\(error)")
            throw ExitCode(1)
        }
    }
}
