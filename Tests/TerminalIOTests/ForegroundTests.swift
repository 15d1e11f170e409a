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
        let exit = try ForegroundChild.run(["/bin/sh", "-c", "kill -INT $$; exit 0"], environment: [:], terminal: terminal)
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

extension TerminalTests {
    /// A program that runs another in the foreground from a key (as `E` does) gets the
    /// screen back whole: the loop learns the size again, sends `.resumed` and writes the
    /// full frame, although the program's own frame did not change.
    @Test func theLoopRepaintsEverythingAfterAProgramRanInTheForeground() throws {
        final class Editing: TerminalProgram, @unchecked Sendable {
            let session: TerminalSession
            var events: [LoopEvent] = []
            var ran: ForegroundExit?
            let nextDeadline: ContinuousClock.Instant? = .now + .seconds(20)
            init(session: TerminalSession) { self.session = session }
            func handle(_ event: LoopEvent) -> LoopAction {
                if event == .tick { return .quit }
                events.append(event)
                guard case .input(let decoded) = event else { return .continue }
                if decoded.event == .key(KeyEvent(.char("e"))) {
                    ran = try? session.runInForeground(["/bin/sh", "-c", "printf 'the editor drew this'"], environment: [:])
                }
                return decoded.event == .key(KeyEvent(.char("q"))) ? .quit : .continue
            }
            var needsDisplay: Bool { false }
            func draw(into canvas: inout Canvas) { canvas.draw("the list", at: .zero) }
        }
        let pty = try PseudoTerminal(width: 30, height: 5)
        let session = TerminalSession(terminal: Terminal(inputFD: pty.slave, outputFD: pty.slave))
        var loop = TerminalRunLoop(session: session, colorMode: .ansi16)
        let program = Editing(session: session)
        let output = OutputLog()
        let typist = Thread {
            _ = pty.readOutput { $0.contains(sequence: Array("the list".utf8)) }
            pty.type(Array("e".utf8))
            output.bytes = pty.readOutput { $0.contains(sequence: Array("the list".utf8)) }
            pty.type(Array("q".utf8))
        }
        typist.start()
        #expect(try loop.run(program) == .quit)
        #expect(program.ran == .exited(status: 0))
        let afterEditor = try #require(output.bytes.firstRange(of: Array("the editor drew this".utf8)))
        let repaint = try #require(output.bytes.lastRange(of: Array("the list".utf8)))
        #expect(afterEditor.upperBound <= repaint.lowerBound)
        let keys = program.events.filter { if case .input = $0 { true } else { false } }
        #expect(keys.count == 2)
        #expect(program.events.filter { $0 == .resumed }.count == 1)
    }
}

/// What the typist thread read, handed to the test.
private final class OutputLog: @unchecked Sendable {
    var bytes: [UInt8] = []
}
