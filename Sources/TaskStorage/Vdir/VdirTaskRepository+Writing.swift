import Foundation
import SystemCalls
import TaskDomain
import TaskICalendar
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing: a commit catches up with the files it touches, resolves conflicts by
/// `TaskConflict`'s rule, and writes every file it changes all or nothing (`VdirFileBatch`).
extension VdirTaskRepository {
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
        if let current = state, let id = change.ids.first(where: { current.lost[$0] != nil }) {
            // Its file no longer reads as it: never written over, nor doubled by a new file.
            throw TaskStorageError.taskFileNotWritable(path: current.lost[id] ?? url.path, reason: .noLongerTheTask)
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
    func newFileExists(for id: TaskID) -> Bool {
        let name = TaskUID.uid(for: id) + ".ics"
        return state?.collections.contains { FileIdentity.of($0.path + "/" + name) != nil } ?? false
    }

    /// Writes the tasks' files (a nil task: removes its file) all or nothing
    /// (`VdirFileBatch`), then takes what was written into the state. Caller holds the lock.
    func write(_ finals: [(id: TaskID, task: Task?)]) throws {
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
                if case .problem? = current.seen[path]?.outcome {
                    // The task's own file, unreadable since this process read the folder.
                    throw TaskStorageError.taskFileNotWritable(path: path, reason: .noLongerTheTask)
                }
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
    static func occurrenceKey(_ task: Task) -> String {
        "\(task.created.timeIntervalSinceReferenceDate)\u{0}\(task.title)"
    }

    /// The collection a new task goes to: the one whose displayname gives its project, else
    /// the preferred list, else the first; never the root of a storage root. Nil: no list.
    func collectionIndex(for task: Task, in collections: [VdirCollection]) -> Int? {
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
    func keep(_ loser: Task, of id: TaskID) throws -> String {
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
