/// The models of the `w` field that reads the day a task hides until, the same in the list
/// and the detail; each scene names its `WaitPrompt` with the line it shows under the field
/// (`Preview`: the detail always shows one, the list only while the field is open).
enum WaitPromptModels<Preview: Equatable> {
    struct OpenRequest: Equatable {}
    /// Each keystroke in the field: what the text means, shown under it.
    struct PreviewRequest: Equatable {
        var text: String
    }
    struct Response: Equatable {
        /// The field's text when it opens (nil: the field keeps what is typed).
        var text: String?
        var preview: WaitPreview
    }
    struct ViewModel: Equatable {
        var label: String
        var text: String?
        /// The line under the field: the day read, a warning, or what is wrong.
        var preview: Preview
    }
}
