/// The `#` field: tags added and removed on the targets (`work -home`), with Tab
/// completing the tag being typed from the tags that exist.
extension TaskList {
    /// Opening the field (only when there is a task to tag) and Tab in it.
    typealias TagsPrompt = TextPrompt

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
