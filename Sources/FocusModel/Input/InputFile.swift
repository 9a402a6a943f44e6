import Foundation

/// Reading an input file and parsing it as JSON, with every failure turned
/// into an `InputError` for that file.
///
/// No input may make a run hang or exhaust memory: a file is refused once
/// more than `maximumBytes` have been read (the size is counted while
/// reading, so `/dev/zero` and files that grow are stopped too), and a
/// source that can block (a pipe, a FIFO, a terminal, a device) is refused
/// when it sends nothing for `quietSeconds`. A FIFO is opened without
/// blocking, and refused when nobody opens it for writing within that time.
package enum InputFile {
    /// The name that means standard input, as many tools read it.
    public static let standardInputName = "-"
    /// 64 MiB: a scenario of ten thousand elements is about 2 MB, the
    /// largest Android dumps a few MB.
    public static let maximumBytes = 64 << 20
    /// Seconds a pipe, FIFO or device may stay silent before it is refused.
    public static let quietSeconds = 1.0

    /// The bytes of `path`: `-` is standard input; pipes, `/dev/stdin` and
    /// process substitution (`<(…)`, a `/dev/fd/N` path) are read to their end
    /// like any file. A name that was not valid UTF-8 on the command line is
    /// opened by its original bytes.
    public static func read(_ path: String, kind: String = "JSON file") throws(InputError) -> [UInt8] {
        if path == standardInputName { return try standardInput.get() }
        let descriptor = open(path)
        guard descriptor >= 0 else {
            let reason = errno
            if reason == ENOENT || reason == ENOTDIR { throw InputError(file: path, path: "", message: "no such file") }
            throw InputError(file: path, path: "", message: "cannot be opened: \(String(cString: strerror(reason)))")
        }
        defer { close(descriptor) }
        var status = stat()
        let known = fstat(descriptor, &status) == 0
        if known {
            if (status.st_mode & S_IFMT) == S_IFDIR {
                throw InputError(file: path, path: "", message: "is a directory, not a \(kind)")
            }
            if (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) > maximumBytes {
                throw tooLarge(path, size: "is \(Int(status.st_size)) bytes")
            }
        }
        let isFIFO = known && (status.st_mode & S_IFMT) == S_IFIFO
        return try readToEnd(descriptor, file: path, waitingForWriter: isFIFO).get()
    }

    /// Standard input can be read once, so every `-` in one run shares what it held.
    private static let standardInput: Result<[UInt8], InputError> = {
        let flags = fcntl(STDIN_FILENO, F_GETFL)
        if flags >= 0 { _ = fcntl(STDIN_FILENO, F_SETFL, flags | O_NONBLOCK) }
        defer { if flags >= 0 { _ = fcntl(STDIN_FILENO, F_SETFL, flags) } }
        return readToEnd(STDIN_FILENO, file: standardInputName)
    }()

    private static func open(_ path: String) -> Int32 {
        // Non-blocking, so that opening a FIFO never waits for a writer.
        let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC
        let descriptor = Foundation.open(path, flags)
        if descriptor >= 0 || errno != ENOENT || !path.unicodeScalars.contains("\u{FFFD}") { return descriptor }
        // Swift decodes the command line as UTF-8, replacing bytes that are not;
        // the argument that decodes to `path` still holds the real name.
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index], String(cString: raw) == path else { continue }
            return Foundation.open(raw, flags)
        }
        return descriptor
    }

    private static func tooLarge(_ file: String, size: String) -> InputError {
        InputError(file: file, path: "", message: "\(size), more than the \(maximumBytes >> 20) MiB an input file may hold")
    }

    /// Reads to the end of the file. A FIFO opened without blocking reads
    /// as ended until a writer opens it, so an end before any byte is
    /// waited on (Linux's poll reports no hang-up until a writer has come).
    private static func readToEnd(_ descriptor: Int32, file: String,
                                  waitingForWriter: Bool = false) -> Result<[UInt8], InputError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var awaitingWriter = waitingForWriter
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0, awaitingWriter, bytes.isEmpty {
                awaitingWriter = false
                var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                if poll(&waiting, 1, Int32(quietSeconds * 1000)) == 0 {
                    return .failure(InputError(file: file, path: "", message: "is a FIFO that nobody wrote to within "
                        + "\(Int(quietSeconds)) s"))
                }
                continue
            }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN || errno == EWOULDBLOCK {
                    var waiting = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                    let ready = poll(&waiting, 1, Int32(quietSeconds * 1000))
                    if ready == 0 {
                        return .failure(InputError(file: file, path: "", message: "sent nothing for "
                            + "\(Int(quietSeconds)) s after \(bytes.count) bytes; a pipe or device must send its whole file"))
                    }
                    continue
                }
                return .failure(InputError(file: file, path: "",
                                           message: "cannot be read: \(String(cString: strerror(errno)))"))
            }
            if bytes.count + count > maximumBytes { return .failure(tooLarge(file, size: "holds more than \(maximumBytes) bytes")) }
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
