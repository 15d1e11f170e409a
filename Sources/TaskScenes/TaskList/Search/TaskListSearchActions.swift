import TerminalCore

/// What a key does for the search (in Help's "View" group).
enum TaskListSearchAction: KeyActionNaming {
    case search, nextMatch, previousMatch

    static let bindings: [KeyBinding<TaskListSearchAction>] = [
        KeyBinding([.char("/")], .search, group: "View", "filter: milk +home #tag !high due:today (Enter keeps, Esc clears; / edits it)", hint: "filter"),
        KeyBinding([.char("n")], .nextMatch, group: "View", "next task matching the last search"),
        KeyBinding([.char("N")], .previousMatch, group: "View", "previous task matching the last search"),
    ]

    var configName: String {
        switch self {
        case .search: "search"
        case .nextMatch: "next-match"
        case .previousMatch: "previous-match"
        }
    }
}

/// What a key does while the search field at the bottom is open.
enum TaskListSearchFieldAction: Hashable, Sendable {
    case keep, clear
    case move(ScrollMovement)

    static let keys = KeyMap<TaskListSearchFieldAction>([
        KeyBinding([.key(.enter)], .keep, group: "Search", "keep the search as a filter"),
        KeyBinding([.key(.escape)], .clear, group: "Search", "clear the search"),
        KeyBinding([.key(.down)], .move(.down), group: "Search", "next task"),
        KeyBinding([.key(.up)], .move(.up), group: "Search", "previous task"),
    ])
}

extension TaskListViewController {
    func perform(_ action: TaskListSearchAction) {
        switch action {
        case .search:
            prompt = Prompt(kind: .search, label: viewModel?.searchLabel ?? "", field: TextField(text: keptSearch))
            interactor.search.beginSearch(request: .init())
            needsDisplay = true
        case .nextMatch: interactor.search.findMatch(request: .init(forward: true))
        case .previousMatch: interactor.search.findMatch(request: .init(forward: false))
        }
    }

    func perform(_ action: TaskListSearchFieldAction) {
        switch action {
        case .keep:
            // A filter that does not read stays open to be fixed: what it would keep is unknown.
            guard searchProblem == nil else { return }
            keptSearch = prompt?.field.text ?? ""
            prompt = nil
        case .clear:
            prompt = nil
            searchProblem = nil
            clearSearch()
        case .move(let movement):
            interactor.browse.moveSelection(request: .init(movement: movement))
        }
    }

    /// Forgets the kept search and shows the list without it.
    func clearSearch() {
        keptSearch = ""
        interactor.search.search(request: .init(text: ""))
    }

    func displaySearchProblem(viewModel: TaskList.Search.ViewModel) {
        searchProblem = viewModel.problem
        needsDisplay = true
    }
}
