import Foundation
import TaskDomain

/// Taskwarrior's JSON, as `task export` writes and `task import` reads it.
///
/// Notes are one annotation (the whole text, line breaks kept: Taskwarrior keeps them);
/// several annotations import as the notes' lines, oldest first. A due date is a UTC
/// instant: a whole day is local midnight of that day, and local midnight reads back as a
/// whole day. Deleted tasks and recurring templates are skipped (their instances are
/// ordinary tasks); `waiting` is pending. Other Taskwarrior fields (`wait`, `scheduled`,
/// `until`, `depends`, user-defined attributes) are not imported.
public struct TaskwarriorFormat: InterchangeFormat {
    public init() {}

    public var name: String { "taskwarrior" }
    public var fileExtensions: [String] { ["json"] }

    /// JSON whose first object has Taskwarrior's `uuid` and `description`.
    public func detect(_ text: InterchangeText) -> Bool {
        guard let first = text.firstSignificantCharacter, first == "[" || first == "{" else { return false }
        guard let record = (try? JSONRecord.records(in: text, source: ""))?.first else { return false }
        return record.object["uuid"] != nil && record.object["description"] != nil
    }

    public func decode(_ text: InterchangeText, context: InterchangeContext) throws -> ImportDocument {
        guard !text.isBlank else { return ImportDocument() }
        var document = ImportDocument()
        for record in try JSONRecord.records(in: text, source: context.source) {
            let status = try record.requiredString("status")
            switch status {
            case "deleted": document.skipped[.deleted, default: 0] += 1
            case "recurring": document.skipped[.recurringParent, default: 0] += 1
            case "pending", "waiting", "completed": document.tasks.append(try task(from: record, status: status, context: context))
            default: throw record.malformed("status", "'\(status)' is not pending, waiting, completed, deleted or recurring")
            }
        }
        return document
    }

    private func task(from record: JSONRecord, status: String, context: InterchangeContext) throws -> ImportedTask {
        let uuid = try record.requiredString("uuid")
        guard let id = TaskID(uuid) else { throw record.malformed("uuid", "'\(uuid)' is not a UUID") }
        func date(_ key: String, in record: JSONRecord) throws -> Date? {
            guard let text = try record.string(key) else { return nil }
            guard let date = TaskwarriorDate.parse(text) else {
                throw record.malformed(key, "'\(text)' is not a time such as 20260311T100000Z")
            }
            return date
        }
        guard let entry = try date("entry", in: record) else { throw record.malformed("entry", "missing") }
        let priorityText = try record.string("priority")
        let priority: Priority
        switch priorityText {
        case nil, "": priority = .none
        case "H": priority = .high
        case "M": priority = .medium
        case "L": priority = .low
        case let other?: throw record.malformed("priority", "'\(other)' is not H, M or L")
        }
        let dates = LocalDates(calendar: context.calendar)
        let dueInstant = try date("due", in: record)
        let due = dueInstant.map(dates.due(at:))
        let annotations = try record.objects("annotations").map { annotation in
            (entry: try date("entry", in: annotation) ?? .distantPast, text: try annotation.string("description") ?? "")
        }
        let notes = annotations.enumerated().sorted { ($0.element.entry, $0.offset) < ($1.element.entry, $1.offset) }
            .map(\.element.text).joined(separator: "\n")
        let modified = try date("modified", in: record)
        let title = try record.requiredString("description"), end = try date("end", in: record)
        let project = try record.string("project"), tags = try record.strings("tags")
        let task = try InterchangeError.validating(source: record.source, location: record.location) { () throws(TaskDomainError) in
            try Task(id: id, title: title, notes: notes, status: status == "completed" ? .completed : .pending,
                     created: entry, modified: modified, completed: end, due: due, priority: priority,
                     project: project, tags: tags)
        }
        return ImportedTask(task: task, missing: modified == nil ? [.modified, .parent, .recurrence] : [.parent, .recurrence],
                            toTheDay: due?.minuteOfDay == nil ? .due : [], origin: record.location)
    }

    public func encode(_ tasks: [Task], context: InterchangeContext) throws -> ExportDocument {
        let dates = LocalDates(calendar: context.calendar)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = try tasks.map { task in
            String(decoding: try encoder.encode(TaskwarriorRow(task, dates: dates)), as: UTF8.self)
        }
        // As `task export` writes it: an array with one task per line.
        let subtasks = tasks.filter { $0.parent != nil }.count
        return ExportDocument(text: lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n",
                              omitted: subtasks > 0 ? [.parent: subtasks] : [:])
    }
}
