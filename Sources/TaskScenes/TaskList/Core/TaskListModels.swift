import TaskDomain
import TerminalCore

/// The Task List scene (home): every use case as Request -> Response -> ViewModel.
///
/// This file holds what every concern shares: the list as shown (FetchTasks), opening
/// another scene on the selected task, the questions the list asks, and the status line.
/// Each concern's own use cases are in its folder (`Changes/TaskListChangesModels.swift`,
/// `Tree/…`, `Search/…`), as extensions of `TaskList`.
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
    /// shows them. Next (`.ready`) ranks by urgency, flat and cut to the plan's limit
    /// (`TaskListState.show(tab:)`); Waiting shows what is hidden until a day.
    static let filterTabs: [TaskFilter] = [.all, .pending, .ready, .dueToday, .dueThisWeek, .overdue, .waiting, .completed]

    /// A tab: a built-in filter or a saved view from the config file (after the built-in ones).
    enum TabChoice: Equatable {
        case filter(TaskFilter)
        case view(SavedView)
    }

    // MARK: - Use cases every concern shares

    /// Reads the tasks (when the list appears) and shows the visible window.
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
            /// In a flat list (the Next tab), the titles of the window's subtasks' parents,
            /// by subtask: a subtask ranked on its own says where it belongs.
            var parentTitles: [TaskID: String] = [:]
            /// The window's tasks that wait for a task still to do (the row's blocked mark).
            var blockedInWindow: Set<TaskID> = []
            /// Which tasks wait for which, for the urgency column's blocked and blocking terms.
            var links: TaskLinks = .none
            /// The active context's name (the header says `context: work`), nil when none is.
            var context: String? = nil
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

    /// Enter, `e` and `A` act on the selected task: they open another scene only when there
    /// is a task to act on (`A` opens the editor for a subtask of it).
    enum OpenDestination: Equatable { case detail, editor, subtaskEditor }
    typealias OpenTask = SceneOpening<OpenDestination>

    /// A question the interactor decided to ask (`D` on tasks, `x` on a parent with open
    /// subtasks): the router shows it in Confirm and brings the answer back, and the
    /// interactor decides what the answer does.
    typealias AskQuestion = SceneQuestion.Ask

    /// The answer to the question last asked.
    typealias AnswerQuestion = SceneQuestion.Answer

    /// A one-line field at the bottom that completes with Tab (`#`, `m`): opening it and
    /// completing the text being typed both answer with the field's text.
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

    /// A one-line message in the status bar, which fades on the next key: what every
    /// concern may say (a change, nothing selected), then each concern's own facts.
    enum Status {
        struct Response: Equatable {
            enum Kind: Equatable {
                /// A change made here (or in a scene opened from here), undone or redone.
                case change(ChangeOutcome)
                case noTaskSelected
                /// The store refuses changes (a read-only file), said when the list opens.
                case readOnlyStore(name: String)
                /// Files of the store that hold no task it can show, said when the list opens.
                case unshownFiles(paths: [String])
                case browse(BrowseStatus)
                case search(SearchStatus)
                case changes(ChangesStatus)
                case tags(TagsStatus)
                case tree(TreeStatus)
                case commandLine(CommandLineStatus)
                case storage(StorageNewsStatus)
                case plan(PlanStatus)
                case depends(DependsStatus)
                case context(ContextStatus)
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
