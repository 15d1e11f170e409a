import Foundation
import TaskDomain

/// One task record's keys read into a `TaskDTO`, with its work intervals and annotations.
extension TaskFileReader {
    /// A task record, and whether it had every key taskdeck writes and no `null`.
    mutating func task() throws -> (TaskDTO, Bool) {
        var id: String?, title: String?, created: Date?
        var notes = "", status = "pending", priority = "none"
        var modified: Date?, completed: Date?, due: String?, project: String?, parent: String?
        var wait: String?, scheduled: String?, until: String?
        var intervals: [WorkIntervalDTO] = []
        var depends: [String] = []
        var annotations: [AnnotationDTO] = []
        var fields: [String: String] = [:]
        var tags: [String] = []
        var recurrence: RecurrenceDTO?
        var kept: [String: String] = [:]
        var extra: [String: JSONValue] = [:]
        var written = 0  // notes, status, modified, priority, tags: the keys always written
        var sawNull = false
        func orNull<T>(_ reader: inout TaskFileReader, _ read: (inout TaskFileReader) throws -> T) throws -> T? {
            let value = try reader.optional(read)
            if value == nil { sawNull = true }
            return value
        }
        try object { reader, key in
            switch key {
            case "id": id = try reader.string()
            case "title": title = try reader.string()
            case "notes": notes = try reader.string(); written += 1
            case "status": status = try reader.string(); written += 1
            case "created": created = try reader.date()
            case "modified": modified = try orNull(&reader) { try $0.date() }; written += 1
            case "completed": completed = try orNull(&reader) { try $0.date() }
            case "due": due = try orNull(&reader) { try $0.string() }
            case "priority": priority = try reader.string(); written += 1
            case "project": project = try orNull(&reader) { try $0.string() }
            case "parent": parent = try orNull(&reader) { try $0.string() }
            case "wait": wait = try orNull(&reader) { try $0.string() }
            case "scheduled": scheduled = try orNull(&reader) { try $0.string() }
            case "until": until = try orNull(&reader) { try $0.string() }
            case "intervals":
                intervals = []
                try reader.array { reader in intervals.append(try reader.interval()) }
            case "depends":
                depends = []
                try reader.array { reader in depends.append(try reader.string()) }
            case "fields":
                fields = [:]
                try reader.object { reader, name in fields[name] = try reader.string() }
            case "annotations":
                annotations = []
                try reader.array { reader in annotations.append(try reader.annotation()) }
            case "tags":
                tags = []
                try reader.array { reader in tags.append(try reader.string()) }
                written += 1
            case "kept":
                try reader.object { reader, name in kept[name] = try reader.string() }
            case "repeat":
                let value = try reader.value()
                if value == .null {
                    sawNull = true
                } else {
                    recurrence = RecurrenceDTO(stored: value)
                    if recurrence == nil { extra[key] = value }  // kept verbatim, as an older taskdeck does
                }
            default: extra[key] = try reader.value()
            }
        }
        guard let id, let title, let created else { throw Unreadable() }
        var dto = TaskDTO(id: id, title: title, notes: notes, status: status, created: created,
                          modified: modified ?? created, completed: completed, due: due, priority: priority,
                          project: project, tags: tags, parent: parent, recurrence: recurrence, kept: kept,
                          wait: wait, scheduled: scheduled, until: until, intervals: intervals, extra: extra,
                          annotations: annotations)
        dto.depends = depends
        dto.fields = fields
        return (dto, written == 5 && !sawNull)
    }

    /// One work interval: `start` and an optional `end`, nothing else (else the Codable path decides).
    mutating func interval() throws -> WorkIntervalDTO {
        var start: Date?, end: Date?
        try object { reader, key in
            switch key {
            case "start": start = try reader.date()
            case "end": end = try reader.date()
            default: throw Unreadable()
            }
        }
        guard let start else { throw Unreadable() }
        return WorkIntervalDTO(start: start, end: end)
    }

    /// One annotation: `entry` and `text`, nothing else (else the Codable path decides).
    mutating func annotation() throws -> AnnotationDTO {
        var entry: Date?, text: String?
        try object { reader, key in
            switch key {
            case "entry": entry = try reader.date()
            case "text": text = try reader.string()
            default: throw Unreadable()
            }
        }
        guard let entry, let text else { throw Unreadable() }
        return AnnotationDTO(entry: entry, text: text)
    }
}
