#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// MARK: - State shared with the signal handler
//
// A signal handler can reach only global memory, and may call only async-signal-safe
// functions. So the terminal's restore data (the saved termios and the bytes that leave
// full-screen mode) live in memory allocated once, before any handler is installed, and
// the handler does nothing but `write`, `tcsetattr`, `sigaction`/`signal` and `raise`.
// These globals are the one exception to "no singletons": a process has one set of
// signal handlers and one controlling terminal.

/// The restore data; `armed` is non-zero while full-screen mode is on.
private struct RestoreState {
    var armed: Int32 = 0
    var inputFD: Int32 = -1
    var outputFD: Int32 = -1
    var pipeWriteFD: Int32 = -1
    var settings = termios()
    var leaveBytes: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)
        = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
           0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var leaveCount = 0
}

private nonisolated(unsafe) let restoreState: UnsafeMutablePointer<RestoreState> = {
    let pointer = UnsafeMutablePointer<RestoreState>.allocate(capacity: 1)
    pointer.initialize(to: RestoreState())
    return pointer
}()

/// The actions that were installed before ours, by signal number, put back on uninstall
/// and before re-raising a crash (so Swift's backtracer still reports it).
private nonisolated(unsafe) let previousActions: UnsafeMutablePointer<sigaction> = {
    let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    pointer.initialize(repeating: sigaction(), count: 65)
    return pointer
}()

/// Undoes full-screen mode with async-signal-safe calls only. Safe to call twice.
private func restoreTerminalUnsafe() {
    let state = restoreState
    guard state.pointee.armed != 0 else { return }
    state.pointee.armed = 0
    let count = state.pointee.leaveCount
    withUnsafePointer(to: &state.pointee.leaveBytes) { tuple in
        tuple.withMemoryRebound(to: UInt8.self, capacity: 64) { bytes in
            var offset = 0
            while offset < count {
                let written = write(state.pointee.outputFD, bytes + offset, count - offset)
                if written > 0 { offset += written } else if written < 0, errno == EINTR { continue } else { break }
            }
        }
    }
    _ = tcsetattr(state.pointee.inputFD, TCSANOW, &state.pointee.settings)
}

private func notifyLoop(_ signal: Int32) {
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(restoreState.pointee.pipeWriteFD, &byte, 1)
}

/// The one handler for every signal we catch.
private let signalHandler: @convention(c) (Int32) -> Void = { signal in
    let savedErrno = errno
    defer { errno = savedErrno }
    switch signal {
    case SIGWINCH, SIGCONT, SIGTSTP:
        notifyLoop(signal)
    case SIGINT, SIGTERM, SIGHUP:
        // Restore now, so the terminal is usable even if the app never gets back to its
        // loop; then let the loop finish cleanly. A second signal gets the default action.
        restoreTerminalUnsafe()
        _ = sigaction(signal, previousActions + Int(signal), nil)
        notifyLoop(signal)
    case SIGQUIT:
        // The user asked for a quit with a core dump, not a crash report: the previous
        // action is usually Swift's backtracer, which would print a report, wait for a key
        // and return, leaving the app running unseen. So restore and take the default action
        // (the signal is blocked while we run; it ends the process as soon as we return).
        restoreTerminalUnsafe()
        _ = installDefaultAction(SIGQUIT)
        _ = raise(SIGQUIT)
    default:
        // Crashes: restore, put back the previous action (the backtracer), and re-raise.
        restoreTerminalUnsafe()
        _ = sigaction(signal, previousActions + Int(signal), nil)
        _ = raise(signal)
    }
}

// MARK: - The relay

/// Turns signals into bytes on a self-pipe the run loop polls, and guarantees the terminal
/// is restored when the process is interrupted, terminated or crashes.
enum SignalRelay {
    /// Signals the loop hears about through the pipe.
    static let loopSignals: [Int32] = [SIGWINCH, SIGCONT, SIGTSTP, SIGINT, SIGTERM, SIGHUP]
    /// Signals that restore the terminal and then take their previous action (best effort
    /// for crashes: `fatalError` traps with SIGILL or SIGTRAP); SIGQUIT takes its default
    /// action (end with a core dump), whatever was installed before.
    static let fatalSignals: [Int32] = [SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP]

    private nonisolated(unsafe) static var pipeFDs: (read: Int32, write: Int32)?

    /// The read end of the self-pipe, once installed.
    static var pipeReadFD: Int32? { pipeFDs?.read }

    /// Creates the self-pipe and installs the handlers. Idempotent.
    static func install() throws {
        guard pipeFDs == nil else { return }
        var fds: [Int32] = [-1, -1]
        try Syscall.check("pipe (creating the signal pipe)") { pipe(&fds) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        pipeFDs = (fds[0], fds[1])
        restoreState.pointee.pipeWriteFD = fds[1]
        _ = previousActions  // allocate before any handler can run
        for signal in loopSignals + fatalSignals {
            var action = makeAction(signalHandler, flags: Int32(SA_RESTART))
            _ = sigaction(signal, &action, previousActions + Int(signal))
        }
        // A process can inherit a mask that blocks these (a parent spawning us from a
        // worker thread does); blocked, they would never reach the handler.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        for signal in loopSignals + fatalSignals { sigaddset(&unblock, signal) }
        _ = pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    }

    /// Puts the previous handlers back and closes the pipe. Idempotent.
    static func uninstall() {
        guard let fds = pipeFDs else { return }
        for signal in loopSignals + fatalSignals {
            _ = sigaction(signal, previousActions + Int(signal), nil)
        }
        restoreState.pointee.pipeWriteFD = -1
        close(fds.read)
        close(fds.write)
        pipeFDs = nil
    }

    /// Makes the handlers restore this terminal: `settings` on `inputFD`, `leaveBytes` to `outputFD`.
    static func arm(inputFD: Int32, outputFD: Int32, settings: termios, leaveBytes: [UInt8]) {
        let state = restoreState
        state.pointee.armed = 0
        state.pointee.inputFD = inputFD
        state.pointee.outputFD = outputFD
        state.pointee.settings = settings
        let count = min(leaveBytes.count, 64)
        withUnsafeMutablePointer(to: &state.pointee.leaveBytes) { tuple in
            tuple.withMemoryRebound(to: UInt8.self, capacity: 64) { bytes in
                for index in 0..<count { bytes[index] = leaveBytes[index] }
            }
        }
        state.pointee.leaveCount = count
        state.pointee.armed = 1
    }

    /// Stops the handlers from restoring (the terminal was left normally).
    static func disarm() { restoreState.pointee.armed = 0 }

    /// True while a restore is pending, false once a signal handler (or leave) restored.
    static var isArmed: Bool { restoreState.pointee.armed != 0 }

    /// Runs the signal handler's restore path directly (for tests).
    static func restoreAsSignalHandlerWould() { restoreTerminalUnsafe() }

    /// The signals that arrived since the last call, oldest first.
    static func drain() -> [Int32] {
        guard let fd = pipeFDs?.read else { return [] }
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            signals += buffer.prefix(count).map { Int32($0) }
        }
        return signals
    }

    /// Makes the process die of `signal` the way it would have without us (after the app
    /// cleaned up), so the parent shell sees the real cause.
    static func reraise(_ signal: Int32) {
        _ = sigaction(signal, previousActions + Int(signal), nil)
        _ = installDefaultAction(signal)
        _ = raise(signal)
    }
}

private func installDefaultAction(_ signal: Int32) -> Int32 {
    var action = makeAction(SIG_DFL, flags: 0)
    return sigaction(signal, &action, nil)
}

/// A `sigaction` value with a handler (the field's name differs between Linux and Darwin).
func makeAction(_ handler: (@convention(c) (Int32) -> Void)?, flags: Int32) -> sigaction {
    var action = sigaction()
    #if canImport(Glibc)
    action.__sigaction_handler.sa_handler = handler
    #else
    action.__sigaction_u.__sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = flags
    return action
}

extension SignalRelay {
    /// Stops the process with SIGTSTP's default action (job control) and returns when it
    /// is continued; our handler is back in place afterwards.
    static func stopProcess() {
        var current = sigaction()
        _ = sigaction(SIGTSTP, nil, &current)
        _ = installDefaultAction(SIGTSTP)
        _ = raise(SIGTSTP)
        _ = sigaction(SIGTSTP, &current, nil)
        // The SIGCONT that woke us is already handled by the caller's re-enter and repaint;
        // drop it from the pipe (keeping any other signal) so the loop does not repaint twice.
        let others = drain().filter { $0 != SIGCONT }
        for signal in others { notifyLoop(signal) }
    }
}

// MARK: - A child in the foreground

/// The child taskdeck waits for in the foreground (0: none), for the forwarding handler.
private nonisolated(unsafe) let foregroundChild: UnsafeMutablePointer<pid_t> = {
    let pointer = UnsafeMutablePointer<pid_t>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
}()

/// SIGTERM and SIGHUP while a child runs in the foreground: passed on to the child (which
/// would otherwise outlive taskdeck: `kill PID` reaches taskdeck alone), and to the loop,
/// which ends the app once the child has ended. Async-signal-safe: `kill` and `write`.
private let forwardingHandler: @convention(c) (Int32) -> Void = { signal in
    let savedErrno = errno
    defer { errno = savedErrno }
    let pid = foregroundChild.pointee
    if pid > 0 { _ = kill(pid, signal) }
    if restoreState.pointee.pipeWriteFD >= 0 { notifyLoop(signal) }
}

extension SignalRelay {
    /// Signals passed on to a foreground child.
    static let forwardedSignals: [Int32] = [SIGTERM, SIGHUP]

    /// Runs `body`, which starts a child (handing its pid to `started`) and waits for it,
    /// with the dispositions a shell's `system()` uses: Ctrl-C and Ctrl-\ are the child's
    /// (ignored here, so taskdeck does not quit with an editor's interrupt), Ctrl-Z stops
    /// taskdeck together with the child (SIGTSTP's default, so `fg` continues both), and
    /// SIGTERM and SIGHUP are passed on to the child (held back until its pid is known, so
    /// none is lost while it starts). Everything is put back afterwards.
    static func whileChildRuns<T>(_ body: (_ started: (pid_t) -> Void) throws -> T) rethrows -> T {
        var interrupt = sigaction(), quit = sigaction(), stop = sigaction()
        var ignore = makeAction(SIG_IGN, flags: 0)
        _ = sigaction(SIGINT, &ignore, &interrupt)
        _ = sigaction(SIGQUIT, &ignore, &quit)
        var standard = makeAction(SIG_DFL, flags: 0)
        _ = sigaction(SIGTSTP, &standard, &stop)
        var held = sigset_t(), previousMask = sigset_t()
        sigemptyset(&held)
        for signal in forwardedSignals { sigaddset(&held, signal) }
        _ = pthread_sigmask(SIG_BLOCK, &held, &previousMask)
        var previous: [sigaction] = Array(repeating: sigaction(), count: forwardedSignals.count)
        for (index, signal) in forwardedSignals.enumerated() {
            var forward = makeAction(forwardingHandler, flags: Int32(SA_RESTART))
            _ = sigaction(signal, &forward, &previous[index])
        }
        var unblocked = false
        defer {
            if !unblocked { _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil) }
            foregroundChild.pointee = 0
            for (index, signal) in forwardedSignals.enumerated() { _ = sigaction(signal, &previous[index], nil) }
            _ = sigaction(SIGINT, &interrupt, nil)
            _ = sigaction(SIGQUIT, &quit, nil)
            _ = sigaction(SIGTSTP, &stop, nil)
        }
        return try body { pid in
            foregroundChild.pointee = pid
            _ = pthread_sigmask(SIG_SETMASK, &previousMask, nil)
            unblocked = true
        }
    }
}
