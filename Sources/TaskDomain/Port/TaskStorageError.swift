/// Everything a store behind the `TaskRepository` port can fail at, as facts: which file,
/// which step, which record, and the operating system's own reason where it gave one
/// (`reason`, as `strerror` words it). The port's failures are the domain's vocabulary, so
/// the scenes can tell them apart without knowing an adapter; the sentences a person reads
/// are `TaskWording.StorageErrorText`'s.
public enum TaskStorageError: Error, Equatable, Sendable {
    /// The file exists but could not be read; `reason` is the operating system's.
    case unreadableFile(path: String, reason: String)
    /// The file is not valid JSON, or not shaped like a task file.
    case corruptFile(path: String, problem: FileProblem)
    /// The file was written by a newer taskdeck.
    case unsupportedSchemaVersion(path: String, found: Int, supported: Int)
    /// One task record is invalid: its position, its id if known, and why.
    case invalidRecord(path: String, index: Int, id: String?, problem: RecordProblem)
    /// A step of a save failed before the new version replaced the file: the previous file is intact.
    case writeFailed(path: String, step: WriteStep, reason: String)
    /// The file refuses writes (no write permission): nothing was saved.
    case fileIsReadOnly(path: String)
    /// The new version replaced the file, but the folder could not be flushed to disk, so
    /// the save may not survive a power loss. The change is saved as far as readers see.
    case notFlushed(path: String, reason: String)
    /// Another writer held the lock for all of `waited` (its pid when the system says).
    case locked(path: String, pid: Int32?, waited: Duration)
    /// The lock file itself could not be opened or locked.
    case lockFailed(path: String, reason: String)
    /// The lock file is a symbolic link, which a lock never follows.
    case lockIsLink(path: String)
    /// A save was attempted on a repository opened read-only.
    case readOnly(path: String)
    /// The journal beside the file is damaged before its last record (byte `offset`).
    case corruptJournal(path: String, offset: Int, problem: JournalProblem)
    /// The path names a device, a pipe or a folder, not a file.
    case notARegularFile(path: String, kind: FileKind)
    /// Someone saved the file while taskdeck was about to replace it; nothing was replaced.
    case changedWhileSaving(path: String)
    /// The vdir folder does not exist (taskdeck does not create it: a typo would make a stray folder).
    case missingFolder(path: String)
    /// The vdir path names something that is not a folder.
    case notAFolder(path: String)
    /// A new task has no list to go to: the vdir is a vdirsyncer storage root (its lists are
    /// its sub-folders; vdirsyncer never syncs a file in the root itself) and has no list yet.
    case noTaskList(root: String)
    /// A vdir task file that no longer reads as the task (an editor half-way through, a
    /// broken sync), or a task two files claim: taskdeck will not write over either.
    case taskFileNotWritable(path: String, reason: UnwritableReason)
    /// A change of several vdir files failed at `failed` (for `reason`, the system's words)
    /// after others were changed, and these (`kept`) could not be put back: they keep it.
    case partiallyWritten(failed: String, reason: String, kept: [String])

    /// The steps of a save, named when one fails.
    public enum WriteStep: Equatable, Sendable, CaseIterable {
        case createFolder, checkFile, createTemporary, writeTemporary, syncTemporary, closeTemporary
        case backup, rename, syncFolder
        case openJournal, cutTornRecord, appendToJournal, keepConflictingVersion, removeFile
        /// Keeping a vdir file's old version aside while a change of several files commits.
        case keepOldVersion
        /// Renaming a new vdir file into place.
        case addFile
    }

    /// What a path names instead of a regular file.
    public enum FileKind: Equatable, Sendable {
        case folder, characterDevice, blockDevice, namedPipe, socket, symbolicLink, other
    }

    /// Why a task file is not a task file.
    public enum FileProblem: Equatable, Sendable {
        /// `schemaVersion` is a whole number below 1.
        case invalidSchemaVersion(Int)
        /// `schemaVersion` is a number but not a whole one (as written).
        case fractionalSchemaVersion(String)
        /// A date field (`tasks[3].created`) holds something else: `value` as written, and
        /// whether it was a JSON string.
        case notADate(field: String, value: String, isText: Bool)
        /// The JSON syntax breaks: where (when the parser says), and why.
        case invalidJSON(line: Int?, column: Int?, why: JSONSyntaxProblem?)
        /// A key a task file needs is missing at `at` (`tasks[3]`, or `the top level` as nil).
        case missingKey(String, at: String?)
        /// Another kind of value than the one expected at `at`; `foundNull` when it was null.
        case wrongKind(expected: JSONKind, at: String?, foundNull: Bool)
        /// A value the decoder could not read, in Foundation's words.
        case unreadableValue(reason: String, at: String?)
    }

    /// Why the JSON syntax breaks, when it is worth saying.
    public enum JSONSyntaxProblem: Equatable, Sendable {
        /// A `\u` escape that is half of a surrogate pair.
        case loneSurrogate
        /// The file ends in the middle of a value (cut off?).
        case endsEarly
        /// The parser's own reason, lowercased.
        case parser(String)
    }

    /// A kind of JSON value, as people call it.
    public enum JSONKind: Equatable, Sendable {
        case object, array, string, bool, number
        /// A type JSON has no name for, by its Swift name.
        case other(String)
    }

    /// Why one task record cannot be a task.
    public enum RecordProblem: Equatable, Sendable {
        case idNotUUID(String)
        case unknownStatus(String)
        case unknownPriority(String)
        case unreadableDue(String)
        /// A wait, scheduled or until date (the key) that is not `YYYY-MM-DD[THH:MM]`.
        case unreadableDate(key: String, value: String)
        case parentNotUUID(String)
        /// An entry of `depends` that is not a task ID.
        case dependencyNotUUID(String)
        /// Another record has the same id.
        case duplicateID
        /// The fields read, but the task breaks a rule of the domain.
        case invalidTask(TaskDomainError)
    }

    /// What is wrong with a journal.
    public indirect enum JournalProblem: Equatable, Sendable {
        case checksumMismatch
        case noHeader
        /// A line is not a journal entry; Foundation's reason.
        case notAnEntry(reason: String)
        case outOfSequence(record: Int, after: Int)
        case notATaskID(String)
        /// A record's task does not read (an `invalidRecord` of the journal).
        case invalidTask(TaskStorageError)
    }

    /// Why a vdir task file is left alone.
    public enum UnwritableReason: Equatable, Sendable {
        /// It no longer reads as the task it held (an editor half-way through, a broken sync).
        case noLongerTheTask
        /// Another file has the same UID.
        case duplicateUID
    }
}
