import Foundation
import TaskTestSupport

/// The real Taskwarrior (`task`, Debian's `taskwarrior`; `.ci/run` installs it) with its data
/// and configuration in a test folder: it never reads the user's `~/.taskrc` or data,
/// never prompts (confirmation off, no hooks, no news) and leaves nothing outside the folder.
struct TaskwarriorCLI {
    let folder: TemporaryFolder
    /// The time zone both `task` and taskdeck run in.
    let timeZone: String

    init(folder: TemporaryFolder, timeZone: String) throws {
        self.folder = folder
        self.timeZone = timeZone
        try folder.write("""
            data.location=\(folder.appending("taskdata").path)
            confirmation=off
            recurrence.confirmation=no
            hooks=off
            verbose=nothing
            json.array=on
            gc=on
            uda.estimate.type=numeric
            uda.estimate.label=Estimate

            """, to: folder.appending("taskrc"))
    }

    var environment: [String: String] {
        ["TASKRC": folder.appending("taskrc").path, "TASKDATA": folder.appending("taskdata").path,
         "TZ": timeZone, "HOME": folder.path, "PATH": "/usr/local/bin:/usr/bin:/bin", "LANG": "C.UTF-8"]
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `task ARGUMENTS`; throws with its output when it fails.
    @discardableResult
    func run(_ arguments: [String], stdin: Data? = nil) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["task"] + arguments
        process.environment = environment
        process.currentDirectoryURL = folder.url
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: outData, as: UTF8.self)
        guard process.terminationStatus == 0 else {
            throw Failure(description: "task \(arguments.joined(separator: " ")) exited \(process.terminationStatus): "
                          + text + String(decoding: errData, as: UTF8.self))
        }
        return text
    }

    /// The local day `days` after today in `timeZone`, as `YYYY-MM-DD`, by the real clock.
    ///
    /// Taskwarrior reads the real clock (nothing here can move it), and what it does with a
    /// date depends on where the date stands from today: a recurring task whose due date has
    /// passed gets more instances. So a test hands `task` dates counted from today, never a
    /// fixed day (`due:2026-12-01 recur:weekly` broke the suite on that very day).
    func day(daysFromToday days: Int) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: timeZone) ?? .current
        let date = calendar.date(byAdding: .day, value: days, to: calendar.startOfDay(for: Date())) ?? Date()
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return String(format: "%04d-%02d-%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0)
    }

    /// `task export`: every task, as Taskwarrior writes it.
    func export() throws -> String { try run(["export"]) }
}

extension TaskwarriorCLI {
    /// Runs the taskdeck binary on `file` in this Taskwarrior's folder, in its time zone and
    /// on the real clock, as `task` runs (a wait or a due date has come on both sides or on
    /// neither); throws with taskdeck's error output when it fails.
    @discardableResult
    func taskdeck(_ file: String, _ arguments: [String]) throws -> String {
        let result = try TaskdeckBinary.run(["--file", folder.appending(file).path] + arguments,
                                            environment: ["TZ": timeZone, "HOME": folder.path, "LANG": "C.UTF-8",
                                                          "TASKDECK_NOW": TestDay.environmentValue(of: Date())])
        guard result.status == 0 else {
            throw Failure(description: "taskdeck \(arguments) exited \(result.status): \(result.err)")
        }
        return result.out
    }
}
