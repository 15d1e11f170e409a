#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import TerminalCore
@testable import TerminalIO

/// A program that records what it got and quits on Esc.
private final class RecordingProgram: TerminalProgram, @unchecked Sendable {
    var events: [LoopEvent] = []
    /// Signalled when the third event (the resize, then two keys) has been handled, so the
    /// typist knows its first keys were read before it types the next.
    let handledThreeEvents = DispatchSemaphore(value: 0)
    /// A safety net: if the typist never types, the test fails instead of hanging.
    let nextDeadline: ContinuousClock.Instant? = .now + .seconds(10)
    func handle(_ event: LoopEvent) -> LoopAction {
        if event == .tick { return .quit }
        events.append(event)
        if events.count == 3 { handledThreeEvents.signal() }
        if case .input(let decoded) = event, decoded.event == .key(KeyEvent(.escape)) { return .quit }
        return .continue
    }
    func draw(into canvas: inout Canvas) {
        canvas.draw("events=\(events.count)", at: .zero)
    }
}

extension TerminalTests {
    @Test func theLoopDecodesDrawsFlushesALoneEscapeAndRestoresOnQuit() throws {
        let pty = try PseudoTerminal(width: 30, height: 5)
        let original = pty.settings()
        let session = TerminalSession(terminal: Terminal(inputFD: pty.slave, outputFD: pty.slave))
        var loop = TerminalRunLoop(session: session, colorMode: .ansi16)
        let program = RecordingProgram()

        // Play the user on another thread: wait for the first frame, then type.
        let typist = Thread {
            let first = pty.readOutput { $0.contains(sequence: Array("events=1".utf8)) }
            guard first.contains(sequence: Array("events=1".utf8)) else { return }
            pty.type(Array("x\u{1B}[1;5A".utf8))
            // Only once those were read can the next Esc arrive alone.
            guard program.handledThreeEvents.wait(timeout: .now() + 10) == .success else { return }
            pty.type([0x1B])  // a lone Esc: only the timeout makes it a key
        }
        typist.start()
        let exit = try loop.run(program)

        #expect(exit == .quit, "\(program.events)")
        let keys = program.events.compactMap { event -> InputEvent? in
            if case .input(let decoded) = event { return decoded.event }
            return nil
        }
        #expect(program.events.first == .resized(Size(width: 30, height: 5)))
        #expect(keys == [.key(KeyEvent(.char("x"))), .key(KeyEvent(.up, [.ctrl])), .key(KeyEvent(.escape))])
        #expect(sameSettings(pty.settings(), original))
    }

    @Test func keysReadTogetherWithAQuitAreNotActedOn() throws {
        final class QuitOnQ: TerminalProgram, @unchecked Sendable {
            var keys: [InputEvent] = []
            let nextDeadline: ContinuousClock.Instant? = .now + .seconds(10)
            func handle(_ event: LoopEvent) -> LoopAction {
                if event == .tick { return .quit }
                guard case .input(let decoded) = event else { return .continue }
                keys.append(decoded.event)
                return decoded.event == .key(KeyEvent(.char("q"))) ? .quit : .continue
            }
            func draw(into canvas: inout Canvas) { canvas.draw("ready", at: .zero) }
        }
        let pty = try PseudoTerminal(width: 30, height: 5)
        let session = TerminalSession(terminal: Terminal(inputFD: pty.slave, outputFD: pty.slave))
        var loop = TerminalRunLoop(session: session, colorMode: .ansi16)
        let program = QuitOnQ()
        let typist = Thread {
            _ = pty.readOutput { $0.contains(sequence: Array("ready".utf8)) }
            pty.type(Array("aqxD".utf8))  // one read: a, then quit, then keys that must not act
        }
        typist.start()
        #expect(try loop.run(program) == .quit)
        #expect(program.keys == [.key(KeyEvent(.char("a"))), .key(KeyEvent(.char("q")))])
    }

    /// After `ESC [200~` with no end marker, the loop ends the paste on its timeout, so the
    /// next `q` is a key again (it was swallowed for ever).
    @Test func anUnterminatedPasteEndsAndKeysWorkAgain() throws {
        final class Recorder: TerminalProgram, @unchecked Sendable {
            var inputs: [InputEvent] = []
            let nextDeadline: ContinuousClock.Instant? = .now + .seconds(20)
            func handle(_ event: LoopEvent) -> LoopAction {
                if event == .tick { return .quit }
                guard case .input(let decoded) = event else { return .continue }
                inputs.append(decoded.event)
                return decoded.event == .key(KeyEvent(.char("q"))) ? .quit : .continue
            }
            var needsDisplay: Bool { true }
            func draw(into canvas: inout Canvas) {
                canvas.draw("ready", at: .zero)
                // Drawn in a blank row, so the frame diff writes the word whole.
                if !inputs.isEmpty { canvas.draw("delivered", at: Point(x: 0, y: 2)) }
            }
        }
        let pty = try PseudoTerminal(width: 30, height: 5)
        let session = TerminalSession(terminal: Terminal(inputFD: pty.slave, outputFD: pty.slave))
        var loop = TerminalRunLoop(session: session, colorMode: .ansi16)
        let program = Recorder()
        let typist = Thread {
            _ = pty.readOutput { $0.contains(sequence: Array("ready".utf8)) }
            pty.type(Array("\u{1B}[200~abc".utf8))
            let delivered = pty.readOutput(timeout: .seconds(10)) { $0.contains(sequence: Array("delivered".utf8)) }
            guard delivered.contains(sequence: Array("delivered".utf8)) else { return }
            pty.type(Array("q".utf8))
        }
        typist.start()
        #expect(try loop.run(program) == .quit)
        #expect(program.inputs == [.paste("abc"), .key(KeyEvent(.char("q")))])
    }
}

extension TerminalTests {
    /// Two presses on one cell read together reach the program as a click and a double
    /// click: the loop counts them by its own clock (the counting itself is tested with
    /// given times in TerminalCore).
    @Test func theLoopCountsADoubleClick() throws {
        final class Clicks: TerminalProgram, @unchecked Sendable {
            var mice: [MouseEvent] = []
            let nextDeadline: ContinuousClock.Instant? = .now + .seconds(10)
            func handle(_ event: LoopEvent) -> LoopAction {
                if event == .tick { return .quit }
                guard case .input(let decoded) = event else { return .continue }
                if case .mouse(let mouse) = decoded.event { mice.append(mouse) }
                return decoded.event == .key(KeyEvent(.char("q"))) ? .quit : .continue
            }
            func draw(into canvas: inout Canvas) { canvas.draw("ready", at: .zero) }
        }
        let pty = try PseudoTerminal(width: 30, height: 5)
        let session = TerminalSession(terminal: Terminal(inputFD: pty.slave, outputFD: pty.slave, reportsMouse: true))
        var loop = TerminalRunLoop(session: session, colorMode: .ansi16)
        let program = Clicks()
        let typist = Thread {
            _ = pty.readOutput { $0.contains(sequence: Array("ready".utf8)) }
            pty.type(Array("\u{1B}[<0;4;2M\u{1B}[<0;4;2m\u{1B}[<0;4;2M\u{1B}[<0;4;2mq".utf8))
        }
        typist.start()
        #expect(try loop.run(program) == .quit)
        #expect(program.mice.map(\.clickCount) == [1, 1, 2, 1])
        #expect(program.mice.map(\.action) == [.press, .release, .press, .release])
    }
}
