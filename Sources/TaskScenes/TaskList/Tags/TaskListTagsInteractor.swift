import TaskDomain

/// What the view asks of the `#` field.
protocol TaskListTagsLogic: AnyObject {
    func openTagsPrompt(request: TaskList.TagsPrompt.OpenRequest)
    func completeTag(request: TaskList.TagsPrompt.CompleteRequest)
    func changeTags(request: TaskList.ChangeTags.Request)
}

/// The `#` field: it owns the tags it completes from (read when it opens) and its run of Tabs.
final class TaskListTagsInteractor: TaskListTagsLogic {
    private let state: TaskListState
    private var tagNames = NameCompletion()
    private var tagCycle = TabCompletionCycle()
    /// The tags the targets share, read when the field opens.
    private var currentTags: [String] = []

    init(state: TaskListState) {
        self.state = state
    }

    func openTagsPrompt(request: TaskList.TagsPrompt.OpenRequest) {
        guard !state.targetIDs.isEmpty else {
            state.say(.noTaskSelected)
            return
        }
        tagNames = NameCompletion(tags: TaskGroups.tags(in: state.live.allTasks).map(\.name))
        tagCycle.reset()
        let targets = state.targetIDs.compactMap { state.live.task($0) }
        let shared = targets.dropFirst().reduce(Set(targets.first?.tags ?? [])) { $0.intersection($1.tags) }
        currentTags = shared.sorted()
        state.presenter.presentTagsPrompt(response: .init(text: "", current: currentTags))
    }

    func completeTag(request: TaskList.TagsPrompt.CompleteRequest) {
        guard let text = tagCycle.next(after: request.text, offer: tagNames.tagOffer) else { return }
        state.presenter.presentTagsPrompt(response: .init(text: text, current: currentTags))
    }

    func changeTags(request: TaskList.ChangeTags.Request) {
        let (add, remove) = TaskValidation.tagChanges(in: request.text)
        let ids = state.targetIDs
        guard !ids.isEmpty else {
            state.say(.noTaskSelected)
            return
        }
        guard !(add + remove).isEmpty else {
            state.say(.tags(.noTagsGiven))
            return
        }
        state.perform(.changeTags(count: ids.count)) {
            try state.worker.edit(ids, TaskEdit(addTags: add, removeTags: remove))
        }
    }
}
