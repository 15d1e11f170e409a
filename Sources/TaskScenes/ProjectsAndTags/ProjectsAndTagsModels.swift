import TaskDomain
import TerminalCore

/// The Projects & Tags scene: every project (as a tree) and every tag with pending / total
/// counts; Enter narrows the Task List to one of them.
enum ProjectsAndTags {
    /// The two lists.
    enum Kind: Hashable, Sendable, CaseIterable {
        case projects, tags
    }

    /// What Enter hands back to the Task List: one project (with its sub-projects) or one tag.
    enum Narrowing: Hashable, Sendable {
        case project(String)
        case tag(String)
    }

    // MARK: - Use cases

    /// Reads the tasks (on appearing) and shows both lists.
    enum FetchGroups {
        struct Request: Equatable {
            /// Rows of a list that fit on screen, for page movements.
            var pageSize: Int
        }

        struct Response: Equatable {
            /// Every project and ancestor, parents first, counts including sub-projects.
            var projects: [TaskGroupCount]
            var tags: [TaskGroupCount]
            var activeList: Kind
            var selectedProject: Int?
            var selectedTag: Int?
            /// The list's project or tag narrowing when the scene opened, and where it is in
            /// the lists (matched as the list matches it, ignoring case).
            var currentNarrowing: Narrowing?
            var currentProject: Int? = nil
            var currentTag: Int? = nil
            /// The active context's name: the lists count only the tasks it keeps.
            var context: String? = nil
        }

        struct ViewModel: Equatable {
            /// "Projects & Tags"
            var title: String
            var projects: List
            var tags: List
            var activeList: Kind
            /// What the Task List shows now: "list shows: project home", "list shows: all".
            var current: String
        }
    }

    /// Moves the selection of the active list (no storage read).
    enum MoveSelection {
        struct Request: Equatable {
            var movement: ScrollMovement
        }
    }

    /// Makes the other list (nil: toggle) the active one.
    /// Selects a row of a list, making that list the active one (a click on the row).
    enum SelectGroup {
        struct Request: Equatable {
            var list: Kind
            var index: Int
        }
    }

    enum SwitchList {
        struct Request: Equatable {
            var to: Kind?
        }
    }

    /// Enter: the selected project or tag becomes the Task List's narrowing.
    enum ChooseGroup {
        struct Request: Equatable {}

        struct Response: Equatable {
            /// Nil when the active list is empty.
            var choice: Narrowing?
            var activeList: Kind
        }

        /// A choice was made: go back to the list, which now shows only it. (With nothing
        /// to choose the presenter says so on the status line instead.)
        struct ViewModel: Equatable {
            var choice: Narrowing
        }
    }

    /// Reading the tasks failed.
    enum Failure {
        struct Response: Equatable {
            var error: SceneError
        }
    }

    /// A one-line message in the status bar, which fades on the next key.
    enum Status {
        typealias ViewModel = StatusLine
    }

    // MARK: - View model parts

    /// One of the two lists, ready to draw.
    struct List: Equatable {
        /// "Projects", "Tags"
        var title: String
        /// The counts column's heading: "pending / total".
        var countsTitle: String
        var rows: [Row]
        var selectedIndex: Int?
        var isActive: Bool
        /// Lines shown instead of rows when the list is empty.
        var emptyState: [String]
    }

    /// One project or tag.
    struct Row: Equatable {
        /// Indented by depth for projects (`home`, `  garden`), `#shop` for tags.
        var label: String
        /// "2 / 5": pending / total.
        var counts: String
        /// True for the project or tag the Task List is narrowed to now.
        var isCurrent: Bool
        /// True when nothing in it is pending (drawn muted).
        var isDone: Bool
    }
}
