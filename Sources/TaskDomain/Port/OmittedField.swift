/// A field an export format cannot hold, so exported tasks lose it: what every bridge says,
/// field by field with counts, of what it left out. In the domain because both driving
/// adapters report it (the CLI's `export`, the list's `:export` through `TaskListExporting`)
/// and the interchange codecs count it.
public enum OmittedField: String, Hashable, Sendable, CaseIterable {
    case notes
    /// The time of a due date (todo.txt's `due:` is a day).
    case dueTime
    /// The parent of a subtask (todo.txt and Taskwarrior have no such field).
    case parent
    /// A repeat rule richer than a format's repeat word (todo.txt's `rec:3d`).
    case repeatRule
    /// Fields kept for another program's format (a Taskwarrior `wait`, a todo.txt `h:1`):
    /// the task keeps them, this file cannot hold them.
    case keptForOthers
    /// Stretches of work that ended (Taskwarrior holds only a running task's `start`).
    case timeSpent
    /// The scheduled day (todo.txt has none).
    case scheduled
    /// The last day worth doing (todo.txt has none).
    case until
    /// The time of a wait (todo.txt's `t:` is a day).
    case waitTime
    /// What a task waits for (a format without dependencies).
    case depends
    /// Dated annotations (todo.txt has no place for them); counted one by one, not by task.
    case annotations
    /// Custom fields (todo.txt has no place for them).
    case fields
}
