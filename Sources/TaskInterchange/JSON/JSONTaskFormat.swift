import Foundation
import TaskDomain

/// taskdeck's own JSON: the array `list --json` prints, every field of every task.
///
/// Import also reads a taskdeck data file (`{"schemaVersion": 1, "tasks": [...]}`: its
/// tasks have the same keys), so another taskdeck's file can be merged in (the CLI reads a
/// data file with its journal through the store; see `ImportCommand`). Nothing is lost
/// either way; keys taskdeck does not know are named, with counts, and left out. Only
/// `title` is required: a task without an `id` (a script's list of new tasks) gets one
/// derived from its title, as a todo.txt line without `uid:` does, so importing the same
/// list again matches; one without `created` was created at the import.
public struct JSONTaskFormat: InterchangeFormat {
    public init() {}

    public var name: String { "json" }
    public var fileExtensions: [String] { ["json"] }

    /// The keys of a task taskdeck reads.
    static let keys: Set<String> = ["id", "title", "status", "created", "modified", "completed", "due", "priority",
                                    "project", "tags", "notes", "parent", "repeat", "kept",
                                    "wait", "scheduled", "until", "intervals", "depends", "annotations", "fields",
                                    // Derived: from the intervals, and from the fields and the coefficients.
                                    "active", "urgency"]

    /// JSON whose first task has taskdeck's `title` (or a data file's `tasks`), or an empty list.
    public func detect(_ text: InterchangeText) -> Bool {
        guard let first = text.firstSignificantCharacter, first == "[" || first == "{" else { return false }
        guard let records = try? JSONRecord.records(in: text, source: "", arrayKey: "tasks") else { return false }
        guard let record = records.first else { return true }  // `[]`, or a data file without tasks
        return record.object["title"] != nil && record.object["description"] == nil
    }

    public func decode(_ text: InterchangeText, context: InterchangeContext) throws -> ImportDocument {
        guard !text.isBlank else { return ImportDocument() }
        var document = ImportDocument()
        var occurrences: [String: Int] = [:]
        for record in try JSONRecord.records(in: text, source: context.source, arrayKey: "tasks") {
            do {
                var imported = try task(from: record, context: context)
                if record.object["id"] == nil {
                    // The n-th task with this title, so two "Call mom" are two tasks.
                    let seen = occurrences[imported.task.title, default: 0]
                    occurrences[imported.task.title] = seen + 1
                    imported = try imported.withDerivedID(seed: imported.task.title, occurrence: seen)
                }
                for key in record.object.keys where !Self.keys.contains(key) { document.notes.add(.unknownKey(key)) }
                document.tasks.append(imported)
            } catch let bad as BadRecord {
                document.reject(bad)
            }
        }
        return document
    }

    private func task(from record: JSONRecord, context: InterchangeContext) throws -> ImportedTask {
        try record.requireObject()
        let id: TaskID
        if let idText = try record.string("id") {
            guard let parsed = TaskID(idText) else { throw record.malformed("id", "'\(idText)' is not a UUID") }
            id = parsed
        } else {
            id = TaskID()  // replaced by the derived one
        }
        func date(_ key: String) throws -> Date? {
            guard let text = try record.string(key) else { return nil }
            guard let date = JSONTaskRow.parseDate(text) else {
                throw record.malformed(key, "'\(text)' is not an ISO-8601 time such as 2026-03-11T10:00:00Z")
            }
            return date
        }
        let statusText = try record.string("status") ?? "pending"
        guard let status = TaskStatus(rawValue: statusText) else {
            throw record.malformed("status", "'\(statusText)' is neither pending nor completed")
        }
        let priorityText = try record.string("priority") ?? "none"
        guard let priority = Priority(rawValue: priorityText) else {
            throw record.malformed("priority", "'\(priorityText)' is not none, low, medium or high")
        }
        func day(_ key: String) throws -> Due? {
            try record.string(key).map { text in
                guard let due = Due(storageString: text) else {
                    throw record.malformed(key, "'\(text)' is not YYYY-MM-DD or YYYY-MM-DDTHH:MM")
                }
                return due
            }
        }
        let due = try day("due"), wait = try day("wait"), scheduled = try day("scheduled"), until = try day("until")
        let intervals = try record.objects("intervals").map { interval in
            guard let start = try Self.date(interval, "start") else { throw interval.malformed("start", "missing") }
            return WorkInterval(start: start, end: try Self.date(interval, "end"))
        }
        let annotations = try record.objects("annotations").map { annotation in
            guard let entry = try Self.date(annotation, "entry") else { throw annotation.malformed("entry", "missing") }
            return Annotation(entry: entry, text: try annotation.requiredString("text"))
        }
        let fields: [String: String] = try record.object("fields").map { object in
            try Dictionary(uniqueKeysWithValues: object.object.keys.map { name -> (String, String) in
                guard let value = TaskwarriorUDA.text(object.object[name]) else {
                    throw object.malformed(name, "a custom field's value is text or a number")
                }
                return (name, value)
            })
        } ?? [:]
        let title = try record.requiredString("title"), notes = try record.string("notes") ?? ""
        let created = try date("created"), modified = try date("modified"), completed = try date("completed")
        let project = try record.string("project"), tags = try record.strings("tags")
        let parent = try record.string("parent").map { text in
            guard let parent = TaskID(text) else { throw record.malformed("parent", "'\(text)' is not a UUID") }
            return parent
        }
        let recurrence = try Self.recurrence(in: record)
        let depends = Set(try record.strings("depends").map { text in
            guard let id = TaskID(text) else { throw record.malformed("depends", "'\(text)' is not a UUID") }
            return id
        })
        let kept = try record.object("kept").map { object in
            try KeptFields(Dictionary(uniqueKeysWithValues: object.object.keys.map { name in
                (name, try object.requiredString(name))
            }))
        } ?? .none
        let task = try BadRecord.validating(at: record.location) { () throws(TaskDomainError) in
            try Task(id: id, title: title, notes: notes, status: status, created: created ?? context.now, modified: modified,
                     completed: completed, due: due, priority: priority, project: project, tags: tags, parent: parent,
                     recurrence: recurrence, kept: kept, wait: wait, scheduled: scheduled, until: until,
                     intervals: intervals, depends: depends, annotations: annotations,
                     fields: CustomFields(fields))
        }
        var missing: ImportedFields = []
        if created == nil { missing.insert(.created) }
        if modified == nil && created == nil { missing.insert(.modified) }
        return ImportedTask(task: task, missing: missing, origin: record.location)
    }

    /// An ISO-8601 instant under `key` of `record`.
    private static func date(_ record: JSONRecord, _ key: String) throws -> Date? {
        guard let text = try record.string(key) else { return nil }
        guard let date = JSONTaskRow.parseDate(text) else {
            throw record.malformed(key, "'\(text)' is not an ISO-8601 time such as 2026-03-11T10:00:00Z")
        }
        return date
    }

    /// `repeat`: `{"rule": "FREQ=…", "from": "due" | "completion"}` (its `words` are for reading only).
    private static func recurrence(in record: JSONRecord) throws -> Recurrence? {
        guard let object = try record.object("repeat") else { return nil }
        let rule = try object.requiredString("rule"), from = try object.string("from") ?? "due"
        guard let mode = Recurrence.Mode(storedName: from) else {
            throw record.malformed("repeat", "'from' is '\(from)', not due or completion")
        }
        guard let recurrence = Recurrence(ruleText: rule, mode: mode) else {
            throw record.malformed("repeat", "'\(rule)' is not a rule taskdeck can follow")
        }
        return recurrence
    }

    public func encode(_ tasks: [Task], context: InterchangeContext) throws -> ExportDocument {
        ExportDocument(text: try Self.text(of: tasks))
    }

    /// The JSON of `tasks`, which needs no context: `list --json` prints the same.
    public static func text(of tasks: [Task]) throws -> String {
        try JSONTaskRow.encode(tasks)
    }

    /// The JSON of `tasks`, each with its `urgency` (`next --json`).
    public static func text(of tasks: [Task], urgency: @escaping (Task) -> Double) throws -> String {
        try JSONTaskRow.encode(tasks, urgency: urgency)
    }
}
