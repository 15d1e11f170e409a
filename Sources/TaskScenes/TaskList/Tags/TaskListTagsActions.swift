import TerminalCore

/// `#` opens the tags field (in Help's "Change" group).
enum TaskListTagsAction: KeyActionNaming {
    case editTags

    static let bindings: [KeyBinding<TaskListTagsAction>] = [
        KeyBinding([.char("#")], .editTags, group: "Change", "add tags (work) or remove them (-work)"),
    ]

    var configName: String { "edit-tags" }
}

/// What a key does while the tags field at the bottom is open.
enum TaskListTagsFieldAction: Hashable, Sendable {
    case apply, cancel, complete

    static let keys = KeyMap<TaskListTagsFieldAction>([
        KeyBinding([.key(.enter)], .apply, group: "Tags field", "apply the tags"),
        KeyBinding([.key(.escape)], .cancel, group: "Tags field", "cancel"),
        KeyBinding([.key(.tab)], .complete, group: "Tags field", "complete the tag being typed (again: the next one)"),
    ])
}

extension TaskListViewController {
    func perform(_ action: TaskListTagsAction) {
        switch action {
        case .editTags: interactor.tags.openTagsPrompt(request: .init())
        }
    }

    func perform(_ action: TaskListTagsFieldAction, tags: String) {
        switch action {
        case .complete:
            interactor.tags.completeTag(request: .init(text: tags))
        case .apply:
            prompt = nil
            interactor.tags.changeTags(request: .init(text: tags))
        case .cancel:
            prompt = nil
        }
    }

    /// Opens the tags field, or puts a completed text in it (the cursor at its end).
    func displayTagsPrompt(viewModel: TaskList.TagsPrompt.ViewModel) {
        prompt = Prompt(kind: .tags, label: viewModel.label, field: TextField(text: viewModel.text))
        needsDisplay = true
    }
}
