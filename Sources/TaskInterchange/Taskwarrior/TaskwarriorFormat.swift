import Foundation
import TaskDomain

/// Taskwarrior's JSON, as `task export` writes and `task import` reads it.
///
/// Every attribute taskdeck holds is read (`TaskwarriorFields`: `wait`, `scheduled`, `until`
/// a running task's `start` and `depends` too); every other one (user-defined attributes), and what taskdeck
/// reads only roughly (the seconds of a due time, the case of a tag, the dates of several
/// annotations, which become the lines of the notes), is kept with the task in the record
/// as Taskwarrior wrote it (`taskwarrior.record`) and named in the import's report; an
/// export to Taskwarrior writes the record back, changed only where the task changed. A
/// recurring task's template and instances are one repeating task (`TaskwarriorSeries`).
/// A due date is a UTC instant: a whole day is local midnight, and local midnight reads
/// back as a whole day. Deleted tasks are skipped and counted; `waiting` is pending.
public struct TaskwarriorFormat: InterchangeFormat {
    public init() {}

    /// The format's name, and the prefix of what it keeps with a task.
    static let formatName = "taskwarrior"
    /// The kept field holding a record as Taskwarrior wrote it.
    static let recordField = "record"

    public var name: String { Self.formatName }
    public var fileExtensions: [String] { ["json"] }

    /// JSON whose first object has Taskwarrior's `uuid` and `description`.
    public func detect(_ text: InterchangeText) -> Bool {
        guard let first = text.firstSignificantCharacter, first == "[" || first == "{" else { return false }
        guard let record = (try? JSONRecord.records(in: text, source: ""))?.first else { return false }
        return record.object["uuid"] != nil && record.object["description"] != nil
    }

    public func decode(_ text: InterchangeText, context: InterchangeContext) throws -> ImportDocument {
        guard !text.isBlank else { return ImportDocument() }
        let dates = LocalDates(calendar: context.calendar)
        let records = try JSONRecord.records(in: text, source: context.source)
        func status(_ record: JSONRecord) -> String? { record.object["status"] as? String }
        let templates = Set(records.filter { status($0) == "recurring" }.compactMap { $0.object["uuid"] as? String })
        func series(of record: JSONRecord) -> String? {
            (record.object["parent"] as? String).flatMap { templates.contains($0) ? $0 : nil }
        }
        var pendingInstances: [String: [JSONRecord]] = [:]
        for record in records where status(record) == "pending" || status(record) == "waiting" {
            if let parent = series(of: record) { pendingInstances[parent, default: []].append(record) }
        }
        // Each template read first, so its pending instances are known to be its task.
        var repeating: [String: Result<(task: Task, notes: ImportNotes)?, BadRecord>] = [:]
        let reader = TaskwarriorSeries(dates: dates)
        for record in records where status(record) == "recurring" {
            guard let uuid = record.object["uuid"] as? String else { continue }
            do {
                repeating[uuid] = .success(try reader.task(template: record, pending: pendingInstances[uuid] ?? []))
            } catch let bad as BadRecord {
                repeating[uuid] = .failure(bad)
            }
        }
        var document = ImportDocument()
        for record in records {
            do {
                try record.requireObject()
                let status = try record.requiredString("status")
                switch status {
                case "deleted":
                    document.skipped[.deleted, default: 0] += 1
                case "recurring":
                    guard let read = repeating[try record.requiredString("uuid")] else { continue }
                    if let (task, notes) = try read.get() {
                        document.tasks.append(ImportedTask(task: task, missing: Self.missing(record, [.parent, .intervalHistory,
                                                                                                    .notesAsAnnotation]),
                                                           toTheDay: task.due?.minuteOfDay == nil ? .due : [],
                                                           origin: record.location, keptFormat: name))
                        document.notes.add(notes)
                    } else {
                        document.skipped[.recurringParent, default: 0] += 1
                        document.notes.add(.unreadableRepeat((record.object["recur"] as? String) ?? ""))
                    }
                case "pending", "waiting", "completed":
                    // A pending instance of a series read whole is part of that series' task.
                    if status != "completed", let parent = series(of: record), case .success(.some)? = repeating[parent] {
                        continue
                    }
                    let (task, notes) = try self.task(from: record, inSeries: series(of: record) != nil, dates: dates)
                    document.tasks.append(task)
                    document.notes.add(notes)
                default:
                    throw record.malformed("status", "'\(status)' is not pending, waiting, completed, deleted or recurring")
                }
            } catch let bad as BadRecord {
                document.reject(bad)
            }
        }
        return document
    }

    private static func missing(_ record: JSONRecord, _ fields: ImportedFields) -> ImportedFields {
        record.object["modified"] == nil ? fields.union(.modified) : fields
    }

    private func task(from record: JSONRecord, inSeries: Bool, dates: LocalDates) throws -> (ImportedTask, ImportNotes) {
        let uuid = try record.requiredString("uuid")
        guard let id = TaskID(uuid) else { throw record.malformed("uuid", "'\(uuid)' is not a UUID") }
        let values = try TaskwarriorFields.read(record, dates: dates)
        var task = try BadRecord.validating(at: record.location, names: .taskwarrior) { () throws(TaskDomainError) in
            try Task(id: id, title: values.title, notes: values.notes, status: values.status, created: values.created,
                     modified: values.modified, completed: values.completed, due: values.due, priority: values.priority,
                     project: values.project, tags: values.tags, wait: values.wait, scheduled: values.scheduled,
                     until: inSeries ? nil : values.until, intervals: values.intervals, depends: values.depends,
                     annotations: values.annotations, fields: CustomFields(values.fields))
        }
        let kept = TaskwarriorFields.keptRecord(record, task: task, dates: dates)
        task = task.keeping(kept.map { [Self.recordField: TaskwarriorFields.text($0)] } ?? [:], for: name)
        let imported = ImportedTask(task: task, missing: Self.missing(record, [.parent, .recurrence, .intervalHistory,
                                                                               .notesAsAnnotation]),
                                    toTheDay: values.due?.minuteOfDay == nil ? .due : [], origin: record.location,
                                    keptFormat: name)
        return (imported, TaskwarriorFields.notes(of: record, understood: inSeries ? TaskwarriorFields.series : [], dates: dates))
    }

    public func encode(_ tasks: [Task], context: InterchangeContext) throws -> ExportDocument {
        let dates = LocalDates(calendar: context.calendar)
        let series = TaskwarriorSeries(dates: dates)
        var omitted: [OmittedField: Int] = [:]
        var objects: [[String: Any]] = []
        for task in tasks {
            if task.parent != nil { omitted[.parent, default: 0] += 1 }
            if task.kept.formats.contains(where: { $0 != name }) { omitted[.keptForOthers, default: 0] += 1 }
            if task.intervals.contains(where: { !$0.isRunning }) { omitted[.timeSpent, default: 0] += 1 }
            if task.recurrence != nil, !task.isCompleted {
                if let records = series.records(of: task) {
                    objects += records
                    continue
                }
                omitted[.repeatRule, default: 0] += 1
            }
            objects.append(plain(task, dates: dates))
        }
        // As `task export` writes it: an array with one task per line.
        let lines = objects.map(TaskwarriorFields.text)
        return ExportDocument(text: lines.isEmpty ? "[]\n" : "[\n" + lines.joined(separator: ",\n") + "\n]\n", omitted: omitted)
    }

    /// The record of a task that does not repeat (or whose rule cannot go): the kept record
    /// changed where the task changed, or the task's fields.
    private func plain(_ task: Task, dates: LocalDates) -> [String: Any] {
        if let text = task.kept[name, Self.recordField], let record = TaskwarriorFields.object(text),
           let base = try? TaskwarriorFields.read(JSONRecord(object: record, location: "", source: ""), dates: dates) {
            return TaskwarriorFields.overlay(record, with: task, base: base, dates: dates)
        }
        var object: [String: Any] = [:]
        TaskwarriorFields.write(task, into: &object, dates: dates)
        return object
    }
}
