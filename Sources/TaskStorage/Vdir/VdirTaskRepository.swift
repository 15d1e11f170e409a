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
    public private(set) var problems: [VdirProblem] = []
    /// vdirsyncer's config names this folder as a storage whose lists are its sub-folders,
    /// so even while it has none it is no list itself (set by the composition root).
    public var isStorageRoot = false
    /// The list (sub-folder name) new tasks without a list of their project go to; nil: the first.
    public var preferredList: String?

    let calls: any FileCalls
    private var state: State?
    /// Set while `commitReadingAll` commits: catch up on every file, not only the change's.
    private var readingAll = false

    /// What was read of each file, so a refresh re-reads only files that changed.
    private struct Seen: Sendable {
        var identity: FileIdentity
        var hash: UInt64
        var collection: Int
        var outcome: Outcome
    }

    private enum Outcome: Sendable {
        /// A task: the file as parsed (or written), and the task as this process holds it
        /// (to the nanosecond, where the file keeps seconds).
        case task(ICalendarTaskFile, held: Task)
        /// No VTODO: an event, a journal entry.
        case notATask
        case problem(VdirProblem)
    }

    private struct State {
        var collections: [VdirCollection] = []
        var seen: [String: Seen] = [:]
        var table = TaskTable()
        /// The file each shown task lives in.
        var paths: [TaskID: String] = [:]
        /// Tasks that more than one file claims (the same UID twice): the files are
        /// reported and neither is written until one is removed.
        var duplicated: Set<TaskID> = []
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

    public func refresh() throws -> ExternalChanges {
        guard state != nil else {
            _ = try loaded()
            return .none
        }
        return try catchUp()
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

    private func loaded() throws -> State {
        if let state { return state }
        var fresh = State()
        _ = try scan(into: &fresh)
        assemble(&fresh)
        state = fresh
        return fresh
    }

    /// Lists every collection and reads the files that are new or changed since `state`
    /// last saw them; true when anything changed.
    private func scan(into state: inout State) throws -> Bool {
        let collections = try VdirCollection.discover(root: realURL.path, isStorageRoot: isStorageRoot)
        var changed = collections != state.collections
        var seen: [String: Seen] = [:]
        seen.reserveCapacity(state.seen.count)
        var listings: [String: (identity: FileIdentity, listing: VdirCollection.Listing, listedAt: Int64)] = [:]
        var pending: [Unparsed] = []
        let now = Int64(Date().timeIntervalSince1970 * 1e9)
        for (index, collection) in collections.enumerated() {
            let names: [String]
            let folderIdentity = FileIdentity.of(collection.path)
            if let folderIdentity, let known = state.listings[collection.path], known.identity == folderIdentity,
               folderIdentity.modified < known.listedAt - 2_000_000_000 {
                names = known.listing.names
                listings[collection.path] = known
            } else {
                let listing = try VdirCollection.fullListing(of: collection.path)
                names = listing.names
                if listing.undecodable != state.listings[collection.path]?.listing.undecodable { changed = true }
                if let folderIdentity { listings[collection.path] = (folderIdentity, listing, now) }
            }
            for name in names where name.hasSuffix(".ics") && !name.hasPrefix(".") {
                let path = collection.path + "/" + name
                if var known = state.seen[path], known.collection == index {
                    if FileIdentity.of(path) == known.identity {
                        seen[path] = known
                        continue
                    }
                    guard let (bytes, identity) = read(path) else { changed = true; continue }
                    let hash = ContentHash.of(bytes)
                    known.identity = identity
                    if hash == known.hash {
                        seen[path] = known  // touched, or rewritten with the same bytes
                        continue
                    }
                    pending.append(Unparsed(path: path, bytes: bytes, identity: identity, hash: hash, collection: index,
                                            project: collection.project))
                } else if let (bytes, identity) = read(path) {
                    pending.append(Unparsed(path: path, bytes: bytes, identity: identity, hash: ContentHash.of(bytes),
                                            collection: index, project: collection.project))
                }
                changed = true
            }
        }
        for (file, parsed) in zip(pending, Self.parse(pending, mapping: mapping)) { seen[file.path] = parsed }
        if seen.count != state.seen.count { changed = true }
        state.collections = collections
        state.seen = seen
        state.listings = listings
        return changed
    }

    /// The bytes and identity of a regular file; nil when it is gone or not a regular file.
    /// A file that exists but cannot be read comes back empty, which parses as a problem.
    private func read(_ path: String) -> ([UInt8], FileIdentity)? {
        let fd: Int32
        switch POSIX.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK) {
        case .success(let opened): fd = opened
        case .failure(let error) where error.code == ENOENT: return nil
        case .failure:
            guard let identity = FileIdentity.of(path) else { return nil }
            return ([], identity)
        }
        defer { close(fd) }
        guard case .success(let status) = POSIX.status(of: fd), status.st_mode & S_IFMT == S_IFREG else { return nil }
        guard case .success(let bytes) = POSIX.readAll(fd), case .success(let after) = POSIX.status(of: fd) else {
            return ([], FileIdentity(status))
        }
        return (bytes, FileIdentity(after))
    }

    /// A file read but not parsed yet.
    private struct Unparsed: Sendable {
        var path: String
        var bytes: [UInt8]
        var identity: FileIdentity
        var hash: UInt64
        var collection: Int
        /// The collection's project, for tasks that name none.
        var project: String?
    }

    /// Parses files, on every core when there are many (a first load of 10,000): parsing
    /// is most of a load, and files are independent.
    private static func parse(_ files: [Unparsed], mapping: VTodoMapping) -> [Seen] {
        guard files.count >= 256 else { return files.map { parse($0, mapping: mapping) } }
        return [Seen](unsafeUninitializedCapacity: files.count) { buffer, count in
            guard let base = buffer.baseAddress else { return }
            // Each iteration initializes its own element: no two threads touch one.
            nonisolated(unsafe) let output = base
            DispatchQueue.concurrentPerform(iterations: files.count) { index in
                (output + index).initialize(to: parse(files[index], mapping: mapping))
            }
            count = files.count
        }
    }

    private static func parse(_ file: Unparsed, mapping: VTodoMapping) -> Seen {
        let outcome: Outcome
        if file.bytes.isEmpty {
            outcome = .problem(.unreadable(path: file.path, line: 0, detail: "the file is empty or cannot be read"))
        } else {
            do {
                let fallback = Date(timeIntervalSince1970: Double(file.identity.modified) / 1e9)
                if let parsed = try ICalendarTaskFile.parse(file.bytes, mapping: mapping, inheritedProject: file.project,
                                                            fallbackDate: fallback) {
                    outcome = .task(parsed, held: parsed.task)
                } else {
                    outcome = .notATask
                }
            } catch {
                outcome = .problem(.unreadable(path: file.path, line: error.line ?? 0, detail: error.detail))
            }
        }
        return Seen(identity: file.identity, hash: file.hash, collection: file.collection, outcome: outcome)
    }

    /// Builds the table from what was read: by creation time, then path (a stable order
    /// across runs: file names mean nothing); the first file of a UID wins.
    private func assemble(_ state: inout State) {
        var found: [(task: Task, path: String)] = []
        found.reserveCapacity(state.seen.count)
        var problems: [VdirProblem] = []
        for (path, seen) in state.seen {
            switch seen.outcome {
            case .task(_, let held): found.append((held, path))
            case .notATask: break
            case .problem(let problem): problems.append(problem)
            }
        }
        found.sort { ($0.task.created, $0.path) < ($1.task.created, $1.path) }
        var byPath = found
        byPath.sort { $0.path < $1.path }
        var owner: [TaskID: String] = [:]
        var duplicated: Set<TaskID> = []
        for (task, path) in byPath {
            if let first = owner[task.id] {
                duplicated.insert(task.id)
                let uid: String
                if case .task(let file, _)? = state.seen[path]?.outcome { uid = file.uid } else { uid = task.id.description }
                problems.append(.duplicateUID(uid: uid, shown: first, ignored: path))
            } else {
                owner[task.id] = path
            }
        }
        state.table = TaskTable(tasks: found.filter { owner[$0.task.id] == $0.path }.map(\.task), extras: [:])
        // RELATED-TO lines name a task by the UID in its file (VTodoMapping.realUIDs).
        var realUIDs: [TaskID: String] = [:]
        for (id, path) in owner {
            if case .task(let file, _)? = state.seen[path]?.outcome, file.uid != id.description { realUIDs[id] = file.uid }
        }
        mapping.realUIDs = realUIDs
        state.paths = owner
        state.duplicated = duplicated
        let rootFiles = state.collections.first { $0.isRoot && (isStorageRoot || state.collections.count > 1) }
            .map { root in state.seen.keys.count { ($0 as NSString).deletingLastPathComponent == root.path } } ?? 0
        let firstList = state.collections.first { !$0.isRoot }?.name
        if rootFiles > 0 { problems.append(.rootNotSynced(folder: url.path, files: rootFiles, firstList: firstList)) }
        if isStorageRoot, firstList == nil { problems.append(.noTaskList(folder: url.path)) }
        self.problems = (problems + state.undecodable).sorted { $0.path < $1.path }
    }

    /// Catches up with the files of `ids` only, so a commit costs the files it touches and
    /// not the whole folder (the idle refresh reads the rest about once a second). When one
    /// of them is gone (removed, or replaced under another name by a sync tool) the whole
    /// folder is read again, which finds where the task went.
    private func catchUp(on ids: [TaskID]) throws -> ExternalChanges {
        guard var current = state else { return .none }
        let old = current.table
        var changed = false
        for id in ids {
            guard let path = current.paths[id], let known = current.seen[path] else { continue }
            guard let identity = FileIdentity.of(path) else { return try catchUp() }
            guard identity != known.identity else { continue }
            guard let (bytes, readIdentity) = read(path) else { return try catchUp() }
            let hash = ContentHash.of(bytes)
            guard hash != known.hash else {
                current.seen[path]?.identity = readIdentity  // touched, or rewritten with the same bytes
                continue
            }
            let collection = current.collections[known.collection]
            let reread = Self.parse(Unparsed(path: path, bytes: bytes, identity: readIdentity, hash: hash,
                                             collection: known.collection, project: collection.project),
                                    mapping: mapping)
            guard case .task(_, let held) = reread.outcome, held.id == id else {
                // Half-written by an editor, broken, or now another task: not "deleted".
                throw TaskStorageError.taskFileNotWritable(path: path, reason: .noLongerTheTask)
            }
            current.seen[path] = reread
            changed = true
        }
        guard changed else {
            state = current
            return .none
        }
        assemble(&current)
        state = current
        return current.table.changes(since: old)
    }

    /// Catches up with the folder; what others changed.
    private func catchUp() throws -> ExternalChanges {
        guard var current = state else { return .none }
        let old = current.table
        guard try scan(into: &current) else { return .none }
        assemble(&current)
        state = current
        return current.table.changes(since: old)
    }

    // MARK: - Writing

    public func commit(_ change: TaskChange) throws -> CommitReport {
        guard !change.isEmpty else { return .clean }
        return try commit(ids: Set(change.ids)) { _ in change }
    }

    /// A commit whose planning reads every task: the whole folder is caught up with first
    /// (a `stat` per file), not only the files of `ids`.
    public func commitReadingAll(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport {
        readingAll = true
        defer { readingAll = false }
        return try commit(ids: ids, planning: planning)
    }

    public func commit(ids: Set<TaskID>, planning: ([TaskID: Task]) throws -> TaskChange) throws -> CommitReport {
        guard mode == .readWrite else { throw TaskStorageError.readOnly(path: url.path) }
        let firstRead = state == nil
        _ = try loaded()
        let lock = try WriteLock(path: lockURL.path, timeout: lockTimeout)
        defer { withExtendedLifetime(lock) {} }
        var report = CommitReport(external: try readingAll ? catchUp() : catchUp(on: Array(ids)))
        // A task this change would add may have been added meanwhile by another writer (an
        // import running beside this one): its file is there under its UID's name. Then the
        // folder is read again, so it is caught up with and never written a second time.
        if let current = state, ids.contains(where: { current.paths[$0] == nil && newFileExists(for: $0) }) {
            report.external = report.external.merged(with: try catchUp())
        }
        if firstRead { report.external = .none }
        let change = try planning(try loaded().table.tasks(withIDs: ids))
        guard !change.isEmpty else { return report }
        if let current = state, let id = change.ids.first(where: current.duplicated.contains) {
            throw TaskStorageError.taskFileNotWritable(
                path: current.paths[id] ?? url.path,
                reason: .duplicateUID)
        }
        var finals: [(id: TaskID, task: Task?)] = []
        for entry in change.entries {
            let stored = state?.table[entry.id]
            if stored == entry.after {  // another writer made the very same change
                report.madeByOthers.append(entry.id)
                continue
            }
            var final = entry.after
            if stored != entry.before {
                let conflict = TaskConflict.resolve(id: entry.id, base: entry.before, ours: entry.after, theirs: stored)
                report.conflicts.append(conflict)
                final = conflict.kept
                if let loser = conflict.setAside {
                    report.setAsideLocation = try keep(loser, of: entry.id)
                }
            }
            guard final != stored else { continue }
            finals.append((entry.id, final))
        }
        try write(finals)
        return report
    }

    /// Whether a file named for a new task's UID is in any collection already.
    private func newFileExists(for id: TaskID) -> Bool {
        let name = TaskUID.uid(for: id) + ".ics"
        return state?.collections.contains { FileIdentity.of($0.path + "/" + name) != nil } ?? false
    }

    /// Writes the tasks' files (a nil task: removes its file) all or nothing
    /// (`VdirFileBatch`), then takes what was written into the state. Caller holds the lock.
    private func write(_ finals: [(id: TaskID, task: Task?)]) throws {
        guard var current = state, !finals.isEmpty else { return }
        // Taken out while it changes, so its tables are changed in place rather than copied
        // (10,000 files' worth) on the first write; put back however this ends.
        state = nil
        defer { state = current }
        /// What to record for each change once it is on disk.
        enum Outcome {
            case written(path: String, file: ICalendarTaskFile, bytes: [UInt8], collection: Int, task: Task)
            case removed(path: String)
        }
        var changes: [VdirFileBatch.Change] = []
        var outcomes: [(id: TaskID, outcome: Outcome)] = []
        var newPaths = Set<String>()
        // A done occurrence of a repeating task is a new task made in the same change as the
        // series moving on, with its title and created time: it stays in the series' list.
        var seriesLists: [String: Int] = [:]
        for (id, task) in finals {
            if let task, let path = current.paths[id], let seen = current.seen[path] {
                seriesLists[Self.occurrenceKey(task)] = seen.collection
            }
        }
        for (id, task) in finals {
            if let path = current.paths[id], let seen = current.seen[path], case .task(var file, _) = seen.outcome {
                if let task {
                    file.update(to: task, mapping: mapping, inheritedProject: current.collections[seen.collection].project)
                    let bytes = file.bytes
                    changes.append(.replace(path: path, bytes: bytes, expecting: seen.identity))
                    outcomes.append((id, .written(path: path, file: file, bytes: bytes, collection: seen.collection, task: task)))
                } else {
                    changes.append(.remove(path: path, expecting: seen.identity))
                    outcomes.append((id, .removed(path: path)))
                }
            } else if let task {
                guard let index = seriesLists[Self.occurrenceKey(task)] ?? collectionIndex(for: task, in: current.collections) else {
                    throw TaskStorageError.noTaskList(root: url.path)
                }
                let collection = current.collections[index]
                let uid = TaskUID.uid(for: id)
                let path = collection.path + "/" + uid + ".ics"
                guard newPaths.insert(path).inserted else { continue }
                let file = ICalendarTaskFile(newTask: task, uid: uid, mapping: mapping, inheritedProject: collection.project)
                let bytes = file.bytes
                changes.append(.create(path: path, bytes: bytes))
                outcomes.append((id, .written(path: path, file: file, bytes: bytes, collection: index, task: task)))
            }
        }
        let identities = try VdirFileBatch(calls: calls).apply(changes)
        for ((id, outcome), identity) in zip(outcomes, identities) {
            switch outcome {
            case .written(let path, let file, let bytes, let collection, let task):
                guard let identity else { continue }
                current.seen[path] = Seen(identity: identity, hash: ContentHash.of(bytes), collection: collection,
                                          outcome: .task(file, held: task))
                current.paths[id] = path
                current.table.set(id, to: task)
            case .removed(let path):
                current.seen[path] = nil
                current.paths[id] = nil
                current.table.set(id, to: nil)
            }
        }
    }

    /// What a done occurrence shares with its series (`Task.occurrenceRecord`).
    private static func occurrenceKey(_ task: Task) -> String {
        "\(task.created.timeIntervalSinceReferenceDate)\u{0}\(task.title)"
    }

    /// The collection a new task goes to: the one whose displayname gives its project, else
    /// the preferred list, else the first; never the root of a storage root. Nil: no list.
    private func collectionIndex(for task: Task, in collections: [VdirCollection]) -> Int? {
        let rootIsAList = !isStorageRoot && collections.allSatisfy(\.isRoot)
        let lists = collections.indices.filter { rootIsAList || !collections[$0].isRoot }
        if let project = task.project, let index = lists.first(where: { collections[$0].project == project }) {
            return index
        }
        if let preferredList, let index = lists.first(where: { collections[$0].name == preferredList }) {
            return index
        }
        return lists.first
    }

    /// Appends the version that lost a conflict, as a whole calendar, to `<file>.conflicts`
    /// beside the task's file (or the first collection's `.taskdeck.conflicts` for a task
    /// without a file), flushed before the write that replaces it. Returns that path.
    private func keep(_ loser: Task, of id: TaskID) throws -> String {
        guard let current = state else { return "" }
        let bytes: [UInt8]
        let target: String
        if let path = current.paths[id], let seen = current.seen[path], case .task(var file, _) = seen.outcome {
            file.update(to: loser, mapping: mapping, inheritedProject: current.collections[seen.collection].project)
            bytes = file.bytes
            target = path + ".conflicts"
        } else {
            bytes = ICalendarTaskFile(newTask: loser, uid: TaskUID.uid(for: id), mapping: mapping, inheritedProject: nil).bytes
            target = conflictsFileWithoutTaskFile(collections: current.collections.map(\.path))
        }
        try appendSetAside(bytes, to: target)
        return target
    }
}
