import TaskDomain

/// Annotating the targets from the list (`i`).
extension TaskList {
    /// `i`: the field at the bottom opens for the line.
    enum AnnotatePrompt {
        struct OpenRequest: Equatable {}
        struct Response: Equatable {
            /// How many tasks the line goes to (the marked ones, else the selected one).
            var count: Int
        }
        struct ViewModel: Equatable {
            var label: String
        }
    }

    /// Enter in the field: the line added to the targets, dated now, as one undoable change.
    enum Annotate {
        struct Request: Equatable {
            var text: String
        }
    }
}
