import TaskDomain
import TerminalCore

/// The Statistics scene: totals, completions per day over the last two weeks, and the
/// pending tasks by project and by priority, as horizontal bars.
enum Statistics {
    // MARK: - Use cases

    /// Reads the tasks (on appearing) and computes every figure at the worker's clock.
    enum ShowStatistics {
        struct Request: Equatable {}

        struct Response: Equatable {
            var storeName: String
            var statistics: TaskStatistics
            /// Time spent this week and last week per top-level project (nil: not read).
            var timeSpent: WeeklyTimeSpent? = nil
            /// The active context's name: every figure counts only the tasks it keeps.
            var context: String? = nil
        }

        struct ViewModel: Equatable {
            /// "Statistics · tasks.json"
            var title: String
            /// "context: work" while a context is active, else "".
            var note: String = ""
            var sections: [Section]
            /// Lines shown instead of the sections when there are no tasks at all.
            var emptyState: [String]
        }
    }

    /// Reading the tasks failed.
    enum Failure {
        struct Response: Equatable {
            var error: SceneError
        }

        typealias ViewModel = StatusLine
    }

    // MARK: - View model parts

    /// A heading and what is under it.
    struct Section: Equatable {
        var title: String
        var content: Content
    }

    enum Content: Equatable {
        /// Numbers with their names: "12 total", "3 overdue".
        case figures([Figure])
        /// Horizontal bars, a number after each (readable without colour).
        case chart(BarChart)
        /// One line instead of an empty chart: "Nothing pending."
        case note(String)
    }

    /// One number of the totals.
    struct Figure: Equatable {
        var value: String
        var label: String
        /// The value's style: red for overdue tasks, plain for nothing to worry about.
        var style: Style

        /// "12 total"
        var text: String { value + " " + label }
    }
}
