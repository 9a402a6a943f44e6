import FocusModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The Chrome DevTools protocol over the browser's pipe: each message is one
/// JSON object followed by a NUL byte. Calls wait for the reply with their
/// id, handing every event that arrives meanwhile to `onEvent`; no wait is
/// longer than `timeout`, and none goes past the import's one `deadline`,
/// so a stuck or busy browser ends the import instead of hanging it.
final class DevToolsPipe {
    let browser: BrowserProcess
    var timeout: Double = 20
    /// When the whole import must have finished, and what it is doing, for
    /// the message when that time comes.
    let deadline: ImportDeadline

    init(browser: BrowserProcess, deadline: ImportDeadline) {
        self.browser = browser
        self.deadline = deadline
    }
    /// Called for every event (a message without an id): method, params, session.
    var onEvent: ((String, JSONValue, String?) -> Void)?
    private var nextID = 1
    private var buffer: [UInt8] = []
    /// Bytes of `buffer` known to hold no NUL, so that a long message
    /// arriving in many reads is searched once, not once per read.
    private var searched = 0

    /// Sends a command without waiting for its reply; returns its id.
    @discardableResult
    func send(_ method: String, _ params: JSONValue = [:], session: String? = nil) throws(ImportError) -> Int {
        let id = nextID
        nextID += 1
        var members: [(key: String, value: JSONValue)] = [("id", .number(Double(id))), ("method", .string(method)),
                                                           ("params", params)]
        if let session { members.append(("sessionId", .string(session))) }
        var bytes = Array(JSONValue.object(members).serialized(pretty: false).utf8)
        bytes.append(0)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(browser.commandDescriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                // A browser that exits before reading says why on stderr;
                // the broken pipe is only the symptom.
                if errno == EPIPE { throw closedPipe() }
                throw failure("the browser stopped reading commands (\(String(cString: strerror(errno))))")
            }
            offset += written
        }
        return id
    }

    /// Sends a command and returns its result, or throws the browser's error.
    func call(_ method: String, _ params: JSONValue = [:], session: String? = nil) throws(ImportError) -> JSONValue {
        let id = try send(method, params, session: session)
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let message = try nextMessage(until: deadline, seconds: timeout, waitingFor: method)
            if let replyID = message["id"]?.numberValue, Int(replyID) == id {
                if let error = message["error"] {
                    throw CallError.failed(method: method, message: error["message"]?.stringValue ?? "unknown error").importError
                }
                return message["result"] ?? [:]
            }
        }
    }

    /// Reads messages until `event` arrives for `session`, or the deadline.
    func wait(for event: String, session: String?, seconds: Double) throws(ImportError) -> JSONValue {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let message = try nextMessage(until: deadline, seconds: seconds, waitingFor: event)
            if message["method"]?.stringValue == event, message["sessionId"]?.stringValue == session {
                return message["params"] ?? [:]
            }
        }
    }

    /// The next whole message; events are also passed to `onEvent`.
    private func nextMessage(until deadline: Date, seconds: Double,
                             waitingFor what: String) throws(ImportError) -> JSONValue {
        while true {
            if BrowserSignalGuard.interrupted { throw failure("interrupted") }
            if let end = buffer[searched...].firstIndex(of: 0) {
                let bytes = Array(buffer[..<end])
                buffer.removeSubrange(...end)
                searched = 0
                guard let message = try? JSONValue.parse(utf8: bytes) else { continue }
                if message["id"] == nil, let method = message["method"]?.stringValue {
                    onEvent?(method, message["params"] ?? [:], message["sessionId"]?.stringValue)
                }
                return message
            }
            searched = buffer.count
            // Both clocks are read once, so that the import's own deadline,
            // passing between two readings, is not reported as the browser's silence.
            let overall = self.deadline.remaining
            let local = deadline.timeIntervalSinceNow
            if overall <= 0 { throw self.deadline.expired }
            if local <= 0 {
                throw failure("the browser did not answer \(what) within \(JSONValue.number(seconds).serialized(pretty: false)) s")
            }
            let remaining = min(local, overall)
            var descriptor = pollfd(fd: browser.replyDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining, 1) * 1000))
            if ready < 0, errno != EINTR { throw failure("cannot wait for the browser: \(String(cString: strerror(errno)))") }
            if ready <= 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            let count = chunk.withUnsafeMutableBytes { read(browser.replyDescriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { throw closedPipe() }
            buffer += chunk[..<count]
        }
    }

    /// The browser went away: its exit is given a moment so that its last
    /// words on stderr are written before they are quoted.
    private func closedPipe() -> ImportError {
        browser.waitForExit(seconds: 2)
        return failure("the browser closed the DevTools pipe" + (browser.lastErrorLine.map { ": \($0)" } ?? ""))
    }

    private func failure(_ message: String) -> ImportError { .runtime(message) }

    /// A command the browser refused.
    enum CallError {
        case failed(method: String, message: String)
        var importError: ImportError {
            switch self {
            case let .failed(method, message): .runtime("the browser refused \(method): \(message)")
            }
        }
    }
}
