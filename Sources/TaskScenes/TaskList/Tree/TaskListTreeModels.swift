import TaskDomain

/// The tree of subtasks on the list: indenting and outdenting, moving a task under another
/// one by its title or ID, and folding a parent's subtasks away.
extension TaskList {
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

    enum TreeStatus: Equatable {
        /// `>` on a task with no task above it at its level.
        case nothingToIndentUnder
        /// `<` on a top-level task.
        case alreadyTopLevel(title: String)
        /// `m`: no task has this title or ID (or several do).
        case noSuchParent(text: String, matches: Int)
        /// `h` on a task with no subtasks shown and no parent.
        case nothingToFold
        /// `>`, `<` or `m` moved a task: the change, and the title of the parent it now has
        /// (nil: the top level), so the line says where it went.
        case moved(TaskChange, under: String?)
    }
}
