import Foundation
import TaskDomain

/// Runs the sync command through `/bin/sh -c` (so a user's command line with quotes,
/// variables and `&&` works as in their shell), as a child the app does not wait for.
///
/// Standard input is /dev/null (a command that would prompt gets end of input instead of
/// the app's keyboard) and its output goes to a temporary file, never to the terminal the
/// app draws on, and never to a pipe that a chatty command could fill and stall on. Where
/// `setsid` exists (Linux) the command runs in a session of its own, without the terminal:
/// a password prompt that opens `/dev/tty` (ssh, a pinentry) then fails at once instead of
/// drawing over the app, or stopping the command for good on reading the terminal.
final class ShellSyncRunner: SyncRunning {
    let command: String
    private var process: Process?
    private var outputFile: URL?
    private var failedStart: SyncOutcome?

    init(command: String) {
        self.command = command
    }

    /// A run still going when the app quits is left to finish (stopping a sync halfway
    /// helps no one); its output file is removed now (the command keeps writing to it
    /// unlinked), so nothing is left behind.
    deinit {
        if let outputFile { try? FileManager.default.removeItem(at: outputFile) }
    }

    var isRunning: Bool { process != nil || failedStart != nil }

    func start() -> Bool {
        guard !isRunning else { return false }
        let output = FileManager.default.temporaryDirectory
            .appendingPathComponent("taskdeck-sync-\(getpid())-\(UUID().uuidString.prefix(8)).log")
        let process = Process()
        do {
            guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown)
            }
            let handle = try FileHandle(forWritingTo: output)
            defer { try? handle.close() }
            let (program, arguments) = Self.launch(command)
            process.executableURL = program
            process.arguments = arguments
            process.standardInput = FileHandle.nullDevice
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
        } catch {
            try? FileManager.default.removeItem(at: output)
            failedStart = SyncOutcome(command: command, status: nil, lastLine: "\(error)")
            return true
        }
        self.process = process
        outputFile = output
        return true
    }

    func finishedRun() -> SyncOutcome? {
        if let failedStart {
            self.failedStart = nil
            return failedStart
        }
        guard let process, !process.isRunning else { return nil }
        process.waitUntilExit()
        let text = outputFile.flatMap { try? String(contentsOf: $0, encoding: .utf8) } ?? ""
        if let outputFile { try? FileManager.default.removeItem(at: outputFile) }
        self.process = nil
        outputFile = nil
        return SyncOutcome(command: command, status: process.terminationStatus, lastLine: Self.lastLine(of: text))
    }

    /// `/bin/sh -c COMMAND`, through `setsid -w` (which waits and passes the status on)
    /// when the system has it.
    static func launch(_ command: String) -> (URL, [String]) {
        for path in ["/usr/bin/setsid", "/bin/setsid"] where FileManager.default.isExecutableFile(atPath: path) {
            return (URL(fileURLWithPath: path), ["-w", "/bin/sh", "-c", command])
        }
        return (URL(fileURLWithPath: "/bin/sh"), ["-c", command])
    }

    /// The last line with something on it, trimmed.
    static func lastLine(of text: String) -> String? {
        text.split(whereSeparator: \.isNewline)
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .last { !$0.isEmpty }
    }
}
