import Foundation
import TaskDomain

/// Two versions of one task that changed on both sides of a sync (vdirsyncer's `a`, the
/// vdir, and `b`, the server), and which of them to keep.
///
/// vdirsyncer gives a conflict resolver only the two versions, never the one both came
/// from, so there is nothing to merge field by field against: this is `TaskConflict`'s
/// rule for two versions without a common ancestor. **The version with the later
/// `LAST-MODIFIED` (else `DTSTAMP`) wins whole; on a tie, `a` (this machine's vdir).** The
/// winner's bytes are kept exactly as they are, so what taskdeck does not understand in
/// them (VALARMs, RRULEs, `X-` properties) survives; the loser is for the caller to keep
/// reachable, never to drop.
public struct VTodoConflict: Equatable, Sendable {
    /// Which side of the sync pair a version came from.
    public enum Side: Equatable, Sendable {
        case a, b
    }

    /// The UID both versions share, as written.
    public let uid: String
    public let winner: Side
    /// The kept version: its bytes exactly as given, and the task they hold.
    public let kept: (bytes: [UInt8], task: Task)
    /// The version that lost, exactly as given.
    public let setAside: (bytes: [UInt8], task: Task)

    public static func == (lhs: VTodoConflict, rhs: VTodoConflict) -> Bool {
        lhs.uid == rhs.uid && lhs.winner == rhs.winner && lhs.kept.bytes == rhs.kept.bytes
            && lhs.kept.task == rhs.kept.task && lhs.setAside.bytes == rhs.setAside.bytes
            && lhs.setAside.task == rhs.setAside.task
    }

    /// Decides between `a` and `b`, the bytes of two calendar files.
    /// - Throws: `VTodoConflictError` when either is no task or their UIDs differ.
    public static func resolve(a: [UInt8], b: [UInt8], mapping: VTodoMapping = VTodoMapping())
        throws(VTodoConflictError) -> VTodoConflict {
        let first = try parse(a, side: .a, mapping: mapping)
        let second = try parse(b, side: .b, mapping: mapping)
        guard first.uid == second.uid else { throw .differentUIDs(a: first.uid, b: second.uid) }
        let id = TaskUID.taskID(forUID: first.uid)
        let decision = TaskConflict.resolve(id: id, base: nil, ours: first.task, theirs: second.task)
        let aWins = decision.winner != .theirs
        return VTodoConflict(uid: first.uid, winner: aWins ? .a : .b,
                             kept: aWins ? (a, first.task) : (b, second.task),
                             setAside: aWins ? (b, second.task) : (a, first.task))
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
