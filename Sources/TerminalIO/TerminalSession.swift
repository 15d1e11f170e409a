#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// A full-screen session: the terminal plus the signal relay, and one `poll()` over the
/// keyboard and the signal pipe.
public final class TerminalSession {
    public let terminal: Terminal

    /// Set when a program ran in the foreground since the loop last asked: the screen then
    /// holds whatever it drew, so the loop repaints all of it.
    private var returnedFromForeground = false

    public init(terminal: Terminal = Terminal()) {
        self.terminal = terminal
    }

    /// Hands the terminal to another program (an editor) and takes it back, as Ctrl-Z does:
    /// full-screen mode is left (raw mode, the alternate screen, bracketed paste and every
    /// other mode the app turned on), `arguments` run on the terminal until they end, and
    /// full-screen mode is entered again; the run loop repaints everything and learns the
    /// window's size again. Ctrl-C belongs to the program meanwhile, and a SIGTERM or
    /// SIGHUP is passed on to it before the app ends (`SignalRelay.whileChildRuns`).
    public func runInForeground(_ arguments: [String], environment: [String: String]) throws -> ForegroundExit {
        terminal.leave()
        let ended = Result { try ForegroundChild.run(arguments, environment: environment, terminal: terminal) }
        returnedFromForeground = true
        try terminal.enter()
        return try ended.get()
    }

    /// True once after a program ran in the foreground.
    func takeReturnFromForeground() -> Bool {
        defer { returnedFromForeground = false }
        return returnedFromForeground
    }

    /// Installs the signal handlers and enters full-screen mode. Refuses, writing nothing,
    /// when stdin or stdout is not a terminal.
    public func start() throws {
        try terminal.checkInteractive()
        try SignalRelay.install()
        do {
            try terminal.enter()
        } catch {
            SignalRelay.uninstall()
            throw error
        }
    }

    /// Leaves full-screen mode and removes the handlers. Idempotent.
    public func stop() {
        terminal.leave()
        SignalRelay.uninstall()
    }

    /// Waits until there is input or a signal, or `timeout` passes (nil: no limit), and
    /// reports what happened; empty after a timeout.
    public func wait(timeout: Duration?) throws -> [TerminalActivity] {
        guard let pipeFD = SignalRelay.pipeReadFD else { return [.endOfInput] }
        var descriptors = [
            pollfd(fd: pipeFD, events: Int16(POLLIN), revents: 0),
            pollfd(fd: terminal.inputFD, events: Int16(POLLIN), revents: 0),
        ]
        try Syscall.waitForEvents(&descriptors, timeout: timeout)
        var activities: [TerminalActivity] = []
        // Signals first: a termination must win over the input that came with it.
        if descriptors[0].revents != 0 {
            var resized = false
            for signal in SignalRelay.drain() {
                switch signal {
                case SIGWINCH: resized = true
                case SIGCONT: activities.append(.continued)
                case SIGTSTP: activities.append(.suspendRequested)
                default: activities.append(.terminate(signal: signal))
                }
            }
            if resized { activities.append(.resized) }
        }
        let inputEvents = descriptors[1].revents
        if inputEvents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
            if let bytes = try Syscall.read(terminal.inputFD) {
                activities.append(bytes.isEmpty ? .endOfInput : .input(bytes))
            }
        } else if inputEvents & Int16(POLLNVAL) != 0 {
            activities.append(.endOfInput)
        }
        return activities
    }

    /// Makes the process die of `signal` after cleanup, so its parent sees the real cause.
    public static func exit(bySignal signal: Int32) -> Never {
        SignalRelay.reraise(signal)
        _exit(128 + signal)
    }
}
