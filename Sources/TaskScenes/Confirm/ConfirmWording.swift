/// The words of a `ConfirmQuestion`: the box's title, the question, the two choices, and
/// whether yes throws something away. Only Confirm's presenter reads it.
struct ConfirmWording: Equatable {
    var title: String
    var message: String
    /// What `y` / Enter does, one or two words: "delete".
    var yesLabel: String
    /// What `n` / Esc does: "keep".
    var noLabel: String
    /// What `o` does, for questions with a third choice: "only the parent".
    var alternativeLabel: String?
    var isDestructive: Bool

    init(_ question: ConfirmQuestion) {
        switch question {
        case .deleteTask(let title):
            self.init(title: "Delete task", message: "Delete '\(title)'?", yesLabel: "delete", noLabel: "keep")
        case .deleteTasks(let count):
            self.init(title: "Delete tasks",
                      message: count == 1 ? "Delete the marked task?" : "Delete the \(count) marked tasks?",
                      yesLabel: "delete", noLabel: "keep")
        case .discardChanges(let title, let quitting):
            let subject = title.map { "Discard your changes to '\($0)'" } ?? "Discard this new task"
            self.init(title: "Discard changes", message: subject + (quitting ? " and quit?" : "?"),
                      yesLabel: quitting ? "discard and quit" : "discard", noLabel: "keep editing")
        case .completeParent(let title, let count, let open):
            let subject = title.map { "'\($0)'" } ?? "The \(count) marked tasks"
            let has = title == nil && count > 1 ? "have" : "has"
            self.init(title: "Complete task", message: "\(subject) \(has) \(open) open subtask\(open == 1 ? "" : "s"). Complete \(open == 1 ? "it" : "them") too?",
                      yesLabel: "complete all", noLabel: "cancel", isDestructive: false)
            alternativeLabel = title == nil && count > 1 ? "only the marked" : "only the parent"
        case .deleteParent(let title, let count, let subtasks):
            let subject = title.map { "Delete '\($0)'" } ?? "Delete the \(count) marked task\(count == 1 ? "" : "s")"
            self.init(title: "Delete task", message: "\(subject) and \(subtasks == 1 ? "its subtask" : "its \(subtasks) subtasks")?",
                      yesLabel: "delete all", noLabel: "cancel")
            alternativeLabel = "keep subtasks"
        }
    }

    /// Most questions throw something away if answered yes; completing does not.
    private init(title: String, message: String, yesLabel: String, noLabel: String, isDestructive: Bool = true) {
        self.title = title
        self.message = message
        self.yesLabel = yesLabel
        self.noLabel = noLabel
        self.isDestructive = isDestructive
    }
}
