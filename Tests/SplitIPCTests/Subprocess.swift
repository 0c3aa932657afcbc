// Running the built splitctl (and this test bundle again, as a child server) with a deadline.
import Foundation
import Testing

/// What a finished process said.
struct Finished {
    var status: Int32
    var standardOutput: String
    var standardError: String
}

enum Binaries {
    /// The directory of the build products beside this test bundle.
    static var productDirectory: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var dir = bundle.deletingLastPathComponent()
        if bundle.pathExtension != "xctest" {
            // swift-testing runs the .xctest binary directly or through a helper; search upward.
            while dir.path != "/" && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("splitctl").path) {
                dir = dir.deletingLastPathComponent()
            }
        }
        return dir
    }

    static var splitctl: String { productDirectory.appendingPathComponent("splitctl").path }

    /// This test bundle, to run one of its tests in a child process.
    static var testBundle: String {
        URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    }
}

/// Runs `executable` to completion (killed after `timeout`), capturing both outputs.
func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
         timeout: Duration = .seconds(20)) throws -> Finished {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    var env = ProcessInfo.processInfo.environment
    env.removeValue(forKey: "SPLITWM_SOCKET")
    env.removeValue(forKey: "DISPLAY")
    for (k, v) in environment { env[k] = v }
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    // Read while it runs, so a full pipe cannot stall it.
    let outData = LockedData(), errData = LockedData()
    let group = DispatchGroup()
    for (pipe, data) in [(out, outData), (err, errData)] {
        group.enter()
        Thread.detachNewThread {
            data.set(pipe.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
    }
    let deadline = ContinuousClock.now + timeout
    while process.isRunning && ContinuousClock.now < deadline { usleep(2_000) }
    if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
        Issue.record("\(executable) \(arguments) did not finish within \(timeout)")
    }
    process.waitUntilExit()
    group.wait()
    return Finished(status: process.terminationStatus,
                    standardOutput: String(decoding: outData.get(), as: UTF8.self),
                    standardError: String(decoding: errData.get(), as: UTF8.self))
}

final class LockedData: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    func set(_ d: Data) { lock.withLock { data = d } }
    func get() -> Data { lock.withLock { data } }
}
