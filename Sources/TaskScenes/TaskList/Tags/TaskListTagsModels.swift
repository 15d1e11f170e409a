/// The `#` field: tags added and removed on the targets (`work -home`), with Tab
/// completing the tag being typed from the tags that exist.
extension TaskList {
    /// Opening the field (only when there is a task to tag) and Tab in it. The answer
    /// carries the tags the targets have now (all of them share), which the label shows:
    /// the field adds and removes, so it starts empty, but the person sees what is there.
    enum TagsPrompt {
        typealias OpenRequest = TextPrompt.OpenRequest
        typealias CompleteRequest = TextPrompt.CompleteRequest
        typealias ViewModel = TextPrompt.ViewModel
        struct Response: Equatable {
            var text: String
            /// The tags every target has now, sorted.
            var current: [String] = []
        }
    }

    /// Enter in the field: adds and removes tags on the marked tasks (or the selected one)
    /// as one undoable change.
    enum ChangeTags {
        struct Request: Equatable {
            var text: String
        }
    }

    enum TagsStatus: Equatable {
        /// `#` with nothing to add or remove.
        case noTagsGiven
    }
}
