import Foundation
import TaskDomain

/// The sentences for what a store failed at (`TaskStorageError`): the CLI prints them after
/// `taskdeck: `, the presenters put them in status lines. Values that come from a file (an
/// id, a reason) are cut, so a megabyte-long id never makes a megabyte message.
public enum StorageErrorText {
    public static func sentence(_ error: TaskStorageError) -> String {
        switch error {
        case .unreadableFile(let path, let reason):
            return "cannot read \(path): \(reason)"
        case .corruptFile(let path, let problem):
            return "\(path) is not a valid task file: \(text(problem)). It was left untouched; fix or move it away"
        case .unsupportedSchemaVersion(let path, let found, let supported):
            return "\(path) has schemaVersion \(found), but this taskdeck understands up to \(supported); "
                + "it was written by a newer taskdeck, so it was left untouched"
        case .invalidRecord(let path, let index, let id, let problem):
            let which = id.map { "task #\(index + 1) (id \(shortened($0, to: 40)))" } ?? "task #\(index + 1)"
            return "\(path): \(which) is invalid: \(shortened(text(problem), to: 200)). The file was left untouched"
        case .writeFailed(let path, let step, let reason):
            return "could not save \(path) (\(text(step))): \(reason)"
        case .fileIsReadOnly(let path):
            return "could not save \(path) (\(text(.checkFile))): the file is read-only (chmod u+w to allow changes)"
        case .notFlushed(let path, let reason):
            return "saved \(path), but could not flush it to disk (\(reason)); it may not survive a power loss"
        case .locked(let path, let pid, let waited):
            let holder = pid.map { "another process (pid \($0))" } ?? "another process"
            let seconds = Double(waited.components.seconds) + Double(waited.components.attoseconds) / 1e18
            return "\(holder) held the lock \(path) for \(String(format: "%g", seconds)) s; nothing was changed, try again"
        case .lockFailed(let path, let reason):
            return "cannot lock \(path): \(reason)"
        case .lockIsLink(let path):
            return "cannot lock \(path): the lock file is a symbolic link; remove it"
        case .readOnly(let path):
            return "\(path) was opened read-only"
        case .corruptJournal(let path, let offset, let problem):
            return "\(path) is damaged at byte \(offset): \(text(problem)). Nothing was changed; "
                + "move it away to load the last snapshot (changes recorded after it would be lost)"
        case .changedWhileSaving(let path):
            return "\(path) was changed by another program while taskdeck was saving it; nothing was replaced, try again"
        case .missingFolder(let path):
            return "\(path) does not exist; create the vdir folder (mkdir -p \(path)) or run 'vdirsyncer discover' first"
        case .noTaskList(let root):
            return "\(root) holds no task list yet, and vdirsyncer syncs only the lists in its sub-folders, so nothing "
                + "was written; make the first list: mkdir \(root)/tasks, then vdirsyncer discover and vdirsyncer sync"
        case .notAFolder(let path):
            return "\(path) is not a folder; --vdir and TASKDECK_VDIR name the folder of .ics files (use --file for a task file)"
        case .taskFileNotWritable(let path, let reason):
            return "\(path) \(text(reason)); nothing was changed"
        case .notARegularFile(let path, let kind):
            return "\(path) is \(text(kind)), not a task file; give the path of a regular file"
        case .partiallyWritten(let failed, let reason, let kept):
            let files = kept.count == 1 ? "1 file" : "\(kept.count) files"
            return "could not change \(failed) (\(reason)); \(files) changed before it could not be put back and keep "
                + "the change: \(kept.prefix(3).joined(separator: ", "))\(kept.count > 3 ? ", …" : "")"
        }
    }

    /// A step of a save, as "could not save X (step)" names it.
    public static func text(_ step: TaskStorageError.WriteStep) -> String {
        switch step {
        case .createFolder: "create the folder"
        case .checkFile: "check the file"
        case .createTemporary: "create a temporary file"
        case .writeTemporary: "write the temporary file"
        case .syncTemporary: "flush the temporary file to disk"
        case .closeTemporary: "close the temporary file"
        case .backup: "keep the previous version as .bak"
        case .rename: "replace the file"
        case .syncFolder: "flush the folder to disk"
        case .openJournal: "open the journal"
        case .cutTornRecord: "cut off a torn record"
        case .appendToJournal: "append to the journal"
        case .keepConflictingVersion: "keep a conflicting version"
        case .removeFile: "remove the file"
        case .keepOldVersion: "keep the old version"
        case .addFile: "add the file"
        }
    }

    /// What a path names instead of a regular file: "a named pipe (FIFO)".
    public static func text(_ kind: TaskStorageError.FileKind) -> String {
        switch kind {
        case .folder: "a folder"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .namedPipe: "a named pipe (FIFO)"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "not a regular file"
        }
    }

    static func text(_ problem: TaskStorageError.FileProblem) -> String {
        switch problem {
        case .invalidSchemaVersion(let version):
            return "schemaVersion \(version) is not valid"
        case .fractionalSchemaVersion(let written):
            return "schemaVersion is \(written), but it must be a whole number such as 1"
        case .notADate(let field, let value, let isText):
            return "\(field) is \(isText ? "'\(value)'" : value), not a date and time like 2026-03-11T10:00:00Z"
        case .invalidJSON(let line, let column, let why):
            var text = "invalid JSON"
            if let line, let column { text += " at line \(line), column \(column)" }
            switch why {
            case .loneSurrogate: text += ": a \\u escape is half of a character pair (\\ud800–\\udfff without its other half)"
            case .endsEarly: text += ": the file ends too early (cut off?)"
            case .parser(let reason): text += " (\(reason))"
            case nil: break
            }
            return text
        case .missingKey(let key, let place):
            return "the key '\(key)' is missing at \(place ?? "the top level")"
        case .wrongKind(let expected, let place, let foundNull):
            return "expected \(text(expected))\(foundNull ? " but found null" : "") at \(place ?? "the top level")"
        case .unreadableValue(let reason, let place):
            return place.map { "\(reason) at \($0)" } ?? reason
        }
    }

    static func text(_ kind: TaskStorageError.JSONKind) -> String {
        switch kind {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .bool: "true or false"
        case .number: "a number"
        case .other(let name): name
        }
    }

    static func text(_ problem: TaskStorageError.RecordProblem) -> String {
        switch problem {
        case .idNotUUID(let id): "'\(id)' is not a UUID"
        case .unknownStatus(let status): "status '\(status)' is not pending or completed"
        case .unknownPriority(let priority): "priority '\(priority)' is not none, low, medium or high"
        case .unreadableDue(let due): "due '\(due)' is not YYYY-MM-DD or YYYY-MM-DDTHH:MM"
        case .unreadableDate(let key, let value): "\(key) '\(value)' is not YYYY-MM-DD or YYYY-MM-DDTHH:MM"
        case .parentNotUUID(let parent): "parent '\(parent)' is not a UUID"
        case .dependencyNotUUID(let text): "depends names '\(text)', which is not a UUID"
        case .duplicateID: "another task has the same id"
        case .invalidTask(let error): DomainErrorText.sentence(error)
        }
    }

    static func text(_ problem: TaskStorageError.JournalProblem) -> String {
        switch problem {
        case .checksumMismatch: "a record fails its checksum"
        case .noHeader: "it does not start with a journal header"
        case .notAnEntry(let reason): "a record is not a journal entry (\(reason))"
        case .outOfSequence(let record, let previous): "record \(record) follows record \(previous)"
        case .notATaskID(let id): "'\(id)' is not a task id"
        case .invalidTask(let error): sentence(error)
        }
    }

    static func text(_ reason: TaskStorageError.UnwritableReason) -> String {
        switch reason {
        case .noLongerTheTask: "no longer reads as the task it held"
        case .duplicateUID: "has a UID another file has too (see the warnings); remove one of the two files first"
        }
    }

    /// `text` cut to `limit` characters, saying how long it was.
    static func shortened(_ text: String, to limit: Int) -> String {
        let count = text.count
        return count <= limit ? text : String(text.prefix(limit)) + "… (\(count) characters)"
    }
}
