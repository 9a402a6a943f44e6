import Foundation

/// Reading an input file and parsing it as JSON, with every failure turned
/// into an `InputError` for that file.
package enum InputFile {
    /// The name that means standard input, as many tools read it.
    public static let standardInputName = "-"

    /// The bytes of `path`: `-` is standard input; pipes, `/dev/stdin` and
    /// process substitution (`<(…)`, a `/dev/fd/N` path) are read to their end
    /// like any file. A name that was not valid UTF-8 on the command line is
    /// opened by its original bytes.
    public static func read(_ path: String) throws(InputError) -> [UInt8] {
        if path == standardInputName { return try standardInput.get() }
        let descriptor = open(path)
        guard descriptor >= 0 else {
            let reason = errno
            if reason == ENOENT || reason == ENOTDIR { throw InputError(file: path, path: "", message: "no such file") }
            throw InputError(file: path, path: "", message: "cannot be opened: \(String(cString: strerror(reason)))")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFDIR {
            throw InputError(file: path, path: "", message: "is a directory, not a JSON file")
        }
        return try readToEnd(descriptor, file: path).get()
    }

    /// Standard input can be read once, so every `-` in one run shares what it held.
    private static let standardInput: Result<[UInt8], InputError> = readToEnd(STDIN_FILENO, file: standardInputName)

    private static func open(_ path: String) -> Int32 {
        let descriptor = Foundation.open(path, O_RDONLY)
        if descriptor >= 0 || errno != ENOENT || !path.unicodeScalars.contains("\u{FFFD}") { return descriptor }
        // Swift decodes the command line as UTF-8, replacing bytes that are not;
        // the argument that decodes to `path` still holds the real name.
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index], String(cString: raw) == path else { continue }
            return Foundation.open(raw, O_RDONLY)
        }
        return descriptor
    }

    private static func readToEnd(_ descriptor: Int32, file: String) -> Result<[UInt8], InputError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(InputError(file: file, path: "",
                                           message: "cannot be read: \(String(cString: strerror(errno)))"))
            }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }

    /// The document's root node, or the syntax error as an input error whose
    /// path is the line and column.
    public static func parse(_ bytes: [UInt8], file: String) throws(InputError) -> InputNode {
        do {
            let value = try JSONValue.parse(utf8: bytes)
            return InputNode(value: value, path: .root, file: file)
        } catch {
            throw InputError(file: file, path: error.location, message: error.message)
        }
    }
}
