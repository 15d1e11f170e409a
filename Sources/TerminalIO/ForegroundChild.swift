#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How a program run in the foreground ended.
public enum ForegroundExit: Hashable, Sendable {
    case exited(status: Int32)
    case signaled(signal: Int32)

    /// The `waitpid` status word decoded (the `WIFEXITED` macros are not visible to Swift).
    static func decode(waitStatus status: Int32) -> ForegroundExit {
        status & 0x7f == 0 ? .exited(status: (status >> 8) & 0xff) : .signaled(signal: status & 0x7f)
    }
}

/// Starts a program on the app's own terminal and waits for it: `posix_spawn` with the
/// signals the app ignores or catches put back to their defaults in the child and an empty
/// signal mask, so the child behaves as it would started from a shell.
enum ForegroundChild {
    /// Signals the child gets with their default action, whatever the app set for itself.
    static let defaultedSignals: [Int32] = [SIGINT, SIGQUIT, SIGTSTP, SIGTTIN, SIGTTOU, SIGPIPE, SIGCHLD]

    /// Runs `arguments[0]` (a path) with `arguments` and exactly `environment`, its
    /// standard input and output on `terminal` (standard error stays the app's); returns
    /// how it ended.
    static func run(_ arguments: [String], environment: [String: String], terminal: Terminal) throws -> ForegroundExit {
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
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        #if canImport(Darwin)
        var files: posix_spawn_file_actions_t?
        #else
        var files = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&files)
        defer { posix_spawn_file_actions_destroy(&files) }
        posix_spawn_file_actions_adddup2(&files, terminal.inputFD, STDIN_FILENO)
        posix_spawn_file_actions_adddup2(&files, terminal.outputFD, STDOUT_FILENO)

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, program, &files, &attributes, argv, envp)
        guard result == 0 else { throw TerminalIOError.systemCall(operation: "starting \(program)", errno: result) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw TerminalIOError.systemCall(operation: "waitpid", errno: errno) }
        }
        return ForegroundExit.decode(waitStatus: status)
    }
}
