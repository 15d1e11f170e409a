#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TerminalCore
@testable import TerminalIO

/// Running a program in the foreground (the notes editor): the child starts as from a
/// shell, on the app's terminal in its normal mode, and the app's full-screen mode comes back.
/// In `TerminalTests`, which runs one test at a time: signal handlers are the process's.
extension TerminalTests {
    @Test func theExitStatusAndTheSignalComeBack() throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(inputFD: pty.slave, outputFD: pty.slave)
        #expect(try ForegroundChild.run(["/bin/sh", "-c", "exit 3"], environment: [:], terminal: terminal) == .exited(status: 3))
        #expect(try ForegroundChild.run(["/bin/sh", "-c", "kill -TERM $$"], environment: [:], terminal: terminal)
                == .signaled(signal: SIGTERM))
        #expect(throws: TerminalIOError.self) {
            try ForegroundChild.run(["/nonexistent/editor"], environment: [:], terminal: terminal)
        }
    }

    @Test func theChildGetsExactlyTheEnvironmentItIsGiven() throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(inputFD: pty.slave, outputFD: pty.slave)
        let test = ["/bin/sh", "-c", "test \"$ONLY\" = 'a b' && test -z \"$PATH_IS_UNSET$HOME\""]
        #expect(try ForegroundChild.run(test, environment: ["ONLY": "a b"], terminal: terminal) == .exited(status: 0))
    }

    /// The app ignores Ctrl-C while the editor runs (it is the editor's), but the editor
    /// must not inherit that: an interrupt ends a child that does not catch it.
    @Test func ignoredSignalsAreTheChildsDefaultsAgain() throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(inputFD: pty.slave, outputFD: pty.slave)
        let exit = try SignalRelay.whileChildOwnsTerminal {
            try ForegroundChild.run(["/bin/sh", "-c", "kill -INT $$; exit 0"], environment: [:], terminal: terminal)
        }
        #expect(exit == .signaled(signal: SIGINT))
    }

    /// The child sees the terminal as the shell left it (canonical mode, echo), after the
    /// app left the alternate screen; afterwards raw mode and the alternate screen are back,
    /// and the run loop is told to repaint once.
    @Test func theTerminalIsHandedOverInItsNormalModeAndTakenBack() throws {
        let pty = try PseudoTerminal(width: 30, height: 5)
        let session = TerminalSession(terminal: Terminal(inputFD: pty.slave, outputFD: pty.slave))
        try session.start()
        defer { session.stop() }
        _ = pty.readOutput { $0.contains(sequence: ANSI.enterFullScreen) }
        let exit = try session.runInForeground(["/bin/sh", "-c", "stty -a; echo handed-over"], environment: [:])
        #expect(exit == .exited(status: 0))
        let output = pty.readOutput { $0.contains(sequence: ANSI.enterFullScreen) }
        let text = String(decoding: output, as: UTF8.self)
        let leave = try #require(output.firstRange(of: ANSI.leaveFullScreen))
        let child = try #require(output.firstRange(of: Array("handed-over".utf8)))
        let enter = try #require(output.firstRange(of: ANSI.enterFullScreen))
        #expect(leave.upperBound <= child.lowerBound && child.upperBound <= enter.lowerBound)
        #expect(text.contains(" icanon") && text.contains(" echo "), "\(text)")
        #expect(pty.settings().c_lflag & tcflag_t(ICANON) == 0)
        #expect(session.takeReturnFromForeground())
        #expect(!session.takeReturnFromForeground())
    }
}
