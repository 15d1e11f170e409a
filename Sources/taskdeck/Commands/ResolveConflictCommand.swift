import Foundation
import TaskDomain
import TaskICalendar
import TaskStorage
import TaskWording

/// `taskdeck --vdir PATH resolve-conflict A_FILE B_FILE`: a conflict resolver for
/// vdirsyncer (`conflict_resolution = ["command", "taskdeck", "--vdir", PATH,
/// "resolve-conflict"]`), so a task changed on both sides between syncs loses nothing.
///
/// vdirsyncer writes the two versions to temporary files named after their storages, runs
/// the command with both paths, and then takes the files' content if they are equal (and
/// writes it on both sides). This merges the two field by field against the version the
/// last sync left (`VdirSyncBase`), by `TaskConflict`'s rule, as the JSON store merges two
/// writers: a field changed on one side keeps that change; a field changed on both to
/// different values takes the later side's, and the other value is noted in the task
/// (`FieldConflictNote`: `taskdeck conflicts`, and the app, show it on both machines).
/// Without a base (a task new on both sides, no sync recorded yet) the later version wins
/// whole. A version that lost anything is appended whole to `<task file>.ics.conflicts`
/// beside the task's file in PATH. Then the kept version is written to both files. Bad
/// input changes nothing and exits 1: vdirsyncer then reports that item and leaves both
/// sides as they were.
enum ResolveConflictCommand {
    static let command = Command(
        name: "resolve-conflict",
        summary: "for vdirsyncer: merge a task's two versions, note what lost",
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
        let vdir = VdirTaskRepository(url: vdirURL, mode: .readOnly)
        let conflict: VTodoConflict
        switch resolve(a: a, b: b, vdir: vdir, base: VdirSyncBase(vdir: vdirURL)) {
        case .success(let resolved): conflict = resolved
        case .failure(let error): throw CLIError.runtime(message(for: error, paths: paths) + "; nothing was changed")
        }
        let notes = notes(for: conflict, at: invocation.context.clock.nowInWholeSeconds)
        let bytes = conflict.bytes(for: conflict.kept.task.adding(notes))
        var location: String?
        if !conflict.isClean {
            location = try vdir.setAside(conflict.setAside.bytes, ofUID: conflict.uid)
        }
        for path in paths where (path == paths[0] ? a : b) != bytes {
            do {
                try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw CLIError.runtime("cannot write \(path): \(error.localizedDescription)"
                                       + (location.map { "; the other version is kept in \($0)" } ?? ""))
            }
        }
        invocation.print(sentence(conflict, notes: notes, paths: paths, location: location))
    }

    /// The two versions merged against the base of the task's file, when one is recorded.
    private static func resolve(a: [UInt8], b: [UInt8], vdir: VdirTaskRepository,
                                base: VdirSyncBase) -> Result<VTodoConflict, VTodoConflictError> {
        let uid: String
        switch Result(catching: { () throws(VTodoConflictError) in try VTodoConflict.resolve(a: a, b: b) }) {
        case .success(let whole): uid = whole.uid
        case .failure(let error): return .failure(error)
        }
        let path = (try? vdir.filePath(of: TaskUID.taskID(forUID: uid))) ?? nil
        let original = path.flatMap { base.version(ofFile: $0) }
        return Result(catching: { () throws(VTodoConflictError) in try VTodoConflict.resolve(a: a, b: b, base: original) })
    }

    /// The values that lost: one note per clashing field; for a version that lost whole, one
    /// note of it unless it differs from the kept one only by when it was changed (two
    /// machines completing one occurrence made the same record).
    static func notes(for conflict: VTodoConflict, at now: Date) -> [FieldConflictNote] {
        let kept = conflict.kept.task, lost = conflict.setAside.task
        if conflict.merged { return ConflictWording.notes(clashes: conflict.clashes, kept: kept, lost: lost, at: now) }
        guard kept.differsBeyondTimes(from: lost) else { return [] }
        return [FieldConflictNote(field: "version", kept: "changed \(stamp(kept.modified))",
                                  lost: "changed \(stamp(lost.modified)), titled \(lost.title)", at: now)]
    }

    /// A file's bytes, or a runtime error naming it.
    private static func read(_ path: String) throws -> [UInt8] {
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw CLIError.runtime("cannot read \(path): \(error.localizedDescription); nothing was changed")
        }
    }

    /// "Merged both versions of 'Pay rent' field by field: nothing lost", or with what lost
    /// ("…; title: kept 'A' (the later), lost 'B': taskdeck conflicts lists it"), or, without
    /// a base, "Kept taskdeck_remote's version of 'Pay rent' (modified …, the later);
    /// taskdeck_local's is kept in PATH".
    static func sentence(_ conflict: VTodoConflict, notes: [FieldConflictNote], paths: [String], location: String?) -> String {
        let names = paths.map { URL(fileURLWithPath: $0).lastPathComponent }
        let (kept, lost) = conflict.winner == .a ? (names[0], names[1]) : (names[1], names[0])
        let title = conflict.kept.task.title
        if conflict.merged {
            guard !notes.isEmpty else { return "Merged both versions of '\(title)' field by field: nothing lost" }
            return "Merged both versions of '\(title)' field by field; \(kept)'s were the later changes: "
                + notes.map(ConflictWording.change).joined(separator: ", ")
                + " (taskdeck conflicts lists it; \(lost)'s version is kept in \(location ?? "?"))"
        }
        let reason = conflict.kept.task.modified == conflict.setAside.task.modified ? "the same time: the first wins" : "the later"
        return "Kept \(kept)'s version of '\(title)' (modified \(stamp(conflict.kept.task.modified)), "
            + "\(reason)); \(lost)'s is kept in \(location ?? "?")"
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
