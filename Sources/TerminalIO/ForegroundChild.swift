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

    private static func run(_ arguments: [String], environment: [String: String],
                            streams: ChildProcess.Streams) throws -> ForegroundExit {
        try SignalRelay.whileChildRuns { started in
            let pid = try ChildProcess.spawn(arguments, environment: environment, streams: streams, newSession: false)
            started(pid)
            return try ChildProcess.waitForEnd(of: pid)
        }
    }
}
