import TerminalCore
import TerminalIO

/// Runs a full-screen program in the terminal run loop: the one way the app and
/// `taskdeck keys` enter and leave full-screen mode.
enum FullScreen {
    /// Returns when the program quits or input ends; a termination signal ends the process
    /// with that signal (the terminal is already restored by then).
    /// - Parameter mouse: whether the terminal sends mouse reports while the program runs.
    static func run(_ program: some TerminalProgram, environment: [String: String], mouse: Bool = false) throws {
        if let signal = try run(program, session: TerminalSession(terminal: Terminal(reportsMouse: mouse)), environment: environment) {
            TerminalSession.exit(bySignal: signal)
        }
    }

    /// `session`: made by the caller, when something else (the notes editor) hands its
    /// terminal over while the program runs. Returns the termination signal that ended the
    /// run, if one did: the caller ends what it started (a sync), then the process with
    /// `TerminalSession.exit(bySignal:)`.
    static func run(_ program: some TerminalProgram, session: TerminalSession, environment: [String: String]) throws -> Int32? {
        // A dumb terminal cannot move the cursor or switch screens: refuse rather than
        // fill it with escape codes.
        guard environment["TERM"] != "dumb" else {
            throw CLIError.runtime("TERM=dumb cannot show the full-screen app; "
                                   + "use the subcommands (taskdeck --help) or a terminal that can")
        }
        var loop = TerminalRunLoop(session: session, colorMode: ColorMode.detect(environment: environment),
                                   backgroundErase: BackgroundErase.detect(environment: environment))
        switch try loop.run(program) {
        case .quit, .endOfInput: return nil
        case .signal(let signal): return signal
        }
    }
}
