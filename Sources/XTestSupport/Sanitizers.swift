// Whether this test process was built with a sanitizer (`make sanitize`), so that the few
// expectations a sanitizer's own runtime makes untrue can say so instead of failing. The
// splitwm and splitctl the tests start are built beside them, with the same sanitizer.
#if canImport(Glibc)
import Glibc
#endif

public enum Sanitizers {
    /// AddressSanitizer is linked into this process: its runtime exports `__asan_init` (to
    /// shared libraries built with it), so the dynamic linker finds it from here.
    public static let address: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
}
