import Foundation
import TaskDomain

/// A fast reader of well-formed task files: bytes straight to `TaskFileDTO`, about ten
/// times faster than `JSONDecoder` with `Codable` (launching on 100,000 tasks reads ~30 MB).
///
/// It reads strict JSON and the usual shape of a task file (dates as
/// `YYYY-MM-DDTHH:MM:SSZ`). Anything else (a syntax error, a value of the wrong type, a
/// date in another ISO 8601 form, invalid UTF-8) makes it return nil, and the caller
/// decodes with `JSONDecoder`, which accepts the other forms and words every error.
struct TaskFileReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// How deeply nested the value being read is.
    var depth = 0

    /// Not this reader's to read; the `Codable` path takes over.
    struct Unreadable: Error {}

    /// One task record as read: its DTO, its place, and its bytes as written (valid only
    /// while the callback runs); `isComplete` when every key taskdeck writes was there and
    /// none was `null`, so only normalization could make a rewrite differ from the bytes.
    struct Record {
        let dto: TaskDTO
        let index: Int
        let bytes: UnsafeBufferPointer<UInt8>
        let isComplete: Bool
    }

    /// The file, or nil when the `Codable` path must decide.
    static func read(_ data: Data) -> TaskFileDTO? {
        var tasks: [TaskDTO] = []
        guard var file = try? read(data, eachTask: { tasks.append($0.dto) }) else { return nil }
        file.tasks = tasks
        return file
    }

    /// Reads the file, handing each task to `eachTask` (with its index) as soon as it is
    /// read, so 100,000 records never sit in memory as DTOs; returns the file without its
    /// tasks, or nil when the `Codable` path must decide (after some tasks may have been
    /// handed over: the caller starts again). An error `eachTask` throws ends the read.
    static func read(_ data: Data, eachTask: (Record) throws -> Void) throws -> TaskFileDTO? {
        try data.withUnsafeBytes { raw in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return nil }
            var reader = TaskFileReader(bytes: UnsafeBufferPointer(start: base, count: raw.count))
            do {
                return try reader.file(eachTask)
            } catch is Unreadable {
                return nil
            }
        }
    }

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    // MARK: - The task file's shape

    /// What a file's top level holds besides its tasks, as far as one reader got.
    struct TopLevel {
        var schemaVersion: Int?
        var sawTasks = false
        var extra: [String: JSONValue] = [:]
    }

    /// The head of a split read met the record where the tail's reader started.
    struct ReachedSplit: Error {
        let top: TopLevel
    }

    mutating func file(stoppingAt stop: Int? = nil, _ eachTask: (Record) throws -> Void) throws -> TaskFileDTO {
        var top = TopLevel()
        try object { reader, key in try reader.topLevelMember(key, &top, stoppingAt: stop, eachTask) }
        return try finished(top)
    }

    /// The end of the file: nothing but whitespace after the top level, which had tasks under
    /// the schema this reader knows.
    mutating func finished(_ top: TopLevel) throws -> TaskFileDTO {
        skipWhitespace()
        guard index == bytes.count, top.sawTasks, let schemaVersion = top.schemaVersion,
              schemaVersion == TaskFileDTO.currentSchemaVersion else {
            throw Unreadable()
        }
        return TaskFileDTO(schemaVersion: schemaVersion, tasks: [], extra: top.extra)
    }

    /// One member of the top-level object; reading the tasks stops (throwing `ReachedSplit`)
    /// before the record that starts at byte `stop`.
    mutating func topLevelMember(_ key: String, _ top: inout TopLevel, stoppingAt stop: Int?,
                                         _ eachTask: (Record) throws -> Void) throws {
        switch key {
        case "schemaVersion":
            guard case .integer(let value) = try value(), let version = Int(exactly: value),
                  version == TaskFileDTO.currentSchemaVersion else {
                throw Unreadable()
            }
            top.schemaVersion = version
        case "tasks":
            // Tasks are only read under a known schema, and only once.
            guard top.schemaVersion != nil, !top.sawTasks else { throw Unreadable() }
            top.sawTasks = true
            var count = 0
            let before = top
            try array { reader in
                reader.skipWhitespace()
                if reader.index == stop { throw ReachedSplit(top: before) }
                try reader.taskRecord(count, eachTask)
                count += 1
            }
        default:
            top.extra[key] = try value()
        }
    }

    mutating func taskRecord(_ index: Int, _ eachTask: (Record) throws -> Void) throws {
        skipWhitespace()
        let start = self.index
        let (dto, isComplete) = try task()
        let bytes = UnsafeBufferPointer(rebasing: bytes[start..<self.index])
        try eachTask(Record(dto: dto, index: index, bytes: bytes, isComplete: isComplete))
    }
}
