import TaskDomain

/// What a task waits for, set from the list: a field of titles (or IDs), Tab completing
/// the one being typed, and what the list says after a change freed tasks.
extension TaskList {
    /// `B`: the field that sets what the selected task waits for: titles or IDs separated
    /// by commas, filled with what it waits for now; Tab completes the last title; Enter sets
    /// them (an empty text: it waits for nothing).
    enum DependsPrompt {
        typealias OpenRequest = TextPrompt.OpenRequest
        typealias CompleteRequest = TextPrompt.CompleteRequest
        typealias Response = TextPrompt.Response
        typealias ViewModel = TextPrompt.ViewModel
        struct ApplyRequest: Equatable {
            var text: String
        }
    }

    enum DependsStatus: Equatable {
        /// No task (or several) has this title or ID.
        case noSuchTask(text: String, matches: Int)
        /// What it waits for now (titles; empty: nothing), after the change.
        case set(TaskChange, blockers: [String])
        /// A change (`x`, `dd`, …) freed these tasks, by title: the change's own line, then
        /// `'Y' is ready now`.
        case madeReady(ChangeOutcome, titles: [String])
    }
}
