import Foundation
import TaskDomain

/// Task <-> VTODO, field by field (the table is in `taskdeck help storage`, "iCalendar fields").
///
/// Reading is lenient where the domain is stricter than the world (a multi-line SUMMARY
/// becomes one line, `CATEGORIES:Work Stuff` the tag `work-stuff`); writing an edit changes
/// only the properties of the fields that changed, so what was lenient on read is not
/// written back unless the person changed that field.
public struct VTodoMapping: Sendable {
    /// The zone of "local" wall-clock times (floating DUE, UTC and TZID conversion).
    public var timeZone: TimeZone
    /// The real UID of each task whose UID is not its task ID (another client's
    /// `1234@example.com`, read as a name-based ID): a PARENT or DEPENDS-ON line naming
    /// such a task is written with the UID other clients know it by. Filled by the store
    /// that read the files (a vdir); without it a line names the task ID, read back the same.
    public var realUIDs: [TaskID: String] = [:]

    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
    }

    /// The UID a RELATED-TO line names `id` by.
    func uid(for id: TaskID) -> String {
        realUIDs[id] ?? TaskUID.uid(for: id)
    }

    /// The title of a VTODO without a SUMMARY (the domain needs one).
    public static let untitled = "(no summary)"

    // MARK: - Reading

    /// The UID and task of `todo`. `inheritedProject`: the project of a task that names none
    /// (its collection's); `fallbackDate`: its creation time when the VTODO gives none.
    public func read(_ todo: ICalendarComponent, inheritedProject: String?, fallbackDate: Date) throws(ICalendarError) -> ICalendarTodo {
        guard let uidLine = todo.property(named: "UID") else {
            throw .malformedLine(line: todo.begin.lineNumber, detail: "VTODO without a UID")
        }
        let uid = ICalendarText.unescape(uidLine.value)
        guard !uid.isEmpty else { throw .malformedLine(line: uidLine.lineNumber, detail: "empty UID") }
        let created = instant(todo, "CREATED") ?? instant(todo, "DTSTAMP") ?? instant(todo, "LAST-MODIFIED") ?? fallbackDate
        let modified = instant(todo, "LAST-MODIFIED") ?? instant(todo, "DTSTAMP") ?? created
        let status = todo.property(named: "STATUS")?.value.uppercased()
        let isDone = status == "COMPLETED" || status == "CANCELLED" || (status == nil && todo.property(named: "COMPLETED") != nil)
        do {
            let task = try Task(
                id: TaskUID.taskID(forUID: uid),
                title: Self.title(todo.property(named: "SUMMARY")),
                notes: todo.property(named: "DESCRIPTION").map { ICalendarText.unescape($0.value) } ?? "",
                status: isDone ? .completed : .pending,
                created: created,
                modified: modified,
                completed: isDone ? (instant(todo, "COMPLETED") ?? modified) : nil,
                due: todo.property(named: "DUE").flatMap { ICalendarDate.due($0, local: timeZone) },
                priority: Self.priority(todo.property(named: "PRIORITY")?.value),
                project: project(todo, inherited: inheritedProject),
                tags: Self.tags(todo.properties(named: "CATEGORIES")),
                parent: VTodoParent.read(todo),
                recurrence: Self.recurrence(todo),
                kept: VTodoKept.read(todo),
                wait: VTodoPlan.wait(todo, local: timeZone),
                scheduled: VTodoPlan.scheduled(todo, local: timeZone),
                until: VTodoPlan.until(todo, local: timeZone),
                intervals: VTodoPlan.intervals(todo, local: timeZone),
                depends: VTodoDepends.read(todo),
                annotations: VTodoAnnotations.read(todo),
                fields: VTodoFields.read(todo))
            return ICalendarTodo(uid: uid, task: task)
        } catch {
            throw .invalidTask(line: todo.begin.lineNumber, uid: uid, error)
        }
    }

    private func instant(_ todo: ICalendarComponent, _ name: String) -> Date? {
        todo.property(named: name).flatMap { ICalendarDate.instant($0, local: timeZone) }
    }

    /// SUMMARY as a one-line title.
    static func title(_ line: ContentLine?) -> String {
        let text = line.map { ICalendarText.unescape($0.value) } ?? ""
        // The common case, checked on bytes: no line breaks, nothing to trim.
        if let first = text.utf8.first, let last = text.utf8.last, first > 0x20, last > 0x20, first < 0x80, last < 0x80,
           !text.utf8.contains(where: { (0x0A...0x0D).contains($0) || $0 >= 0x80 }) {
            return text
        }
        let oneLine = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar -> Unicode.Scalar in
            (0x0A...0x0D).contains(scalar.value) || [0x85, 0x2028, 0x2029].contains(scalar.value) ? " " : scalar
        })).trimmingCharacters(in: .whitespacesAndNewlines)
        return oneLine.isEmpty ? untitled : oneLine
    }

    /// PRIORITY by range: 1–4 high (todoman writes "high" as 4), 5 medium, 6–9 low, else none.
    public static func priority(_ value: String?) -> Priority {
        guard let value, let number = Int(value.trimmingCharacters(in: .whitespaces)) else { return .none }
        switch number {
        case 1...4: return .high
        case 5: return .medium
        case 6...9: return .low
        default: return .none
        }
    }

    /// The PRIORITY written for a priority: 1, 5, 9 (nil: no property).
    public static func priorityValue(_ priority: Priority) -> Int? {
        switch priority {
        case .high: return 1
        case .medium: return 5
        case .low: return 9
        case .none: return nil
        }
    }

    /// Every CATEGORIES value of every CATEGORIES line, as tags (`Work Stuff` -> `work-stuff`);
    /// values that cannot be a tag even so are left out (and left in the file).
    static func tags(_ lines: [ContentLine]) -> [String] {
        lines.flatMap { ICalendarText.splitList($0.value) }.compactMap(tag)
    }

    /// The tag a CATEGORIES value reads as, or nil when it cannot be one.
    static func tag(_ value: String) -> String? {
        let word = value.split(whereSeparator: \.isWhitespace).joined(separator: "-")
        return try? TaskValidation.tag(word)
    }

    /// Changes the CATEGORIES lines as little as the new tags need, so what other clients
    /// wrote stays as they wrote it: a value whose tag was removed goes, every other value
    /// (its case, its spaces, values that are no tag) and every line's parameters stay,
    /// lines with nothing changed are not touched, and new tags are added to the first line.
    static func updateCategories(in todo: inout ICalendarComponent, to tags: Set<String>) {
        var missing = tags
        var firstLine: Int?
        todo.items = todo.items.compactMap { item in
            guard case .property(var line) = item, line.name == "CATEGORIES" else { return item }
            let values = ICalendarText.splitList(line.value)
            let kept = values.filter { value in tag(value).map { tags.contains($0) } ?? true }
            for value in kept { if let tag = tag(value) { missing.remove(tag) } }
            guard !kept.isEmpty else { return nil }
            if kept.count != values.count { line = ContentLine(name: line.name, parameters: line.parameters,
                                                               value: ICalendarText.joinList(kept)) }
            return .property(line)
        }
        for (index, item) in todo.items.enumerated() {
            if case .property(let line) = item, line.name == "CATEGORIES" { firstLine = index; break }
        }
        guard !missing.isEmpty else { return }
        let added = missing.sorted()
        if let firstLine, case .property(let line) = todo.items[firstLine] {
            let values = ICalendarText.splitList(line.value) + added
            todo.items[firstLine] = .property(ContentLine(name: line.name, parameters: line.parameters,
                                                          value: ICalendarText.joinList(values)))
        } else {
            todo.set(ContentLine(name: "CATEGORIES", value: ICalendarText.joinList(added)))
        }
    }

    private func project(_ todo: ICalendarComponent, inherited: String?) -> String? {
        guard let line = todo.property(named: Self.projectProperty) else { return inherited }
        return ICalendarNames.project(from: ICalendarText.unescape(line.value))
    }

    /// Where the project is kept: no standard property exists.
    public static let projectProperty = "X-TASKDECK-PROJECT"

    /// Where "counted from completion" is kept: RFC 5545 repeats from the start only.
    public static let repeatFromProperty = "X-TASKDECK-REPEAT-FROM"

    /// The RRULE as a rule; nil without one, or with one taskdeck cannot follow (FREQ=HOURLY),
    /// which then stays in the file untouched. Parts it does not follow are kept in the rule.
    static func recurrence(_ todo: ICalendarComponent) -> Recurrence? {
        guard let line = todo.property(named: "RRULE") else { return nil }
        let fromCompletion = todo.property(named: repeatFromProperty)?.value.uppercased() == "COMPLETION"
        return Recurrence(ruleText: line.value, mode: fromCompletion ? .fromCompletion : .fromDue)
    }

    // MARK: - Writing

    /// A new VTODO for `task`; `inheritedProject`: the project its collection gives (then
    /// no X-TASKDECK-PROJECT is written for it).
    public func component(for task: Task, uid: String, inheritedProject: String? = nil) -> ICalendarComponent {
        var todo = ICalendarComponent(name: "VTODO")
        todo.set(ContentLine(name: "UID", value: ICalendarText.escape(uid)))
        todo.set(ContentLine(name: "DTSTAMP", value: ICalendarDate.utc(task.modified)))
        todo.set(ContentLine(name: "CREATED", value: ICalendarDate.utc(task.created)))
        todo.set(ContentLine(name: "LAST-MODIFIED", value: ICalendarDate.utc(task.modified)))
        todo.set(ContentLine(name: "SUMMARY", value: ICalendarText.escape(task.title)))
        apply(to: &todo, from: nil, to: task, inheritedProject: inheritedProject)
        return todo
    }

    /// Rewrites in `todo` the properties of the fields that differ from `old` to `new`
    /// (all of them when `old` is nil), and stamps LAST-MODIFIED and DTSTAMP. Everything
    /// else in the component (unknown properties, parameters, VALARMs, an RRULE whose rule did not
    /// change) is untouched.
    public func update(_ todo: inout ICalendarComponent, from old: Task, to new: Task, inheritedProject: String?) {
        apply(to: &todo, from: old, to: new, inheritedProject: inheritedProject)
        if !Self.sameSecond(old.created, new.created) {
            todo.set(ContentLine(name: "CREATED", value: ICalendarDate.utc(new.created)))
        }
        todo.set(ContentLine(name: "LAST-MODIFIED", value: ICalendarDate.utc(new.modified)))
        todo.set(ContentLine(name: "DTSTAMP", value: ICalendarDate.utc(new.modified)))
    }

    private func apply(to todo: inout ICalendarComponent, from old: Task?, to new: Task, inheritedProject: String?) {
        if let old, old.title != new.title {
            todo.set(ContentLine(name: "SUMMARY", parameters: todo.property(named: "SUMMARY")?.parameters ?? [],
                                 value: ICalendarText.escape(new.title)))
        }
        if old?.notes ?? "" != new.notes {
            if new.notes.isEmpty {
                todo.remove("DESCRIPTION")
            } else {
                todo.set(ContentLine(name: "DESCRIPTION", parameters: todo.property(named: "DESCRIPTION")?.parameters ?? [],
                                     value: ICalendarText.escape(new.notes)))
            }
        }
        if old == nil || old?.status != new.status || !Self.sameSecond(old?.completed, new.completed)
            || old?.isActive != new.isActive {
            if let completed = new.completed {
                todo.set(ContentLine(name: "STATUS", value: "COMPLETED"))
                todo.set(ContentLine(name: "COMPLETED", value: ICalendarDate.utc(completed)))
                todo.set(ContentLine(name: "PERCENT-COMPLETE", value: "100"))
            } else {
                todo.set(ContentLine(name: "STATUS", value: new.isActive ? "IN-PROCESS" : "NEEDS-ACTION"))
                todo.remove("COMPLETED")
                todo.remove("PERCENT-COMPLETE")
            }
        }
        if old?.due != new.due {
            if let due = new.due { todo.set(ICalendarDate.dueLine(due)) } else { todo.remove("DUE") }
            if old?.recurrence != nil, new.recurrence != nil { Self.shiftStart(in: &todo, from: old?.due, to: new.due) }
        }
        if old?.scheduled != new.scheduled, !VTodoPlan.startMovedWithDue(from: old, to: new) {
            VTodoPlan.write(new.scheduled, as: "DTSTART", in: &todo)
        }
        if old?.wait != new.wait { VTodoPlan.write(new.wait, as: VTodoPlan.waitProperty, in: &todo) }
        if old?.until != new.until { VTodoPlan.write(new.until, as: VTodoPlan.untilProperty, in: &todo) }
        if old?.intervals ?? [] != new.intervals { VTodoPlan.write(new.intervals, in: &todo) }
        if old?.priority ?? Priority.none != new.priority {
            if let value = Self.priorityValue(new.priority) {
                todo.set(ContentLine(name: "PRIORITY", value: String(value)))
            } else {
                todo.remove("PRIORITY")
            }
        }
        if old?.project != new.project || (old == nil && new.project != inheritedProject) {
            if new.project == inheritedProject {
                todo.remove(Self.projectProperty)  // the collection says it
            } else {
                // Empty: no project, though the collection would give one.
                todo.set(ContentLine(name: Self.projectProperty, value: ICalendarText.escape(new.project ?? "")))
            }
        }
        if old?.tags ?? [] != new.tags {
            Self.updateCategories(in: &todo, to: new.tags)
        }
        if old?.parent != new.parent {
            VTodoParent.write(new.parent, in: &todo, uid: uid(for:))
        }
        if old?.depends ?? [] != new.depends {
            VTodoDepends.write(new.depends, in: &todo, uid: uid(for:))
        }
        if old?.fields ?? .none != new.fields {
            VTodoFields.write(from: old?.fields ?? .none, to: new.fields, in: &todo)
        }
        if old?.annotations ?? [] != new.annotations {
            VTodoAnnotations.write(new.annotations, in: &todo)
        }
        if old?.kept ?? .none != new.kept {
            VTodoKept.write(new.kept, in: &todo)
        }
        if old?.recurrence != new.recurrence {
            if let rule = new.recurrence {
                let original = todo.property(named: "RRULE")
                todo.set(ContentLine(name: "RRULE", parameters: original?.parameters ?? [],
                                     value: Self.ruleText(rule, old: old?.recurrence, original: original?.value)))
            } else {
                todo.remove("RRULE")
            }
            if new.recurrence?.mode == .fromCompletion {
                todo.set(ContentLine(name: Self.repeatFromProperty, value: "COMPLETION"))
            } else {
                todo.remove(Self.repeatFromProperty)
            }
        }
    }

    /// Equal to the second: what iCalendar keeps of an instant.
    static func sameSecond(_ lhs: Date?, _ rhs: Date?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): return true
        case (let lhs?, let rhs?):
            return lhs.timeIntervalSince1970.rounded(.down) == rhs.timeIntervalSince1970.rounded(.down)
        default: return false
        }
    }
}
