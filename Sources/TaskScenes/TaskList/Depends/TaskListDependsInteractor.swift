import TaskDomain

/// What the view asks about what tasks wait for.
protocol TaskListDependsLogic: AnyObject {
    func openDependsPrompt(request: TaskList.DependsPrompt.OpenRequest)
    func completeDepends(request: TaskList.DependsPrompt.CompleteRequest)
    func setDepends(request: TaskList.DependsPrompt.ApplyRequest)
}

/// Sets what the selected task waits for through the worker (the domain refuses a loop and
/// names its path); owns the field's run of Tabs.
final class TaskListDependsInteractor: TaskListDependsLogic {
    private let state: TaskListState
    private var cycle = TabCompletionCycle()

    init(state: TaskListState) {
        self.state = state
    }

    private var live: LiveTaskQuery { state.live }

    func openDependsPrompt(request: TaskList.DependsPrompt.OpenRequest) {
        guard let task = state.selectedTask else {
            state.say(.noTaskSelected)
            return
        }
        cycle.reset()
        let titles = task.depends.compactMap { live.task($0) }.sorted { $0.title < $1.title }.map(\.title)
        state.presenter.presentDependsPrompt(response: .init(text: titles.joined(separator: ", ")))
    }

    func completeDepends(request: TaskList.DependsPrompt.CompleteRequest) {
        let (head, last) = Self.splitLast(request.text)
        let titles = NameCompletion(projects: Array(Set(candidates().map(\.title))).sorted())
        guard let text = cycle.next(after: last, offer: titles.projectOffer) else { return }
        state.presenter.presentDependsPrompt(response: .init(text: head + text))
    }

    func setDepends(request: TaskList.DependsPrompt.ApplyRequest) {
        guard let task = state.selectedTask else {
            state.say(.noTaskSelected)
            return
        }
        let current = task.depends.compactMap { live.task($0) }
        let blockers: Set<TaskID>
        switch Self.blockers(in: request.text, current: current, candidates: candidates()) {
        case .success(let found): blockers = found
        case .failure(let unresolved):
            state.say(.depends(.noSuchTask(text: unresolved.piece, matches: unresolved.matches)))
            return
        }
        state.perform(.setDepends(title: task.title), saying: { [state] change in
            guard !change.isEmpty else { return nil }
            let now = state.live.task(task.id)?.depends ?? []
            return .depends(.set(change, blockers: now.compactMap { state.live.task($0)?.title }.sorted()))
        }) { try state.worker.edit([task.id], TaskEdit(depends: .set(blockers))) }
    }

    /// The tasks the selected one may wait for: any stored task still to do but itself.
    private func candidates() -> [Task] {
        guard let task = state.selectedTask else { return [] }
        return live.allTasks.filter { $0.id != task.id && !$0.isCompleted }
    }

    /// A piece of the field that names no single task, and how many it names.
    struct Unresolved: Error, Equatable {
        let piece: String
        let matches: Int
    }

    /// The tasks `text` names, pieces between commas: a run of pieces that is the title of
    /// a task it waits for now is that task, kept by ID (the field opens with those titles,
    /// which may hold commas, or be shared by a repeating task's done copies); any other
    /// piece is a title (or ID) among `candidates`, the open tasks it may wait for.
    static func blockers(in text: String, current: [Task], candidates: [Task]) -> Result<Set<TaskID>, Unresolved> {
        let pieces = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        var found = Set<TaskID>()
        var index = 0
        pieces: while index < pieces.count {
            for end in stride(from: pieces.count - 1, through: index, by: -1) {
                let run = pieces[index...end].joined(separator: ",").trimmingCharacters(in: .whitespaces)
                if let blocker = current.first(where: { $0.title == run }) {
                    found.insert(blocker.id)
                    index = end + 1
                    continue pieces
                }
            }
            let piece = pieces[index].trimmingCharacters(in: .whitespaces)
            index += 1
            guard !piece.isEmpty else { continue }
            let matches = TaskIDResolver.tasks(named: piece, among: candidates)
            guard matches.count == 1 else { return .failure(Unresolved(piece: piece, matches: matches.count)) }
            found.insert(matches[0].id)
        }
        return .success(found)
    }

    /// `"Buy paint, Bu"` -> (`"Buy paint, "`, `"Bu"`): Tab completes the last title.
    static func splitLast(_ text: String) -> (head: String, last: String) {
        guard let comma = text.lastIndex(of: ",") else { return ("", text) }
        let rest = text[text.index(after: comma)...]
        return (String(text[...comma]) + " ", rest.trimmingCharacters(in: .whitespaces))
    }
}

extension TaskListState {
    /// The titles of the tasks `change` made ready (it completed or deleted their last
    /// blocker still to do), from the live list's links once the change is shown.
    func madeReadyTitles(by change: TaskChange) -> [String] {
        let links = live.links
        guard !links.isEmpty else { return [] }
        return Array(Set(links.madeReady(by: change, at: live.now) { live.task($0) }.map(\.title))).sorted()
    }
}
