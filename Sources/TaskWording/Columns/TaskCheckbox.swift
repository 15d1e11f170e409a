import TaskDomain

/// The three columns before a task's title, in the app's list and in `taskdeck list`:
/// `[ ]` pending, `[x]` done, `[▶]` being worked on.
public enum TaskCheckbox {
    /// `[x]` for a completed task, `[ ]` for a pending one.
    public static func text(completed: Bool) -> String { completed ? "[x]" : "[ ]" }

    /// `[▶]` for a task being worked on, else `text(completed:)`.
    public static func text(for task: Task) -> String {
        task.isActive && !task.isCompleted ? "[" + PlanColumnText.marker + "]" : text(completed: task.isCompleted)
    }
}
