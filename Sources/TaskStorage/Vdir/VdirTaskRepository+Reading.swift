import Foundation
import SystemCalls
import TaskDomain
import TaskICalendar
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading the folder: listing the collections, reading the files that are new or changed,
/// parsing them (on every core for many), building the table, and catching up with others.
extension VdirTaskRepository {
    /// Lists every collection and reads the files that are new or changed since `state`
    /// last saw them; true when anything changed.
    func scan(into state: inout State) throws -> Bool {
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
                                            project: collection.project, formerTask: known.heldTask))
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
    func read(_ path: String) -> ([UInt8], FileIdentity)? {
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
    struct Unparsed: Sendable {
        var path: String
        var bytes: [UInt8]
        var identity: FileIdentity
        var hash: UInt64
        var collection: Int
        /// The collection's project, for tasks that name none.
        var project: String?
        /// The task the file held when last read (`Seen.formerTask`).
        var formerTask: TaskID? = nil
    }

    /// Parses files, on every core when there are many (a first load of 10,000): parsing
    /// is most of a load, and files are independent.
    static func parse(_ files: [Unparsed], mapping: VTodoMapping) -> [Seen] {
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

    static func parse(_ file: Unparsed, mapping: VTodoMapping) -> Seen {
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
        var formerTask: TaskID?
        if case .problem = outcome { formerTask = file.formerTask }
        return Seen(identity: file.identity, hash: file.hash, collection: file.collection, outcome: outcome,
                    formerTask: formerTask)
    }

    /// Builds the table from what was read: by creation time, then path (a stable order
    /// across runs: file names mean nothing); the first file of a UID wins.
    func assemble(_ state: inout State) {
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
        state.lost = [:]
        for (path, seen) in state.seen {
            if let id = seen.formerTask, owner[id] == nil { state.lost[id] = path }
        }
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
    func catchUp(on ids: [TaskID]) throws -> ExternalChanges {
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
    func catchUp() throws -> ExternalChanges {
        guard var current = state else { return .none }
        let old = current.table
        guard try scan(into: &current) else { return .none }
        let known = Set(problems.map(\.path))
        assemble(&current)
        state = current
        var changes = current.table.changes(since: old)
        changes.unreadable = problems.filter { $0.hidesAFile && !known.contains($0.path) }
            .map { UnreadableFile(path: $0.path, reason: $0.reason) }
        return changes
    }
}
