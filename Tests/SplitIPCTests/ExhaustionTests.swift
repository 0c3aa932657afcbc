// Running out of file descriptors (ulimit -n 64) with 1,000 clients knocking: no busy loop, no crash,
// descriptors back to baseline. The server runs in a child process (this test bundle again), because
// the limit is process-wide and other tests run beside this one.
import Foundation
import SplitIPC
import Testing

struct ExhaustionTests {
    static let childVariable = "SPLITIPC_CHILD_SERVER"

    /// The child: a server under a 64-descriptor limit; prints its socket path, serves until stdin closes.
    @Test(.enabled(if: ProcessInfo.processInfo.environment[Self.childVariable] != nil, "runs only as the child of descriptorExhaustionNeitherSpinsNorCrashes"))
    func childServerUnderALowDescriptorLimit() throws {
        var limit = rlimit(rlim_cur: 64, rlim_max: 64)
        #expect(setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0)
        let wm = try FakeWM()
        FileHandle.standardOutput.write(Data("SOCKET \(wm.socketPath)\n".utf8))
        _ = FileHandle.standardInput.readDataToEndOfFile()
        wm.stop()
    }

    @Test func descriptorExhaustionNeitherSpinsNorCrashes() throws {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: Binaries.testBundle)
        child.arguments = ["--testing-library", "swift-testing", "--filter", "ExhaustionTests/childServerUnderALowDescriptorLimit"]
        var env = ProcessInfo.processInfo.environment
        env[Self.childVariable] = "1"
        child.environment = env
        let input = Pipe(), output = Pipe()
        child.standardInput = input
        child.standardOutput = output
        try child.run()
        defer { if child.isRunning { kill(child.processIdentifier, SIGKILL) } }
        let reader = LineReader(fd: output.fileHandleForReading.fileDescriptor)
        var path: String?
        while path == nil, let line = reader.readLine(timeout: 20) {
            if line.hasPrefix("SOCKET ") { path = String(line.dropFirst(7)) }
        }
        let socketPath = try #require(path)
        let pid = child.processIdentifier
        let baseline = descriptorCount(of: pid)

        // 1,000 connections: the first ones are served, then accept fails with EMFILE and the rest are
        // accepted on the spare descriptor and told why they are closed.
        var served: [TestSocket] = [], refused = 0
        for i in 0..<1_000 {
            // A server that stopped answering fails at once rather than after 1,000 timeouts.
            guard let client = TestSocket(socketPath, timeout: 3) else { Issue.record("connect \(i): errno \(errno)"); break }
            guard let reply = client.request("echo \(i)") else { Issue.record("no reply to client \(i)"); break }
            if reply.isSuccess {
                served.append(client)
            } else {
                #expect(reply.errorText == "the window manager is out of file descriptors")
                #expect(client.isClosedByServer())
                refused += 1
            }
        }
        #expect(served.count > 20 && refused > 900, "served \(served.count), refused \(refused)")

        // While every descriptor is taken, one more client waits on the listener: the loop must sleep.
        let waiting = TestSocket(socketPath, timeout: 3)
        let cpuBefore = cpuTicks(of: pid)
        usleep(1_000_000)
        let cpuUsed = cpuTicks(of: pid) - cpuBefore
        #expect(cpuUsed < 30, "the child used \(cpuUsed) of 100 CPU ticks in a second at the descriptor limit")
        #expect(waiting?.readJSON()?.errorText == "the window manager is out of file descriptors")

        served.removeAll()
        #expect(eventually { descriptorCount(of: pid) == baseline }, "descriptors back to \(baseline), now \(descriptorCount(of: pid))")
        #expect(TestSocket(socketPath)?.request("echo after")?.isSuccess == true, "serving again once clients left")

        try input.fileHandleForWriting.close()
        child.waitUntilExit()
        #expect(child.terminationStatus == 0, "the child server did not crash")
    }
}

private func descriptorCount(of pid: Int32) -> Int {
    (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd").count) ?? -1
}

/// utime + stime of `pid`, in clock ticks (100 a second on Linux).
private func cpuTicks(of pid: Int32) -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")") else { return 0 }
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    // After the command name: state is field 3 of the file, utime 14 and stime 15.
    guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return 0 }
    return user + system
}
