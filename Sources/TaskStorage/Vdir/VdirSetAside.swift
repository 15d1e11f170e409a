import Foundation
import SystemCalls
import TaskICalendar
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a vdir keeps the versions of tasks that lost a conflict, for the store's own
/// writes and for `taskdeck resolve-conflict` (vdirsyncer's conflicts): appended, whole
/// calendars one after another, to `<task file>.ics.conflicts` beside the task's file (a
/// name vdirsyncer, todoman and khal ignore: it does not end in `.ics`), or to
/// `.taskdeck.conflicts` in the first collection for a task that has no file here.
extension VdirTaskRepository {
    /// Keeps `bytes`, a whole calendar holding a version of the task whose UID is `uid`,
    /// where that task's losing versions go; flushed before it returns. Returns the path.
    /// - Throws: `TaskStorageError` when the vdir cannot be read or the file written.
    public func setAside(_ bytes: [UInt8], ofUID uid: String) throws -> String {
        let target: String
        if let path = try filePath(of: TaskUID.taskID(forUID: uid)) {
            target = path + ".conflicts"
        } else {
            target = conflictsFileWithoutTaskFile(collections: try collectionFolders())
        }
        try appendSetAside(bytes, to: target)
        return target
    }

    /// The file for losing versions of tasks without a file: in the first collection (the
    /// one new tasks go to by default), else the vdir's root.
    func conflictsFileWithoutTaskFile(collections: [String]) -> String {
        (collections.first ?? realURL.path) + "/.taskdeck.conflicts"
    }

    /// Appends `bytes` to `target` (made when missing) and flushes it.
    func appendSetAside(_ bytes: [UInt8], to target: String) throws {
        try calls.appendFlushed(bytes, to: target, step: .keepConflictingVersion)
    }
}
