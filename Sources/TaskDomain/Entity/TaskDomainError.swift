/// Everything the domain refuses, as facts: which value, which task, which rule. The
/// sentences a person reads are `TaskWording.DomainErrorText`'s, shared by the CLI and the
/// presenters, so tests compare these cases and the wording tests compare the words.
public enum TaskDomainError: Error, Equatable, Sendable {
    case emptyTitle
    case titleHasNewline
    case invalidTag(String, reason: NameProblem)
    case invalidProject(String, reason: NameProblem)
    case invalidPriority(String)
    case invalidDuePhrase(String)
    /// A repeat phrase it could not read: the phrase, the word it stopped at, what it expected there.
    case invalidRepeatPhrase(String, word: String?, expected: String)
    case idPrefixTooShort(String)
    case unknownID(String)
    /// The prefix matched several tasks: each candidate.
    case ambiguousID(String, candidates: [Candidate])
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
    /// Starting work on a completed task (its title).
    case startingCompleted(String)
    /// Starting this many tasks at once where only one may run.
    case severalToStart(Int)
    /// A task it should wait for does not exist.
    case blockerNotFound(TaskID)
    /// Waiting for these would close a loop: the titles along it, from the task back to
    /// itself (`["A", "B", "A"]`: 'A' waits for 'B', which waits for 'A').
    case dependencyCycle([String])
    /// An annotation with no text.
    case emptyAnnotation
    /// Removing an annotation from a task that has none (its title).
    case noAnnotations(task: String)
    /// No annotation of the task is that number or contains that text: what was typed, the
    /// task's title, how many annotations it has.
    case noSuchAnnotation(String, task: String, count: Int)
    /// Several annotations contain the text typed: each one's text.
    case ambiguousAnnotation(String, matches: [String])
    /// A custom field's value that does not read as its declared type (`number`, `date`,
    /// `duration`) or is not among its allowed values.
    case invalidFieldValue(field: String, value: String, kind: String, allowed: [String])

    /// Why a tag or a project name cannot be one.
    public enum NameProblem: Equatable, Sendable {
        case empty
        /// Spaces or control characters: a tag or a project is one word.
        case notOneWord
        /// A project path with an empty part (`home.`, `.garden`, `a..b`).
        case emptyPart
    }

    /// A task an ambiguous ID prefix matches: its short ID and its title.
    public struct Candidate: Equatable, Sendable {
        public let id: String
        public let title: String

        public init(id: String, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// True for errors caused by what the person typed (a usage error), as opposed to
    /// the state of the data (an unknown ID).
    public var isInputError: Bool {
        switch self {
        case .emptyTitle, .titleHasNewline, .invalidTag, .invalidProject, .invalidPriority,
             .invalidDuePhrase, .invalidRepeatPhrase, .idPrefixTooShort, .notAField, .twoTimes:
            true
        case .severalToStart, .emptyAnnotation, .invalidFieldValue:
            true
        case .noAnnotations, .noSuchAnnotation, .ambiguousAnnotation:
            false
        case .unknownID, .ambiguousID, .taskNotFound, .parentNotFound, .parentCycle, .alreadyTopLevel, .openSubtasks,
             .startingCompleted, .blockerNotFound, .dependencyCycle:
            false
        }
    }
}
