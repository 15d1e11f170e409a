import TerminalCore

/// The single-threaded loop every full-screen command runs:
/// `poll -> decode -> program.handle -> (if needed) program.draw -> renderer diff -> one write`.
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

    public init(session: TerminalSession, colorMode: ColorMode, pasteLimit: Int = InputDecoder.defaultPasteLimit) {
        self.session = session
        self.colorMode = colorMode
        decoder = InputDecoder(pasteLimit: pasteLimit)
        renderer = Renderer(colorMode: colorMode)
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
            var force = false
            let activities = try session.wait(timeout: timeout(for: program))
            for activity in activities {
                var actions: [LoopAction] = []
                switch activity {
                case .terminate(let signal):
                    return .signal(signal)
                case .endOfInput:
                    return .endOfInput
                case .input(let bytes):
                    for decoded in decoder.feedDecoded(bytes) { actions.append(program.handle(.input(decoded))) }
                    escapeDeadline = decoder.pendingEscapeTimeout ? .now + InputDecoder.escapeTimeout : nil
                case .resized:
                    size = try terminal.size()
                    renderer.invalidate()
                    force = true
                    actions.append(program.handle(.resized(size)))
                case .suspendRequested:
                    actions.append(.suspend)
                case .continued:
                    try terminal.reassert()
                    renderer.invalidate()
                    force = true
                    actions.append(program.handle(.resumed))
                }
                for action in actions {
                    switch action {
                    case .continue: break
                    case .quit: return .quit
                    case .repaint:
                        renderer.invalidate()
                        force = true
                    case .suspend:
                        try terminal.suspend()
                        size = try terminal.size()
                        renderer.invalidate()
                        force = true
                        if program.handle(.resumed) == .quit { return .quit }
                    }
                }
            }
            let now = ContinuousClock.now
            if let deadline = escapeDeadline, deadline <= now {
                escapeDeadline = nil
                for decoded in decoder.flushPendingEscapeDecoded() {
                    if program.handle(.input(decoded)) == .quit { return .quit }
                }
            }
            if let deadline = program.nextDeadline, deadline <= now {
                if program.handle(.tick) == .quit { return .quit }
            }
            try present(program, force: force)
        }
    }

    /// How long poll may sleep: until the Esc timeout or the program's deadline.
    private func timeout(for program: some TerminalProgram) -> Duration? {
        let deadlines = [escapeDeadline, program.nextDeadline].compactMap { $0 }
        guard let first = deadlines.min() else { return nil }
        return max(.zero, first - .now)
    }

    private mutating func present(_ program: some TerminalProgram, force: Bool) throws {
        guard force || program.needsDisplay else { return }
        var canvas = Canvas(size: size)
        program.draw(into: &canvas)
        try session.terminal.write(renderer.render(canvas))
    }
}
