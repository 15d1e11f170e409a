import Foundation

/// Everything storage can fail at, each with a message a person understands.
public enum TaskStorageError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    /// The file exists but could not be read; `reason` is the operating system's.
    case unreadableFile(path: String, reason: String)
    /// The file is not valid JSON, or not shaped like a task file; `detail` says where.
    case corruptFile(path: String, detail: String)
    /// The file was written by a newer taskdeck.
    case unsupportedSchemaVersion(path: String, found: Int, supported: Int)
    /// One task record is invalid: its position, its id if known, and why.
    case invalidRecord(path: String, index: Int, id: String?, reason: String)
    /// A step of a save failed before the new version replaced the file: the previous file is intact.
    case writeFailed(path: String, step: String, reason: String)
    /// The new version replaced the file, but the folder could not be flushed to disk, so
    /// the save may not survive a power loss. The change is saved as far as readers see.
    case notFlushed(path: String, reason: String)
    /// Another writer held the lock for all of `waited` (its pid when the system says).
    case locked(path: String, pid: Int32?, waited: Duration)
    /// The lock file itself could not be opened or locked.
    case lockFailed(path: String, reason: String)
    /// A save was attempted on a repository opened read-only.
    case readOnly(path: String)
    /// The journal beside the file is damaged before its last record (byte `offset`).
    case corruptJournal(path: String, offset: Int, detail: String)
    /// The path names a device, a pipe or a folder, not a file.
    case notARegularFile(path: String, kind: String)
    /// Someone saved the file while taskdeck was about to replace it; nothing was replaced.
    case changedWhileSaving(path: String)
    /// The vdir folder does not exist (taskdeck does not create it: a typo would make a stray folder).
    case missingFolder(path: String)
    /// The vdir path names something that is not a folder.
    case notAFolder(path: String)
    /// A vdir task file that no longer reads as the task (an editor half-way through, a
    /// broken sync), or a task two files claim: taskdeck will not write over either.
    case taskFileNotWritable(path: String, reason: String)

    public var description: String {
        switch self {
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .corruptFile(let path, let detail):
            return "\(path) is not a valid task file: \(detail). It was left untouched; fix or move it away"
        case .unsupportedSchemaVersion(let path, let found, let supported):
            return "\(path) has schemaVersion \(found), but this taskdeck understands up to \(supported); "
                + "it was written by a newer taskdeck, so it was left untouched"
        case .invalidRecord(let path, let index, let id, let reason):
            // Values come from the file: a megabyte-long id must not make a megabyte message.
            let which = id.map { "task #\(index + 1) (id \(Self.shortened($0, to: 40)))" } ?? "task #\(index + 1)"
            return "\(path): \(which) is invalid: \(Self.shortened(reason, to: 200)). The file was left untouched"
        case .writeFailed(let path, let step, let reason):
            return "could not save \(path) (\(step)): \(reason)"
        case .notFlushed(let path, let reason):
            return "saved \(path), but could not flush it to disk (\(reason)); it may not survive a power loss"
        case .locked(let path, let pid, let waited):
            let holder = pid.map { "another process (pid \($0))" } ?? "another process"
            let seconds = Double(waited.components.seconds) + Double(waited.components.attoseconds) / 1e18
            return "\(holder) held the lock \(path) for \(String(format: "%g", seconds)) s; nothing was changed, try again"
        case .lockFailed(let path, let reason):
            return "cannot lock \(path): \(reason)"
        case .readOnly(let path):
            return "\(path) was opened read-only"
        case .corruptJournal(let path, let offset, let detail):
            return "\(path) is damaged at byte \(offset): \(detail). Nothing was changed; "
                + "move it away to load the last snapshot (changes recorded after it would be lost)"
        case .changedWhileSaving(let path):
            return "\(path) was changed by another program while taskdeck was saving it; nothing was replaced, try again"
        case .missingFolder(let path):
            return "\(path) does not exist; create the vdir folder (mkdir -p \(path)) or run 'vdirsyncer discover' first"
        case .notAFolder(let path):
            return "\(path) is not a folder; --vdir and TASKDECK_VDIR name the folder of .ics files (use --file for a task file)"
        case .taskFileNotWritable(let path, let reason):
            return "\(path) \(reason); nothing was changed"
        case .notARegularFile(let path, let kind):
            return "\(path) is \(kind), not a task file; give the path of a regular file"
        }
    }

    public var errorDescription: String? { description }

    /// `text` cut to `limit` characters, saying how long it was.
    static func shortened(_ text: String, to limit: Int) -> String {
        let count = text.count
        return count <= limit ? text : String(text.prefix(limit)) + "… (\(count) characters)"
    }
}
