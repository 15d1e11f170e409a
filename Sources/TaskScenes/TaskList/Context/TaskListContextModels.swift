import TaskDomain

/// Choosing the context from the list (`@`, `:context NAME`), and what the list says about
/// contexts and about a task added where it is not shown.
extension TaskList {
    /// `@`: the field naming the contexts to choose from; Tab completes a name.
    enum ContextPrompt {
        typealias OpenRequest = TextPrompt.OpenRequest
        typealias CompleteRequest = TextPrompt.CompleteRequest
        struct Response: Equatable {
            /// The names to choose from, in the config file's order.
            var names: [String]
            var active: String?
            /// The field's text: empty when it opens, a completed name after Tab.
            var text: String
        }
        typealias ViewModel = TextPrompt.ViewModel
    }

    /// Enter in the field, or `:context NAME`: `name` is a context's name or `none`.
    enum SwitchContext {
        struct Request: Equatable {
            var name: String
        }
    }

    enum ContextStatus: Equatable {
        /// The context now applied (nil: none), its filter, and how many tasks the tab shows.
        case switched(name: String?, filter: String, shown: Int)
        /// Switched for this run, but the choice could not be kept for the next.
        case notSaved(name: String?, SceneError)
        /// No context has this name.
        case unknown(typed: String, known: [String])
        /// The config file defines no context.
        case noneDefined
        /// What went wrong finding the context at launch (said once).
        case problem(ContextProblem, known: [String])
        /// A task was added (in the editor, `a` / `A`) that what is shown hides, and by what.
        case addedHidden(TaskChange, by: TaskHiding)
    }
}
