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
/// a line without one leaves a stored task's rule alone. `t:` is the wait and `id:`/`p:`
/// the dependencies, as topydo writes them (`TodoTxtDependencies`). Other `key:value`
/// extensions (topydo's `h:`, `dep:`) are not read but kept with the task, with the
/// line itself when taskdeck would not write it the same way (`todotxt.line`), so an
/// unchanged task is exported exactly as it came and a changed one changes only where it
/// differs. Notes and due times cannot be written; dates are days.
public struct TodoTxtFormat: InterchangeFormat {
    public init() {}

    public var name: String { "todotxt" }
    public var fileExtensions: [String] { ["txt"] }

    /// The kept field holding a line as it was written.
    static let lineField = "line"

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

    /// One pass over the lines, each made into its record at once and then let go; only
    /// the lines with topydo's `id:`/`p:` words are kept, to be linked once every line is
    /// read. Bad lines are named in the order they come.
    public func decode(_ text: InterchangeText, context: InterchangeContext) throws -> ImportDocument {
        var days = TodoTxtDays(dates: LocalDates(calendar: context.calendar))
        var occurrences: [String: Int] = [:]
        var document = ImportDocument()
        var linked: [LinkedLine] = []
        var number = 0
        text.forEachLine { raw in
            number += 1
            guard !Self.isBlank(raw) else { return }
            let location = "line \(number)"
            let line: TodoTxtLine
            do throws(BadRecord) {
                line = try TodoTxtLine(raw, location: location)
            } catch {
                document.reject(error)
                return
            }
            let title = line.title
            var derivedID: (seed: String, occurrence: Int)?
            let id: TaskID
            if let uid = line.uid {
                id = TaskUID.taskID(forUID: uid)  // as an iCalendar UID: the same ID for the same uid
            } else {
                // The n-th line with this title, so two "Call mom" lines are two tasks.
                let seen = occurrences[title, default: 0]
                occurrences[title] = seen + 1
                derivedID = (title, seen)
                id = StableID.id(for: "title:\(seen):" + title)
            }
            let isLinked = line.dependencyID != nil || !line.blocks.isEmpty
            do throws(BadRecord) {
                var record = try self.record(line, title: title, raw: raw, id: id, depends: [], links: .none,
                                             location: location, days: &days, context: context)
                record.derivedID = derivedID
                if isLinked { linked.append(LinkedLine(slot: document.tasks.count, id: id, line: line, raw: raw)) }
                document.tasks.append(record)
                for key in line.extensionKeys { document.notes.add(.unread(key)) }
                document.notes.add(.tagCase, line.capitalizedContexts)
                if let letter = line.priorityLetter, TodoTxtWords.letter(of: line.priority) != letter {
                    document.notes.add(.priorityLetter)
                }
            } catch {
                // Its `id:` still names it for the others' `p:` words, as it is written.
                if isLinked { linked.append(LinkedLine(slot: nil, id: id, line: line, raw: raw)) }
                document.reject(error)
            }
        }
        guard !linked.isEmpty else { return document }
        // topydo's `id:`/`p:` name other lines: the linked lines' records are made again
        // with what they wait for, now that every line is read.
        let links = TodoTxtDependencies.depends(of: linked.map { ($0.id, $0.line) })
        document.notes.add(.unread("p:"), links.unmatched)
        for entry in linked {
            guard let slot = entry.slot else { continue }
            let record = document.tasks[slot]
            let depends = links.depends[entry.id] ?? []
            let words = TodoTxtDependencies.Words(id: depends.isEmpty ? nil : entry.line.dependencyID,
                                                  blocks: entry.line.blocks, numbers: Set(entry.line.blocks))
            guard var linkedRecord = try? self.record(entry.line, title: entry.line.title, raw: entry.raw, id: entry.id,
                                                      depends: depends, links: words, location: record.origin,
                                                      days: &days, context: context) else { continue }
            linkedRecord.derivedID = record.derivedID
            document.tasks[slot] = linkedRecord
        }
        return document
    }

    /// A line with topydo's `id:` or `p:` words, and where its record is (nil: it has none).
    private struct LinkedLine {
        let slot: Int?
        let id: TaskID
        let line: TodoTxtLine
        let raw: Substring
    }

    /// A line of nothing but white space (checked by its bytes first: most lines start with a letter).
    private static func isBlank(_ line: Substring) -> Bool {
        if let first = line.utf8.first, first > 0x20, first < 0x80 { return false }
        return line.allSatisfy(\.isWhitespace)
    }

    /// `links`: the line's dependency words as the writer would write them back (`.none`
    /// until the lines are linked).
    private func record(_ line: TodoTxtLine, title: String, raw: Substring, id: TaskID, depends: Set<TaskID>,
                        links: TodoTxtDependencies.Words, location: String, days: inout TodoTxtDays,
                        context: InterchangeContext) throws(BadRecord) -> ImportedTask {
        var missing: ImportedFields = [.notes, .modified, .parent, .scheduled, .until, .intervals, .annotations, .fields]
        if line.recurrence == nil { missing.insert(.recurrence) }
        let completed = line.completionDay.map { days.start(of: $0) }
        if line.completed, completed == nil { missing.insert(.completed) }
        let created = line.creationDay.map { days.start(of: $0) }
        if created == nil { missing.insert(.created) }
        let createdOrStandIn = created ?? min(completed ?? context.now, context.now)
        var task = try BadRecord.validating(at: location) { () throws(TaskDomainError) in
            try Task(id: id, title: title, status: line.completed ? .completed : .pending,
                     created: createdOrStandIn, modified: max(createdOrStandIn, completed ?? createdOrStandIn),
                     completed: line.completed ? (completed ?? context.now) : nil,
                     due: line.due.map { Due(day: $0) }, priority: line.priority,
                     project: line.projects.first, tags: line.tags, recurrence: line.recurrence,
                     wait: line.threshold.map { Due(day: $0) }, depends: depends)
        }
        // The line is kept when taskdeck would write it otherwise (an order, a letter, an
        // extension of its own), so that an unchanged task goes back as it came.
        if !line.isWrittenAsIs(for: task, title: title, needsUID: line.uid != nil, links: links, days: &days) {
            task = task.keeping([Self.lineField: String(raw)], for: name)
        }
        return ImportedTask(task: task, missing: missing, toTheDay: [.created, .completed, .due, .wait], origin: location,
                            keptFormat: name)
    }

    public func encode(_ tasks: [Task], context: InterchangeContext) throws -> ExportDocument {
        var lines = TodoTxtLines(tasks, context: context, format: name)
        let text = tasks.map { lines.text(for: $0) + "\n" }.joined()
        return ExportDocument(text: text, omitted: lines.omitted)
    }

    /// todo.sh's pair: open tasks in the file, completed ones in `done.txt` beside it
    /// (counted as import counts them, todo.txt first, so tasks without `uid:` match again).
    public func encodeFiles(_ tasks: [Task], named fileName: String, context: InterchangeContext) throws -> [ExportFile] {
        guard let companion = companionFiles(of: fileName).first else {
            return [ExportFile(name: fileName, document: try encode(tasks, context: context))]
        }
        var lines = TodoTxtLines(tasks, context: context, format: name)
        let open = tasks.filter { !$0.isCompleted }.map { lines.text(for: $0) + "\n" }.joined()
        let done = tasks.filter(\.isCompleted).map { lines.text(for: $0) + "\n" }.joined()
        return [ExportFile(name: fileName, document: ExportDocument(text: open, omitted: lines.omitted)),
                ExportFile(name: companion, document: ExportDocument(text: done))]
    }
}

/// The lines of one export, in order: each task's line (its kept line where it still
/// applies), the IDs derived from titles counted as import counts them, and what todo.txt
/// could not hold.
struct TodoTxtLines {
    let dates: LocalDates
    let format: String
    private var occurrences: [String: Int] = [:]
    private(set) var omitted: [OmittedField: Int] = [:]
    private let dependencies: TodoTxtDependencies

    /// `tasks`: the whole export (a dependency is written on both of its lines).
    init(_ tasks: [Task], context: InterchangeContext, format: String) {
        dates = LocalDates(calendar: context.calendar)
        self.format = format
        dependencies = TodoTxtDependencies(exporting: tasks) { task in
            Self.original(of: task, format: format).flatMap { line in
                line.dependencyID != nil || !line.blocks.isEmpty ? line : nil
            }
        }
        if dependencies.unwritable > 0 { omitted[.depends] = dependencies.unwritable }
    }

    /// The line `task` was imported from, read again.
    private static func original(of task: Task, format: String) -> TodoTxtLine? {
        task.kept[format, TodoTxtFormat.lineField].flatMap { line in try? TodoTxtLine(Substring(line), location: "") }
    }

    mutating func text(for task: Task) -> String {
        if !task.notes.isEmpty { omitted[.notes, default: 0] += 1 }
        if task.due?.minuteOfDay != nil { omitted[.dueTime, default: 0] += 1 }
        if task.parent != nil { omitted[.parent, default: 0] += 1 }
        if task.recurrence != nil, TodoTxtRepeat.value(of: task) == nil { omitted[.repeatRule, default: 0] += 1 }
        if task.kept.formats.contains(where: { $0 != format }) { omitted[.keptForOthers, default: 0] += 1 }
        if task.wait?.minuteOfDay != nil { omitted[.waitTime, default: 0] += 1 }
        if task.scheduled != nil { omitted[.scheduled, default: 0] += 1 }
        if task.until != nil { omitted[.until, default: 0] += 1 }
        if !task.intervals.isEmpty { omitted[.timeSpent, default: 0] += 1 }
        if !task.annotations.isEmpty { omitted[.annotations, default: 0] += task.annotations.count }
        if !task.fields.isEmpty { omitted[.fields, default: 0] += 1 }
        // A line without uid: is matched again by its title and how many lines above have it.
        let seen = occurrences[task.title, default: 0]
        occurrences[task.title] = seen + 1
        let needsUID = task.id != StableID.id(for: "title:\(seen):" + task.title)
        return TodoTxtLine.text(for: task, original: Self.original(of: task, format: format), needsUID: needsUID,
                                dates: dates, links: dependencies.words(for: task.id))
    }
}
