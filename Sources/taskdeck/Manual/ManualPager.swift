import Foundation
import TerminalIO

/// Shows a long text as git and man do: through `$PAGER` (else `less`) when standard
/// output is a terminal, as it is when it is not (a pipe, a file, a test).
enum ManualPager {
    /// The command the text goes through, or nil to print it: `$PAGER` when set and not
    /// empty (`cat` and `""` mean no pager), else `less`.
    static func command(environment: [String: String]) -> String? {
        let pager = environment["PAGER"].map { $0.trimmingCharacters(in: .whitespaces) }
        switch pager {
        case nil: return "less"
        case ""?, "cat"?: return nil
        case let pager?: return pager
        }
    }

    /// Writes `text` through the pager on a terminal; prints it when there is none, or when
    /// the pager cannot be started (the text is never lost to a missing `less`).
    static func show(_ text: String, context: CLIContext) {
        guard context.stdoutIsTerminal, let command = command(environment: context.environment),
              run(command, text: text, environment: context.environment) else {
            context.out(text)
            return
        }
    }

    /// Runs `command` by `/bin/sh -c` in the foreground, with `text` on its standard input;
    /// false when it could not be started or the shell found no such program (exit 127).
    static func run(_ command: String, text: String, environment: [String: String]) -> Bool {
        var environment = environment
        // As git does: quit when it fits one screen, keep colours, do not clear the screen.
        if environment["LESS"] == nil { environment["LESS"] = "FRX" }
        guard let exit = try? ForegroundChild.runReading(Array(text.utf8), ["/bin/sh", "-c", command], environment: environment)
        else { return false }
        return exit != .exited(status: 127)
    }
}
