/// The words of a `ConfirmQuestion`: the box's title, the question, the two choices, and
/// whether yes throws something away. Only Confirm's presenter reads it.
struct ConfirmWording: Equatable {
    var title: String
    var message: String
    /// What `y` / Enter does, one or two words: "delete".
    var yesLabel: String
    /// What `n` / Esc does: "keep".
    var noLabel: String
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
        }
    }

    /// Every question Confirm asks today throws something away if answered yes; a question
    /// that does not would say so here.
    private init(title: String, message: String, yesLabel: String, noLabel: String) {
        self.title = title
        self.message = message
        self.yesLabel = yesLabel
        self.noLabel = noLabel
        self.isDestructive = true
    }
}
