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
        }
    }

    /// "Completed 'Buy milk'" for one task (its title passed through `title`, e.g. to
    /// shorten it), "Deleted 3 tasks" for several.
    public static func text(of change: TaskChange, title: (String) -> String = { $0 }) -> String {
        let verb = verb(of: change.action)
        guard change.entries.count == 1, let task = change.entries[0].after ?? change.entries[0].before else {
            return "\(verb) \(change.entries.count) tasks"
        }
        return "\(verb) '\(title(task.title))'"
    }
}
