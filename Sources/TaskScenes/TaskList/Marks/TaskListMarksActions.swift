import TerminalCore

/// What a key does to the marks (Help's "Marks" group).
enum TaskListMarksAction: KeyActionNaming {
    case mark, markAll, clearMarks

    static let bindings: [KeyBinding<TaskListMarksAction>] = [
        KeyBinding([.char("v")], .mark, group: "Marks", "mark / unmark the task and move down"),
        KeyBinding([.char("V")], .markAll, group: "Marks", "mark every task in the list"),
        KeyBinding([.key(.escape)], .clearMarks, group: "Marks", "dismiss a sync's result, else clear the marks (x D + - # act on marked tasks), else a kept search"),
    ]

    var configName: String {
        switch self {
        case .mark: "mark"
        case .markAll: "mark-all"
        case .clearMarks: "clear-marks"
        }
    }
}

extension TaskListViewController {
    func perform(_ action: TaskListMarksAction) {
        switch action {
        case .mark: interactor.marks.markTasks(request: .init(scope: .selected))
        case .markAll: interactor.marks.markTasks(request: .init(scope: .allMatching))
        case .clearMarks:
            // Esc takes back the last thing set: a sync's line that stays, else the marks,
            // else a kept search.
            if dismissStayingStatus() { return }
            if viewModel?.marks.isEmpty != false, !keptSearch.isEmpty {
                clearSearch()
            } else {
                interactor.marks.markTasks(request: .init(scope: .clear))
            }
        }
    }
}
