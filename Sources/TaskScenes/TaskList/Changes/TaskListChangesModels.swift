import TaskDomain

/// The changes made from the list: toggling, skipping an occurrence, the priority, deleting,
/// undo and redo, and the notes in the person's editor. Each acts on the targets (the
/// marked tasks, else the selected one) as one undoable change.
extension TaskList {
    /// `x`: toggles the targets between pending and completed; a parent with open subtasks
    /// asks first whether they are completed too.
    enum ToggleTask {
        struct Request: Equatable {
            /// That task alone (a click on its checkbox), not the marked or selected ones.
            var id: TaskID?

            init(id: TaskID? = nil) { self.id = id }
        }
    }

    /// `X`: moves the repeating targets to their next occurrence, recording no completion.
    enum SkipOccurrence {
        struct Request: Equatable {}
    }

    /// `+` / `-`: moves the targets' priority one level up or down, each from its own level.
    enum ChangePriority {
        struct Request: Equatable {
            var raise: Bool
        }
    }

    /// `D`: asks whether to delete the targets (and their subtasks), then deletes them as
    /// the answer says.
    enum DeleteTask {
        struct Request: Equatable {}
    }

    /// `u` and `Ctrl-R`: undo and redo of the last change made from any scene.
    enum Undo {
        struct Request: Equatable {}
    }

    enum Redo {
        struct Request: Equatable {}
    }

    /// `E`: the selected task's notes in the person's editor, saved as one change.
    enum EditNotes {
        struct Request: Equatable {}
    }

    /// What the changes say besides the change itself (`Status.Kind.change`).
    enum ChangesStatus: Equatable {
        /// What `E` came to.
        case notes(NotesEditOutcome)
    }
}
