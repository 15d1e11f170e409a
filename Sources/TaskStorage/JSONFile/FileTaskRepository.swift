import Foundation
import SystemCalls
import TaskDomain
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The JSON file adapter of `TaskRepository`: a snapshot people read, diff and hand-edit
/// (`tasks.json`), and an append-only journal beside it (`tasks.json.journal`).
///
/// - **Many writers, short transactions.** A write takes `tasks.json.lock` only while it
///   commits: lock, catch up with what others wrote, append one journal record and flush
///   it, release. A writer that finds the lock taken waits (bounded). Readers never lock.
/// - **O(change) durability.** A commit appends one small record; the snapshot is rewritten
///   (crash-safely, keeping `.bak`) only when the journal is folded into it: by `compact()`,
///   by a CLI write once the journal passes `compactionThreshold`, and by the app when idle
///   or quitting. Loading is snapshot + replay.
/// - **Outside changes are merged, never written over.** `refresh()` notices others'
///   changes by `stat` (change time and inode, so same-size same-second edits count) and
///   confirms them by content. When the snapshot was edited while a journal exists, the
///   journal (which names the snapshot it extends by hash) is merged into the edited file
///   task by task; where both changed one task, `TaskConflict`'s rule decides and the other
///   version is appended to `tasks.json.conflicts`.
/// - A file that could not be read (unreadable, corrupt, newer schema, invalid record) is
///   never written: every write first needs a successful read. Unknown keys, top-level or
///   per task, are kept.
/// - Every companion file belongs to the real file (symbolic links resolved), so two names
///   of one file share one lock and one journal, and a linked file stays a link.
public final class FileTaskRepository: TaskRepository, TableBackedRepository {
    /// Whether this repository may write.
    public enum Mode: Sendable {
        case readOnly
        case readWrite
    }

    /// The path as the person gave it (used in messages).
    public let url: URL
    public let mode: Mode
    /// The real snapshot file, links resolved.
    public let realURL: URL
    /// `realURL.path` and the journal's, made once: the app stats both after every key
    /// (`catchUp`), and turning a URL into a path is most of what that cost (issue 27).
    let realPath: String
    let journalPath: String
    public var journalURL: URL { URL(fileURLWithPath: journalPath) }
    public var lockURL: URL { URL(fileURLWithPath: realURL.path + ".lock") }
    /// Where versions that lost a conflict are kept, one JSON object per line.
    public var conflictsURL: URL { URL(fileURLWithPath: realURL.path + ".conflicts") }

    /// How long a writer waits for another writer's lock before giving up.
    public var lockTimeout: Duration = .seconds(5)
    /// Past this many journal bytes the journal is due to be folded into the snapshot.
    public var compactionThreshold = 1 << 20
    /// Fold a long journal right after a commit (the CLI); the app folds when idle instead.
    public var compactsAfterCommit = false
    /// The fewest tasks a change must touch to be folded into the snapshot at once (when it
    /// is also at least half the file) instead of appended to the journal.
    static let bulkChangeMinimum = 1_000

    let store: FileStore
    let calls: any FileCalls
    var state: State?
    /// Whether this repository read the file (and keeps what it read).
    var hasReadTheFile: Bool { state != nil }
    /// What others changed that a fold caught up with, kept for the next `refresh()`.
    var unreported = ExternalChanges()

    /// What was read, and where reading stopped, so the next read starts there.
    struct State {
        var table = TaskTable()
        var fileExtras: [String: JSONValue] = [:]
        var snapshotIdentity: FileIdentity?
        var snapshotHash = ContentHash.empty
        /// `ContentHash.wide` of the bytes `snapshotHash` names (nil: not known), written in
        /// the header of a journal started over them.
        var snapshotWideHash: String?
        var journalIdentity: FileIdentity?
        /// The snapshot hash the journal's header names (nil: no journal, or one without an
        /// intact header, which the next writer replaces). Appending is only right while it
        /// equals `snapshotHash`.
        var journalExtends: String?
        /// Bytes of the journal read so far (the end of its last intact record).
        var journalEnd = 0
        var journalSequence = 0
        /// The journal extends another snapshot than the one on disk (edited outside):
        /// its records were merged, and the next writer folds the result into a snapshot.
        var needsFold = false
        /// Versions that lost while merging an outside edit, kept when the fold is written.
        var setAside: [TaskConflict] = []
        /// The snapshot is an empty file: the first write replaces it with a real one.
        var snapshotIsBlank = false
    }

    /// Opens the file at `url` (nothing is read until the first use).
    public init(url: URL, mode: Mode = .readWrite) {
        self.url = url
        self.mode = mode
        realURL = URL(fileURLWithPath: RealPath.resolve(url.path))
        realPath = realURL.path
        journalPath = realPath + ".journal"
        calls = SystemFileCalls()
        store = FileStore(url: realURL, calls: calls, writersHoldLock: true)
    }

    /// For tests: the same repository over other system calls.
    init(url: URL, mode: Mode = .readWrite, calls: any FileCalls) {
        self.url = url
        self.mode = mode
        realURL = URL(fileURLWithPath: RealPath.resolve(url.path))
        realPath = realURL.path
        journalPath = realPath + ".journal"
        self.calls = calls
        store = FileStore(url: realURL, calls: calls, writersHoldLock: true)
    }

    // MARK: - Reading

    func loadedTable() throws -> TaskTable {
        try loaded().table
    }

    var hasRead: Bool { state != nil }

    /// What a fold caught up with earlier, and what others wrote since.
    func newsSinceLastRead() throws -> ExternalChanges {
        let changes = unreported.merged(with: try catchUp())
        unreported = ExternalChanges()
        return changes
    }

    /// True when changes would be refused: the task file was made read-only (or the
    /// user could not write it). Cheap: a `stat` and an `access`.
    public var refusesChanges: Bool {
        mode == .readOnly || (try? store.checkWritable()) == nil
    }

    /// How many bytes the journal holds (0 without one): what folding would save.
    public var journalSize: Int { state?.journalEnd ?? 0 }

    /// Whether the journal has grown past `compactionThreshold` (or an outside edit of the
    /// snapshot waits to be folded).
    public var isCompactionDue: Bool {
        guard let state else { return false }
        return state.needsFold || state.journalEnd > compactionThreshold
    }
}
