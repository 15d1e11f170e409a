import Foundation
import TaskDomain
import TaskICalendar

/// todo.txt (github.com/todotxt/todo.txt): one task per line.
///
/// `(A)`/`(B)`/`(C)` are high, medium and low (`D`-`Z` read as low); a completed line is
/// `x DONE CREATED ...` and keeps its priority as `pri:A`. The first `+project` is the
/// project (taskdeck has one; dots nest as in `+home.garden`), further `+projects` become
/// tags; `@context`s are tags; `due:YYYY-MM-DD` is the due day; `uid:` is taskdeck's ID so
/// a re-import matches. A line without `uid:` gets an ID derived from its title, so
/// importing the same file again matches too. `rec:` is the repeat rule (`TodoTxtRepeat`);
/// a line without one leaves a stored task's rule alone. Other `key:value` words stay in the title.
/// Notes and due times cannot be written; dates are days.
public struct TodoTxtFormat: InterchangeFormat {
    public init() {}

    public var name: String { "todotxt" }
    public var fileExtensions: [String] { ["txt"] }

    /// Text that is not JSON or iCalendar, with a todo.txt mark on some line: a priority,
    /// a leading `x` or date, a `+project`, `@context` or `due:`/`uid:` word.
    public func detect(_ text: InterchangeText) -> Bool {
        guard let first = text.firstSignificantCharacter, first != "[", first != "{",
              !text.string.hasPrefix("BEGIN:") else { return false }
        return text.lines.contains { line in
            let words = line.split(separator: " ")
            guard let head = words.first else { return false }
            return head == "x" || TodoTxtWords.priorityLetter(head) != nil || CalendarDay(isoDay: head) != nil
                || words.contains(where: TodoTxtWords.isToken)
        }
    }

    /// `done.txt` is read with `todo.txt`: todo.sh moves completed tasks there.
    public func companionFiles(of fileName: String) -> [String] {
        fileName.lowercased() == "todo.txt" ? ["done.txt"] : []
    }

    public func decode(_ text: InterchangeText, context: InterchangeContext) throws -> ImportDocument {
        let dates = LocalDates(calendar: context.calendar)
        var occurrences: [String: Int] = [:]
        var tasks: [ImportedTask] = []
        for (index, raw) in text.lines.enumerated() where !raw.allSatisfy(\.isWhitespace) {
            let location = "line \(index + 1)"
            let line = try TodoTxtLine(raw, location: location, source: context.source)
            let id: TaskID
            var derivedID: (seed: String, occurrence: Int)?
            if let uid = line.uid {
                id = TaskUID.taskID(forUID: uid)  // as an iCalendar UID: the same ID for the same uid
            } else {
                // The n-th line with this title, so two "Call mom" lines are two tasks.
                let seen = occurrences[line.title, default: 0]
                occurrences[line.title] = seen + 1
                derivedID = (line.title, seen)
                id = StableID.id(for: "title:\(seen):" + line.title)
            }
            var missing: ImportedFields = [.notes, .modified, .parent]
            if line.recurrence == nil { missing.insert(.recurrence) }
            let completed = line.completionDay.map(dates.startOfDay)
            if line.completed, completed == nil { missing.insert(.completed) }
            let created = line.creationDay.map(dates.startOfDay)
            if created == nil { missing.insert(.created) }
            let createdOrStandIn = created ?? min(completed ?? context.now, context.now)
            let task = try InterchangeError.validating(source: context.source, location: location) { () throws(TaskDomainError) in
                try Task(id: id, title: line.title, status: line.completed ? .completed : .pending,
                         created: createdOrStandIn, modified: max(createdOrStandIn, completed ?? createdOrStandIn),
                         completed: line.completed ? (completed ?? context.now) : nil,
                         due: line.due.map { Due(day: $0) }, priority: line.priority,
                         project: line.projects.first, tags: line.projects.dropFirst() + line.contexts,
                         recurrence: line.recurrence)
            }
            var record = ImportedTask(task: task, missing: missing, toTheDay: [.created, .completed, .due], origin: location)
            record.derivedID = derivedID
            tasks.append(record)
        }
        return ImportDocument(tasks: tasks)
    }

    public func encode(_ tasks: [Task], context: InterchangeContext) throws -> ExportDocument {
        let dates = LocalDates(calendar: context.calendar)
        var omitted: [OmittedField: Int] = [:]
        let lines = tasks.map { task in
            if !task.notes.isEmpty { omitted[.notes, default: 0] += 1 }
            if task.due?.minuteOfDay != nil { omitted[.dueTime, default: 0] += 1 }
            if task.parent != nil { omitted[.parent, default: 0] += 1 }
            if task.recurrence != nil, TodoTxtRepeat.value(of: task) == nil { omitted[.repeatRule, default: 0] += 1 }
            return TodoTxtLine(task: task, dates: dates).text + "\n"
        }
        return ExportDocument(text: lines.joined(), omitted: omitted)
    }
}
