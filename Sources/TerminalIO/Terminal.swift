#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import TerminalCore

/// The controlling terminal: full-screen raw mode, its guaranteed restore, window size and
/// frame output. The only type that changes the tty's settings.
///
/// `enter()` saves the termios and arms the signal handlers with it before changing
/// anything; `leave()` undoes everything in reverse order and is harmless to call twice
/// (or after a signal handler already restored the terminal).
public final class Terminal {
    public let inputFD: Int32
    public let outputFD: Int32
    /// The settings found at `enter()`, restored exactly by `leave()`.
    public private(set) var originalSettings: termios?
    /// True between `enter()` and `leave()`.
    public private(set) var isActive = false
    /// Whether full-screen mode asks for mouse reports (`ANSI.enableMouse`); every way out
    /// turns them off again, the signal handlers' too, or the shell would get the reports.
    public let reportsMouse: Bool

    public init(inputFD: Int32 = STDIN_FILENO, outputFD: Int32 = STDOUT_FILENO, reportsMouse: Bool = false) {
        self.inputFD = inputFD
        self.outputFD = outputFD
        self.reportsMouse = reportsMouse
    }

    /// What entering full-screen mode writes, mouse reports included when asked for.
    var enterBytes: [UInt8] { ANSI.enterFullScreen + (reportsMouse ? ANSI.enableMouse : []) }
    /// What leaving writes: the reverse of `enterBytes`.
    var leaveBytes: [UInt8] { (reportsMouse ? ANSI.disableMouse : []) + ANSI.leaveFullScreen }

    /// Throws `.notATerminal` unless both descriptors are terminals; writes nothing.
    public func checkInteractive() throws {
        guard isatty(inputFD) == 1 else { throw TerminalIOError.notATerminal(stream: "standard input") }
        guard isatty(outputFD) == 1 else { throw TerminalIOError.notATerminal(stream: "standard output") }
    }

    /// Switches to raw mode and the alternate screen, hides the cursor and enables
    /// bracketed paste (and mouse reports when asked for). Refuses, writing nothing, when either end is not a terminal.
    public func enter() throws {
        guard !isActive else { return }
        try checkInteractive()
        let original = try originalSettings ?? Syscall.getAttributes(inputFD)
        originalSettings = original
        SignalRelay.arm(inputFD: inputFD, outputFD: outputFD, settings: original, leaveBytes: leaveBytes)
        do {
            try Syscall.setAttributes(inputFD, RawMode.apply(to: original))
            isActive = true
            try Syscall.writeAll(outputFD, enterBytes)
        } catch {
            leave()
            throw error
        }
    }

    /// Re-applies raw mode and the full-screen modes (after SIGCONT, when a shell may have
    /// changed them while we were stopped).
    public func reassert() throws {
        guard isActive, let original = originalSettings else { return }
        SignalRelay.arm(inputFD: inputFD, outputFD: outputFD, settings: original, leaveBytes: leaveBytes)
        try Syscall.setAttributes(inputFD, RawMode.apply(to: original))
        try Syscall.writeAll(outputFD, enterBytes)
    }

    /// Turns mouse reports off, resets attributes, shows the cursor, disables bracketed paste, leaves the alternate
    /// screen and restores the saved termios exactly. Idempotent; never throws (this runs
    /// on the way out, when there is nobody left to report to).
    public func leave() {
        guard isActive else { return }
        isActive = false
        let restoredBySignal = !SignalRelay.isArmed
        SignalRelay.disarm()
        guard !restoredBySignal, var original = originalSettings else { return }
        try? Syscall.writeAll(outputFD, leaveBytes, stallLimit: .milliseconds(500))
        _ = tcsetattr(inputFD, TCSANOW, &original)
    }

    /// The most cells drawn across or down. A frame costs memory and work in proportion to
    /// its area, and a window can claim up to 65535x65535 (137 GB of cells, an abort); no
    /// screen shows more than a few hundred cells a side, so a larger window is drawn as
    /// its top-left 1000x1000 and the rest stays blank.
    public static let maxSide = 1000

    /// The window size in cells, each side clamped to `maxSide`; 80x24 when the terminal
    /// reports zero (some ptys do).
    public func size() throws -> Size {
        let size = try Syscall.windowSize(outputFD)
        let width = Int(size.ws_col), height = Int(size.ws_row)
        return Size(width: width > 0 ? min(width, Self.maxSide) : 80, height: height > 0 ? min(height, Self.maxSide) : 24)
    }

    /// Writes a frame with as few `write(2)` calls as the kernel allows. Nothing is
    /// written once a signal handler restored the terminal (the app is on its way out).
    public func write(_ bytes: [UInt8]) throws {
        guard !bytes.isEmpty, isActive, SignalRelay.isArmed else { return }
        try Syscall.writeAll(outputFD, bytes)
    }

    /// Ctrl-Z: restores the terminal, stops the process, and when the shell continues it,
    /// enters full-screen mode again. The caller then repaints everything.
    public func suspend() throws {
        guard isActive else { return }
        leave()
        SignalRelay.stopProcess()
        try enter()
    }
}
