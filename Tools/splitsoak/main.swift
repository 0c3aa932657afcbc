// splitsoak: `make soak`, a long run of the real splitwm under random use, checked after every
// step and measured at checkpoints (SoakDriver.swift). Its own child processes are the
// applications (`splitsoak --client SEED COUNT`, SoakClient.swift).
//   SOAK_SECONDS=1800 SOAK_SEED=N SOAK_STEPS=N SOAK_CHECKPOINT_STEPS=1000 splitsoak
// splitwm and splitctl are taken from the directory splitsoak is in (a release build).
import SplitPOSIX
#if canImport(Glibc)
import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--client" {
    guard arguments.count == 3, let seed = UInt64(arguments[1]), let count = Int(arguments[2]) else {
        soakAbort("usage: splitsoak --client SEED COUNT")
    }
    runSoakClient(seed: seed, count: count)
}
guard arguments.isEmpty else { soakAbort("usage: [SOAK_SECONDS=1800] [SOAK_SEED=N] [SOAK_STEPS=N] [SOAK_CHECKPOINT_STEPS=1000] splitsoak") }

/// Our own executable, for the client processes, and the directory splitwm and splitctl are in.
func ownExecutable() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard n > 0 else { soakAbort("cannot read /proc/self/exe") }
    return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

let executable = ownExecutable()
var seed = UInt64(time(nil)) &* 2_654_435_761 ^ UInt64(getpid())
if let text = environment("SOAK_SEED") {
    guard let value = UInt64(text) else { soakAbort("SOAK_SEED must be a whole number") }
    seed = value
}
let options = SoakOptions(
    seconds: environment("SOAK_SECONDS").flatMap { Double($0) } ?? 1800,
    seed: seed,
    maxSteps: environment("SOAK_STEPS").flatMap { Int($0) },
    checkpointSteps: max(1, environment("SOAK_CHECKPOINT_STEPS").flatMap { Int($0) } ?? 1000),
    binDirectory: String(executable[..<(executable.lastIndex(of: "/") ?? executable.startIndex)]),
    executable: executable)
signal(SIGPIPE, SIG_IGN)   // a client killed by splitwm closes the pipe the driver writes to
do {
    try Soak(options).run()
} catch {
    soakAbort("\(error)")
}
