import Foundation
import TaskDomain
import TaskICalendar

/// One todo.txt line, read into its parts (`x DONE CREATED (A) text +project @context key:value`),
/// each word kept as it was written so the line can be written back as it came.
struct TodoTxtLine: Equatable {
    /// One word after the line's head, and what it means.
    enum Word: Equatable {
        /// A word of the title (unescaped); an empty one stands for a second space.
        case text(String)
        case project(String)
        /// An `@context`: the tag it reads as (lowercase).
        case context(String)
        case due(CalendarDay)
        /// `t:2026-03-01`: the threshold date (topydo's), before which the task is hidden: its wait.
        case threshold(CalendarDay)
        /// `rec:1w` (from completion) or `rec:+1m` (from the due date), as topydo writes it.
        case repeats(Recurrence)
        /// `pri:A`: a completed line's priority.
        case priority(Character)
        case uid(String)
        /// topydo's dependencies: `id:3` names this task for others, and `p:3` on another
        /// task says that one must be done first (this task waits for it).
        case dependencyID(String)
        case blocks(String)
        /// Any other `key:value` (`h:1`, `dep:2`): kept as written.
        case extensionValue(key: String)
    }

    var completed = false
    var completionDay: CalendarDay?
    /// `(A)` … `(Z)` at the head of an open line, or a completed line's `pri:`.
    var priorityLetter: Character?
    var creationDay: CalendarDay?
    /// The words after the head, each with the text it was written as.
    var words: [(word: Word, written: String)] = []

    static func == (lhs: TodoTxtLine, rhs: TodoTxtLine) -> Bool {
        lhs.completed == rhs.completed && lhs.completionDay == rhs.completionDay && lhs.priorityLetter == rhs.priorityLetter
            && lhs.creationDay == rhs.creationDay && lhs.words.map(\.written) == rhs.words.map(\.written)
    }

    // MARK: - What the line says

    var title: String {
        words.compactMap { if case .text(let text) = $0.word { text } else { nil } }.joined(separator: " ")
    }

    var priority: Priority { priorityLetter.map(TodoTxtWords.priority(letter:)) ?? .none }
    var projects: [String] { words.compactMap { if case .project(let name) = $0.word { name } else { nil } } }
    var contexts: [String] { words.compactMap { if case .context(let tag) = $0.word { tag } else { nil } } }
    var due: CalendarDay? { words.lazy.compactMap { if case .due(let day) = $0.word { day } else { nil } }.first }
    var threshold: CalendarDay? {
        words.lazy.compactMap { if case .threshold(let day) = $0.word { day } else { nil } }.first
    }
    var uid: String? { words.lazy.compactMap { if case .uid(let uid) = $0.word { uid } else { nil } }.first }
    /// topydo's `id:` value, when the line has one.
    var dependencyID: String? {
        words.lazy.compactMap { if case .dependencyID(let value) = $0.word { value } else { nil } }.first
    }
    /// The `id:` values of the tasks this line's `p:` words say wait for it.
    var blocks: [String] { words.compactMap { if case .blocks(let value) = $0.word { value } else { nil } } }
    var recurrence: Recurrence? {
        words.lazy.compactMap { if case .repeats(let rule) = $0.word { rule } else { nil } }.first
    }
    /// The keys of the extensions taskdeck keeps without reading (`h:`), in order.
    var extensionKeys: [String] {
        words.compactMap { if case .extensionValue(let key) = $0.word { key } else { nil } }
    }
    /// The tags of the line (further `+projects` and the `@contexts`).
    var tags: [String] { projects.dropFirst() + contexts }
    /// Contexts written with capitals (`@GroceryStore`): read as a lowercase tag.
    var capitalizedContexts: Int {
        words.count { if case .context(let tag) = $0.word { $0.written.dropFirst() != Substring(tag) } else { false } }
    }

    // MARK: - Reading

    /// Reads a line; throws a bad record naming `location` for a `due:`, `pri:` or `rec:`
    /// with a value it cannot read (an empty value is text, as the todo.txt spec has it).
    init(_ line: Substring, location: String) throws(BadRecord) {
        func bad(_ key: String, _ reason: String) -> BadRecord {
            BadRecord(location: location, field: key, reason: reason)
        }
        // Split on the space byte: a space is never inside a larger character's bytes, and a
        // 1,000,000-line file is not walked character by character.
        var rest = line.utf8.split(separator: 0x20, omittingEmptySubsequences: false).map(Substring.init)[...]
        if rest.first == "x" {
            completed = true
            rest = rest.dropFirst()
            if let word = rest.first, let day = CalendarDay(isoDay: word) {
                completionDay = day
                rest = rest.dropFirst()
            }
        } else if let word = rest.first, let letter = TodoTxtWords.priorityLetter(word) {
            priorityLetter = letter
            rest = rest.dropFirst()
        }
        if let word = rest.first, let day = CalendarDay(isoDay: word) {
            creationDay = day
            rest = rest.dropFirst()
        }
        words.reserveCapacity(rest.count)
        for word in rest {
            let meaning: Word
            // Told by the first byte: only `\`, `+` and `@` words can be escapes, projects and
            // contexts, and none of those is a `key:value`.
            switch word.utf8.first {
            case UInt8(ascii: "\\"):
                meaning = .text(TodoTxtWords.unescaped(word) ?? String(word))
            case UInt8(ascii: "+"):
                meaning = TodoTxtWords.project(word).map(Word.project) ?? .text(String(word))
            case UInt8(ascii: "@"):
                meaning = TodoTxtWords.context(word).map(Word.context) ?? .text(String(word))
            default:
                guard let (key, value) = TodoTxtWords.keyValue(word) else {
                    meaning = .text(String(word))
                    break
                }
                switch key {
                case "due:":
                    guard let day = CalendarDay(isoDay: value) else { throw bad(key, "due:\(value) is not a date YYYY-MM-DD") }
                    meaning = .due(day)
                case "t:":
                    guard let day = CalendarDay(isoDay: value) else { throw bad(key, "t:\(value) is not a date YYYY-MM-DD") }
                    meaning = .threshold(day)
                case "pri:":
                    guard value.count == 1, let letter = value.first, ("A"..."Z").contains(letter) else {
                        throw bad(key, "pri:\(value) is not a priority letter A-Z")
                    }
                    meaning = .priority(letter)
                    if completed || priorityLetter == nil { priorityLetter = letter }
                case "rec:":
                    guard let rule = TodoTxtRepeat.rule(value) else {
                        throw bad(key, "rec:\(value) is not a repeat such as rec:3d, rec:1w, rec:+1m or rec:1y")
                    }
                    meaning = .repeats(rule)
                case "uid:":
                    meaning = .uid(String(value))
                case "id:":
                    meaning = .dependencyID(String(value))
                case "p:":
                    meaning = .blocks(String(value))
                default:
                    meaning = .extensionValue(key: key)
                }
            }
            words.append((meaning, String(word)))
        }
    }

    // MARK: - Writing

    /// The line for `task`. Without `original` (a task made in taskdeck), the canonical
    /// order: `(A) CREATED title +project @tags t: due: rec: uid:`. With the line the task was
    /// imported from, that line changed only where the task differs from what it says:
    /// unchanged words stay as written and in place (their case, an `(E)`, `h:1`, two
    /// spaces), a changed title takes the place of the old one, and what is new goes at the
    /// end; so a task nobody changed is written exactly as it came. `uid:` is written when
    /// `needsUID` (the ID is not the one the title gives) and the line has none.
    /// `links`: the `id:` this task is written with and the `p:` values it blocks (topydo's
    /// dependencies, numbered for the whole export by `TodoTxtDependencies`).
    static func text(for task: Task, original: TodoTxtLine?, needsUID: Bool, dates: LocalDates,
                     links: TodoTxtDependencies.Words = .none) -> String {
        var head: [String] = []
        let originalLevel = original?.priorityLetter.map(TodoTxtWords.priority(letter:))
        let letter = originalLevel == task.priority ? original?.priorityLetter : TodoTxtWords.letter(of: task.priority)
        if task.isCompleted {
            head.append("x")
            let dayless = original.map { $0.completed && $0.completionDay == nil } ?? false
            if !dayless, let completed = task.completed { head.append(dates.day(of: completed).description) }
        } else if let letter {
            head.append("(\(letter))")
        }
        if original == nil || original?.creationDay != nil { head.append(dates.day(of: task.created).description) }

        var body: [String] = []
        var placedTitle = false, placedProject = false, placedDue = false, placedRepeat = false
        var placedPriority = false, placedUID = false, placedWait = false, placedID = false
        var placedBlocks = Set<String>()
        var placedTags = Set<String>()
        let titleChanged = original.map { $0.title != task.title } ?? true
        let repeatValue = TodoTxtRepeat.value(of: task)
        func writeTitle() {
            body += task.title.split(separator: " ", omittingEmptySubsequences: false).map(TodoTxtWords.escaped)
            placedTitle = true
        }
        var projectWords = 0
        for (word, written) in original?.words ?? [] {
            switch word {
            case .text:
                if !titleChanged { body.append(written); placedTitle = true } else if !placedTitle { writeTitle() }
            case .project(let name):
                projectWords += 1
                if projectWords == 1 {
                    // The line's first +project is the project.
                    if name == task.project { body.append(written); placedProject = true }
                } else if let tag = try? TaskValidation.tag(name), task.tags.contains(tag), placedTags.insert(tag).inserted {
                    // A further +project is a tag, and stays one only after the project.
                    body.append(placedProject ? written : "@" + written.dropFirst())
                }
            case .context(let tag):
                if task.tags.contains(tag), placedTags.insert(tag).inserted { body.append(written) }
            case .due(let day):
                guard let due = task.due?.day, !placedDue else { continue }
                body.append(due == day ? written : "due:\(due)")
                placedDue = true
            case .threshold(let day):
                guard let wait = task.wait?.day, !placedWait else { continue }
                body.append(wait == day ? written : "t:\(wait)")
                placedWait = true
            case .repeats(let rule):
                guard let repeatValue, !placedRepeat else { continue }
                body.append(task.recurrence == rule ? written : "rec:\(repeatValue)")
                placedRepeat = true
            case .priority:
                guard task.isCompleted, let letter, !placedPriority else { continue }
                body.append("pri:\(letter)")
                placedPriority = true
            case .uid(let uid):
                guard !placedUID, TaskUID.taskID(forUID: uid) == task.id else { continue }
                body.append(written)
                placedUID = true
            case .dependencyID(let value):
                // An `id:` nothing waits on any more is harmless: kept as written.
                guard !placedID, links.id == value || links.id == nil else { continue }
                body.append(written)
                placedID = true
            case .blocks(let value):
                let stillBlocks = links.blocks.contains(value) || !links.numbers.contains(value)
                guard stillBlocks, placedBlocks.insert(value).inserted else { continue }
                body.append(written)
            case .extensionValue:
                body.append(written)
            }
        }
        if !placedTitle { writeTitle() }
        if let project = task.project, !placedProject { body.append("+" + project) }
        body += task.sortedTags.filter { !placedTags.contains($0) }.map { "@" + $0 }
        if let wait = task.wait?.day, !placedWait { body.append("t:\(wait)") }
        if let due = task.due?.day, !placedDue { body.append("due:\(due)") }
        if let repeatValue, !placedRepeat { body.append("rec:\(repeatValue)") }
        if task.isCompleted, let letter, !placedPriority { body.append("pri:\(letter)") }
        if let id = links.id, !placedID { body.append("id:\(id)") }
        body += links.blocks.filter { !placedBlocks.contains($0) }.map { "p:\($0)" }
        if needsUID, !placedUID { body.append("uid:\(task.id)") }
        return (head + body).joined(separator: " ")
    }
}
