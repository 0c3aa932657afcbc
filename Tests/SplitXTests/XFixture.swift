// The per-test X world: a fresh Xvfb, a SplitX connection, a test client, and strict X error checking.
@testable import SplitX
import Synchronization
import Testing
import XTestSupport

/// Every X-facing test runs inside this suite, one at a time: the X error policy is process-wide.
@Suite(.serialized) struct XServerTests {}

/// Collects the errors strict mode would have died on, so a test can assert on them instead.
final class FatalErrors: Sendable {
    private let records = Mutex<[XErrorRecord]>([])
    func append(_ r: XErrorRecord) { records.withLock { $0.append(r) } }
    func take() -> [XErrorRecord] { records.withLock { r in defer { r = [] }; return r } }
}

struct XFixture {
    let server: Xvfb
    /// The connection under test, as the window manager will hold it.
    let wm: XConnection
    /// An ordinary application on its own connection.
    let client: TestClient
    let fatal: FatalErrors
}

/// Runs `body` against a fresh Xvfb in strict X error mode; fails the test if any error outside
/// the race list happened and `body` did not take it from `fixture.fatal`.
func withX<T>(size: PixelSize = PixelSize(width: 1920, height: 1080), strict: Bool = true,
              sourceLocation: SourceLocation = #_sourceLocation,
              _ body: (XFixture) throws -> T) throws -> T {
    try XTestExclusion.run { try withXExclusively(size: size, strict: strict, sourceLocation: sourceLocation, body) }
}

private func withXExclusively<T>(size: PixelSize, strict: Bool, sourceLocation: SourceLocation,
                                 _ body: (XFixture) throws -> T) throws -> T {
    let server = try Xvfb(size: size)
    defer { server.stop() }
    let fatal = FatalErrors()
    let saved = XErrorHandling.policy
    XErrorHandling.install()
    XErrorHandling.policy = XErrorPolicy(strict: strict)
    XErrorHandling.setFatalAction { fatal.append($0) }
    defer {
        XErrorHandling.policy = saved
        XErrorHandling.setFatalAction(nil)
    }
    let fixture = XFixture(server: server, wm: try server.connect(), client: try server.client(), fatal: fatal)
    let result = try body(fixture)
    fixture.wm.sync()
    fixture.client.sync()
    let unexpected = fatal.take()
    #expect(unexpected.isEmpty, "X errors outside the race list: \(unexpected)", sourceLocation: sourceLocation)
    return result
}
