import Foundation
import TaskDomain
import TaskTestSupport
import Testing
@testable import taskdeck

/// Runs the CLI in-process on a temporary task file and captures what it prints.
final class CLIHarness {
    let folder: TemporaryFolder
    private(set) var out = ""
    private(set) var err = ""
    var isTerminal = false
    /// The terminal's width, when `isTerminal`.
    var terminalWidth: Int?
    var environment: [String: String] = [:]
    /// What standard input holds (`import -`).
    var input = Data()
    /// Whether standard input is a terminal (`rm` of several tasks asks then).
    var stdinIsTerminal = false
    /// The lines a person types at a question, in order (`rm`'s "[y/N]").
    var answers: [String] = []

    init() throws {
        folder = try TemporaryFolder("cli")
    }

    var file: String { folder.taskFile.path }

    /// Gives the runs a home of the test folder's: `~` is the folder and the default config
    /// file is `xdg/taskdeck/config` in it, never the config of whoever runs the tests.
    func useHomeInFolder() {
        environment = ["HOME": folder.path, "XDG_CONFIG_HOME": folder.appending("xdg").path]
    }

    /// Runs `taskdeck --file <temp> <arguments>` at `clock`'s now (by default Wednesday 2026-03-11 10:00 UTC).
    @discardableResult
    func run(_ arguments: [String], withFile: Bool = true,
             clock: FixedClock = FixedClock(year: 2026, month: 3, day: 11, hour: 10)) -> Int32 {
        out = ""
        err = ""
        var environment = self.environment
        if environment["HOME"] == nil, environment["XDG_CONFIG_HOME"] == nil {
            // Not the config file of whoever runs the tests: a folder with none.
            environment["XDG_CONFIG_HOME"] = folder.appending("config-home").path
        }
        // Nor the context whoever runs the tests chose: the state is the folder's.
        if environment["XDG_STATE_HOME"] == nil { environment["XDG_STATE_HOME"] = folder.appending("state").path }
        let context = CLIContext(environment: environment, clock: clock,
                                 stdoutIsTerminal: isTerminal, stdinIsTerminal: stdinIsTerminal, terminalWidth: terminalWidth,
                                 out: { [unowned self] in self.out += $0 }, err: { [unowned self] in self.err += $0 },
                                 readInput: { [unowned self] in self.input },
                                 readLine: { [unowned self] in self.answers.isEmpty ? nil : self.answers.removeFirst() })
        let code = CLI.run((withFile ? ["--file", file] : []) + arguments, context: context)
        if code != 0 {
            // Expected in the error-path tests; when a happy-path test fails, this says why.
            print("CLIHarness: taskdeck \(arguments.joined(separator: " ")) exited \(code): \(err)")
        }
        return code
    }

    /// The short ID printed by `add` ("Added 1a2b3c4d 'title'"). Any other output fails the
    /// calling test (and only it) instead of trapping.
    func addedID(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let words = out.split(separator: " ", maxSplits: 2)
        let id = words.count == 3 && words[0] == "Added" ? String(words[1]) : nil
        return try #require(id, "add printed \(out.debugDescription), not \"Added <id> '<title>'\" (stderr: \(err.debugDescription))",
                            sourceLocation: sourceLocation)
    }
}
