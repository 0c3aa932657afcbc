// The state file: the state document (see StateDocument.swift) written atomically to
// $XDG_STATE_HOME/splitwm/ so a restart, a crash or a new session finds it.
import SplitState
import SplitPOSIX
#if canImport(Glibc)
import Glibc
#endif

/// Reads and writes the state file.
struct StateFile {
    let path: String

    /// `$XDG_STATE_HOME/splitwm/<display>.json`, falling back to `~/.local/state`.
    static func forDisplay(_ display: String) -> StateFile {
        let base = environment("XDG_STATE_HOME").flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? (environment("HOME") ?? "/tmp") + "/.local/state"
        let name = display.filter { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" }
        return StateFile(path: base + "/splitwm/display-" + (name.isEmpty ? "0" : name) + ".json")
    }

    /// Writes `document` (pretty, for people reading it) atomically: to a private temporary
    /// file beside it, then renamed over the old one. A symlink at the final path is
    /// replaced, never followed.
    func save(_ document: StateDocument) throws(StateFileError) {
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        try Self.makeDirectory(directory)
        try Self.writeAtomically(document, to: path, mode: 0o600)
    }

    /// Writes `document` pretty to `path` atomically (a temporary file beside it renamed over
    /// it, so a reader never sees half a document); a symlink at `path` is replaced, not followed.
    static func writeAtomically(_ document: StateDocument, to path: String, mode: mode_t) throws(StateFileError) {
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else { throw .io("cannot write \(temporary): \(errorText())") }
        let written = document.withBytes(.stateFile, pretty: true) { bytes -> Bool in
            var offset = 0
            while offset < bytes.count {
                let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        close(fd)
        guard written, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw .io("cannot write \(path): \(errorText())")
        }
    }

    /// The saved state; nil when there is none. A file that cannot be read as a state is
    /// renamed aside (`….corrupt`) and reported, so the next save starts clean.
    func load() -> Result<SavedLayout, StateFileError>? {
        // Not through a symlink (one there is not ours: it reads as no state), and never
        // blocking on what else may sit at that path.
        let bytes: [UInt8]
        switch BoundedFile.read(path, limit: Self.maximumSize, followingSymlinks: false) {
        case .success(let read): bytes = read
        case .failure(.cannotOpen): return nil
        case .failure(let failure): return setAside("\(failure)")
        }
        do {
            return .success(try SavedLayout(reading: String(decoding: bytes, as: UTF8.self)))
        } catch {
            return setAside("\(error)")
        }
    }

    private func setAside(_ problem: String) -> Result<SavedLayout, StateFileError> {
        let aside = path + ".corrupt"
        rename(path, aside)
        return .failure(.corrupt("\(path): \(problem); moved to \(aside)"))
    }

    static let maximumSize = 16 << 20

    private static func makeDirectory(_ directory: String) throws(StateFileError) {
        var current = ""
        for part in directory.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) != 0 && errno != EEXIST {
                throw .io("cannot create \(current): \(errorText())")
            }
        }
    }

    private static func errorText() -> String { String(cString: strerror(errno)) }
}

enum StateFileError: Error, CustomStringConvertible {
    case io(String)
    case corrupt(String)
    var description: String {
        switch self {
        case .io(let text), .corrupt(let text): text
        }
    }
}

