// The stack each thread's JIT searches backtrack on, made at the thread's first search and
// freed when the thread ends.
//
// A JIT search backtracks on 32 KiB of the machine's stack unless it is given one, which a
// group with captures repeated over 1,000 bytes outgrows (then the search fails, where i3's,
// which runs the interpreter on the heap, goes on). A stack serves one search at a time, so
// each thread has its own: splitwm searches on one thread, the tests on a few. Its
// `RuleRegex.jitStackBytes` are reserved, and touched only as deep as a search goes.
internal import CPCRE2
#if canImport(Glibc)
import Glibc
#endif

enum PCRE2JITStack {
    /// Hands PCRE2 the calling thread's stack; PCRE2 calls it at the start of every JIT
    /// search with the match context's data (unused). Nil, when a stack cannot be made, is
    /// PCRE2's cue to use the machine's 32 KiB.
    static let callback: pcre2_jit_callback_8 = { _ in
        if let stack = pthread_getspecific(threadKey) { return OpaquePointer(stack) }
        guard let stack = pcre2_jit_stack_create_8(32 * 1024, RuleRegex.jitStackBytes, nil) else { return nil }
        pthread_setspecific(threadKey, UnsafeRawPointer(stack))
        return stack
    }

    /// The thread-specific slot, with the destructor that frees a thread's stack as it ends.
    /// Made once, at the first search (a global's initializer runs once, thread-safely).
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stack in pcre2_jit_stack_free_8(OpaquePointer(stack)) }
        return key
    }()
}
