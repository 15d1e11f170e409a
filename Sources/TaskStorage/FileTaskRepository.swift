import Foundation
import TaskDomain

/// The JSON file adapter of `TaskRepository`: FileStore (URL <-> Data) -> TaskFileCodec
/// (Data <-> DTO) -> TaskMapper (DTO <-> Task).
///
/// - The file is read once; afterwards `loadAll()` answers from memory, so the app does
///   not re-read the file per keystroke.
/// - Every `apply` writes the whole file once, crash-safely (a bulk change is one write).
/// - A file that could not be read (unreadable, corrupt, newer schema, invalid record) is
///   never overwritten: every save first needs a successful load.
/// - Keys a newer taskdeck wrote, top-level or per task, are kept and written back.
/// - In `.readWrite` mode the repository takes `tasks.json.lock` when created and holds it
///   for its whole life; a second writer is refused with `TaskStorageError.locked`.
///   `.readOnly` takes no lock (so `list` works while the app runs) and refuses to save.
public final class FileTaskRepository: TaskRepository {
    /// Whether this repository may write (and so holds the lock).
    public enum Mode: Sendable {
        case readOnly
        case readWrite
    }

    public let url: URL
    public let mode: Mode
    var store: FileStore
    private let lock: FileLock?
    private var cache: Cache?

    /// What was loaded: the tasks in file order and what must survive a save untouched.
    private struct Cache {
        var tasks: [Task]
        var unknownTaskKeys: [TaskID: [String: JSONValue]]
        var unknownFileKeys: [String: JSONValue]
    }

    /// Opens the file at `url`; in `.readWrite` mode takes the lock now (throws `locked`).
    public init(url: URL, mode: Mode = .readWrite) throws {
        self.url = url
        self.mode = mode
        // Writes go to the file a symbolic link points to (a task file kept in a dotfiles
        // repository stays a link); the lock stays next to the name the person gave.
        self.store = FileStore(url: url.resolvingSymlinksInPath())
        self.lock = mode == .readWrite ? try FileLock(url: FileTaskRepository.lockURL(for: url)) : nil
    }

    /// The lock file next to a task file: `<name>.lock`.
    public static func lockURL(for url: URL) -> URL {
        URL(fileURLWithPath: url.path + ".lock")
    }

    public func loadAll() throws -> [Task] {
        try loaded().tasks
    }

    public func apply(upserting: [Task], deleting: Set<TaskID>) throws {
        guard mode == .readWrite else { throw TaskStorageError.readOnly(path: url.path) }
        var next = try loaded()
        if !deleting.isEmpty {
            next.tasks.removeAll { deleting.contains($0.id) }
            for id in deleting { next.unknownTaskKeys[id] = nil }
        }
        if !upserting.isEmpty {
            var position = Dictionary(next.tasks.indices.map { (next.tasks[$0].id, $0) }, uniquingKeysWith: { a, _ in a })
            for task in upserting {
                if let index = position[task.id] {
                    next.tasks[index] = task
                } else {
                    position[task.id] = next.tasks.count
                    next.tasks.append(task)
                }
            }
        }
        do {
            try write(next)
        } catch TaskStorageError.notFlushed(let path, let reason) {
            cache = next  // the file holds `next`: a later save must start from it
            throw TaskStorageError.notFlushed(path: path, reason: reason)
        }
        cache = next
    }

    // MARK: - Pipeline

    private func loaded() throws -> Cache {
        if let cache { return cache }
        let loaded = try read()
        cache = loaded
        return loaded
    }

    private func read() throws -> Cache {
        guard let data = try store.read() else {
            return Cache(tasks: [], unknownTaskKeys: [:], unknownFileKeys: [:])
        }
        let file = try TaskFileCodec(path: url.path).decode(data)
        let mapper = TaskMapper(path: url.path)
        var tasks: [Task] = []
        tasks.reserveCapacity(file.tasks.count)
        var unknownTaskKeys: [TaskID: [String: JSONValue]] = [:]
        var seen = Set<TaskID>()
        for (index, dto) in file.tasks.enumerated() {
            let task = try mapper.task(from: dto, index: index)
            guard seen.insert(task.id).inserted else {
                throw TaskStorageError.invalidRecord(path: url.path, index: index, id: dto.id,
                                                     reason: "another task has the same id")
            }
            if !dto.extra.isEmpty { unknownTaskKeys[task.id] = dto.extra }
            tasks.append(task)
        }
        return Cache(tasks: tasks, unknownTaskKeys: unknownTaskKeys, unknownFileKeys: file.extra)
    }

    private func write(_ cache: Cache) throws {
        let mapper = TaskMapper(path: url.path)
        let dtos = cache.tasks.map { mapper.dto(from: $0, extra: cache.unknownTaskKeys[$0.id] ?? [:]) }
        let file = TaskFileDTO(tasks: dtos, extra: cache.unknownFileKeys)
        try store.write(try TaskFileCodec(path: url.path).encode(file))
    }
}
