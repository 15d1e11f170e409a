import Foundation
import TaskDomain
@testable import taskdeck

/// Runs the CLI in-process on a temporary task file and captures what it prints.
final class CLIHarness {
    let folder: URL
    private(set) var out = ""
    private(set) var err = ""
    var isTerminal = false
    /// The terminal's width, when `isTerminal`.
    var terminalWidth: Int?
    var environment: [String: String] = [:]

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("taskdeck-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    var file: String { folder.appendingPathComponent("tasks.json").path }

    /// Runs `taskdeck --file <temp> <arguments>` at Wednesday 2026-03-11 10:00 UTC.
    @discardableResult
    func run(_ arguments: [String], withFile: Bool = true) -> Int32 {
        out = ""
        err = ""
        let context = CLIContext(environment: environment, clock: FixedClock(year: 2026, month: 3, day: 11, hour: 10),
                                 stdoutIsTerminal: isTerminal, terminalWidth: terminalWidth,
                                 out: { [unowned self] in self.out += $0 }, err: { [unowned self] in self.err += $0 })
        let code = CLI.run((withFile ? ["--file", file] : []) + arguments, context: context)
        if code != 0 {
            // Expected in the error-path tests; when a happy-path test fails, this says why.
            print("CLIHarness: taskdeck \(arguments.joined(separator: " ")) exited \(code): \(err)")
        }
        return code
    }

    /// The short ID printed by `add` ("Added 1a2b3c4d 'title'").
    func addedID() -> String {
        String(out.split(separator: " ")[1])
    }
}
