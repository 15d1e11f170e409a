import Foundation

/// Everything the domain refuses, each with a message a person understands.
public enum TaskDomainError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
    case emptyTitle
    case titleHasNewline
    case invalidTag(String, reason: String)
    case invalidProject(String, reason: String)
    case invalidPriority(String)
    case invalidDuePhrase(String)
    /// A repeat phrase it could not read: the phrase, the word it stopped at, what it expected there.
    case invalidRepeatPhrase(String, word: String?, expected: String)
    case idPrefixTooShort(String)
    case unknownID(String)
    /// The prefix matched several tasks: `(short id, title)` of each candidate.
    case ambiguousID(String, candidates: [(id: String, title: String)])
    case taskNotFound(TaskID)
    /// The parent asked for does not exist.
    case parentNotFound(TaskID)
    /// `task` would become its own ancestor: a subtask of one of its subtasks (`parent`),
    /// or of itself (`parent` nil).
    case parentCycle(task: String, parent: String?)
    /// Outdenting a task that has no parent.
    case alreadyTopLevel(String)
    /// Completing or deleting a parent whose subtasks are open, without saying what to do with them.
    case openSubtasks(task: String, count: Int)
    /// A Taskwarrior attribute taskdeck has no field for (yet), typed as `name:value` in a
    /// title: the name, and the names that are read.
    case notAField(String, fields: [String])
    /// A due date and a repeat rule typed with different times of day (minutes after midnight).
    case twoTimes(due: Int, repeat: Int)

    public var description: String {
        switch self {
        case .emptyTitle:
            "a task needs a title"
        case .titleHasNewline:
            "a title must be a single line (put longer text in the notes)"
        case .invalidTag(let tag, let reason):
            "invalid tag '\(tag)': \(reason)"
        case .invalidProject(let project, let reason):
            "invalid project '\(project)': \(reason)"
        case .invalidPriority(let text):
            "invalid priority '\(text)': use none, low, medium or high"
        case .invalidDuePhrase(let text):
            "cannot read the due date '\(text)'; accepted: \(DateReader.acceptedForms)"
        case .invalidRepeatPhrase(let text, let word, let expected):
            "cannot read the repeat '\(text)'" + (word.map { " at '\($0)'" } ?? "") + ": expected \(expected); "
                + "accepted: \(RecurrencePhraseParser.acceptedForms)"
        case .idPrefixTooShort(let text):
            "the ID '\(text)' is too short: type at least \(TaskIDResolver.minimumPrefixLength) characters"
        case .unknownID(let text):
            "no task has an ID starting with '\(text)'"
        case .ambiguousID(let text, let candidates):
            "the ID '\(text)' matches \(candidates.count) tasks: "
                + candidates.map { "\($0.id) '\($0.title)'" }.joined(separator: ", ")
        case .taskNotFound(let id):
            "the task \(id.shortForm) no longer exists"
        case .parentNotFound(let id):
            "the parent task \(id.shortForm) does not exist"
        case .parentCycle(let task, let parent):
            parent.map { "'\(task)' cannot be a subtask of '\($0)': '\($0)' is one of its subtasks" }
                ?? "'\(task)' cannot be a subtask of itself"
        case .alreadyTopLevel(let task):
            "'\(task)' is already a top-level task"
        case .openSubtasks(let task, let count):
            "'\(task)' has \(count) open subtask\(count == 1 ? "" : "s")"
        case .notAField(let name, let fields):
            "taskdeck has no \(name): field (yet); a title reads " + fields.map { $0 + ":" }.joined(separator: ", ")
                + " (write \\\(name): to keep the word)"
        case .twoTimes(let due, let repeatTime):
            "the due date says \(Self.clockText(due)) and the repeat \(Self.clockText(repeatTime)): give the time once"
        }
    }

    public var errorDescription: String? { description }

    /// True for errors caused by what the person typed (a usage error), as opposed to
    /// the state of the data (an unknown ID).
    public var isInputError: Bool {
        switch self {
        case .emptyTitle, .titleHasNewline, .invalidTag, .invalidProject, .invalidPriority,
             .invalidDuePhrase, .invalidRepeatPhrase, .idPrefixTooShort, .notAField, .twoTimes:
            true
        case .unknownID, .ambiguousID, .taskNotFound, .parentNotFound, .parentCycle, .alreadyTopLevel, .openSubtasks:
            false
        }
    }

    /// `09:30` for 570.
    private static func clockText(_ minuteOfDay: Int) -> String {
        let hour = minuteOfDay / 60, minute = minuteOfDay % 60
        return (hour < 10 ? "0" : "") + "\(hour):" + (minute < 10 ? "0" : "") + "\(minute)"
    }

    public static func == (lhs: TaskDomainError, rhs: TaskDomainError) -> Bool {
        lhs.description == rhs.description
    }
}
