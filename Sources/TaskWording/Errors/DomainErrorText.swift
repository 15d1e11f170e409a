import TaskDomain

/// The sentences for what the domain refuses (`TaskDomainError`): the CLI prints them after
/// `taskdeck: `, the presenters put them in status lines and under editor fields.
public enum DomainErrorText {
    public static func sentence(_ error: TaskDomainError) -> String {
        switch error {
        case .emptyTitle:
            "a task needs a title"
        case .titleHasNewline:
            "a title must be a single line (put longer text in the notes)"
        case .invalidTag(let tag, let problem):
            "invalid tag '\(tag)': \(tagReason(problem))"
        case .invalidProject(let project, let problem):
            "invalid project '\(project)': \(projectReason(problem))"
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
            "the due date says \(DateReadingWording.clock(due)) and the repeat \(DateReadingWording.clock(repeatTime)): "
                + "give the time once"
        case .startingCompleted(let title):
            "'\(title)' is done: reopen it to start it again"
        case .severalToStart(let count):
            "cannot start \(count) tasks: one runs at a time (set several-active = true under [start] to allow more)"
        case .blockerNotFound(let id):
            "the task \(id.shortForm) to wait for does not exist"
        case .dependencyCycle(let titles):
            DependencyWording.cycle(titles)
        case .invalidFieldValue(let field, let value, let kind, let allowed):
            allowed.isEmpty ? "'\(value)' is not a \(kind) for the field \(field)" + FieldWording.example(kind)
                : "the field \(field) takes " + allowed.map { "'\($0)'" }.joined(separator: ", ") + ", not '\(value)'"
        case .emptyAnnotation:
            "an annotation needs some text"
        case .noAnnotations(let title):
            "'\(title)' has no annotations"
        case .noSuchAnnotation(let typed, let title, let count):
            Int(typed) != nil
                ? "'\(title)' has \(count == 1 ? "1 annotation" : "\(count) annotations"): there is no number \(typed)"
                : "no annotation of '\(title)' contains '\(typed)'"
        case .ambiguousAnnotation(let typed, let matches):
            "'\(typed)' is in \(matches.count) annotations: "
                + matches.prefix(3).map { "'\($0)'" }.joined(separator: ", ") + (matches.count > 3 ? ", …" : "")
                + "; type more of one, or its number"
        }
    }

    /// Why a word cannot be a tag (also the filter's `#` words).
    public static func tagReason(_ problem: TaskDomainError.NameProblem) -> String {
        switch problem {
        case .empty: "a tag cannot be empty"
        case .notOneWord, .emptyPart: "a tag is one word, without spaces"
        }
    }

    /// Why a word cannot be a project name (also the filter's `+` words).
    public static func projectReason(_ problem: TaskDomainError.NameProblem) -> String {
        switch problem {
        case .empty: "a project name cannot be empty"
        case .notOneWord: "a project name has no spaces (use '.' for sub-projects)"
        case .emptyPart: "'.' separates non-empty parts, as in home.garden"
        }
    }
}
