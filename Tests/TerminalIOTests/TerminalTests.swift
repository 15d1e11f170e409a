#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TerminalCore
@testable import TerminalIO

/// These tests install process-wide signal handlers, so they run one at a time (the run
/// loop tests are in an extension of this suite for the same reason).
@Suite(.serialized) struct TerminalTests {
    @Test func rawModeTurnsOffEchoLinesSignalsFlowControlAndTranslation() {
        var cooked = termios()
        cooked.c_iflag = tcflag_t(ICRNL | IXON | BRKINT)
        cooked.c_oflag = tcflag_t(OPOST)
        cooked.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        let raw = RawMode.apply(to: cooked)
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG | IEXTEN) == 0)
        #expect(raw.c_iflag & tcflag_t(ICRNL | IXON | BRKINT) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
        #expect(raw.c_cflag & tcflag_t(CS8) == tcflag_t(CS8))
    }

    /// A 65535x65535 window would ask for a 137 GB canvas; what is drawn is clamped.
    @Test func aHugeWindowIsClampedToTheLargestDrawnSize() throws {
        let pty = try PseudoTerminal(width: 65535, height: 65535)
        let terminal = Terminal(inputFD: pty.slave, outputFD: pty.slave)
        #expect(try terminal.size() == Size(width: Terminal.maxSide, height: Terminal.maxSide))
        let wide = try PseudoTerminal(width: 5000, height: 40)
        #expect(try Terminal(inputFD: wide.slave, outputFD: wide.slave).size() == Size(width: 1000, height: 40))
    }

    @Test func enterAndLeaveOnAPseudoTerminalRestoreEverythingExactly() throws {
        let pty = try PseudoTerminal(width: 100, height: 30)
        let original = pty.settings()
        let terminal = Terminal(inputFD: pty.slave, outputFD: pty.slave)
        try SignalRelay.install()
        defer { SignalRelay.uninstall() }

        try terminal.enter()
        #expect(pty.readOutput { $0.count >= ANSI.enterFullScreen.count } == ANSI.enterFullScreen)
        let raw = pty.settings()
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0)
        #expect(raw.c_iflag & tcflag_t(IXON | ICRNL) == 0)
        #expect(try terminal.size() == Size(width: 100, height: 30))

        try terminal.write(Array("frame".utf8))
        #expect(pty.readOutput { $0.count >= 5 } == Array("frame".utf8))

        terminal.leave()
        #expect(pty.readOutput { $0.count >= ANSI.leaveFullScreen.count } == ANSI.leaveFullScreen)
        #expect(sameSettings(pty.settings(), original))

        terminal.leave()  // twice is harmless: nothing more is written
        try terminal.write(Array("late".utf8))
        #expect(pty.readAvailable().isEmpty)
        #expect(sameSettings(pty.settings(), original))
    }

    /// With mouse reports on, entering asks for them last and every way out (leave, the
    /// signal handlers' restore) turns them off first.
    @Test func mouseReportsAreTurnedOnAfterEnterAndOffOnEveryWayOut() throws {
        let pty = try PseudoTerminal()
        let terminal = Terminal(inputFD: pty.slave, outputFD: pty.slave, reportsMouse: true)
        try SignalRelay.install()
        defer { SignalRelay.uninstall() }
        let enter = ANSI.enterFullScreen + ANSI.enableMouse
        let leave = ANSI.disableMouse + ANSI.leaveFullScreen
        try terminal.enter()
        #expect(pty.readOutput { $0.count >= enter.count } == enter)
        terminal.leave()
        #expect(pty.readOutput { $0.count >= leave.count } == leave)

        try terminal.enter()
        _ = pty.readOutput { $0.count >= enter.count }
        SignalRelay.restoreAsSignalHandlerWould()
        #expect(pty.readOutput { $0.count >= leave.count } == leave)
        terminal.leave()
        #expect(String(decoding: ANSI.enableMouse, as: UTF8.self) == "\u{1B}[?1000h\u{1B}[?1006h")
        #expect(String(decoding: ANSI.disableMouse, as: UTF8.self) == "\u{1B}[?1006l\u{1B}[?1000l")
    }

    @Test func theLeaveSequenceIsTheReverseOfEnter() {
        let text = String(decoding: ANSI.leaveFullScreen, as: UTF8.self)
        // The scroll region is given back too: a frame cut off inside a scroll (a stalled
        // write, a signal) must not leave the shell scrolling inside the list's rows.
        #expect(text == "\u{1B}[0m\u{1B}[r\u{1B}[?25h\u{1B}[?2004l\u{1B}[?1049l")
        let enter = String(decoding: ANSI.enterFullScreen, as: UTF8.self)
        #expect(enter.hasPrefix("\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h"))
        #expect(enter.contains("\u{1B}[r\u{1B}[?6l"), "no margins, no origin mode: the renderer's moves count from the corner")
    }

    @Test func theSignalHandlerRestorePathRestoresTheTerminal() throws {
        let pty = try PseudoTerminal()
        let original = pty.settings()
        let terminal = Terminal(inputFD: pty.slave, outputFD: pty.slave)
        try SignalRelay.install()
        defer { SignalRelay.uninstall() }
        try terminal.enter()
        _ = pty.readOutput { $0.count >= ANSI.enterFullScreen.count }

        SignalRelay.restoreAsSignalHandlerWould()
        #expect(pty.readOutput { $0.count >= ANSI.leaveFullScreen.count } == ANSI.leaveFullScreen)
        #expect(sameSettings(pty.settings(), original))

        // The app finishing afterwards neither draws nor restores a second time.
        try terminal.write(Array("frame".utf8))
        terminal.leave()
        #expect(pty.readAvailable().isEmpty)
        #expect(sameSettings(pty.settings(), original))
    }

    @Test func aTerminationSignalRestoresAtOnceAndReachesTheLoop() throws {
        let pty = try PseudoTerminal()
        let original = pty.settings()
        let session = TerminalSession(terminal: Terminal(inputFD: pty.slave, outputFD: pty.slave))
        try session.start()
        defer { session.stop() }
        _ = pty.readOutput { $0.count >= ANSI.enterFullScreen.count }

        deliverToThisThread(SIGTERM)
        #expect(try session.wait(timeout: .seconds(5)) == [.terminate(signal: SIGTERM)])
        // By the time the loop hears of it, the handler has already restored the terminal.
        #expect(sameSettings(pty.settings(), original))
        #expect(pty.readOutput { $0.count >= ANSI.leaveFullScreen.count } == ANSI.leaveFullScreen)
    }

    @Test func refusesWithoutATerminalAndWritesNothing() throws {
        var fds: [Int32] = [-1, -1]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]); close(fds[1]) }
        let pty = try PseudoTerminal()

        let noInput = Terminal(inputFD: fds[0], outputFD: pty.slave)
        #expect(throws: TerminalIOError.notATerminal(stream: "standard input")) { try noInput.enter() }
        let noOutput = Terminal(inputFD: pty.slave, outputFD: fds[1])
        #expect(throws: TerminalIOError.notATerminal(stream: "standard output")) {
            try TerminalSession(terminal: noOutput).start()
        }
        _ = fcntl(fds[0], F_SETFL, O_NONBLOCK)
        var byte: UInt8 = 0
        #expect(read(fds[0], &byte, 1) == -1)
        #expect(pty.readAvailable().isEmpty)
        #expect(TerminalIOError.notATerminal(stream: "standard output").description.contains("not a terminal"))
    }

    @Test func errorsNameTheOperationAndTheReason() {
        let error = TerminalIOError.systemCall(operation: "write (drawing the screen)", errno: EIO)
        #expect(error.description.hasPrefix("write (drawing the screen) failed: "))
        #expect(error.description.hasSuffix("(errno \(EIO))"))
    }

    @Test func sessionReportsInputResizeAndTimeouts() throws {
        let pty = try PseudoTerminal()
        let session = TerminalSession(terminal: Terminal(inputFD: pty.slave, outputFD: pty.slave))
        try session.start()
        defer { session.stop() }

        let start = ContinuousClock.now
        #expect(try session.wait(timeout: .milliseconds(30)) == [])
        #expect(ContinuousClock.now - start >= .milliseconds(25))

        pty.type([0x1B, 0x5B, 0x41])
        #expect(try session.wait(timeout: .seconds(5)) == [.input([0x1B, 0x5B, 0x41])])

        deliverToThisThread(SIGWINCH)
        #expect(try session.wait(timeout: .seconds(5)) == [.resized])
    }

    /// Runs the installed handler for `signal` as a real delivery would, on this thread only,
    /// and returns after it ran.
    ///
    /// A signal sent to the whole test process (`kill(getpid(), …)`) may be taken by any
    /// thread, interrupting another suite's system call, or stay pending on threads that
    /// block it until the handler is gone (SIGTERM's default action ends the run). `raise`
    /// sends it to the calling thread alone, which must not block it meanwhile.
    private func deliverToThisThread(_ signal: Int32) {
        var only = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, signal)
        var saved = sigset_t()
        pthread_sigmask(SIG_UNBLOCK, &only, &saved)
        raise(signal)
        pthread_sigmask(SIG_SETMASK, &saved, nil)
    }
}
