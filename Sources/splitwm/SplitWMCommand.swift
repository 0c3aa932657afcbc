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

    @Option(name: .long, help: ArgumentHelp("Read this config file instead of ~/.config/splitwm/config.", valueName: "path"))
    var config: String?

    @Flag(name: .long, help: "Check the config file (the one given, or the one splitwm would read) and exit.")
    var checkConfig = false

    @Argument(help: ArgumentHelp("With --check-config: the file to check.", valueName: "path"))
    var file: String?

    @Flag(name: .shortAndLong, help: "Log what splitwm does (debug lines on standard error).")
    var verbose = false

    func validate() throws {
        if file != nil && !checkConfig { throw ValidationError("a path argument is only taken with --check-config (use --config PATH)") }
    }

    func run() throws {
        Log.verbose = verbose
        XErrorHandling.logsToleratedRaces = verbose
        let source = ConfigSource.locate(explicit: file ?? config)
        let loaded = source.load()
        if checkConfig {
            switch loaded {
            case .success:
                print("\(source): no errors")
                return
            case .failure(let errors):
                for error in errors.errors { Log.plain("\(error)") }
                throw ExitCode(1)
            }
        }
        var notice: String?
        let config: Config
        switch loaded {
        case .success(let good):
            config = good
        case .failure(let errors):
            // A typo must not leave the user without key bindings: the default config runs.
            for error in errors.errors { Log.info("\(error)") }
            notice = "splitwm: config error, using the default: \(errors.errors.first.map { "\($0)" } ?? "")"
            guard case .success(let fallback) = ConfigSource.builtIn.load() else { throw ExitCode(1) }
            config = fallback
        }
        do {
            let connection = try XConnection()
            Spawn.ignoreChildren()
            let manager = WindowManager(connection: connection, config: config, source: source)
            try manager.start()
            if let notice { manager.notify(notice) }
            manager.run()
        } catch {
            Log.info("\(error)")
            throw ExitCode(1)
        }
    }
}
