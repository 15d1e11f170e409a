/// Why a task has no occurrence to skip (`X`, `taskdeck skip`), as a fact the adapters word.
///
/// Skipping moves a task to the occurrence after the one due, without a completion. A task
/// repeating "after N days" has no such occurrence of its own: its next date counts from
/// when it is done, so "skipping" it would only push it N days from today, which is what
/// completing it does, and nothing anyone means by "not this week". Saying so (instead of a
/// change that moves nothing and still costs an undo step) is the point of this type.
public enum SkipRefusal: Equatable, Sendable {
    /// The task does not repeat.
    case notRepeating
    /// The task is completed: there is no pending occurrence.
    case completed
    /// The task repeats counting from its completion ("after 3 days").
    case repeatsAfterCompletion
}

extension Task {
    /// Why this task cannot skip to its next occurrence; nil when it can.
    public var skipRefusal: SkipRefusal? {
        guard let rule = recurrence else { return .notRepeating }
        if isCompleted { return .completed }
        return rule.mode == .fromCompletion ? .repeatsAfterCompletion : nil
    }
}
