import Foundation
import TaskDomain
import TerminalCore

/// What a command may touch of the outside world; tests build one that captures output.
struct CLIContext {
    var environment: [String: String]
    var clock: any Clock
    /// Whether standard output is a terminal (colour is only used then).
    var stdoutIsTerminal: Bool
    /// Whether standard input is a terminal too: the full-screen app needs both.
    var stdinIsTerminal = false
    /// The width of the terminal standard output shows on; nil when it is not one.
    var terminalWidth: Int? = nil
    var out: (String) -> Void
    var err: (String) -> Void
    /// Reads all of standard input (`import -`); tests give the bytes instead.
    var readInput: () throws -> Data = { FileHandle.standardInput.readDataToEndOfFile() }
    /// Reads one line of standard input, an answer to a question (nil at its end).
    var readLine: () -> String? = { Swift.readLine() }
    /// Writes bytes to standard output as they are (`list`'s table, in pieces); nil: through
    /// `out`, as text (tests capture that).
    var outBytes: (([UInt8]) -> Void)? = nil

    /// Colour when writing to a terminal and `NO_COLOR` is unset or empty (no-color.org).
    var usesColor: Bool {
        stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty
    }

    /// The colours `list` paints with: what `TERM` and `COLORTERM` say, as the app reads
    /// them, but at least the 16 on a terminal (as before themes: a bare `TERM` still colours).
    var colorMode: ColorMode {
        usesColor ? max(.ansi16, ColorMode.detect(environment: environment)) : .none
    }
}

/// Writers for the process's standard output and error.
enum StandardStream {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func output(bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
