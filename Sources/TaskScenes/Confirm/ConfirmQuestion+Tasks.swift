import TaskDomain

extension ConfirmQuestion {
    /// Asked before a task is deleted, from the list and from the detail scene.
    static func deleting(_ task: Task) -> ConfirmQuestion {
        ConfirmQuestion(title: "Delete task", message: "Delete '\(task.title)'?",
                        yesLabel: "delete", noLabel: "keep", isDestructive: true)
    }

    /// Asked before the marked tasks are deleted together.
    static func deleting(count: Int) -> ConfirmQuestion {
        ConfirmQuestion(title: "Delete tasks", message: count == 1 ? "Delete the marked task?" : "Delete the \(count) marked tasks?",
                        yesLabel: "delete", noLabel: "keep", isDestructive: true)
    }

    /// Asked when a form with changes is closed (the Task Editor); `title` names the task
    /// being edited, nil for a new one.
    /// `quitting`: asked for Ctrl-C, which then leaves taskdeck (a second Ctrl-C does too).
    static func discardingChanges(to title: String?, quitting: Bool = false) -> ConfirmQuestion {
        let message = title.map { "Discard your changes to '\($0)'" } ?? "Discard this new task"
        return ConfirmQuestion(title: "Discard changes", message: message + (quitting ? " and quit?" : "?"),
                               yesLabel: quitting ? "discard and quit" : "discard", noLabel: "keep editing",
                               isDestructive: true)
    }
}
