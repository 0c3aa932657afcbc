/* shim.h: libpcre2 with 8-bit code units (UTF-8), and the stack each thread's JIT searches
   backtrack on. */
#ifndef SPLITWM_CPCRE2_SHIM_H
#define SPLITWM_CPCRE2_SHIM_H

/* pcre2.h declares nothing until the code unit width is chosen. */
#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <stdint.h>

/* A JIT search backtracks on a stack: 32 KiB of the machine's own unless it is given one, which
   a group with captures repeated over 1,000 bytes outgrows (then the search fails where i3's,
   which runs the interpreter on the heap, goes on). A stack serves one search at a time, so
   each thread makes its own at its first search, `max_size` bytes reserved (passed as the
   callback's data) and touched only as deep as a search goes, and keeps it: splitwm searches
   on one thread, the tests on a few. If it cannot be made, PCRE2 uses the machine's 32 KiB. */
static inline pcre2_jit_stack *cpcre2_thread_jit_stack(void *max_size) {
    static _Thread_local pcre2_jit_stack *stack;
    if (stack == NULL) stack = pcre2_jit_stack_create(32 * 1024, (PCRE2_SIZE)(uintptr_t)max_size, NULL);
    return stack;
}

/* Searches with `context` use the calling thread's stack. */
static inline void cpcre2_use_thread_jit_stack(pcre2_match_context *context, size_t max_size) {
    pcre2_jit_stack_assign(context, cpcre2_thread_jit_stack, (void *)(uintptr_t)max_size);
}

#endif
