import TerminalCore

/// What a scene asks with the Confirm modal, as a fact: which tasks, which change.
///
/// The presenting router passes it to `ConfirmConfigurator.make(...)` together with the
/// completion that receives the answer; Confirm's presenter words it (routers pass data,
/// never sentences), so the presenter's tests cover every question a person can read.
enum ConfirmQuestion: Equatable, Sendable {
    /// Delete the one task with this title (from the list and from the detail scene).
    case deleteTask(titled: String)
    /// Delete `count` tasks together: the marked ones, or one the list does not show.
    case deleteTasks(count: Int)
    /// Close the Task Editor and lose what was typed: the changes to the task with this
    /// title, or (nil) the new task. `quitting`: asked for Ctrl-C, after which yes leaves
    /// taskdeck (and so does a second Ctrl-C).
    case discardChanges(toTaskTitled: String?, quitting: Bool)
    /// Complete tasks of which `openSubtasks` subtasks are still open: the one with this
    /// title (nil: `count` marked tasks). Yes completes the subtasks too, the alternative
    /// only the tasks themselves.
    case completeParent(titled: String?, count: Int, openSubtasks: Int)
    /// Delete tasks that have `subtasks` subtasks: yes deletes them too, the alternative
    /// keeps them (moved up a level).
    case deleteParent(titled: String?, count: Int, subtasks: Int)

    /// Whether the question has a third answer besides yes and no (`o`).
    var offersAlternative: Bool {
        switch self {
        case .completeParent, .deleteParent: true
        case .deleteTask, .deleteTasks, .discardChanges: false
        }
    }
}

/// The person's answer to a `ConfirmQuestion`: `alternative` is the third choice of the
/// questions that offer one (`ConfirmQuestion.offersAlternative`).
enum ConfirmAnswer: Hashable, Sendable {
    case yes, no, alternative
}

/// The Confirm modal: every use case as Request -> Response -> ViewModel.
enum Confirm {
    // MARK: - Use cases

    /// Lays the question out for the screen it is drawn over.
    enum ShowQuestion {
        struct Request: Equatable {
            /// The screen the box is centred in.
            var screen: Size
        }

        struct Response: Equatable {
            var question: ConfirmQuestion
            var screen: Size
        }

        struct ViewModel: Equatable {
            /// The box's title: "Delete task".
            var title: String
            /// The question, wrapped to the box's inner width.
            var lines: [String]
            /// The choices, one row when they fit the box, else one row each.
            var choiceRows: [[Choice]]
            /// The whole box, border included, before centring.
            var boxSize: Size
            /// True when yes throws something away: the border, title and yes key are drawn
            /// in the error colour.
            var isDestructive: Bool
        }
    }

    /// The person answered; the router closes the box and hands the answer back.
    enum Answer {
        struct Request: Equatable {
            var answer: ConfirmAnswer
        }

        struct Response: Equatable {
            var answer: ConfirmAnswer
        }

        struct ViewModel: Equatable {
            var answer: ConfirmAnswer
        }
    }

    // MARK: - View model parts

    /// One choice at the bottom of the box: keys "y/Enter", label "delete".
    struct Choice: Equatable {
        var key: String
        var label: String
        var isYes: Bool
        /// Where the key starts, in columns from the box's left border; the label follows
        /// the key after one space. Laid out by the presenter, so the view only draws.
        var column: Int
    }
}
