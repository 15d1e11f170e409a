#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import TaskTestSupport

/// A real terminal emulator for end-to-end tests: a detached tmux session on its own
/// socket (so parallel tests never meet), driven with `send-keys` and read with
/// `capture-pane`. Waiting is always polling with a deadline, never a fixed sleep.
///
/// The socket lives in a test folder of its own (`tmux -S`), not in tmux's folder under
/// `/tmp/tmux-<uid>/`: tmux leaves its socket behind after `kill-server`, and the folder
/// goes with the session.
final class TmuxSession {
    struct Timeout: Error, CustomStringConvertible {
        let waitingFor: String
        let screen: String
        var description: String { "timed out waiting for \(waitingFor); the screen was:\n\(screen)" }
    }

    struct CommandFailed: Error, CustomStringConvertible {
        let arguments: [String]
        let output: String
        var description: String { "tmux \(arguments.joined(separator: " ")) failed: \(output)" }
    }

    /// The folder that holds the server's socket.
    private let folder: TemporaryFolder
    let socket: String
    private var killed = false

    /// Starts `command` (run by `sh -c`) in a new session of `width` x `height`, UTF-8.
    init(command: String, width: Int = 100, height: Int = 30) throws {
        folder = try TemporaryFolder("tmux")
        socket = folder.appending(TemporaryFolder.tmuxSocketName).path
        // The server this starts inherits the command's output: give it no pipe to hold open.
        try run(["new-session", "-d", "-x", "\(width)", "-y", "\(height)", command], captureOutput: false)
    }

    deinit { kill() }

    /// Key names as tmux knows them: `"a"`, `"C-Up"`, `"F5"`, `"Escape"`, `"Enter"`.
    func sendKeys(_ keys: String...) throws {
        try run(["send-keys", "-t", "0"] + keys)
    }

    /// Text typed literally (no key-name lookup).
    func sendText(_ text: String) throws {
        try run(["send-keys", "-t", "0", "-l", "--", text])
    }

    /// Raw bytes, exactly (for pastes and unusual sequences).
    func sendBytes(_ bytes: [UInt8]) throws {
        try run(["send-keys", "-t", "0", "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// The visible screen as text, one line per row.
    func capture() throws -> String {
        try run(["capture-pane", "-p", "-t", "0"])
    }

    /// The visible screen with its SGR escape codes, to check styles such as reverse video.
    func captureStyled() throws -> String {
        try run(["capture-pane", "-p", "-e", "-t", "0"])
    }

    /// Appends everything the pane's program writes to the terminal, byte for byte, to
    /// `file` (`pipe-pane`): what reached the terminal, before any emulator interpreted it.
    func pipePane(to file: String) throws {
        try run(["pipe-pane", "-t", "0", "-o", "cat >> '\(file)'"])
    }

    /// A tmux format value of the pane, e.g. `#{pane_tty}`.
    func display(_ format: String) throws -> String {
        try run(["display-message", "-p", "-t", "0", format]).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Resizes the window, as a user dragging the terminal would.
    func resize(width: Int, height: Int) throws {
        try run(["resize-window", "-t", "0", "-x", "\(width)", "-y", "\(height)"])
    }

    /// Polls the screen until `predicate` holds; returns that screen or throws `Timeout`.
    @discardableResult
    func waitUntil(_ description: String, timeout: Duration = .seconds(15),
                   _ predicate: (String) -> Bool) throws -> String {
        let deadline = ContinuousClock.now + timeout
        var screen = ""
        while true {
            screen = (try? capture()) ?? screen
            if predicate(screen) { return screen }
            if ContinuousClock.now >= deadline { throw Timeout(waitingFor: description, screen: screen) }
            Thread.sleep(forTimeInterval: 0.02)  // polling interval, not a synchronisation
        }
    }

    /// Polls until the screen contains `text`.
    @discardableResult
    func waitUntil(screenContains text: String, timeout: Duration = .seconds(15)) throws -> String {
        try waitUntil("\"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Polls any condition (a file appearing, a process state) with a deadline.
    static func poll(_ description: String, timeout: Duration = .seconds(15), _ condition: () -> Bool) throws {
        let deadline = ContinuousClock.now + timeout
        while !condition() {
            if ContinuousClock.now >= deadline { throw Timeout(waitingFor: description, screen: "") }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Ends the session and its server, and removes the socket's folder. Idempotent.
    ///
    /// It returns once what ran in the pane has ended: a hung-up app still saves on its way
    /// out, and one still running when the test removes its data folder would make the
    /// folder again (storage creates a missing folder), leaving it behind.
    func kill() {
        guard !killed else { return }
        killed = true
        let panes = ((try? run(["list-panes", "-a", "-F", "#{pane_pid}"])) ?? "")
            .split(whereSeparator: \.isNewline).compactMap { pid_t($0) }
        _ = try? run(["kill-server"])
        try? TmuxSession.poll("the pane's processes to end", timeout: .seconds(10)) {
            panes.allSatisfy { TmuxSession.liveProcesses(inSession: $0).isEmpty }
        }
        folder.cleanUp()
    }

    /// The processes of session `session` (a pane's shell leads one) that have not ended,
    /// read from `/proc` (empty where there is none: the wait is then skipped). Zombies
    /// count as ended: nothing may reap them here.
    static func liveProcesses(inSession session: pid_t) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { entry -> pid_t? in
            guard let pid = pid_t(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let end = stat.lastIndex(of: ")") else { return nil }
            // After "pid (name)": state, parent, process group, session, ...
            let fields = stat[stat.index(after: end)...].split(separator: " ")
            guard fields.count > 3, fields[0] != "Z", pid_t(fields[3]) == session else { return nil }
            return pid
        }
    }

    @discardableResult
    private func run(_ arguments: [String], captureOutput: Bool = true) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "C.UTF-8"
        environment.removeValue(forKey: "TMUX")
        // The panes inherit this: the user's own config file must not change what the tests
        // see (a test that wants one says TASKDECK_CONFIG in its command).
        environment["TASKDECK_CONFIG"] = "/dev/null"
        // Nor the context the user chose (`taskdeck context`): the panes' state is the session's.
        environment["XDG_STATE_HOME"] = folder.appending("state").path
        // The panes' taskdeck runs on the tests' day, whenever the suite runs (`TestDay`).
        environment = TestDay.adding(to: environment)
        let result = try CleanSpawn.run(["tmux", "-u", "-S", socket, "-f", "/dev/null"] + arguments,
                                        environment: environment, captureOutput: captureOutput)
        guard result.status == 0 else { throw CommandFailed(arguments: arguments, output: result.output) }
        return result.output
    }
}

/// Runs a program with an empty signal mask and default signal actions.
///
/// Foundation's `Process` passes on the spawning thread's signal mask, and test worker
/// threads block most signals: a tmux server started that way — and every program in its
/// panes — would ignore SIGTERM, SIGHUP and SIGWINCH, which is exactly what these tests check.
fileprivate enum CleanSpawn {
    struct Failed: Error { let code: Int32 }

    static func run(_ arguments: [String], environment: [String: String], captureOutput: Bool) throws
        -> (status: Int32, output: String) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw Failed(code: errno) }
        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t? = nil  // an opaque pointer on Darwin
        var attributes: posix_spawnattr_t? = nil
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
            posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT, SIGPIPE, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, envp)
        close(fds[1])
        guard spawned == 0 else { close(fds[0]); throw Failed(code: spawned) }
        var output: [UInt8] = []
        if captureOutput {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(fds[0], &buffer, buffer.count)
                if count > 0 { output += buffer.prefix(count); continue }
                if count < 0, errno == EINTR { continue }
                break
            }
        }
        close(fds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        let exitCode = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitCode, String(decoding: output, as: UTF8.self))
    }
}
