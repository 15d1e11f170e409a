/// The whole file as stored: a schema version, the tasks, and any top-level keys a newer
/// taskdeck wrote (kept verbatim in `extra`).
struct TaskFileDTO: Codable, Equatable {
    /// The newest schema this build reads and writes.
    static let currentSchemaVersion = 1

    var schemaVersion: Int
    var tasks: [TaskDTO]
    var extra: [String: JSONValue]

    private static let known: Set<String> = ["schemaVersion", "tasks"]

    init(schemaVersion: Int = TaskFileDTO.currentSchemaVersion, tasks: [TaskDTO], extra: [String: JSONValue] = [:]) {
        self.schemaVersion = schemaVersion
        self.tasks = tasks
        self.extra = extra
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        schemaVersion = try container.decode(Int.self, forKey: AnyCodingKey("schemaVersion"))
        // Required: a file without its tasks (a typo'd key, a null) is damaged, not empty.
        tasks = try container.decode([TaskDTO].self, forKey: AnyCodingKey("tasks"))
        extra = try container.unknownValues(known: Self.known)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(schemaVersion, forKey: AnyCodingKey("schemaVersion"))
        try container.encode(tasks, forKey: AnyCodingKey("tasks"))
        try container.encodeUnknown(extra, known: Self.known)
    }
}

/// Only the schema version, read first so a newer file is refused before its tasks are decoded.
struct TaskFileSchemaProbe: Decodable {
    var schemaVersion: Int
}
