import Foundation
import TaskDomain

/// Two versions of one task that changed on both sides of a sync (vdirsyncer's `a`, the
/// vdir, and `b`, the server), and what to keep of them.
///
/// vdirsyncer gives a conflict resolver only the two versions; the one both came from is
/// taskdeck's own (the version last synced, kept beside the vdir: `VdirSyncBase`). With it
/// the two are merged field by field by `TaskConflict`'s rule, as the JSON store merges
/// two writers: a field changed on one side only keeps that change, a field changed on both
/// to different values takes the later side's (`LAST-MODIFIED`, else `DTSTAMP`; on a tie
/// `a`), and `clashes` names those fields. Without it (a task new on both sides, a first
/// sync) the later version wins whole. The kept version is the winner's bytes with only the
/// merged fields' lines rewritten, so what taskdeck does not understand in them (VALARMs,
/// RRULEs, `X-` properties) survives; the loser is for the caller to keep reachable.
public struct VTodoConflict: Equatable, Sendable {
    /// Which side of the sync pair a version came from.
    public enum Side: Equatable, Sendable {
        case a, b
    }

    /// The UID both versions share, as written.
    public let uid: String
    /// The side whose version (and whose value of each clashing field) was kept.
    public let winner: Side
    /// The kept version: its bytes, and the task they hold.
    public let kept: (bytes: [UInt8], task: Task)
    /// The version that lost (whole, or a field of it), exactly as given.
    public let setAside: (bytes: [UInt8], task: Task)
    /// Whether the version both came from was known (a field-by-field merge).
    public let merged: Bool
    /// The fields both sides changed to different values (`TaskConflict.clashes`).
    public let clashes: [String]
    /// The winner's file, which `bytes(for:)` rewrites.
    private let winnerFile: ICalendarTaskFile
    private let mapping: VTodoMapping

    public static func == (lhs: VTodoConflict, rhs: VTodoConflict) -> Bool {
        lhs.uid == rhs.uid && lhs.winner == rhs.winner && lhs.kept.bytes == rhs.kept.bytes
            && lhs.kept.task == rhs.kept.task && lhs.setAside.bytes == rhs.setAside.bytes
            && lhs.setAside.task == rhs.setAside.task && lhs.merged == rhs.merged && lhs.clashes == rhs.clashes
    }

    /// Decides between `a` and `b`, the bytes of two calendar files; `base`, the version
    /// both came from when known (unreadable, or another task's, counts as unknown).
    /// - Throws: `VTodoConflictError` when either is no task or their UIDs differ.
    public static func resolve(a: [UInt8], b: [UInt8], base: [UInt8]? = nil, mapping: VTodoMapping = VTodoMapping())
        throws(VTodoConflictError) -> VTodoConflict {
        let first = try parse(a, side: .a, mapping: mapping)
        let second = try parse(b, side: .b, mapping: mapping)
        guard first.uid == second.uid else { throw .differentUIDs(a: first.uid, b: second.uid) }
        let id = TaskUID.taskID(forUID: first.uid)
        let original = base.flatMap { try? parse($0, side: .a, mapping: mapping) }.flatMap { $0.uid == first.uid ? $0.task : nil }
        let decision = TaskConflict.resolve(id: id, base: original, ours: first.task, theirs: second.task)
        let aWins = decision.winner != .theirs
        var file = aWins ? first : second
        let keptTask = decision.kept ?? file.task
        let winnerBytes = aWins ? a : b
        var keptBytes = winnerBytes
        if keptTask != file.task {
            file.update(to: keptTask, mapping: mapping, inheritedProject: nil)
            keptBytes = file.bytes
        }
        return VTodoConflict(uid: first.uid, winner: aWins ? .a : .b, kept: (keptBytes, keptTask),
                             setAside: aWins ? (b, second.task) : (a, first.task),
                             merged: original != nil, clashes: decision.clashes, winnerFile: file, mapping: mapping)
    }

    /// Whether nothing was lost: a merge in which no field clashed.
    public var isClean: Bool { merged && clashes.isEmpty }

    /// The kept version's bytes with its task changed to `task` (the kept task with notes of
    /// the values that lost): only the changed fields' lines are rewritten.
    public func bytes(for task: Task) -> [UInt8] {
        guard task != kept.task else { return kept.bytes }
        var file = winnerFile
        file.update(to: task, mapping: mapping, inheritedProject: nil)
        return file.bytes
    }

    /// A version's task. A version without `LAST-MODIFIED` or `DTSTAMP` counts as older
    /// than any that has one (its date falls back to the distant past, not the temporary
    /// file's time, which says nothing about the edit).
    private static func parse(_ bytes: [UInt8], side: Side, mapping: VTodoMapping)
        throws(VTodoConflictError) -> ICalendarTaskFile {
        let file: ICalendarTaskFile?
        do {
            file = try ICalendarTaskFile.parse(bytes, mapping: mapping, inheritedProject: nil, fallbackDate: .distantPast)
        } catch {
            throw .unreadable(side: side, error: error)
        }
        guard let file else { throw .notATask(side: side) }
        return file
    }
}

/// Why two versions cannot be resolved; nothing may be changed then.
public enum VTodoConflictError: Error, Equatable, Sendable {
    /// A version is not iCalendar, or is malformed.
    case unreadable(side: VTodoConflict.Side, error: ICalendarError)
    /// A version is a calendar without a VTODO (an event).
    case notATask(side: VTodoConflict.Side)
    /// The two versions are different tasks.
    case differentUIDs(a: String, b: String)
}
