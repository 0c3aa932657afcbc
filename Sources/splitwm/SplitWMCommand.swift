// The splitwm command line: parse arguments, connect to X, become the window manager, run.
import SplitConfig
import SplitWM
import SplitX
#if canImport(Glibc)
import Glibc
#endif

@main
enum SplitWMCommand {
    static func main() {
        let arguments: SplitWMArguments
        do {
            arguments = try SplitWMArguments.parse(Array(CommandLine.arguments.dropFirst()))
        } catch {
            Log.info("\(error); see splitwm --help")
            exit(64)   // EX_USAGE, as before the command line was parsed by hand
        }
        switch arguments.action {
        case .help:
            standardOutput(SplitWMArguments.help)
        case .version:
            standardOutput(SplitWMArguments.version + "\n")
        case .checkConfig:
            let source = ConfigSource.locate(explicit: arguments.config, i3: arguments.i3Config)
            guard case .failure(let errors) = source.load() else {
                standardOutput("\(source): no errors\n")
                return
            }
            for error in errors.errors { Log.plain("\(error)") }
            exit(1)
        case .importI3(let path):
            switch ConfigSource.importI3(path) {
            case .success(let imported): standardOutput(imported.text)
            case .failure(let error):
                Log.plain("\(error)")
                exit(1)
            }
        case .run:
            run(config: arguments.config, i3Config: arguments.i3Config, verbose: arguments.verbose, replacing: arguments.replace)
        }
    }

    static func run(config path: String?, i3Config: String?, verbose: Bool, replacing: Bool) {
        Log.verbose = verbose
        XErrorHandling.logsToleratedRaces = verbose
        let source = ConfigSource.locate(explicit: path, i3: i3Config)
        var notice: String?
        let loaded: LoadedConfig
        switch source.loadWithFiles() {
        case .success(let good):
            loaded = good
        case .failure(let errors):
            // A typo must not leave the user without key bindings: the default config runs.
            for error in errors.errors { Log.info("\(error)") }
            notice = "splitwm: config error, using the default: \(errors.errors.first.map { "\($0)" } ?? "")"
            guard case .success(let fallback) = ConfigSource.builtIn.loadWithFiles() else { exit(1) }
            loaded = fallback
        }
        if let summary = loaded.summary { Log.info(summary) }
        do {
            let connection = try XConnection()
            Spawn.ignoreChildren()
            let manager = WindowManager(connection: connection, loaded: loaded, source: source, replacing: replacing)
            try manager.start()
            if let notice { manager.notify(notice) }
            manager.run()
        } catch {
            Log.info("\(error)")
            exit(1)
        }
    }

    /// `text` on standard output, written at once (print would go through Swift's dynamic casts).
    /// Output that cannot all be written (a full disk under `--import-i3 … > config`) is an
    /// error and exit status 1, never a cut file and success.
    static func standardOutput(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                Log.plain("cannot write to standard output: \(n < 0 ? String(cString: strerror(errno)) : "nothing written")")
                exit(1)
            }
            offset += n
        }
    }
}
