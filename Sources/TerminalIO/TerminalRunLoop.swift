import TerminalCore

/// The single-threaded loop every full-screen command runs:
/// `poll -> decode -> program.handle -> (if needed) program.draw -> renderer diff -> one write
/// -> program.frameWasWritten (and a frame only if that changed something)`.
///
/// It owns the decoder (and the Esc timeout), the renderer (and when it must repaint), and
/// the session's lifecycle: full-screen mode is entered at the start of `run` and left on
/// every way out of it, including a thrown error.
public struct TerminalRunLoop {
    public let session: TerminalSession
    public let colorMode: ColorMode
    private var decoder: InputDecoder
    private var renderer: Renderer
    private var size: Size = Size(width: 80, height: 24)
    private var escapeDeadline: ContinuousClock.Instant?
    /// When an unterminated paste is ended (`InputDecoder.pasteTimeout` after its last byte).
    private var pasteDeadline: ContinuousClock.Instant?
    /// Set when the next frame must be drawn even if the program has nothing new.
    private var forceRepaint = false
    /// Marks a second click on the same cell as a double click, by this loop's clock.
    private var clicks = ClickCounter()

    public init(session: TerminalSession, colorMode: ColorMode, backgroundErase: Bool = true,
                pasteLimit: Int = InputDecoder.defaultPasteLimit) {
        self.session = session
        self.colorMode = colorMode
        decoder = InputDecoder(pasteLimit: pasteLimit)
        renderer = Renderer(colorMode: colorMode, backgroundErase: backgroundErase)
    }

    /// Runs `program` until it quits, a termination signal arrives or input ends.
    public mutating func run(_ program: some TerminalProgram) throws -> LoopExit {
        try session.start()
        defer { session.stop() }
        let terminal = session.terminal
        size = try terminal.size()
        _ = program.handle(.resized(size))
        try present(program, force: true)

        while true {
            forceRepaint = false
            for activity in try session.wait(timeout: timeout(for: program)) {
                switch activity {
                case .terminate(let signal):
                    return .signal(signal)
                case .endOfInput:
                    return .endOfInput
                case .input(let bytes):
                    // Each event's action is carried out before the next event is handled,
                    // so keys read together with a quit are never acted on.
                    let now = ContinuousClock.now
                    for var decoded in decoder.feedDecoded(bytes) {
                        if case .mouse(let mouse) = decoded.event { decoded.event = .mouse(clicks.count(mouse, at: now)) }
                        if try perform(program.handle(.input(decoded)), program) { return .quit }
                    }
                    escapeDeadline = decoder.pendingEscapeTimeout ? .now + InputDecoder.escapeTimeout : nil
                    pasteDeadline = decoder.isInPaste ? .now + InputDecoder.pasteTimeout : nil
                case .resized:
                    size = try terminal.size()
                    invalidate()
                    if try perform(program.handle(.resized(size)), program) { return .quit }
                case .suspendRequested:
                    if try perform(.suspend, program) { return .quit }
                case .continued:
                    try terminal.reassert()
                    if try resumed(program) { return .quit }
                }
            }
            let now = ContinuousClock.now
            if let deadline = escapeDeadline, deadline <= now {
                escapeDeadline = nil
                for decoded in decoder.flushPendingEscapeDecoded() {
                    if try perform(program.handle(.input(decoded)), program) { return .quit }
                }
            }
            if let deadline = pasteDeadline, deadline <= now {
                pasteDeadline = nil
                for decoded in decoder.endPasteDecoded() {
                    if try perform(program.handle(.input(decoded)), program) { return .quit }
                }
                escapeDeadline = decoder.pendingEscapeTimeout ? .now + InputDecoder.escapeTimeout : nil
            }
            if let deadline = program.nextDeadline, deadline <= now {
                if try perform(program.handle(.tick), program) { return .quit }
            }
            try present(program, force: forceRepaint)
            // The key's frame is out: now what could wait for it, and its frame if it changed anything.
            if try perform(program.frameWasWritten(), program) { return .quit }
            try present(program, force: forceRepaint)
        }
    }

    /// Carries out what the program asked for; true when it asked to quit.
    private mutating func perform(_ action: LoopAction, _ program: some TerminalProgram) throws -> Bool {
        // The program ran another one in the foreground (an editor): as after a stop, the
        // screen is repainted whole, at the size the window has now.
        if session.takeReturnFromForeground(), try resumed(program) { return true }
        switch action {
        case .continue:
            return false
        case .quit:
            return true
        case .repaint:
            invalidate()
            return false
        case .suspend:
            try session.terminal.suspend()
            return try resumed(program)
        }
    }

    /// After a stop: the window may have been resized meanwhile (no SIGWINCH reaches a
    /// stopped process), so the program learns the size again before it repaints.
    private mutating func resumed(_ program: some TerminalProgram) throws -> Bool {
        let previous = size
        size = try session.terminal.size()
        invalidate()
        if size != previous, try perform(program.handle(.resized(size)), program) { return true }
        return try perform(program.handle(.resumed), program)
    }

    /// The next frame is written in full (after a resize, a resume or Ctrl-L).
    private mutating func invalidate() {
        renderer.invalidate()
        forceRepaint = true
    }

    /// How long poll may sleep: until the Esc or paste timeout or the program's deadline.
    private func timeout(for program: some TerminalProgram) -> Duration? {
        let deadlines = [escapeDeadline, pasteDeadline, program.nextDeadline].compactMap { $0 }
        guard let first = deadlines.min() else { return nil }
        return max(.zero, first - .now)
    }

    /// Draws a frame into the renderer's reused back buffer and writes what changed.
    private mutating func present(_ program: some TerminalProgram, force: Bool) throws {
        guard force || program.needsDisplay else { return }
        forceRepaint = false
        let bytes = renderer.render(size: size, keepingShownFrame: program.drawsOnlyChanges) { program.draw(into: &$0) }
        try session.terminal.write(bytes)
    }
}
