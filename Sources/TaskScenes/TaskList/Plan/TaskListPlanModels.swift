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
    typealias WaitPrompt = WaitPromptModels<StatusLine?>

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
