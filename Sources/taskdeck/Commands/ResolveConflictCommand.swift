import Foundation
import TaskDomain
import TaskICalendar
import TaskStorage

/// `taskdeck --vdir PATH resolve-conflict A_FILE B_FILE`: a conflict resolver for
/// vdirsyncer (`conflict_resolution = ["command", "taskdeck", "--vdir", PATH,
/// "resolve-conflict"]`), so a task changed on both sides between syncs loses nothing.
///
/// vdirsyncer writes the two versions to temporary files named after their storages, runs
/// the command with both paths, and then takes the files' content if they are equal. This
/// keeps the winner by `VTodoConflict`'s rule (the later `LAST-MODIFIED` wins whole; on a
/// tie, A), appends the loser to where the vdir store keeps losing versions
/// (`<task file>.ics.conflicts` beside the task's file in PATH), and only then writes the
/// winner's bytes over the loser's file. Bad input changes nothing and exits 1: vdirsyncer
/// then reports that item and leaves both sides as they were.
enum ResolveConflictCommand {
    static let command = Command(
        name: "resolve-conflict",
        summary: "for vdirsyncer: keep the newer version of a task, set the other aside",
        usage: "--vdir PATH resolve-conflict A_FILE B_FILE",
        examples: [#"conflict_resolution = ["command", "taskdeck", "--vdir", "/home/alice/.local/share/taskdeck/vdir/", "resolve-conflict"]"#],
        run: run)

    static func run(_ invocation: Invocation) throws {
        let paths = invocation.arguments.positionals
        guard paths.count == 2 else {
            throw CLIError.usage("resolve-conflict takes two files, the versions vdirsyncer gives it (A_FILE B_FILE)")
        }
        guard case .vdir(let vdirURL) = try invocation.settings.store().value else {
            throw CLIError.usage("resolve-conflict needs the vdir vdirsyncer syncs: --vdir PATH (or TASKDECK_VDIR, or store.vdir in the config file)")
        }
        let a = try read(paths[0]), b = try read(paths[1])
        let conflict: VTodoConflict
        do {
            conflict = try VTodoConflict.resolve(a: a, b: b)
        } catch {
            throw CLIError.runtime(message(for: error, paths: paths) + "; nothing was changed")
        }
        let vdir = VdirTaskRepository(url: vdirURL, mode: .readOnly)
        let location = try vdir.setAside(conflict.setAside.bytes, ofUID: conflict.uid)
        let loserPath = conflict.winner == .a ? paths[1] : paths[0]
        do {
            try Data(conflict.kept.bytes).write(to: URL(fileURLWithPath: loserPath), options: .atomic)
        } catch {
            throw CLIError.runtime("cannot write \(loserPath): \(error.localizedDescription); "
                                   + "the other version is kept in \(location)")
        }
        invocation.print(sentence(conflict, paths: paths, location: location))
    }

    /// A file's bytes, or a runtime error naming it.
    private static func read(_ path: String) throws -> [UInt8] {
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw CLIError.runtime("cannot read \(path): \(error.localizedDescription); nothing was changed")
        }
    }

    /// "Kept taskdeck_remote's version of 'Pay rent' (modified …, the later); taskdeck_local's is in PATH".
    static func sentence(_ conflict: VTodoConflict, paths: [String], location: String) -> String {
        let names = paths.map { URL(fileURLWithPath: $0).lastPathComponent }
        let (kept, lost) = conflict.winner == .a ? (names[0], names[1]) : (names[1], names[0])
        let reason = conflict.kept.task.modified == conflict.setAside.task.modified ? "the same time: the first wins" : "the later"
        return "Kept \(kept)'s version of '\(conflict.kept.task.title)' (modified \(stamp(conflict.kept.task.modified)), "
            + "\(reason)); \(lost)'s is kept in \(location)"
    }

    /// UTC, to the second (`2026-11-30T11:00:00Z`), as `LAST-MODIFIED` holds it.
    /// (`ISO8601DateFormatter` rather than `Date.formatted`, which needs macOS 12.)
    private static func stamp(_ date: Date) -> String {
        ISO8601DateFormatter().string(from: date)
    }

    private static func message(for error: VTodoConflictError, paths: [String]) -> String {
        switch error {
        case .unreadable(let side, let error): return "\(paths[side == .a ? 0 : 1]) is not a task file: \(error)"
        case .notATask(let side): return "\(paths[side == .a ? 0 : 1]) holds no VTODO"
        case .differentUIDs(let a, let b): return "the two versions are different tasks (UID \(a) and \(b))"
        }
    }
}
