import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A headless Chromium that the import owns: started in its own process
/// group with the DevTools pipe on descriptors 3 (commands in) and 4
/// (replies out), and always ended with its whole group, by `shutDown()`,
/// by `deinit`, or by the signal handlers of `BrowserSignalGuard` on Ctrl-C.
///
/// Foundation's `Process` cannot place pipes on descriptors 3 and 4, so the
/// child is started with `posix_spawn`, whose file actions can.
final class BrowserProcess {
    let pid: pid_t
    /// Commands go here (the browser's descriptor 3).
    let commandDescriptor: Int32
    /// Replies and events come from here (the browser's descriptor 4).
    let replyDescriptor: Int32
    let profileDirectory: URL
    private var ended = false

    init(executable: String, arguments: [String]) throws(ImportError) {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("focusbench-browser-\(UUID().uuidString.prefix(12))")
        do {
            try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        } catch {
            throw .runtime("cannot create a browser profile directory: \(error.localizedDescription)")
        }
        profileDirectory = profile
        let toBrowser = try Self.pipeAboveStandardDescriptors()
        let fromBrowser = try Self.pipeAboveStandardDescriptors()

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser.read, 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser.write, 4)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, profile.appendingPathComponent("stderr.log").path,
                                         O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Its own process group, so that the renderer and helper processes
        // end with it; default signal handling, whatever the importer installed.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGPIPE, SIGHUP] { sigaddset(&defaults, signal) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        // A fresh profile of its own: nothing from another run, and its name marks the processes as ours.
        let argv = ([executable, "--user-data-dir=\(profile.path)"] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // Its home is the profile too, so the crash handler and caches write nothing outside it.
        var environment = ProcessInfo.processInfo.environment
        // TMPDIR too: Chromium's own temporary folders (org.chromium.Chromium.*)
        // then go with the profile, whichever way the browser ends.
        for key in ["HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "TMPDIR"] { environment[key] = profile.path }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in envp { free(pointer) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
        close(toBrowser.read)
        close(fromBrowser.write)
        guard status == 0 else {
            close(toBrowser.write)
            close(fromBrowser.read)
            try? FileManager.default.removeItem(at: profile)
            throw .runtime("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
        commandDescriptor = toBrowser.write
        replyDescriptor = fromBrowser.read
        BrowserSignalGuard.watch(child)
    }

    deinit { kill() }

    /// Asks nothing: ends the whole process group at once, reaps the
    /// browser and removes its profile. Safe to call more than once.
    func kill() {
        guard !ended else { return }
        ended = true
        Glibc.kill(-pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        close(commandDescriptor)
        close(replyDescriptor)
        Self.endStragglers(using: profileDirectory.path)
        try? FileManager.default.removeItem(at: profileDirectory)
        BrowserSignalGuard.forget(pid)
    }

    /// Ends the processes that left the browser's group but still use its
    /// profile (the crash handler of some builds, which daemonizes), and
    /// waits up to a second for them to go, so that the profile can be removed.
    private static func endStragglers(using profile: String) {
        let deadline = Date().addingTimeInterval(1)
        while true {
            let found = processes(mentioning: profile)
            if found.isEmpty || Date() >= deadline { return }
            for pid in found { Glibc.kill(pid, SIGKILL) }
            usleep(20_000)
        }
    }

    /// Live processes whose command line contains `text` (Linux's /proc).
    static func processes(mentioning text: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
                  let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            // A zombie has ended already; only its parent's reaping is missing.
            return stat.split(separator: ")").last?.split(separator: " ").first != "Z"
                && String(decoding: command, as: UTF8.self).contains(text)
        }
    }

    /// Waits up to `seconds` for the browser to exit by itself (after
    /// `Browser.close`), then ends its group in any case.
    func shutDown(waiting seconds: Double) {
        waitForExit(seconds: seconds)
        kill()
    }

    /// Waits up to `seconds` for the browser to exit by itself, without ending it.
    func waitForExit(seconds: Double) {
        guard !ended else { return }
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline, waitpid(pid, &status, WNOHANG) == 0 { usleep(20_000) }
    }

    /// The browser's last words on stderr, for error messages.
    var lastErrorLine: String? {
        guard let text = try? String(contentsOf: profileDirectory.appendingPathComponent("stderr.log"), encoding: .utf8)
        else { return nil }
        return text.split(separator: "\n").last.map(String.init)
    }

    /// A pipe whose ends are close-on-exec and numbered above 4, so that
    /// placing them on 3 and 4 in the child cannot overwrite one another.
    private static func pipeAboveStandardDescriptors() throws(ImportError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .runtime("cannot create a pipe: \(String(cString: strerror(errno)))") }
        let read = fcntl(ends[0], F_DUPFD_CLOEXEC, 10), write = fcntl(ends[1], F_DUPFD_CLOEXEC, 10)
        close(ends[0])
        close(ends[1])
        guard read >= 0, write >= 0 else { throw .runtime("cannot create a pipe: \(String(cString: strerror(errno)))") }
        return (read, write)
    }
}
