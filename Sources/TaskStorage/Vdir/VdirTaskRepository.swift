import Foundation
import SystemCalls
import TaskDomain
import TaskICalendar
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The vdir adapter of `TaskRepository`: a folder of iCalendar files, one task per file, as
/// vdirsyncer keeps in step with a CalDAV server (and todoman and khal read and write).
///
/// - **Identity is the UID inside**, never the file name (see `TaskUID`). A task is edited
///   in the file it came from; a new task is written as `<UID>.ics` in the collection of its
///   project (the collection whose `displayname` gives that project), else the preferred
///   list, else the first. A vdirsyncer storage root (a folder with sub-folders, or one
///   vdirsyncer's config names) is never written into: vdirsyncer syncs only its lists,
///   so a new task there would silently never leave the machine (`noTaskList`).
/// - **A change rewrites one small file**, atomically (`FileStore`: a temporary file in the
///   same folder whose name does not end in `.ics`, fsync, rename, fsync the folder), and
///   only the properties of the fields that changed (`ICalendarTaskFile`): unknown
///   properties, parameters, VALARMs, VTIMEZONEs and RRULEs stay byte for byte.
/// - **Files that are not tasks are left alone**: events are not shown; a file that cannot
///   be parsed, or a second file with one UID, is listed in `problems` and never written.
/// - **Outside changes** (vdirsyncer, todoman, an editor) are found by `refresh()`: a
///   listing and a `stat` per file; a file whose identity (inode, size, times) changed is
///   read and compared by content, and only a changed one is parsed again.
/// - **Writers take `.taskdeck.lock`** in the vdir only while they commit, as the JSON store
///   does, and first catch up with the files; where a task's file no longer holds the
///   version a change was made from, `TaskConflict`'s rule decides, and the version that
///   lost is appended (a whole VCALENDAR) to `<file>.conflicts` beside the task's file,
///   a name sync tools and clients ignore.
/// - **A commit of several tasks is all or nothing** as readers see it (`VdirFileBatch`):
///   every file is prepared and checked before any is renamed into place, and a rename
///   that fails puts back the ones before it. A task file that is a symbolic link is written
///   through it and stays a link.
public final class VdirTaskRepository: TaskRepository, TableBackedRepository {
    /// The path as the person gave it (used in messages).
    public let url: URL
    public let mode: FileTaskRepository.Mode
    /// The folder, links resolved.
    public let realURL: URL
    public var lockURL: URL { realURL.appendingPathComponent(".taskdeck.lock") }
    /// How long a writer waits for another writer's lock.
    public var lockTimeout: Duration = .seconds(5)
    /// How VTODOs map to tasks (the local time zone).
    public var mapping = VTodoMapping()
    /// Files shown as no task, and why; updated by every read.
    public internal(set) var problems: [VdirProblem] = []
    /// vdirsyncer's config names this folder as a storage whose lists are its sub-folders,
    /// so even while it has none it is no list itself (set by the composition root).
    public var isStorageRoot = false
    /// The list (sub-folder name) new tasks without a list of their project go to; nil: the first.
    public var preferredList: String?

    let calls: any FileCalls
    /// What was read; nil before the first read (and while a write changes it in place).
    var state: State?
    /// Set while `commitReadingAll` commits: catch up on every file, not only the change's.
    var readingAll = false

    /// What was read of each file, so a refresh re-reads only files that changed.
    struct Seen: Sendable {
        var identity: FileIdentity
        var hash: UInt64
        var collection: Int
        var outcome: Outcome
        /// The task this file held before it became a problem while this process ran
        /// (broken by an editor or a sync): a change to that task is refused rather than
        /// written as a second file of its UID, and the file is never written over.
        var formerTask: TaskID? = nil

        /// The task the file holds now, or held before it became a problem.
        var heldTask: TaskID? {
            if case .task(_, let held) = outcome { return held.id }
            return formerTask
        }
    }

    enum Outcome: Sendable {
        /// A task: the file as parsed (or written), and the task as this process holds it
        /// (to the nanosecond, where the file keeps seconds).
        case task(ICalendarTaskFile, held: Task)
        /// No VTODO: an event, a journal entry.
        case notATask
        case problem(VdirProblem)
    }

    struct State {
        var collections: [VdirCollection] = []
        var seen: [String: Seen] = [:]
        var table = TaskTable()
        /// The file each shown task lives in.
        var paths: [TaskID: String] = [:]
        /// Tasks that more than one file claims (the same UID twice): the files are
        /// reported and neither is written until one is removed.
        var duplicated: Set<TaskID> = []
        /// Tasks whose file stopped reading as them while this process ran, by that file.
        var lost: [TaskID: String] = [:]
        /// Each collection folder's identity and names when last listed: a folder whose
        /// identity is the same had no file added, removed or renamed in it, provided its
        /// last change was a while before the listing (file systems with coarse timestamps
        /// would otherwise hide an addition made in the same second).
        var listings: [String: (identity: FileIdentity, listing: VdirCollection.Listing, listedAt: Int64)] = [:]
        /// Files whose names are not UTF-8, from the listings: shown as problems.
        var undecodable: [VdirProblem] {
            listings.flatMap { folder, known in known.listing.undecodable.map { VdirProblem.undecodableName(folder: folder, name: $0) } }
        }
    }

    public init(url: URL, mode: FileTaskRepository.Mode = .readWrite) {
        self.url = url
        self.mode = mode
        realURL = URL(fileURLWithPath: RealPath.resolve(url.path))
        calls = SystemFileCalls()
    }

    /// For tests: the same repository over other system calls.
    init(url: URL, mode: FileTaskRepository.Mode = .readWrite, calls: any FileCalls) {
        self.url = url
        self.mode = mode
        realURL = URL(fileURLWithPath: RealPath.resolve(url.path))
        self.calls = calls
    }

    // MARK: - Reading

    func loadedTable() throws -> TaskTable {
        try loaded().table
    }

    var hasRead: Bool { state != nil }

    func newsSinceLastRead() throws -> ExternalChanges {
        try catchUp()
    }

    /// True when changes would be refused (opened read-only, or a folder the user cannot write).
    public var refusesChanges: Bool {
        mode == .readOnly || access(realURL.path, W_OK) != 0
    }

    /// The file a task lives in (nil for a task not stored here).
    public func filePath(of id: TaskID) throws -> String? {
        try loaded().paths[id]
    }

    /// The collections' folders, the one new tasks go to by default first.
    public func collectionFolders() throws -> [String] {
        try loaded().collections.map(\.path)
    }

    func loaded() throws -> State {
        if let state { return state }
        var fresh = State()
        _ = try scan(into: &fresh)
        assemble(&fresh)
        state = fresh
        return fresh
    }
}
