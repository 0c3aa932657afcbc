// One X test at a time across the whole test process: the X error policy and the fatal-error
// hook are process-wide, and tests in different suites (and test targets) would otherwise
// change them under each other.
#if canImport(Glibc)
import Glibc
#endif

public enum XTestExclusion {
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let m = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(m, nil)
        return m
    }()

    /// Runs `body` while no other test that sets the X error policy runs.
    public static func run<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
