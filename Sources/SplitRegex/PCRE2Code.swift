// One pattern compiled by PCRE2 (JIT-compiled where it can be), the match context that holds
// its limits, and a search: the only file that calls PCRE2.
internal import CPCRE2

/// PCRE2's compiled code and match context, freed with the last `RuleRegex` that holds them.
/// Neither changes after `init` and PCRE2 only reads them during a search, so threads share
/// them; what a search writes (its match data, the JIT stack) is its own or its thread's.
final class PCRE2Code: @unchecked Sendable {
    private let code: OpaquePointer
    private let context: OpaquePointer
    let isJITCompiled: Bool

    init(_ source: String) throws(RegexSyntaxError) {
        // i3's options (UTF, and UCP so that \w, \d, \b and the POSIX classes know Unicode).
        // A Swift string is valid UTF-8, so the check PCRE2 makes of the pattern never fails.
        var compiled: OpaquePointer?
        var errorCode: Int32 = 0
        var errorOffset = 0
        guard let compileContext = pcre2_compile_context_create_8(nil) else {
            throw RegexSyntaxError(byteOffset: 0, message: "PCRE2 has no memory for a compile context")
        }
        pcre2_set_max_pattern_length_8(compileContext, RuleRegex.maxPatternBytes)
        var bytes = source
        bytes.withUTF8 { utf8 in
            Self.withNonNull(utf8) { start in
                compiled = pcre2_compile_8(start, utf8.count, PCRE2_UTF | PCRE2_UCP, &errorCode, &errorOffset, compileContext)
            }
        }
        pcre2_compile_context_free_8(compileContext)
        guard let compiled else {
            var message = Self.message(errorCode)
            if errorCode == PCRE2_ERROR_PATTERN_STRING_TOO_LONG { message += " (\(RuleRegex.maxPatternBytes) bytes)" }
            throw RegexSyntaxError(byteOffset: min(errorOffset, source.utf8.count), message: message)
        }
        // JIT code exists only where PCRE2 has a JIT for this machine, could map executable
        // memory, and the pattern does not start with (*NO_JIT); otherwise the interpreter runs.
        _ = pcre2_jit_compile_8(compiled, PCRE2_JIT_COMPLETE)
        var jitSize = 0
        isJITCompiled = pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_JITSIZE), &jitSize) == 0 && jitSize > 0
        guard let context = pcre2_match_context_create_8(nil) else {
            pcre2_code_free_8(compiled)
            throw RegexSyntaxError(byteOffset: 0, message: "PCRE2 has no memory for a match context")
        }
        pcre2_set_match_limit_8(context, isJITCompiled ? RuleRegex.matchLimit : RuleRegex.interpreterMatchLimit)
        pcre2_set_heap_limit_8(context, RuleRegex.heapLimitKiB)
        pcre2_jit_stack_assign_8(context, PCRE2JITStack.callback, nil)
        self.code = compiled
        self.context = context
    }

    deinit {
        pcre2_match_context_free_8(context)
        pcre2_code_free_8(code)
    }

    func matches(_ value: String) -> RegexSearchResult {
        var value = value
        return value.withUTF8 { utf8 in
            let length = Self.searchedLength(utf8)
            // One pair of offsets: the search says whether, not where. Made per search (a
            // malloc and a free) so that no two threads share one.
            guard let data = pcre2_match_data_create_8(1, nil) else { return .limitReached }
            defer { pcre2_match_data_free_8(data) }
            // The cut falls between characters of valid UTF-8, so PCRE2 need not check it again;
            // and a cut value goes on past the cut, so `$` does not match there (NOTEOL).
            let options = PCRE2_NO_UTF_CHECK | (length < utf8.count ? PCRE2_NOTEOL : 0)
            let result = Self.withNonNull(utf8) { start in
                pcre2_match_8(code, start, length, 0, options, data, context)
            }
            switch result {
            case 0...: return .match  // 0: a match whose offsets did not fit the one pair
            case PCRE2_ERROR_NOMATCH: return .noMatch
            default: return .limitReached
            }
        }
    }

    /// `RuleRegex.searchedBytes` of `utf8`, less the start of a character the cut would split.
    static func searchedLength(_ utf8: UnsafeBufferPointer<UInt8>) -> Int {
        guard utf8.count > RuleRegex.searchedBytes else { return utf8.count }
        var end = RuleRegex.searchedBytes
        while end > 0, utf8[end] & 0xC0 == 0x80 { end -= 1 }
        return end
    }

    /// The buffer's start, or a pointer to a zero byte for an empty buffer (which may have
    /// none, and PCRE2 wants a pointer even for nothing).
    private static func withNonNull<R>(_ utf8: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<UInt8>) -> R) -> R {
        if let start = utf8.baseAddress { return body(start) }
        var zero: UInt8 = 0
        return withUnsafePointer(to: &zero) { body($0) }
    }

    private static func message(_ errorCode: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = pcre2_get_error_message_8(errorCode, &buffer, buffer.count)
        return count > 0 ? String(decoding: buffer.prefix(Int(count)), as: UTF8.self) : "PCRE2 error \(errorCode)"
    }
}
