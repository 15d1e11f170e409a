import Foundation
import TaskConfig
import TaskDomain
import TaskStorage
import TaskWording
import TerminalIO

/// The entry point of the executable: parses the arguments, runs the command from
/// `CommandTable`, and turns every error into `taskdeck: <message>` and an exit code.
enum CLI {
    static let version = "0.1.0"

    /// Exit codes, as `taskdeck help exit-codes` says: 0 success, 1 runtime error, 64 usage error (EX_USAGE).
    enum ExitCode {
        static let success: Int32 = 0
        static let failure: Int32 = 1
        static let usage: Int32 = 64
    }

    /// Runs taskdeck for a process: `arguments[0]` is the program name.
    /// `validUTF8`: for each argument, whether its bytes were UTF-8 (Swift has already
    /// repaired those that were not, which would name another file).
    static func main(arguments: [String], validUTF8: [Bool], environment: [String: String]) -> Int32 {
        let clock: any Clock
        do {
            clock = try ClockOverride.clock(environment: environment)
        } catch {
            StandardStream.error("taskdeck: \(TerminalText.sanitized(error.message))\n")
            return ExitCode.usage
        }
        let context = CLIContext(environment: environment, clock: clock,
                                 stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
                                 stdinIsTerminal: isatty(STDIN_FILENO) == 1,
                                 terminalWidth: isatty(STDOUT_FILENO) == 1 ? terminalWidth() : nil,
                                 out: StandardStream.output, err: StandardStream.error,
                                 outBytes: StandardStream.output(bytes:))
        if let bad = validUTF8.indices.dropFirst().first(where: { !validUTF8[$0] }), bad < arguments.count {
            return report("argument \(bad) ('\(arguments[bad])') is not valid UTF-8; taskdeck reads titles, "
                          + "names and paths as UTF-8 and will not guess another file", isUsage: true,
                          command: nil, context: context)
        }
        return run(Array(arguments.dropFirst()), context: context)
    }

    /// Standard output's terminal width, from the terminal itself.
    private static func terminalWidth() -> Int? {
        (try? Terminal(inputFD: STDIN_FILENO, outputFD: STDOUT_FILENO).size())?.width
    }

    /// Runs taskdeck with `arguments` (without the program name) in `context`; returns the exit code.
    static func run(_ arguments: [String], context: CLIContext) -> Int32 {
        var command: Command?
        var commandName: String? { command?.name }
        do {
            let parsed = try CommandLineParser(commands: CommandTable.commands).parse(arguments, reachedCommand: &command)
            var invocation = Invocation(arguments: parsed, context: context)
            if parsed.flags.contains("--version") {
                context.out("taskdeck \(version)\n")
                return ExitCode.success
            } else if parsed.flags.contains("--help") {
                context.out(HelpText.text(for: parsed.command))
                return ExitCode.success
            }
            // Before the command (and before the app takes the terminal), so a config error
            // lands on a normal screen and nothing is done with half the settings.
            if parsed.command?.readsConfig ?? true {
                let file = try ConfigLoading.load(parsed, context: context)
                invocation.configured = file.settings
                invocation.keyMaps = try ConfigLoading.keys(of: file).maps
                invocation.theme = try ConfigLoading.theme(of: file, context: context).theme
                invocation.views = try ConfigLoading.views(of: file, clock: context.clock)
                invocation.contexts = try ConfigLoading.contexts(of: file, clock: context.clock)
            }
            if let command = parsed.command {
                try command.run(invocation)
            } else {
                try CommandTable.runWithoutSubcommand(invocation)
            }
            return ExitCode.success
        } catch let error as ConfigError {
            return report(error.description, isUsage: true, command: nil, hint: ConfigLoading.bypassHint, context: context)
        } catch let error as CLIError {
            let code = report(error.message, isUsage: error.isUsage,
                              command: error.pointsToCommandHelp ? commandName : nil, context: context)
            return error.exitCode ?? code
        } catch let error as TaskDomainError {
            return report(DomainErrorText.sentence(error), isUsage: error.isInputError, command: commandName, context: context)
        } catch {
            return report(ErrorMessage.text(error), isUsage: false, command: commandName, context: context)
        }
    }

    /// `taskdeck: <message>` on standard error; a usage error adds `hint` (by default, the
    /// help to read) and exits 64.
    private static func report(_ message: String, isUsage: Bool, command: String?, hint: String? = nil,
                               context: CLIContext) -> Int32 {
        // Line by line: a message may list several things (every bad record of an import).
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map { TerminalText.sanitized(String($0)) }
        context.err("taskdeck: \(lines.joined(separator: "\n"))\n")
        guard isUsage else { return ExitCode.failure }
        let help = command.map { "taskdeck help \($0)" } ?? "taskdeck --help"
        context.err((hint ?? "Run '\(help)' for usage.") + "\n")
        return ExitCode.usage
    }
}
