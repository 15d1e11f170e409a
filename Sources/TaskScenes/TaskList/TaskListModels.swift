import TaskDomain
import TerminalCore

/// The Task List scene (home): every use case as Request -> Response -> ViewModel.
enum TaskList {
    /// The part of the screen the list gets, sent whenever it changes so the interactor
    /// formats only the rows that fit.
    struct Viewport: Equatable {
        var rows: Int
        var width: Int
        /// The columns of the notes preview when it is shown (nil: hidden).
        var previewWidth: Int? = nil
    }

    /// The filter tabs in their order: Tab and Shift-Tab step through them, the header
    /// shows them.
    static let filterTabs: [TaskFilter] = [.all, .pending, .dueToday, .dueThisWeek, .overdue, .completed]

    /// A tab: a built-in filter or a saved view from the config file (after the built-in ones).
    enum TabChoice: Equatable {
        case filter(TaskFilter)
        case view(SavedView)
    }

    // MARK: - Use cases

    /// Reads the tasks (on appearing and after a resize) and shows the visible window.
    enum FetchTasks {
        struct Request: Equatable {
            var viewport: Viewport
        }

        /// The domain state of the list: only the tasks in the visible window travel on.
        struct Response: Equatable {
            var storeName: String
            var query: TaskQuery
            /// The saved views' names (tabs after the built-in ones) and the one shown, if any.
            var views: [String] = []
            var activeView: String?
            /// The filter typed with `/`, as typed (empty: none).
            var searchFilter: String = ""
            var summary: TaskSummary
            var matchingCount: Int
            /// The tasks of rows `windowStart ..< windowStart + window.count`.
            var window: [Task]
            var windowStart: Int
            var selectedIndex: Int?
            var rowWidth: Int
            /// The marked tasks among `window`, and how many are marked in all.
            var markedInWindow: Set<TaskID> = []
            var markedCount = 0
            /// Marked tasks the filter or search hides: they are still acted on, so it is said.
            var hiddenMarkedCount = 0
            /// Each window row's place in the tree, in the same order (empty: a flat list).
            var outline: [RowPlace] = []
            /// The selected task's notes for the preview, when it is shown.
            var preview: NotesPreview.Response? = nil
        }

        /// The tasks could not be read: the list keeps what it showed and says why.
        struct FailureResponse: Equatable {
            var error: SceneError
        }

        struct ViewModel: Equatable {
            var header: Header
            var rows: [Row]
            /// Lines shown instead of rows when nothing matches.
            var emptyState: [String]
            /// "3/120" (selected / matching), empty when there is nothing.
            var position: String
            /// "3 marked", empty when nothing is marked.
            var marks: String = ""
            /// What the search field is introduced by: "/".
            var searchLabel: String = ""
            /// What the command line is introduced by: ":".
            var commandLabel: String = ""
            /// The notes preview's lines, when it is shown.
            var preview: NotesPreview.ViewModel? = nil
        }
    }

    /// The selected task's notes beside or below the list (`p`), wrapped to its width.
    enum NotesPreview {
        struct Response: Equatable {
            /// The selected task, nil when nothing is selected.
            var task: Task?
            var width: Int
        }

        struct ViewModel: Equatable {
            /// The task whose notes these are: the view scrolls back to the top for another.
            var taskID: TaskID?
            /// "Notes · Buy milk", cut to the width.
            var title: String
            /// The wrapped notes, or the words for none.
            var lines: [String]
            var isEmpty: Bool
        }
    }

    /// The `:` command line: Tab completes the command or its argument; Enter runs it.
    enum CommandLine {
        struct CompleteRequest: Equatable {
            var text: String
        }
        struct RunRequest: Equatable {
            var text: String
        }
        /// The line after a Tab.
        struct Response: Equatable {
            var text: String
        }
        struct ViewModel: Equatable {
            var text: String
        }
        /// The line named a key's action: the view performs it as if the key was pressed.
        struct ActionResponse: Equatable {
            var action: TaskListAction
        }
        typealias ActionViewModel = ActionResponse
    }

    /// `E`: the selected task's notes in the person's editor, saved as one change.
    enum EditNotes {
        struct Request: Equatable {}
    }

    /// `n` / `N`: the next or previous task in the list that matches the last search
    /// (vim's and less's `n`), wrapping around the ends.
    enum FindMatch {
        struct Request: Equatable {
            var forward: Bool
        }
    }

    /// Moves the selection without touching storage.
    enum MoveSelection {
        struct Request: Equatable {
            var movement: ScrollMovement
        }
    }

    /// Enter, `e` and `D` act on the selected task (`D` on the marked ones): they open
    /// another scene only when there is a task to act on.
    /// `A` opens the editor for a subtask of the selected task; `x` on a task with open
    /// subtasks asks first (`completeQuestion`).
    enum OpenDestination: Equatable { case detail, editor, deleteConfirmation, subtaskEditor, completeQuestion }
    typealias OpenTask = SceneOpening<OpenDestination>

    /// Toggles the selected task between pending and completed.
    enum ToggleTask {
        struct Request: Equatable {
            /// That task alone (a click on its checkbox), not the marked or selected ones.
            var id: TaskID?

            init(id: TaskID? = nil) { self.id = id }
        }
    }

    /// Selects the task of a row (a click on it).
    enum SelectTask {
        struct Request: Equatable {
            var id: TaskID
        }
    }

    /// Shows the tab at `index` in the header's order, saved views included (a click on it).
    enum ChooseFilter {
        struct Request: Equatable {
            var index: Int
        }
    }

    /// Moves the selected (or marked) repeating tasks to their next occurrence, recording no completion.
    enum SkipOccurrence {
        struct Request: Equatable {}
    }

    /// Marks tasks for a bulk action: the selected one (then moves down), all that match, or none.
    enum MarkTasks {
        struct Request: Equatable {
            enum Scope: Equatable { case selected, allMatching, clear }
            var scope: Scope
        }
    }

    /// Moves the priority of the marked tasks (or the selected one) one level up or down,
    /// each from its own level, as one undoable change.
    enum ChangePriority {
        struct Request: Equatable {
            var raise: Bool
        }
    }

    /// Adds and removes tags on the marked tasks (or the selected one): `work -home`.
    enum ChangeTags {
        struct Request: Equatable {
            var text: String
        }
    }

    /// A one-line field at the bottom that completes with Tab: opening it and completing
    /// the text being typed both answer with the field's text.
    enum TextPrompt {
        struct OpenRequest: Equatable {}
        struct CompleteRequest: Equatable {
            var text: String
        }
        struct Response: Equatable {
            var text: String
        }
        struct ViewModel: Equatable {
            /// What the field is introduced by: "tags (work -home): ".
            var label: String
            var text: String
        }
    }

    /// The `#` prompt (only when there is a task to tag); Tab completes the tag being
    /// typed from the tags that exist.
    typealias TagsPrompt = TextPrompt

    /// Shows the next or previous filter tab.
    enum ChangeFilter {
        struct Request: Equatable {
            var forward: Bool
        }
    }

    /// Cycles the order: due -> priority -> created -> title.
    enum ChangeSort {
        struct Request: Equatable {}
    }

    /// The search field opened: get ready, so the first typed letter is as quick as the rest.
    enum BeginSearch {
        struct Request: Equatable {}
    }

    /// Incremental search in the filter language: each edit that reads narrows the list;
    /// one that does not keeps the last result and says which word could not be read
    /// (`problem`; nil once the text reads again).
    enum Search {
        struct Request: Equatable {
            var text: String
        }
        struct Response: Equatable {
            var problem: FilterError?
        }
        struct ViewModel: Equatable {
            /// The sentence shown under the search field while its text does not read.
            var problem: StatusLine?
        }
    }

    /// Shows every project and tag again: ends the narrowing chosen in Projects & Tags.
    enum ClearNarrowing {
        struct Request: Equatable {}
    }

    /// Deletes the targets (marked tasks, or the selected one) after the person confirmed
    /// it in the Confirm modal, as one undoable change; their subtasks go too or stay.
    enum DeleteTask {
        struct Request: Equatable {
            var ids: [TaskID]
            var subtasks: SubtaskDisposal = .keep
        }
    }

    /// Completes tasks the person was asked about because their subtasks are open: the
    /// subtasks too, or not. One undoable change.
    enum CompleteTasks {
        struct Request: Equatable {
            var ids: [TaskID]
            var withSubtasks: Bool
        }
    }

    /// `>` and `<`: the selected task becomes a subtask of the task above it at its level
    /// (indent), or moves up a level (outdent).
    enum ChangeLevel {
        struct Request: Equatable {
            var indent: Bool
        }
    }

    /// `h`/`←` and `l`/`→`: fold or unfold the selected task's subtasks.
    enum Fold {
        struct Request: Equatable {
            var collapse: Bool
        }
    }

    /// `m`: the field that moves the selected task under another one, with Tab completion
    /// of task titles; Enter moves it (an empty text: to the top level). The label is
    /// "move under (title or ID; empty: top level): ".
    enum ParentPrompt {
        typealias OpenRequest = TextPrompt.OpenRequest
        typealias CompleteRequest = TextPrompt.CompleteRequest
        typealias Response = TextPrompt.Response
        typealias ViewModel = TextPrompt.ViewModel
        struct MoveRequest: Equatable {
            var text: String
        }
    }

    /// Other programs changed the tasks: read them again in place, keeping the selection
    /// (on the same task where it still exists), the marks, the search and the filter.
    enum RefreshTasks {
        struct Request: Equatable {
            var news: CommitReport
        }
    }

    /// The file could not be read again (corrupt, removed permissions): keep what is shown.
    enum StorageUnreadable {
        struct Request {
            var error: any Error
        }
    }

    /// `$`: start the sync command (through the `SyncRunning` port) without waiting for it.
    enum StartSync {
        struct Request: Equatable {}
    }

    /// The sync command ended (the run loop found out): apply what it changed in place, as
    /// RefreshTasks does, and say how it went.
    enum FinishSync {
        struct Request: Equatable {
            var outcome: SyncOutcome
            var news: CommitReport
        }
    }

    /// Undo and redo of the last change made from any scene.
    enum Undo {
        struct Request: Equatable {}
    }

    enum Redo {
        struct Request: Equatable {}
    }

    /// A one-line message in the status bar, which fades on the next key.
    enum Status {
        struct Response: Equatable {
            enum Kind: Equatable {
                /// A change made here (or in a scene opened from here), undone or redone.
                case change(ChangeOutcome)
                case noTaskSelected
                /// `#` with nothing to add or remove.
                case noTagsGiven
                /// Projects & Tags narrowed the list to a project or a tag.
                case narrowed(project: String?, tag: String?)
                /// `c` with no project or tag narrowing to clear.
                case noNarrowing
                /// Other programs changed tasks; the list was read again. `conflicts`: tasks
                /// both they and this app changed, resolved by the stated rule.
                case reloaded(changedOutside: Int, conflicts: [TaskConflict], setAsideLocation: String?)
                /// The file can no longer be read; the list shows what was last read.
                case unreadable(SceneError)
                /// The store refuses changes (a read-only file), said when the list opens.
                case readOnlyStore(name: String)
                /// Files of the store that hold no task it can show, said when the list opens.
                case unshownFiles(paths: [String])
                /// `$` started the sync command.
                case syncStarted(command: String)
                /// `$` while a sync still runs: nothing new was started.
                case syncAlreadyRunning
                /// `$` where the app was built without a sync runner.
                case syncUnavailable
                /// The sync command ended; `changedHere` tasks were read again because of
                /// it, and `conflicts` met the app's own writes.
                case synced(SyncOutcome, changedHere: Int, conflicts: [TaskConflict], setAsideLocation: String?)
                /// `>` on a task with no task above it at its level.
                case nothingToIndentUnder
                /// `<` on a top-level task.
                case alreadyTopLevel(title: String)
                /// `m`: no task has this title or ID (or several do).
                case noSuchParent(text: String, matches: Int)
                /// `h` on a task with no subtasks shown and no parent.
                case nothingToFold
                /// What `E` came to.
                case notes(NotesEditOutcome)
                /// `n` / `N` before any search.
                case noSearch
                /// `n` / `N`: no task in the list matches the last search.
                case noMatch(search: String)
                /// `n` / `N` went past the end and continued at the other one.
                case searchWrapped(forward: Bool)
                /// The command line could not be read.
                case commandError(TaskListCommandError)
                /// `:export` wrote a file, found one in the way, or failed.
                case exported(TaskExportResult)
                /// `:export` where the app was built without an exporter.
                case exportUnavailable
            }
            var kind: Kind
        }

        typealias ViewModel = StatusLine
    }

    // MARK: - View model parts

    /// The two rows above the list, fitted to the window's width by the presenter.
    struct Header: Equatable {
        /// "taskdeck · tasks.json", or "tasks.json" when the window is too narrow for it
        /// and the counts.
        var title: String
        /// "5 pending · 1 overdue · 2 today · 3 done": as many counts as fit, most pressing first.
        var counts: String
        var tabs: [Tab]
        /// Beside the tabs: any narrowing besides the tab, then the order:
        /// `project: home  search: "milk"  sort: due`.
        var note: String
    }

    struct Tab: Equatable {
        var label: String
        var isActive: Bool
    }

    /// A row's place in the tree, as facts: the presenter draws the indent and the marks.
    struct RowPlace: Equatable {
        var depth: Int
        /// A parent shown only because a subtask matches: drawn dimmed.
        var isContext: Bool
        /// Rows folded under it (0: expanded, or nothing under it).
        var hiddenCount: Int
        /// Done and total direct subtasks (nil: none).
        var progress: SubtaskProgress?
    }

    /// One task row, already cut to the row width: the view draws the spans left to right.
    struct Row: Equatable {
        var id: TaskID
        var spans: [StyledText]
        var isSelected: Bool
        var isMarked: Bool = false
    }
}
