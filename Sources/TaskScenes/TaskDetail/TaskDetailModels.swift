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

    /// `e` and `D` act on the shown task: they open the editor or ask to delete it only
    /// while the task still exists.
    /// `x` on a task with open subtasks asks first (`completeQuestion`).
    enum OpenDestination: Equatable { case editor, deleteConfirmation, completeQuestion }
    typealias OpenTask = SceneOpening<OpenDestination>

    /// Toggles the shown task between pending and completed.
    enum ToggleTask {
        struct Request: Equatable {}
    }

    /// Completes the shown task after the person was asked about its open subtasks: them
    /// too, or not. One undoable change.
    enum CompleteTask {
        struct Request: Equatable {
            var withSubtasks: Bool
        }
    }

    /// Moves the shown repeating task to its next occurrence, recording no completion.
    enum SkipOccurrence {
        struct Request: Equatable {}
    }

    /// Deletes a task after the person confirmed it; the scene then goes back to the list.
    enum DeleteTask {
        struct Request: Equatable {
            var id: TaskID
            var subtasks: SubtaskDisposal = .keep
        }

        struct Response: Equatable {
            var change: TaskChange
        }

        /// Nothing to show here: the view goes back, and the list announces the deletion
        /// (the change reaches it through `TaskReturnDataStore`).
        struct ViewModel: Equatable {}
    }

    /// Undo and redo of the last change made from any scene.
    enum Undo {
        struct Request: Equatable {}
    }

    enum Redo {
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
                case reloaded(changedOutside: Int, conflicts: [TaskConflict], setAsideLocation: String?)
                /// What `E` came to.
                case notes(NotesEditOutcome)
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
