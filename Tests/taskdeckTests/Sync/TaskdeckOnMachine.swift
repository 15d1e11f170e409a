import Foundation
import Testing
import TaskTestSupport

/// A task as `taskdeck list --json` prints it: every field, so two machines that print the
/// same `ListedTask` show the same task.
struct ListedTask: Decodable, Equatable {
    let id: String
    let title: String
    let status: String
    let created: String
    let modified: String
    let completed: String?
    let due: String?
    let priority: String
    let project: String?
    let tags: [String]
    let notes: String
}

/// The real taskdeck binary run on one sync machine's vdir, as its user would.
extension SyncMachine {
    /// `taskdeck --vdir <vdir> <arguments>`; fails the test (and throws) unless it exits 0.
    @discardableResult
    func taskdeck(_ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try TaskdeckBinary.run(["--vdir", vdir.path] + arguments)
        try #require(result.status == 0, "taskdeck \(arguments) on \(name): \(result.err)", sourceLocation: sourceLocation)
        return result.out
    }

    /// `taskdeck --vdir <vdir> <arguments>` on a clock `seconds` ahead of the tests' (an
    /// edit that is surely the later one: `LAST-MODIFIED` has whole seconds).
    @discardableResult
    func taskdeck(_ arguments: [String], later seconds: TimeInterval,
                  sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TASKDECK_CONFIG"] = "/dev/null"
        environment["TASKDECK_NOW"] = TestDay.environmentValue(of: TestDay.now.addingTimeInterval(seconds))
        let result = try TaskdeckBinary.run(["--vdir", vdir.path] + arguments, environment: environment)
        try #require(result.status == 0, "taskdeck \(arguments) on \(name): \(result.err)", sourceLocation: sourceLocation)
        return result.out
    }

    /// `taskdeck --vdir <vdir> sync` running this machine's vdirsyncer, as a user's `$` or
    /// `taskdeck sync` would (it records the sync's base); fails the test unless it exits 0.
    /// What it printed after vdirsyncer's output (from "Synced: 1 in, nothing out (…)" on).
    @discardableResult
    func taskdeckSync(sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TASKDECK_CONFIG"] = "/dev/null"
        environment["TASKDECK_SYNC_COMMAND"] = syncCommand
        environment["VDIRSYNCER_CONFIG"] = configFile.path
        let result = try TaskdeckBinary.run(["--vdir", vdir.path, "sync"], environment: environment)
        try #require(result.status == 0, "taskdeck sync on \(name): \(result.out)\(result.err)", sourceLocation: sourceLocation)
        return result.out.range(of: "Synced").map { String(result.out[$0.lowerBound...]) } ?? result.out
    }

    /// Every task taskdeck shows on this machine (`list --all --json`), by ID.
    func listed(sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: ListedTask] {
        let out = try taskdeck(["list", "--all", "--json"], sourceLocation: sourceLocation)
        let tasks = try JSONDecoder().decode([ListedTask].self, from: Data(out.utf8))
        return Dictionary(tasks.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The full ID of the task `add` just reported ("Added 1a2b3c4d 'title'"), found in the listing.
    func addedID(_ out: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let short = try #require(out.split(separator: " ").dropFirst().first.map(String.init), sourceLocation: sourceLocation)
        return try #require(try listed().keys.first { $0.hasPrefix(short) }, sourceLocation: sourceLocation)
    }
}

/// The physical lines of an iCalendar file, grouped into content lines (a folded line
/// keeps its continuations), with their bytes as they are (CR included).
enum RawContentLines {
    /// The content lines whose property is not one of `names`, byte for byte.
    static func except(_ names: Set<String>, in text: String) -> [String] {
        var groups: [String] = []
        // By bytes: as Characters, "\r\n" is one, and splitting at "\n" would miss it.
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n")) {
            let line = String(decoding: bytes, as: UTF8.self)
            if let first = line.first, first == " " || first == "\t", !groups.isEmpty {
                groups[groups.count - 1] += "\n" + line
            } else {
                groups.append(line)
            }
        }
        return groups.filter { group in
            let name = group.prefix { $0 != ":" && $0 != ";" }.uppercased()
            return !names.contains(name)
        }
    }
}
