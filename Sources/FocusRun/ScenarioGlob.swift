#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FocusModel

/// Shell-style patterns (`*`, `?`, `[...]`) for the scenario lists of
/// `focusbench check`, expanded by the C library as a shell would, relative
/// to the folder that holds the configuration file.
enum ScenarioGlob {
    /// The files `pattern` names, sorted; a pattern without wildcards names
    /// itself when the file exists. Folders are left out: a scenario or a
    /// capture is a file. Paths are `folder/pattern` unless the pattern is
    /// absolute or the folder is the current one.
    static func expand(_ pattern: String, relativeTo folder: String) -> [String] {
        matches(of: pattern, relativeTo: folder).filter { !$0.hasSuffix("/") }
    }

    /// Why `pattern` names no file, for the line that refuses the list entry.
    static func nothingFound(_ pattern: String, relativeTo folder: String) -> String {
        let quoted = JSONValue.string(pattern).serialized(pretty: false)
        return matches(of: pattern, relativeTo: folder).isEmpty
            ? quoted + " names no file"
            : quoted + " names only folders; name the files in them, as in \"folder/*.json\""
    }

    /// Everything the C library's glob finds, folders marked with a final "/".
    private static func matches(of pattern: String, relativeTo folder: String) -> [String] {
        var found = glob_t()
        defer { globfree(&found) }
        guard glob(resolve(pattern, relativeTo: folder), GLOB_MARK, nil, &found) == 0 else { return [] }
        return (0..<Int(found.gl_pathc)).compactMap { found.gl_pathv[$0].map { String(cString: $0) } }.sorted()
    }

    /// A path from the configuration file, as it is opened.
    static func resolve(_ path: String, relativeTo folder: String) -> String {
        path.hasPrefix("/") || folder.isEmpty || folder == "." ? path : folder + "/" + path
    }

    /// Whether `path` is named by `pattern` (both as `expand` returns them).
    static func matches(_ pattern: String, _ path: String, relativeTo folder: String) -> Bool {
        fnmatch(resolve(pattern, relativeTo: folder), path, 0) == 0
    }

    /// The folder of a file path: "" for a bare file name.
    static func folder(of file: String) -> String {
        guard let slash = file.lastIndex(of: "/") else { return "" }
        return file[..<slash].isEmpty ? "/" : String(file[..<slash])
    }
}
