// splitfuzz: the fuzz targets (Fuzz/Targets) as one executable. Built with libFuzzer
// (scripts/fuzz.sh: -sanitize=fuzzer,address -DFUZZING), `SPLITFUZZ_TARGET=<name> splitfuzz
// [libFuzzer flags] CORPUS...` fuzzes that target. Built plainly (`swift build`), `splitfuzz
// TARGET FILE...` runs files through a target once: how a crash libFuzzer saved is replayed in a
// debugger or after a fix. The entry is ours in both (SwiftPM links executables with `main`
// renamed to this module's entry point), and hands over to libFuzzer's driver when fuzzing.
import FuzzTargets
#if canImport(Glibc)
import Glibc
#endif

#if FUZZING
@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                       _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// The target named by SPLITFUZZ_TARGET, read once before the driver starts.
nonisolated(unsafe) private var selected: FuzzTarget = .config
#endif

@main
struct SplitFuzz {
    static func main() {
        #if FUZZING
        guard let name = getenv("SPLITFUZZ_TARGET").map({ String(cString: $0) }), let target = FuzzTarget(rawValue: name) else {
            fail("set SPLITFUZZ_TARGET to one of: " + FuzzTarget.allCases.map(\.rawValue).joined(separator: " "))
        }
        selected = target
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runDriver(&argc, &argv) { data, size in
            selected.run(UnsafeBufferPointer(start: data, count: size))
            return 0
        })
        #else
        let arguments = CommandLine.arguments.dropFirst()
        guard let name = arguments.first, let target = FuzzTarget(rawValue: name), arguments.count > 1 else {
            fail("usage: splitfuzz TARGET FILE...  (TARGET: " + FuzzTarget.allCases.map(\.rawValue).joined(separator: " ") + ")")
        }
        for path in arguments.dropFirst() {
            guard let bytes = readFile(path) else { fail("splitfuzz: cannot read \(path)") }
            print(path)
            target.run(bytes)
        }
        #endif
    }

    static func fail(_ message: String) -> Never {
        let line = Array((message + "\n").utf8)
        _ = line.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(2)
    }

    static func readFile(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&buffer, 1, buffer.count, file)
            bytes += buffer[0..<count]
            if count < buffer.count { return ferror(file) == 0 ? bytes : nil }
        }
    }
}
