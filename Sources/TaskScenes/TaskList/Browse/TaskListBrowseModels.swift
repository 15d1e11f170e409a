import TaskDomain
import TerminalCore

/// Browsing the list: moving the selection, the tabs, the order, the narrowing chosen in
/// Projects & Tags, and the room the list gets (a resize, the notes preview). None of it
/// reads storage or changes a task.
extension TaskList {
    /// Moves the selection without touching storage.
    ///
    /// When the selection only moves within the window shown last (nothing else changed
    /// since it was presented, the window did not scroll, no preview follows the
    /// selection), the answer is the selection alone: the 40 rows are not gathered,
    /// compared or laid out again, and the view restyles two rows (issue 27). Anything
    /// else is answered as `FetchTasks`.
    enum MoveSelection {
        struct Request: Equatable {
            var movement: ScrollMovement
        }

        /// The selection moved within the window presented last.
        struct Response: Equatable {
            /// The selected row, over all the shown rows.
            var selectedIndex: Int
            /// The first row of the window (the same as when it was presented).
            var windowStart: Int
            var matchingCount: Int
        }

        struct ViewModel: Equatable {
            /// The selected row, counted from the window's top.
            var selectedRow: Int
            /// "7/120" (selected / matching).
            var position: String
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

    /// Shows every project and tag again: ends the narrowing chosen in Projects & Tags.
    enum ClearNarrowing {
        struct Request: Equatable {}
    }

    /// The room for the list changed (a resize, the preview shown or hidden): the same
    /// tasks, laid out again for it. Storage is not read, the query not rebuilt.
    enum ChangeViewport {
        struct Request: Equatable {
            var viewport: Viewport
        }
    }

    enum BrowseStatus: Equatable {
        /// Projects & Tags narrowed the list to a project or a tag (both nil: cleared).
        case narrowed(project: String?, tag: String?)
        /// `c` with no project or tag narrowing to clear.
        case noNarrowing
    }
}
