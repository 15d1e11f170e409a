import TaskDomain

/// The plan of the targets from the list: `b` starts or stops work on them, `w` hides
/// them until a day; and the list's own clock: tasks coming back from waiting.
extension TaskList {
    /// `b` (toggle), `:start`, `:stop`: work on the targets (the marked tasks, else the
    /// selected one) as one undoable change.
    enum StartStop {
        enum Mode: Equatable { case toggle, start, stop }
        struct Request: Equatable {
            var mode: Mode
        }
    }

    /// `w`: the field at the bottom that reads a day as the Due field does.
    enum WaitPrompt {
        struct OpenRequest: Equatable {}
        /// Each keystroke in the field: what the text means, shown under it.
        struct PreviewRequest: Equatable {
            var text: String
        }
        struct Response: Equatable {
            /// The field's text when it opens (nil: the field keeps what is typed).
            var text: String?
            var preview: WaitPreview
        }
        struct ViewModel: Equatable {
            var label: String
            var text: String?
            /// The line under the field: the day read, a warning, or what is wrong.
            var preview: StatusLine?
        }
    }

    /// Enter in the wait field: the targets' wait set (empty text: cleared).
    enum ChangeWait {
        struct Request: Equatable {
            var text: String
        }
    }

    /// About once a second while the app runs: whether a waiting task's day (or a new day)
    /// has come, so the list shows it without a key.
    enum PassTime {
        struct Request: Equatable {}
    }

    /// What the plan says besides the change itself (`Status.Kind.plan`).
    enum PlanStatus: Equatable {
        /// Starting tasks that already run (another process started them).
        case alreadyRunning(title: String?, count: Int)
        /// Stopping tasks none of which runs.
        case notRunning(title: String?, count: Int)
        /// The wait was set (`until` nil: cleared): its change, and the due date it passes.
        case waitChanged(TaskChange, until: Due?, pastDue: Due?)
        /// Enter on a text that is not a date.
        case invalidWait(String)
        /// Tasks whose wait arrived while the list was open.
        case backFromWaiting(count: Int, title: String?)
    }
}
