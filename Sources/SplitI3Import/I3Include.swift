// i3's `include PATTERN` (i3 4.20 and later): the files the pattern names are read in its
// place, each once, so their lines are translated where i3 would have read them. The importer
// does no I/O: the caller's reader expands the pattern as i3 does (wordexp: `~`, `$VAR`,
// globs, relative to the including file's directory) and reads the files.

/// A file an `include` line named, as the reader found it.
public struct I3IncludedFile: Sendable {
    /// The path after expansion (absolute when the reader made it so).
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// What an `include` pattern names: its files in the order i3 reads them (the glob's, sorted),
/// or why none can be read. Given the pattern with i3's variables replaced, and the directory
/// of the file that holds the line.
public typealias I3IncludeReader = (_ pattern: String, _ directory: String) -> Result<[I3IncludedFile], I3IncludeFailure>

/// Why an `include` line's files cannot be read, in words for the comment under it.
public struct I3IncludeFailure: Error, Sendable {
    public var reason: String
    public init(_ reason: String) { self.reason = reason }
}

enum I3Includes {
    /// The most files deep an include may nest (i3 has no limit but reads each file once).
    static let maximumDepth = 16

    /// `lines` (of the file at `path`) with each `include` line followed by the lines of the
    /// files it names, each headed by a comment naming it, and every line numbered again in
    /// that order (the numbers say which line comes first, as variables need). A file already
    /// read is not read again (i3's rule), and the line says so.
    /// Each file read is added to `files`, its text after i3's variable step made with its own
    /// variables and those of the files that include it (`variables`: the config's).
    static func expanded(_ lines: [I3Line], path: String, reader: I3IncludeReader,
                         variables textVariables: I3TextVariables, files configFiles: inout [I3ConfigFile]) -> [I3Line] {
        var seen: Set<String> = [path]
        var out: [I3Line] = []
        append(lines, directory: directory(of: path), depth: 0, seen: &seen, into: &out, reader: reader,
               textVariables: textVariables, configFiles: &configFiles)
        for index in out.indices { out[index].number = index + 1 }
        return out
    }

    private static func append(_ lines: [I3Line], directory: String, depth: Int, seen: inout Set<String>,
                               into out: inout [I3Line], reader: I3IncludeReader,
                               textVariables: I3TextVariables, configFiles: inout [I3ConfigFile]) {
        // i3 replaces a file's variables before it reads its includes, the including file's
        // with them (a variable set in an included file does not reach back).
        let variables = I3Variables(out + lines)
        for var line in lines {
            let (word, rest) = I3Syntax.head(line.text)
            guard word == "include", !rest.isEmpty else {
                out.append(line)
                continue
            }
            let pattern = variables.expanded(rest)
            guard depth < maximumDepth else {
                line.include = .failure(I3ImportFailure("includes nest more than \(maximumDepth) files deep"))
                out.append(line)
                continue
            }
            switch reader(pattern, directory) {
            case .failure(let failure):
                line.include = .failure(I3ImportFailure(failure.reason))
                out.append(line)
            case .success(let files):
                // Each file is marked read as it is read: one the first includes again is skipped here.
                let at = out.count
                out.append(line)
                var read: [String] = []
                for file in files where seen.insert(file.path).inserted {
                    read.append(file.path)
                    out.append(I3Line(text: "# --import-i3: from \(file.path)", number: 0))
                    var body = file.text
                    if body.unicodeScalars.first == "\u{FEFF}" { body.unicodeScalars.removeFirst() }
                    let fileVariables = textVariables.adding(from: file.text)
                    configFiles.append(I3ConfigFile(path: file.path, rawContents: file.text,
                                              variableReplacedContents: fileVariables.replaced(in: file.text)))
                    append(I3Syntax.lines(body), directory: Self.directory(of: file.path), depth: depth + 1,
                           seen: &seen, into: &out, reader: reader, textVariables: fileVariables, configFiles: &configFiles)
                    out.append(I3Line(text: "# --import-i3: end of \(file.path)", number: 0))
                }
                out[at].include = read.isEmpty
                    ? .failure(I3ImportFailure(files.isEmpty ? "no file matches \(pattern)"
                                               : "i3 reads each file once, and \(pattern) names only files already read"))
                    : .success("i3 include: the lines of \(read.joined(separator: ", ")) follow")
            }
        }
    }

    /// The directory part of `path` ("." for a bare name).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
