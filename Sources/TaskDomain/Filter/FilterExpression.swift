/// A parsed filter in taskdeck's filter language (`+work !>=medium due:<fri -#later`),
/// the one the app's `/` and the CLI's `list` share. `FilterParser` reads it; matching
/// is pure and needs no clock beyond the `LocalNow` it is given (the dates a filter names
/// were read against the day it was parsed).
public struct FilterExpression: Hashable, Sendable {
    /// The text it was read from, as typed (for the list's header and `taskdeck config`).
    public let source: String
    let root: FilterNode

    /// The filter that keeps every task.
    public static let everything = FilterExpression(source: "", root: .all([]))

    init(source: String, root: FilterNode) {
        self.source = source
        self.root = root
    }

    /// True when it keeps every task (nothing was typed).
    public var isEverything: Bool { root == .all([]) }

    /// Whether it tests a task's project (then the projects subtasks inherit count).
    var mentionsProject: Bool { root.mentionsProject }

    /// The tab a filter standing alone (a saved view, `taskdeck list FILTER`) is applied
    /// within: pending tasks not waiting, unless it says `status:`, `is:waiting` or `wait:`
    /// itself (then it decides, over every task).
    public var standaloneTab: TaskFilter { root.mentionsStatus ? .all : .pending }

    /// Whether `task` passes; words are looked for in its title, notes and annotations. `links` says
    /// which tasks wait for which (`is:blocked`, `is:blocking`, `is:ready`).
    public func matches(_ task: Task, at now: LocalNow, links: TaskLinks = .none) -> Bool {
        root.matches(task, at: now, links: links) { FilterExpression.titleOrNotes(of: task, contain: $0.folded) }
    }

    /// Both filters at once (a saved view's filter and what `/` adds to it).
    public func and(_ other: FilterExpression) -> FilterExpression {
        if isEverything { return other }
        if other.isEverything { return self }
        return FilterExpression(source: grouped + " " + other.grouped, root: .all(root.conjuncts + other.root.conjuncts))
    }

    /// The source, in parentheses when it is an `or` (which binds looser than side by side).
    private var grouped: String {
        if case .any = root { return "(" + source + ")" }
        return source
    }

    /// True when every task this filter keeps is also kept by `wider`: typing on narrows,
    /// so the list can filter its last result instead of every task.
    func narrows(_ wider: FilterExpression) -> Bool {
        let mine = root.conjuncts
        return wider.root.conjuncts.allSatisfy { old in
            mine.contains { new in
                if new == old { return true }
                if case .term(.text(let newText)) = new, case .term(.text(let oldText)) = old {
                    return SearchFolding.contains(folded: newText.folded, oldText.folded)
                }
                return false
            }
        }
    }

    /// Whether the folded `text` is in the task's title, notes or an annotation.
    static func titleOrNotes(of task: Task, contain text: [UInt8]) -> Bool {
        SearchFolding.contains(task.title, folded: text) || SearchFolding.contains(task.notes, folded: text)
            || task.annotations.contains { SearchFolding.contains($0.text, folded: text) }
    }
}

/// The tree of a filter: terms joined by AND (juxtaposition), `or`, and `not` / `-( … )`.
indirect enum FilterNode: Hashable, Sendable {
    case all([FilterNode])
    case any([FilterNode])
    case not(FilterNode)
    case term(FilterTerm)

    /// The parts an AND is made of (itself when it is not an AND).
    var conjuncts: [FilterNode] {
        if case .all(let parts) = self { return parts }
        return [self]
    }

    /// Whether a project term (`+home`, `project:` alone) is anywhere in it: only then does
    /// matching need the projects subtasks inherit (`SubtaskProjects`).
    var mentionsProject: Bool {
        switch self {
        case .all(let parts), .any(let parts): parts.contains(where: \.mentionsProject)
        case .not(let part): part.mentionsProject
        case .term(.project), .term(.noProject): true
        case .term: false
        }
    }

    /// Whether a term that picks tasks by status or waiting (`status:`, `is:waiting`,
    /// `wait:`) is anywhere in it: such a filter is not kept within the Pending tab.
    var mentionsStatus: Bool {
        switch self {
        case .all(let parts), .any(let parts): parts.contains(where: \.mentionsStatus)
        case .not(let part): part.mentionsStatus
        case .term(.status), .term(.waiting), .term(.date(.wait, _, _)), .term(.dateNone(.wait)), .term(.dateAny(.wait)): true
        case .term: false
        }
    }

    /// Whether `task` passes; `containsText` answers for a folded word (from an index when
    /// the caller has one).
    func matches(_ task: Task, at now: LocalNow, links: TaskLinks, containsText: (FilterWord) -> Bool) -> Bool {
        switch self {
        case .all(let parts): parts.allSatisfy { $0.matches(task, at: now, links: links, containsText: containsText) }
        case .any(let parts): parts.contains { $0.matches(task, at: now, links: links, containsText: containsText) }
        case .not(let part): !part.matches(task, at: now, links: links, containsText: containsText)
        case .term(let term): term.matches(task, at: now, links: links, containsText: containsText)
        }
    }
}

/// One test of a filter.
enum FilterTerm: Hashable, Sendable {
    /// A word or a quoted phrase: in the title or the notes.
    case text(FilterWord)
    /// `+home`: this project or a sub-project; a subtask without a project is in its
    /// parent's (`TaskLinks.project(of:)`).
    case project(String)
    /// `project:` with no value (Taskwarrior's): in no project, its own or a parent's.
    case noProject
    /// `#shop`, normalized as tags are.
    case tag(String)
    /// `!high`, `!>=medium`, `!none`.
    case priority(FilterComparison, Priority)
    /// `due:fri`, `wait:<2026-12-01`, `scheduled:>=mon` (by day).
    case date(FilterDateField, FilterComparison, CalendarDay)
    /// `due:none`, `wait:none`, ...: the task has no such date.
    case dateNone(FilterDateField)
    /// `due:any`, `scheduled:any`, ...: the task has one.
    case dateAny(FilterDateField)
    /// `status:done`, `status:pending`.
    case status(TaskStatus)
    /// `is:overdue`: pending and past due.
    case overdue
    /// `is:repeating`: it has a recurrence rule.
    case repeating
    /// `is:waiting`: pending and hidden until a day still to come.
    case waiting
    /// `is:active`: being worked on now.
    case active
    /// `is:scheduled`: it has a scheduled date.
    case scheduled
    /// `is:ready`: ready to work on (`Task.isReady`), what the Next view ranks.
    case ready
    /// `is:blocked`: pending and waiting for a task still to do.
    case blocked
    /// `is:blocking`: pending, and a task still to do waits for it.
    case blocking
    /// `depends:ID`: it waits for a task whose ID starts with this (lowercased) prefix;
    /// `depends:any` / `depends:none`: it waits for some task / for none.
    case depends(DependsTest)

    /// A custom field the config file declares: `estimate:>2`, `size:M`, `estimate:any`.
    case field(FieldTest)

    /// What a `depends:` word asks.
    enum DependsTest: Hashable, Sendable {
        case any
        case none
        case id(prefix: String)
    }

    func matches(_ task: Task, at now: LocalNow, links: TaskLinks, containsText: (FilterWord) -> Bool) -> Bool {
        switch self {
        case .text(let text): containsText(text)
        case .project(let project): links.project(of: task).map { TaskQuery.project($0, isWithin: project) } ?? false
        case .noProject: links.project(of: task) == nil
        case .tag(let tag): task.tags.contains(tag)
        case .priority(let comparison, let level): comparison.holds(task.priority.rank, level.rank)
        case .date(let field, let comparison, let day):
            field.value(of: task).map { comparison.holds($0.day.dayNumber, day.dayNumber) } ?? false
        case .dateNone(let field): field.value(of: task) == nil
        case .dateAny(let field): field.value(of: task) != nil
        case .status(let status): task.status == status
        case .overdue: !task.isCompleted && !task.isWaiting(at: now) && (task.due?.isOverdue(at: now) ?? false)
        case .repeating: task.recurrence != nil
        case .waiting: task.isWaiting(at: now)
        case .active: task.isActive
        case .scheduled: task.scheduled != nil
        case .ready: task.isReady(at: now, links: links)
        case .blocked: !task.depends.isEmpty && links.isBlocked(task.id)
        case .blocking: links.isBlocking(task.id)
        case .depends(.any): !task.depends.isEmpty
        case .depends(.none): task.depends.isEmpty
        case .depends(.id(let prefix)): task.depends.contains { $0.description.hasPrefix(prefix) }
        case .field(let test): test.matches(task)
        }
    }
}

/// The dates of a task a filter word names: `due:`, `wait:`, `scheduled:` (`sched:`), `until:`.
enum FilterDateField: String, Hashable, Sendable, CaseIterable {
    case due, wait, scheduled, until

    /// The field a filter word's name (lowercased) reads, or nil.
    init?(word: String) {
        switch word {
        case "due": self = .due
        case "wait": self = .wait
        case "scheduled", "sched": self = .scheduled
        case "until": self = .until
        default: return nil
        }
    }

    func value(of task: Task) -> Due? {
        switch self {
        case .due: task.due
        case .wait: task.wait
        case .scheduled: task.scheduled
        case .until: task.until
        }
    }
}

/// How a task's value compares with the one a term names: `!>=medium`, `due:<fri`.
enum FilterComparison: String, Hashable, Sendable, CaseIterable {
    case equal = "="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="

    func holds(_ value: Int, _ bound: Int) -> Bool {
        switch self {
        case .equal: value == bound
        case .less: value < bound
        case .lessOrEqual: value <= bound
        case .greater: value > bound
        case .greaterOrEqual: value >= bound
        }
    }

    /// The comparison `text` starts with and the rest (`=` when there is none).
    static func split(_ text: Substring) -> (FilterComparison, Substring) {
        for comparison in [FilterComparison.lessOrEqual, .greaterOrEqual, .less, .greater, .equal]
        where text.hasPrefix(comparison.rawValue) {
            return (comparison, text.dropFirst(comparison.rawValue.count))
        }
        return (.equal, text)
    }
}

/// A filter's word or phrase, folded once (the search index looks up its bytes and pairs).
struct FilterWord: Hashable, Sendable {
    let folded: [UInt8]

    init(folded: [UInt8]) {
        self.folded = folded
    }

    static func == (lhs: FilterWord, rhs: FilterWord) -> Bool { lhs.folded == rhs.folded }
    func hash(into hasher: inout Hasher) { hasher.combine(folded) }
}
