import Foundation
import TaskDomain

/// DTO <-> domain: the only place that knows both shapes.
struct TaskMapper {
    /// How the file is named in error messages.
    let path: String

    /// A domain task from record number `index`; throws `invalidRecord` saying why.
    func task(from dto: TaskDTO, index: Int) throws -> Task {
        func invalid(_ problem: TaskStorageError.RecordProblem) -> TaskStorageError {
            .invalidRecord(path: path, index: index, id: dto.id, problem: problem)
        }
        guard let id = TaskID(dto.id) else { throw invalid(.idNotUUID(dto.id)) }
        guard let status = TaskStatus(rawValue: dto.status) else { throw invalid(.unknownStatus(dto.status)) }
        guard let priority = Priority(rawValue: dto.priority) else { throw invalid(.unknownPriority(dto.priority)) }
        var due: Due?
        if let text = dto.due {
            guard let parsed = Due(storageString: text) else { throw invalid(.unreadableDue(text)) }
            due = parsed
        }
        func date(_ text: String?, key: String) throws -> Due? {
            guard let text else { return nil }
            guard let parsed = Due(storageString: text) else { throw invalid(.unreadableDate(key: key, value: text)) }
            return parsed
        }
        let wait = try date(dto.wait, key: "wait"), scheduled = try date(dto.scheduled, key: "scheduled")
        let until = try date(dto.until, key: "until")
        var parent: TaskID?
        if let text = dto.parent {
            guard let parsed = TaskID(text) else { throw invalid(.parentNotUUID(text)) }
            parent = parsed
        }
        var depends = Set<TaskID>()
        for text in dto.depends {
            guard let parsed = TaskID(text) else { throw invalid(.dependencyNotUUID(text)) }
            depends.insert(parsed)
        }
        do {
            return try Task(id: id, title: dto.title, notes: dto.notes, status: status, created: dto.created,
                            modified: dto.modified, completed: dto.completed, due: due, priority: priority,
                            project: dto.project, tags: dto.tags, parent: parent, recurrence: dto.recurrence?.recurrence,
                            kept: KeptFields(dto.kept), wait: wait, scheduled: scheduled, until: until,
                            intervals: dto.intervals.map { WorkInterval(start: $0.start, end: $0.end) }, depends: depends,
                            annotations: dto.annotations.map { Annotation(entry: $0.entry, text: $0.text) },
                            fields: CustomFields(dto.fields))
        } catch {
            throw invalid(.invalidTask(error))
        }
    }

    /// The DTO for `task`, carrying the unknown keys its record had when loaded.
    /// A repeat kept verbatim in `extra` gives way to a rule the task was given since.
    func dto(from task: Task, extra: [String: JSONValue]) -> TaskDTO {
        var extra = extra
        if task.recurrence != nil { extra[RecurrenceDTO.key] = nil }
        var dto = TaskDTO(id: task.id.description, title: task.title, notes: task.notes, status: task.status.rawValue,
                created: task.created, modified: task.modified, completed: task.completed,
                due: task.due?.storageString, priority: task.priority.rawValue, project: task.project,
                tags: task.sortedTags, parent: task.parent?.description,
                recurrence: task.recurrence.map(RecurrenceDTO.init), kept: task.kept.values,
                wait: task.wait?.storageString, scheduled: task.scheduled?.storageString,
                until: task.until?.storageString,
                intervals: task.intervals.map { WorkIntervalDTO(start: $0.start, end: $0.end) }, extra: extra,
                annotations: task.annotations.map { AnnotationDTO(entry: $0.entry, text: $0.text) })
        dto.depends = task.depends.sorted().map(\.description)
        dto.fields = task.fields.values
        return dto
    }
}
