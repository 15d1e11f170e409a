import TaskDomain
import TerminalCore

/// The Agenda scene: days down the screen from a chosen day (Overdue and Today first when
/// the chosen day is today), each with the tasks due, scheduled or back from waiting on
/// it, under a month strip with a count per day; every use case as Request -> Response ->
/// ViewModel.
enum Agenda {
    // MARK: - Use cases

    /// Reads the tasks (on appearing) and shows the days from the chosen one; also asked
    /// again after a resize (the width, and how many days fit).
    enum ShowAgenda {
        struct Request: Equatable {
            /// Columns of the body and the strip.
            var width: Int
            /// Days after the chosen one (7, or 14 in a tall window).
            var following: Int
            /// The most tasks a section lists before "… N more" (what a screen can show).
            var sectionLimit: Int
            /// Read storage again (on appearing: another scene may have changed tasks), or
            /// only lay the days out again (a resize).
            var reload: Bool
        }

        struct Response: Equatable {
            /// The data file's name, for the header.
            var storeName: String
            var today: CalendarDay
            /// The chosen day: the first day shown and the day marked on the strip.
            var start: CalendarDay
            var sections: [Section]
            /// The selected item, as an index into the sections' items read in order.
            var selected: Int?
            var month: MonthCounts
            var width: Int
            /// The active context's name (the agenda shows only its tasks), nil when none is.
            var context: String? = nil
        }

        /// The tasks could not be read: the scene keeps what it showed and says why.
        struct FailureResponse: Equatable {
            var error: SceneError
        }

        struct ViewModel: Equatable {
            /// "Agenda · tasks.json"
            var title: String
            /// "from Wed 2026-12-02", or "today" on the right of the header.
            var note: String
            /// The month strip's rows (none when the window is too narrow for one week).
            var strip: [Line]
            /// The days and their tasks.
            var lines: [Line]
            /// The line of the selected task, if any.
            var selectedLine: Int?
            /// "3/12": the selected task among the items shown.
            var position: String
            /// What `b` does to the selected task, for the key hints: "stop" while it runs;
            /// nil keeps the key map's own label.
            var startHint: String? = nil
        }
    }

    /// `j` / `k`: the next or previous task of the days shown.
    enum MoveSelection {
        struct Request: Equatable {
            var forward: Bool
        }
    }

    /// How far the chosen day moves.
    enum DayStep: Equatable {
        case days(Int)
        case months(Int)
        case today
    }

    /// `h` `l`, `[` `]`, `{` `}`, `.` `t`: another chosen day (a day, a week, a month, today).
    enum ChangeDay {
        struct Request: Equatable {
            var step: DayStep
        }
    }

    /// Enter opens the selected task's detail once the interactor found one.
    enum OpenDestination: Equatable { case detail }
    typealias OpenTask = SceneOpening<OpenDestination>

    /// `x`: completes the selected task.
    enum CompleteTask {
        struct Request: Equatable {}
    }

    /// Completing a parent whose subtasks are open asks first, as the list and the detail do.
    typealias AskQuestion = SceneQuestion.Ask

    /// The answer to the question asked last.
    typealias AnswerQuestion = SceneQuestion.Answer

    /// `b`: starts work on the selected task, or stops it when it runs.
    enum StartStop {
        struct Request: Equatable {}
    }

    /// `>` / `<`: the date that put the selected task on its day (its due, scheduled or wait
    /// date) a day later or earlier.
    enum MoveDate {
        struct Request: Equatable {
            var days: Int
        }
    }

    enum Undo {
        struct Request: Equatable {}
    }

    enum Redo {
        struct Request: Equatable {}
    }

    /// Other programs changed tasks: the days are updated in place from the news.
    enum RefreshAgenda {
        struct Request: Equatable {
            var news: CommitReport
        }
    }

    /// Time passed (the run loop's tick): at midnight today moves on, and the chosen day
    /// with it when it was today.
    enum CheckDay {
        struct Request: Equatable {}
    }

    /// A one-line message in the status bar, which fades on the next key.
    enum Status {
        struct Response: Equatable {
            enum Kind: Equatable {
                case change(ChangeOutcome)
                /// `>` / `<` moved a task's date: which date, to which day.
                case moved(TaskChange, reason: Reason, to: CalendarDay)
                case noTaskSelected
                /// `b` could not start (or, `stopping`, stop) the task.
                case startFailed(title: String, stopping: Bool, SceneError)
                /// Other programs changed tasks (see `TaskList.Status`).
                case reloaded(StorageReload)
            }
            var kind: Kind
        }

        typealias ViewModel = StatusLine
    }

    // MARK: - Response parts

    /// Why a task is on a day.
    enum Reason: Int, Hashable, Sendable, Comparable {
        case due, scheduled, back

        static func < (lhs: Reason, rhs: Reason) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One task on one day, for one reason.
    struct Item: Equatable {
        var task: Task
        var reason: Reason
        /// The date that put it there (its due, scheduled or wait date).
        var date: Due
    }

    /// One block of the agenda: the overdue tasks, or a day.
    struct Section: Equatable {
        enum Kind: Equatable {
            case overdue
            case day(CalendarDay)
        }
        var kind: Kind
        /// The first `sectionLimit` items, in order.
        var items: [Item]
        /// All the items the section has (more than `items` when cut).
        var total: Int
    }

    /// The chosen day's month with the count of items on each day.
    struct MonthCounts: Equatable {
        var year: Int
        var month: Int
        /// Index 0 is the 1st.
        var counts: [Int]
        /// The calendar's first day of the week (1 Sunday, 2 Monday), so the strip breaks
        /// its weeks where the person's calendar does.
        var firstWeekday: Int
    }

    // MARK: - View model parts

    /// One line: runs of styled text.
    struct Line: Equatable {
        var spans: [StyledText]

        init(_ spans: [StyledText] = []) { self.spans = spans }

        /// The line as it reads on screen, for tests.
        var text: String { spans.map(\.text).joined() }
    }
}
