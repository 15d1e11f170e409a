import TaskDomain
import TerminalCore

/// The Task Detail scene: one task with every field and its notes; every use case as
/// Request -> Response -> ViewModel.
enum TaskDetail {
    // MARK: - Use cases

    /// Reads the tasks (on appearing, after a resize) and shows the current one.
    enum ShowTask {
        struct Request: Equatable {
            /// Columns the text is wrapped to.
            var width: Int
        }

        struct Response: Equatable {
            /// The task shown; nil when it no longer exists (deleted, or an add undone).
            var task: Task?
            /// Its place in the list's order (0-based), and how many tasks that order has.
            var index: Int?
            var count: Int
            var width: Int
            /// The task it is a subtask of, when that exists.
            var parent: Task? = nil
            /// Its direct subtasks, oldest first.
            var subtasks: [Task] = []
            /// Its urgency term by term, with the plan's coefficients at the clock's now
            /// (none for a done task; nil: not worked out, no Urgency line).
            var urgency: [UrgencyTerm]? = nil
            /// The stored tasks still to do that it waits for, by title.
            var waitsFor: [Task] = []
            /// The stored tasks still to do that wait for it, by title.
            var blocks: [Task] = []
        }

        /// The tasks could not be read: the scene keeps what it showed and says why.
        struct FailureResponse: Equatable {
            var error: SceneError
        }

        struct ViewModel: Equatable {
            /// The shown task's ID, so the view can tell a new task from a refresh.
            var id: TaskID?
            /// "Task 1f3a2b4c"
            var title: String
            /// "3/12", empty when the task is not in the list's order.
            var position: String
            var lines: [Line]
            /// What `x` does to this task, for the key hints: "done", or "reopen" when it is done;
            /// nil (no task) keeps the key map's own label.
            var toggleHint: String?
        }
    }

    /// Shows the next or previous task of the list's order without going back.
    enum MoveToTask {
        struct Request: Equatable {
            var forward: Bool
        }
    }

    /// `e` opens the editor only while the shown task still exists.
    enum OpenDestination: Equatable { case editor }
    typealias OpenTask = SceneOpening<OpenDestination>

    /// A question the interactor decided to ask (`D`, `x` on a parent with open subtasks):
    /// the router shows it in Confirm and brings the answer back; the interactor decides
    /// what the answer does.
    typealias AskQuestion = SceneQuestion.Ask

    /// The answer to the question asked last.
    typealias AnswerQuestion = SceneQuestion.Answer

    /// Toggles the shown task between pending and completed.
    enum ToggleTask {
        struct Request: Equatable {}
    }

    /// Moves the shown repeating task to its next occurrence, recording no completion.
    enum SkipOccurrence {
        struct Request: Equatable {}
    }

    /// `D`: asks whether to delete the shown task (and its subtasks), deletes it as the
    /// answer says, and the scene then goes back to the list.
    enum DeleteTask {
        struct Request: Equatable {}

        struct Response: Equatable {
            var change: TaskChange
        }

        /// Nothing to show here: the view goes back, and the list announces the deletion
        /// (the change reaches it through `TaskReturnDataStore`).
        struct ViewModel: Equatable {}
    }

    /// `b`: starts work on the shown task, or stops it when it runs (one undoable change).
    enum StartStop {
        struct Request: Equatable {}
    }

    /// `w`: the field at the bottom that reads the day the shown task hides until.
    typealias WaitPrompt = WaitPromptModels<StatusLine>

    /// Enter in the wait field: the shown task's wait set (empty text: cleared).
    enum ChangeWait {
        struct Request: Equatable {
            var text: String
        }
    }

    /// Undo and redo of the last change made from any scene.
    enum Undo {
        struct Request: Equatable {}
    }

    enum Redo {
        struct Request: Equatable {}
    }

    /// About once a second: what the detail says that moves with the clock (a running
    /// time, "hidden, back Fri" turning into "came back", "due in 2 hours") is said again
    /// when the minute changes, without a key.
    enum PassTime {
        struct Request: Equatable {}
    }

    /// Other programs changed tasks: the shown task (and next / previous) are updated in
    /// place from the news, without reading storage.
    enum RefreshTask {
        struct Request: Equatable {
            var news: CommitReport
        }
    }

    /// `E`: the shown task's notes in the person's editor, saved as one change.
    enum EditNotes {
        struct Request: Equatable {}
    }

    /// A one-line message in the status bar, which fades on the next key.
    enum Status {
        struct Response: Equatable {
            enum Kind: Equatable {
                /// A change made here (or in the editor opened from here), undone or redone.
                case change(ChangeOutcome)
                case firstTask
                case lastTask
                /// The shown task no longer exists, so it cannot be changed.
                case taskGone
                /// Other programs changed tasks (see `TaskList.Status`).
                case reloaded(StorageReload)
                /// What `E` came to.
                case notes(NotesEditOutcome)
                /// Started a task that already ran (another process started it), or
                /// stopped one that did not.
                case alreadyRunning(title: String)
                /// The wait was set (`until` nil: cleared), and the due date it passes.
                case waitChanged(TaskChange, until: Due?, pastDue: Due?)
                /// Enter on a wait that is not a date.
                case invalidWait(String)
            }
            var kind: Kind
        }

        typealias ViewModel = StatusLine
    }

    // MARK: - View model parts

    /// One line of the body: a field, a line of the title or of the notes, or a blank.
    struct Line: Equatable {
        var spans: [StyledText]

        init(_ spans: [StyledText] = []) { self.spans = spans }

        /// The line as it reads on screen, for tests.
        var text: String { spans.map(\.text).joined() }
    }
}

/// Annotating the shown task (`i`).
extension TaskDetail {
    /// `i`: the field at the bottom opens for the line.
    enum AnnotatePrompt {
        struct OpenRequest: Equatable {}
        struct Response: Equatable {}
        struct ViewModel: Equatable {
            var label: String
        }
    }

    /// Enter in the field: the line added to the shown task, dated now.
    enum Annotate {
        struct Request: Equatable {
            var text: String
        }
    }
}
