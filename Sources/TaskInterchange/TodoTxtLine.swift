import Foundation
import TaskDomain

/// One todo.txt line, read into its parts (`x DONE CREATED (A) text +project @context key:value`).
struct TodoTxtLine: Equatable {
    var completed = false
    var completionDay: CalendarDay?
    var creationDay: CalendarDay?
    var priority: Priority = .none
    /// The title's words, unescaped, in order (unknown `key:value` words included).
    var titleWords: [String] = []
    var projects: [String] = []
    var contexts: [String] = []
    var due: CalendarDay?
    var uid: String?
    /// `rec:1w` (from completion) or `rec:+1m` (from the due date), as topydo writes it.
    var recurrence: Recurrence?
    /// The `rec:` value as written, for export.
    var recurrenceValue: String?

    var title: String { titleWords.joined(separator: " ") }

    /// Reads a line; throws `malformed` naming `location` for a `due:` or `pri:` it cannot read.
    init(_ line: Substring, location: String, source: String) throws {
        func malformed(_ reason: String) -> InterchangeError {
            .malformed(source: source, location: location, reason: reason)
        }
        var words = line.split(separator: " ", omittingEmptySubsequences: false)[...]
        if words.first == "x" {
            completed = true
            words = words.dropFirst()
            if let word = words.first, let day = CalendarDay(isoDay: word) {
                completionDay = day
                words = words.dropFirst()
            }
        } else if let word = words.first, let letter = TodoTxtWords.priorityLetter(word) {
            priority = TodoTxtWords.priority(letter: letter)
            words = words.dropFirst()
        }
        if let word = words.first, let day = CalendarDay(isoDay: word) {
            creationDay = day
            words = words.dropFirst()
        }
        for word in words {
            if let text = TodoTxtWords.unescaped(word) {
                titleWords.append(text)
            } else if let project = TodoTxtWords.project(word) {
                projects.append(project)
            } else if let context = TodoTxtWords.context(word) {
                contexts.append(context)
            } else if let (key, value) = TodoTxtWords.keyValue(word) {
                switch key {
                case "due:":
                    guard let day = CalendarDay(isoDay: value) else { throw malformed("due:\(value) is not a date YYYY-MM-DD") }
                    due = day
                case "pri:":
                    guard value.count == 1, let letter = value.first, ("A"..."Z").contains(letter) else {
                        throw malformed("pri:\(value) is not a priority letter A-Z")
                    }
                    priority = TodoTxtWords.priority(letter: letter)
                case "rec:":
                    guard let rule = TodoTxtRepeat.rule(value) else {
                        throw malformed("rec:\(value) is not a repeat such as rec:3d, rec:1w, rec:+1m or rec:1y")
                    }
                    recurrence = rule
                default:
                    uid = String(value)
                }
            } else {
                titleWords.append(String(word))
            }
        }
    }

    /// Builds a line from its parts (the title's token-like words escaped).
    init(task: Task, dates: LocalDates) {
        completed = task.isCompleted
        completionDay = task.completed.map(dates.day(of:))
        creationDay = dates.day(of: task.created)
        priority = task.priority
        titleWords = [task.title]
        projects = task.project.map { [$0] } ?? []
        contexts = task.sortedTags
        due = task.due?.day
        uid = task.id.description
        recurrenceValue = TodoTxtRepeat.value(of: task)
    }

    /// The line as written: completed tasks keep their priority as `pri:X` (a completed
    /// line starts with `x`, so it has no place for `(A)`).
    var text: String {
        var words: [String] = []
        let letter = TodoTxtWords.letter(of: priority)
        if completed {
            words.append("x")
            if let completionDay { words.append(completionDay.description) }
        } else if let letter {
            words.append("(\(letter))")
        }
        if let creationDay { words.append(creationDay.description) }
        words += titleWords.flatMap { $0.split(separator: " ", omittingEmptySubsequences: false) }.map(TodoTxtWords.escaped)
        words += projects.map { "+" + $0 } + contexts.map { "@" + $0 }
        if let due { words.append("due:\(due)") }
        if let recurrenceValue { words.append("rec:\(recurrenceValue)") }
        if completed, let letter { words.append("pri:\(letter)") }
        if let uid { words.append("uid:\(uid)") }
        return words.joined(separator: " ")
    }
}
