import Foundation
import TaskDomain

/// A recurring Taskwarrior task (a template, `status: recurring`, and its instances, each
/// with `parent` and `imask`) as taskdeck's one repeating task, and back.
///
/// Import: the template and its pending instances are one repeating task, whose ID is the
/// template's `uuid` (so it stays the same task as Taskwarrior makes new instances, as a
/// repeating task keeps its ID in taskdeck), due when the first pending instance is, with
/// that instance's fields; the three records as they were are kept (`taskwarrior.series`).
/// Completed instances are done tasks of their own, as taskdeck's done occurrences are.
///
/// Export: a series that came from Taskwarrior goes back as it came (template, instance,
/// later instances), changed where the task changed; when the task moved to a later
/// occurrence in taskdeck, the kept instance goes as completed, the template's `mask` says
/// so, and the current occurrence is a new instance at its index, as Taskwarrior would
/// have made it. A repeating task made in taskdeck goes as a template with `mask: "-"` and
/// its first instance, which is what `task add … recur:` makes.
struct TaskwarriorSeries {
    static let field = "series"

    let dates: LocalDates

    // MARK: - Import

    /// The repeating task of `template`, with `pending` its pending instances (any order);
    /// nil when its `recur` is no period taskdeck reads or the series is over.
    func task(template: JSONRecord, pending: [JSONRecord]) throws -> (task: Task, notes: ImportNotes)? {
        let uuid = try template.requiredString("uuid")
        guard let id = TaskID(uuid) else { throw template.malformed("uuid", "'\(uuid)' is not a UUID") }
        let recur = try template.requiredString("recur")
        let until = try template.string("until").flatMap(TaskwarriorDate.parse)
        guard let rule = TaskwarriorRecurrence.rule(recur: recur, until: until, dates: dates) else { return nil }
        let templateValues = try TaskwarriorFields.read(template, dates: dates)
        guard let anchor = templateValues.due else { throw template.malformed("due", "missing (a recurring task needs one)") }
        let ordered = pending.sorted { Self.index($0) < Self.index($1) }
        let current = ordered.first
        let values = try current.map { try TaskwarriorFields.read($0, dates: dates) } ?? templateValues
        var due = values.due ?? anchor
        if current == nil {
            // No instance yet (or all done): the occurrence after those the mask counts.
            for _ in 0..<((template.object["mask"] as? String)?.count ?? 0) {
                guard case .next(let next, _) = rule.advance(due: due, completedOn: due.day) else { return nil }
                due = next
            }
        }
        var kept: [String: Any] = ["template": template.object.filter { !TaskwarriorFields.computed.contains($0.key) }]
        if let current { kept["instance"] = current.object.filter { !TaskwarriorFields.computed.contains($0.key) } }
        if ordered.count > 1 {
            kept["later"] = ordered.dropFirst().map { $0.object.filter { !TaskwarriorFields.computed.contains($0.key) } }
        }
        let task = try BadRecord.validating(at: template.location, names: .taskwarrior) { () throws(TaskDomainError) in
            try Task(id: id, title: values.title, notes: values.notes, created: templateValues.created,
                     modified: values.modified ?? templateValues.modified, due: due, priority: values.priority,
                     project: values.project, tags: values.tags, recurrence: rule,
                     // The occurrence's own plan: waiting, scheduled or started as Taskwarrior has
                     // it (a series' `until` is its rule's end).
                     wait: values.wait, scheduled: values.scheduled, intervals: values.intervals, depends: values.depends,
                     annotations: values.annotations, fields: CustomFields(values.fields))
        }.keeping([Self.field: TaskwarriorFields.text(kept)], for: TaskwarriorFormat.formatName)
        var notes = TaskwarriorFields.notes(of: current ?? template, understood: TaskwarriorFields.series, dates: dates)
        notes.add(.laterInstances, ordered.count - 1)
        return (task, notes)
    }

    private static func index(_ record: JSONRecord) -> (Int, String) {
        ((record.object["imask"] as? NSNumber)?.intValue ?? Int.max, record.object["due"] as? String ?? "")
    }

    // MARK: - Export

    /// The records of repeating `task`; nil when Taskwarrior cannot repeat by its rule.
    func records(of task: Task) -> [[String: Any]]? {
        guard let rule = task.recurrence else { return nil }
        if let text = task.kept[TaskwarriorFormat.formatName, Self.field], let kept = TaskwarriorFields.object(text),
           let template = kept["template"] as? [String: Any] {
            return records(of: task, rule: rule, template: template, instance: kept["instance"] as? [String: Any],
                           later: kept["later"] as? [[String: Any]] ?? [])
        }
        guard let recur = TaskwarriorRecurrence.recur(of: rule, due: task.due), task.due != nil else { return nil }
        var template: [String: Any] = ["status": "recurring", "mask": "-", "rtype": "periodic", "recur": recur]
        TaskwarriorFields.write(task, into: &template, dates: dates)
        template["status"] = "recurring"
        template["until"] = TaskwarriorRecurrence.until(of: rule, dates: dates).map(TaskwarriorDate.format)
        // Work runs on the occurrence (the instance), not on the series.
        template["start"] = nil
        var instance = template
        instance["start"] = task.activeSince.map(TaskwarriorDate.format)
        instance["status"] = "pending"
        instance["mask"] = nil
        instance["uuid"] = Self.instanceID(template: task.id.description, index: 0)
        instance["parent"] = task.id.description
        instance["imask"] = 0
        return [template, instance]
    }

    private func records(of task: Task, rule: Recurrence, template: [String: Any], instance: [String: Any]?,
                         later: [[String: Any]]) -> [[String: Any]]? {
        guard let templateUUID = template["uuid"] as? String else { return nil }
        let record = { (object: [String: Any]) in JSONRecord(object: object, location: "", source: "") }
        guard let templateValues = try? TaskwarriorFields.read(record(template), dates: dates) else { return nil }
        let base = instance.flatMap { try? TaskwarriorFields.read(record($0), dates: dates) } ?? templateValues
        // The fields the task changed since it came are changed in every record of the series.
        let fields: Set<TaskwarriorFields.Field> = [.description, .priority, .project, .tags, .annotations, .modified, .fields]
        // The occurrence's plan (wait, scheduled, start) is the pending instance's, not the template's.
        let occurrenceFields: Set<TaskwarriorFields.Field> = [.wait, .scheduled, .start]
        func changed(_ object: [String: Any], base: TaskwarriorFields.Values, occurrence: Bool = false) -> [String: Any] {
            let written = occurrence ? fields.union(occurrenceFields) : fields
            return TaskwarriorFields.overlay(object, with: task, base: base,
                                             except: Set(TaskwarriorFields.Field.allCases).subtracting(written), dates: dates)
        }
        var newTemplate = changed(template, base: base)
        let ruleNow = (template["recur"] as? String).flatMap { recur in
            TaskwarriorRecurrence.rule(recur: recur, until: (template["until"] as? String).flatMap(TaskwarriorDate.parse), dates: dates)
        }
        var ruleChanges: [String: String?] = [:]
        if ruleNow != rule, let recur = TaskwarriorRecurrence.recur(of: rule, due: task.due) {
            ruleChanges = ["recur": recur, "until": TaskwarriorRecurrence.until(of: rule, dates: dates).map(TaskwarriorDate.format)]
        }
        func applyRule(_ object: inout [String: Any]) {
            for (key, value) in ruleChanges { object[key] = value }
        }
        applyRule(&newTemplate)
        var records: [[String: Any]] = []
        guard let instance, let was = base.due, let now = task.due, was.day < now.day else {
            // The occurrence the series was at when it came: as it came, changed where the task
            // changed (its due date too, when it was moved earlier or to another time that day).
            records.append(newTemplate)
            if var current = instance.map({ changed($0, base: base, occurrence: true) }) {
                if base.due != task.due {
                    current["due"] = task.due.map { TaskwarriorDate.format(dates.instant(of: $0)) }
                }
                applyRule(&current)
                records.append(current)
            }
            return records + later
        }
        // The task moved on in taskdeck: the kept occurrence was done, and Taskwarrior
        // gets the one it is at now as the instance at its index.
        var mask = Array((template["mask"] as? String) ?? "")
        var done = changed(instance, base: base)
        done["status"] = "completed"
        done["end"] = TaskwarriorDate.format(task.modified)
        let doneIndex = (instance["imask"] as? NSNumber)?.intValue ?? 0
        Self.mark(&mask, at: doneIndex, "+")
        records.append(done)
        var current: [String: Any]?
        for var other in later {
            let otherBase = (try? TaskwarriorFields.read(record(other), dates: dates)) ?? base
            let index = (other["imask"] as? NSNumber)?.intValue ?? 0
            if let due = otherBase.due, due.day < now.day {
                other = changed(other, base: otherBase)
                other["status"] = "completed"
                other["end"] = TaskwarriorDate.format(task.modified)
                Self.mark(&mask, at: index, "+")
                records.append(other)
            } else if otherBase.due == task.due {
                current = changed(other, base: otherBase, occurrence: true)
            } else {
                records.append(other)
            }
        }
        if current == nil {
            let due = now
            let index = max(occurrenceIndex(of: due, anchor: templateValues.due, rule: rule) ?? mask.count, doneIndex + 1)
            for skipped in mask.count..<max(index, mask.count) { Self.mark(&mask, at: skipped, "X") }
            Self.mark(&mask, at: index, "-")
            var made = changed(instance, base: base, occurrence: true)
            made["uuid"] = Self.instanceID(template: templateUUID, index: index)
            made["imask"] = index
            made["status"] = "pending"
            made["entry"] = TaskwarriorDate.format(task.modified)
            made["due"] = TaskwarriorDate.format(dates.instant(of: due))
            current = made
        }
        if var current {
            applyRule(&current)
            records.append(current)
        }
        newTemplate["mask"] = String(mask)
        return [newTemplate] + records
    }

    /// Which occurrence of the series `due` is, counted from its first due date, as
    /// Taskwarrior counts `imask`; nil when stepping from the anchor does not meet it.
    private func occurrenceIndex(of due: Due, anchor: Due?, rule: Recurrence) -> Int? {
        guard var step = anchor else { return nil }
        var unbounded = rule
        unbounded.end = nil
        for index in 0...Recurrence.intervalLimit {
            if step.day == due.day { return index }
            if step.day > due.day { return nil }
            guard case .next(let next, _) = unbounded.advance(due: step, completedOn: step.day) else { return nil }
            step = next
        }
        return nil
    }

    private static func mark(_ mask: inout [Character], at index: Int, _ mark: Character) {
        guard index >= 0, index < 100_000 else { return }
        while mask.count <= index { mask.append("-") }
        mask[index] = mark
    }

    /// The `uuid` of an instance taskdeck makes: the same for the same series and index, so
    /// exporting twice makes one instance.
    static func instanceID(template: String, index: Int) -> String {
        StableID.id(for: "taskwarrior:\(template):\(index)").description
    }
}

extension BadRecord.FieldNames {
    /// Taskwarrior's names of the fields the domain checks.
    static let taskwarrior = BadRecord.FieldNames(title: "description", project: "project", tags: "tags")
}
