import TaskDomain

/// A change in words: "Completed 'Buy milk'", "Deleted 3 tasks". The scenes' status lines
/// and the CLI name changes the same way.
public enum ChangeSummary {
    /// The past-tense verb of the action: "Completed".
    public static func verb(of action: TaskChange.Action) -> String {
        switch action {
        case .added: "Added"
        case .edited: "Edited"
        case .completed: "Completed"
        case .reopened: "Reopened"
        case .toggled: "Toggled"
        case .deleted: "Deleted"
        case .imported: "Imported"
        case .moved: "Moved"
        }
    }

    /// "Completed 'Buy milk'" for one task (its title passed through `title`, e.g. to
    /// shorten it), "Deleted 3 tasks" for several.
    public static func text(of change: TaskChange, title: (String) -> String = { $0 }) -> String {
        let verb = verb(of: change.action)
        // A delete that kept subtasks moved them up too: it names the deleted tasks only.
        let entries = change.action == .deleted && change.entries.contains(where: { $0.after == nil })
            ? change.entries.filter { $0.after == nil } : change.entries
        guard entries.count == 1, let task = entries[0].after ?? entries[0].before else {
            return "\(verb) \(entries.count) tasks"
        }
        return "\(verb) '\(title(task.title))'"
    }
}
