import TaskDomain

/// What the view asks of the list's tree.
protocol TaskListTreeLogic: AnyObject {
    func changeLevel(request: TaskList.ChangeLevel.Request)
    func fold(request: TaskList.Fold.Request)
    func openParentPrompt(request: TaskList.ParentPrompt.OpenRequest)
    func completeParent(request: TaskList.ParentPrompt.CompleteRequest)
    func moveToParent(request: TaskList.ParentPrompt.MoveRequest)
}

/// The tree of subtasks: moves go through the worker (the domain refuses cycles and words
/// why), folds are the scene's view state (`TaskListState.folds`). It owns the move field's
/// run of Tabs.
final class TaskListTreeInteractor: TaskListTreeLogic {
    private let state: TaskListState
    private var parentCycle = TabCompletionCycle()

    init(state: TaskListState) {
        self.state = state
    }

    private var live: LiveTaskQuery { state.live }

    func changeLevel(request: TaskList.ChangeLevel.Request) {
        guard let index = state.rows.selection, let task = state.shownTask(at: index) else {
            state.say(.noTaskSelected)
            return
        }
        guard request.indent else {
            guard live.parent(of: task.id) != nil else {
                state.say(.tree(.alreadyTopLevel(title: task.title)))
                return
            }
            move(task) { try state.worker.outdent(ids: [task.id]) }
            return
        }
        // The task above at the same level: its previous sibling in the tree.
        guard let depth = state.selectedPlace?.depth, let sibling = previousSibling(of: index, depth: depth) else {
            state.say(.tree(.nothingToIndentUnder))
            return
        }
        move(task) { try state.worker.edit([task.id], TaskEdit(parent: .set(sibling))) }
    }

    /// The nearest row above `index` at `depth`, before any row above it in the tree.
    private func previousSibling(of index: Int, depth: Int) -> TaskID? {
        var row = index - 1
        while row >= 0, let place = state.shownTreeRows(in: row..<row + 1).first {
            if place.depth == depth { return place.id }
            if place.depth < depth { return nil }
            row -= 1
        }
        return nil
    }

    func fold(request: TaskList.Fold.Request) {
        guard let place = state.selectedPlace else { return }
        let isFolded = state.folds.contains(place.id) && place.hasChildRows
        if request.collapse {
            if place.hasChildRows, !isFolded {
                state.folds.insert(place.id)
                state.requery(keeping: place.id)
            } else if let parent = live.parent(of: place.id), let row = state.shownPosition(of: parent) {
                // As in file trees: on a leaf (or a folded parent), ← goes to the parent.
                state.rows.select(row)
                state.present()
            } else {
                state.say(.tree(.nothingToFold))
            }
        } else if isFolded {
            state.folds.remove(place.id)
            state.requery(keeping: place.id)
        }
    }

    func openParentPrompt(request: TaskList.ParentPrompt.OpenRequest) {
        guard state.selectedTask != nil else {
            state.say(.noTaskSelected)
            return
        }
        parentCycle.reset()
        state.presenter.presentParentPrompt(response: .init(text: ""))
    }

    func completeParent(request: TaskList.ParentPrompt.CompleteRequest) {
        // A title completes by the rule of the editor's Project field: one whole text.
        let titles = NameCompletion(projects: Array(Set(parentCandidates().map(\.title))).sorted())
        guard let text = parentCycle.next(after: request.text, offer: titles.projectOffer) else { return }
        state.presenter.presentParentPrompt(response: .init(text: text))
    }

    func moveToParent(request: TaskList.ParentPrompt.MoveRequest) {
        guard let task = state.selectedTask else {
            state.say(.noTaskSelected)
            return
        }
        let text = request.text.trimmingCharacters(in: .whitespaces)
        var parent: TaskID?
        if !text.isEmpty {
            var matches = TaskIDResolver.tasks(named: text, among: parentCandidates())
            if matches.isEmpty {
                // The task itself or one of its subtasks: the domain refuses it and says why.
                let own = ([task.id] + live.descendants(of: task.id)).compactMap { live.task($0) }
                let named = TaskIDResolver.tasks(named: text, among: own)
                if named.count == 1 { matches = named }
            }
            guard matches.count == 1 else {
                state.say(.tree(.noSuchParent(text: text, matches: matches.count)))
                return
            }
            parent = matches[0].id
        }
        move(task) { try state.worker.edit([task.id], TaskEdit(parent: .set(parent))) }
    }

    /// Makes the move and says where the task went: under which parent, as the list has it
    /// once the change is shown, or to the top level.
    private func move(_ task: Task, _ change: () throws -> TaskChange) {
        state.perform(.move(title: task.title), saying: { [state] change in
            guard !change.isEmpty else { return nil }
            let parent = state.live.parent(of: task.id).flatMap { state.live.task($0)?.title }
            return .tree(.moved(change, under: parent))
        }, change)
    }

    /// The tasks the selected one may move under: any but itself and its subtasks.
    private func parentCandidates() -> [Task] {
        guard let task = state.selectedTask else { return [] }
        return live.possibleParents(of: task.id, among: live.allTasks)
    }
}
