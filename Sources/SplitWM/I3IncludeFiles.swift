// The files an i3 config's `include PATTERN` names, found as i3 4.22 finds them: the pattern
// expanded by wordexp(3) (`~`, `$VAR`, globs), relative to the including file's directory,
// each file read as a config file is. Command substitution (`hostname`) is refused: importing
// a config runs nothing.
import SplitConfig
import SplitI3Import
#if canImport(Glibc)
import Glibc
#endif

enum I3IncludeFiles {
    /// The reader `I3Import.translate` takes.
    static func read(_ pattern: String, directory: String) -> Result<[I3IncludedFile], I3IncludeFailure> {
        // i3 changes into the config's directory while it reads it; wordexp globs in the
        // working directory, so a relative pattern gets the directory written before it.
        let rooted = pattern.hasPrefix("/") || pattern.hasPrefix("~") || pattern.hasPrefix("$")
            ? pattern : "'" + directory.replacing("'", with: "'\\''") + "'/" + pattern
        var words = wordexp_t()
        let status = wordexp(rooted, &words, Int32(WRDE_NOCMD))
        defer { if status == 0 { wordfree(&words) } }
        switch status {
        case 0: break
        case Int32(WRDE_CMDSUB): return .failure(I3IncludeFailure("command substitution in \(pattern) is not run by an import"))
        case Int32(WRDE_BADCHAR): return .failure(I3IncludeFailure("\(pattern) holds a character wordexp refuses (one of |&;<>(){})"))
        default: return .failure(I3IncludeFailure("\(pattern) does not expand as a shell word (wordexp error \(status))"))
        }
        var paths: [String] = []
        for index in 0..<Int(words.we_wordc) {
            if let word = words.we_wordv[index] { paths.append(String(cString: word)) }
        }
        var files: [I3IncludedFile] = []
        for path in paths {
            // A glob that matched nothing is its own text, as in the shell: no such file.
            guard access(path, F_OK) == 0 else { continue }
            switch ConfigSource.read(path) {
            case .success(let text): files.append(I3IncludedFile(path: path, text: text))
            case .failure(let error): return .failure(I3IncludeFailure("\(path): \(error.message)"))
            }
        }
        return .success(files)
    }
}
