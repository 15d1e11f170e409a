#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Starts a program as a shell would: `posix_spawn` with the signals the app ignores or
/// catches put back to their defaults in the child and an empty signal mask, in the app's
/// own process group (so it is in the terminal's foreground with the app, gets Ctrl-C and
/// Ctrl-Z as the app would, and may read the terminal) or, for a program that must never
/// touch the terminal, in a session of its own.
///
/// Foundation's `Process` puts every child in a process group of its own: a child that
/// reads the terminal is then stopped by SIGTTIN for good, and Ctrl-C reaches the app but
/// not the child, which runs on after the app is gone.
public enum ChildProcess {
    /// Signals the child gets with their default action, whatever the app set for itself.
    static let defaultedSignals: [Int32] = [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGCHLD, SIGTERM, SIGHUP]

    /// Where the child's standard streams come from: a descriptor of the app's each, or
    /// the app's own (nil).
    public struct Streams: Sendable {
        public var input: Int32?
        public var output: Int32?
        public var error: Int32?

        public init(input: Int32? = nil, output: Int32? = nil, error: Int32? = nil) {
            self.input = input
            self.output = output
            self.error = error
        }
    }

    /// `posix_spawn`'s flag for `setsid()` in the child (glibc 2.26 and later, macOS 10.15).
    private static var newSessionFlag: Int32 {
        #if canImport(Darwin)
        Int32(POSIX_SPAWN_SETSID)
        #else
        0x80  // glibc's POSIX_SPAWN_SETSID, which Swift does not import (it is behind _GNU_SOURCE)
        #endif
    }

    /// Starts `arguments[0]` (a path) with `arguments` and exactly `environment`.
    /// `newSession`: in a session of its own, without a controlling terminal (its process
    /// group is its pid, so `kill(-pid, …)` reaches everything it started).
    public static func spawn(_ arguments: [String], environment: [String: String], streams: Streams,
                             newSession: Bool) throws -> pid_t {
        guard let program = arguments.first else { throw TerminalIOError.systemCall(operation: "posix_spawn", errno: EINVAL) }
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t?
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in defaultedSignals { sigaddset(&defaults, signal) }
        var emptyMask = sigset_t()
        sigemptyset(&emptyMask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &emptyMask)
        let flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK) | (newSession ? newSessionFlag : 0)
        posix_spawnattr_setflags(&attributes, Int16(flags))

        #if canImport(Darwin)
        var files: posix_spawn_file_actions_t?
        #else
        var files = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        for (source, target) in [(streams.input, STDIN_FILENO), (streams.output, STDOUT_FILENO), (streams.error, STDERR_FILENO)] {
            if let source { posix_spawn_file_actions_adddup2(&files, source, target) }
        }

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, program, &files, &attributes, argv, envp)
        guard result == 0 else { throw TerminalIOError.systemCall(operation: "starting \(program)", errno: result) }
        return pid
    }

    /// How `pid` ended, waiting for it; EINTR (a resize, a forwarded signal) is waited through.
    public static func waitForEnd(of pid: pid_t) throws -> ForegroundExit {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw TerminalIOError.systemCall(operation: "waitpid", errno: errno) }
        }
        return ForegroundExit.decode(waitStatus: status)
    }

    /// How `pid` ended, if it has; nil while it runs. Never blocks.
    public static func end(of pid: pid_t) -> ForegroundExit? {
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid { return ForegroundExit.decode(waitStatus: status) }
            if result == -1, errno == EINTR { continue }
            // 0: still running; -1 (ECHILD): reaped elsewhere, which nothing here does.
            return result == 0 ? nil : .exited(status: 127)
        }
    }
}
