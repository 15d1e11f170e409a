#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SystemCalls

/// How a program run in the foreground ended.
public enum ForegroundExit: Hashable, Sendable {
    case exited(status: Int32)
    case signaled(signal: Int32)

    /// The `waitpid` status word decoded (the `WIFEXITED` macros are not visible to Swift).
    static func decode(waitStatus status: Int32) -> ForegroundExit {
        status & 0x7f == 0 ? .exited(status: (status >> 8) & 0xff) : .signaled(signal: status & 0x7f)
    }
}

/// Runs a program in the foreground and waits for it, as a shell runs a command: in the
/// app's process group (`ChildProcess`), with Ctrl-C and Ctrl-\ the child's while it runs
/// (`SignalRelay.whileChildRuns`), and a SIGTERM or SIGHUP sent to taskdeck passed on to
/// it, so it never outlives taskdeck.
public enum ForegroundChild {
    /// Runs `arguments` with standard input and output on `terminal` (standard error stays
    /// the app's); returns how it ended.
    static func run(_ arguments: [String], environment: [String: String], terminal: Terminal) throws -> ForegroundExit {
        try run(arguments, environment: environment, streams: .init(input: terminal.inputFD, output: terminal.outputFD))
    }

    /// `taskdeck sync`: runs `arguments` on taskdeck's own standard streams and terminal,
    /// waits for it with the dispositions a shell's `system()` uses, and passes a SIGTERM or
    /// SIGHUP on to it; returns how it ended (a Ctrl-C ends the child; taskdeck then says so).
    public static func runInheritingStreams(_ arguments: [String], environment: [String: String]) throws -> ForegroundExit {
        try run(arguments, environment: environment, streams: .init())
    }

    /// A pager (`taskdeck help TOPIC`): runs `arguments` in the foreground on taskdeck's
    /// terminal with `text` on its standard input, as git runs less. A pager that quits before
    /// reading everything (`q` on the first page) is no error: the rest is not written.
    public static func runReading(_ text: [UInt8], _ arguments: [String], environment: [String: String]) throws -> ForegroundExit {
        var ends: [Int32] = [0, 0]
        if case .failure(let error) = SystemCall.once({ pipe(&ends) }) {
            throw TerminalIOError.systemCall(operation: "pipe", errno: error.code)
        }
        let (readEnd, writeEnd) = (ends[0], ends[1])
        // The child gets the read end as its standard input and nothing else of the pipe.
        _ = fcntl(readEnd, F_SETFD, FD_CLOEXEC)
        _ = fcntl(writeEnd, F_SETFD, FD_CLOEXEC)
        var pipeSignal = sigaction(), ignore = makeAction(SIG_IGN, flags: 0)
        _ = sigaction(SIGPIPE, &ignore, &pipeSignal)
        defer { _ = sigaction(SIGPIPE, &pipeSignal, nil) }
        return try SignalRelay.whileChildRuns { started in
            let pid: pid_t
            do {
                pid = try ChildProcess.spawn(arguments, environment: environment, streams: .init(input: readEnd), newSession: false)
            } catch {
                _ = SystemCall.once { close(readEnd) }
                _ = SystemCall.once { close(writeEnd) }
                throw error
            }
            started(pid)
            _ = SystemCall.once { close(readEnd) }
            var offset = 0
            while offset < text.count {
                let written = text.withUnsafeBytes { bytes in
                    SystemCall.retryingInterruptions { write(writeEnd, bytes.baseAddress! + offset, bytes.count - offset) }
                }
                guard case .success(let count) = written, count > 0 else { break }  // EPIPE: the pager quit
                offset += count
            }
            _ = SystemCall.once { close(writeEnd) }
            return try ChildProcess.waitForEnd(of: pid)
        }
    }

    /// `runInheritingStreams` with a time limit: a child still running after `timeout` gets
    /// SIGTERM, with what it started (`ProcessTree`), and SIGKILL when it is still there
    /// `grace` later; `timedOut` says so. The
    /// wait polls (every 20 ms) rather than blocking, to see the deadline.
    public static func runInheritingStreams(_ arguments: [String], environment: [String: String], timeout: Duration,
                                            grace: Duration = .seconds(5)) throws -> (exit: ForegroundExit, timedOut: Bool) {
        try SignalRelay.whileChildRuns { started in
            let pid = try ChildProcess.spawn(arguments, environment: environment, streams: .init(), newSession: false)
            started(pid)
            let clock = ContinuousClock()
            let deadline = clock.now + timeout
            var killAt: ContinuousClock.Instant?
            while true {
                if let exit = ChildProcess.end(of: pid) { return (exit, killAt != nil) }
                let now = clock.now
                if killAt == nil, now >= deadline {
                    ProcessTree.signal(SIGTERM, toTreeOf: pid)
                    killAt = now + grace
                } else if let at = killAt, now >= at {
                    ProcessTree.signal(SIGKILL, toTreeOf: pid)
                    return (try ChildProcess.waitForEnd(of: pid), true)
                }
                usleep(20_000)
            }
        }
    }

    private static func run(_ arguments: [String], environment: [String: String],
                            streams: ChildProcess.Streams) throws -> ForegroundExit {
        try SignalRelay.whileChildRuns { started in
            let pid = try ChildProcess.spawn(arguments, environment: environment, streams: streams, newSession: false)
            started(pid)
            return try ChildProcess.waitForEnd(of: pid)
        }
    }
}
