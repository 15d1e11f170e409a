import TerminalCore

/// What a key does to what the list shows (Help's "Move" and "View" groups): moving, the
/// tabs and the order, the notes preview, and the scenes it opens.
enum TaskListBrowseAction: KeyActionNaming {
    case move(ScrollMovement)
    case togglePreview
    /// Scrolls the notes preview a line (`J` / `K`); the list keeps its selection.
    case scrollPreview(down: Bool)
    case nextFilter, previousFilter, cycleSort, open, projectsAndTags, clearNarrowing, statistics, agenda, help, quit

    static let bindings: [KeyBinding<TaskListBrowseAction>] = [
        KeyBinding([.char("j"), .key(.down)], .move(.down), group: "Move", "next task"),
        KeyBinding([.char("k"), .key(.up)], .move(.up), group: "Move", "previous task"),
        KeyBinding([.char("g"), .key(.home)], .move(.top), group: "Move", "first task"),
        KeyBinding([.char("G"), .key(.end)], .move(.bottom), group: "Move", "last task"),
        KeyBinding([.key(.pageDown), .ctrl("f"), .char(" ")], .move(.pageDown), group: "Move", "page down"),
        KeyBinding([.key(.pageUp), .ctrl("b")], .move(.pageUp), group: "Move", "page up"),
        KeyBinding([.ctrl("d")], .move(.halfPageDown), group: "Move", "half a page down"),
        KeyBinding([.ctrl("u")], .move(.halfPageUp), group: "Move", "half a page up"),

        KeyBinding([.char("p")], .togglePreview, group: "View", "show / hide the notes preview"),
        KeyBinding([.char("J")], .scrollPreview(down: true), group: "View", "scroll the notes preview a line down"),
        KeyBinding([.char("K")], .scrollPreview(down: false), group: "View", "scroll the notes preview a line up"),
        KeyBinding([.char("f"), .key(.tab)], .nextFilter, group: "View", "next tab (All … Done, then saved views)", hint: "tab"),
        KeyBinding([.char("F"), .key(.backTab)], .previousFilter, group: "View", "previous tab"),
        KeyBinding([.char("s")], .cycleSort, group: "View", "cycle the order", hint: "sort"),
        KeyBinding([.key(.enter)], .open, group: "View", "open the task"),
        KeyBinding([.char("t")], .projectsAndTags, group: "View", "projects and tags"),
        KeyBinding([.char("c")], .clearNarrowing, group: "View", "clear the project / tag filter"),
        KeyBinding([.char("S")], .statistics, group: "View", "statistics"),
        KeyBinding([.char("C")], .agenda, group: "View", "agenda: the days ahead, what is due, scheduled or back"),
        KeyBinding([.char("?")], .help, group: "View", "help", hint: "help"),
        KeyBinding([.char("q")], .quit, group: "View", "quit", hint: "quit"),
    ]

    var configName: String {
        switch self {
        case .move(let movement): movement.configName
        case .togglePreview: "toggle-preview"
        case .scrollPreview(down: true): "preview-down"
        case .scrollPreview(down: false): "preview-up"
        case .nextFilter: "next-filter"
        case .previousFilter: "previous-filter"
        case .cycleSort: "cycle-sort"
        case .open: "open"
        case .projectsAndTags: "projects-and-tags"
        case .clearNarrowing: "clear-narrowing"
        case .statistics: "statistics"
        case .agenda: "agenda"
        case .help: "help"
        case .quit: "quit"
        }
    }
}

extension TaskListViewController {
    func perform(_ action: TaskListBrowseAction) {
        switch action {
        case .move(let movement): interactor.browse.moveSelection(request: .init(movement: movement))
        case .togglePreview:
            showsPreview.toggle()
            layout(size: size)
        case .scrollPreview(let down):
            if previewScroll.move(down ? .down : .up) { needsDisplay = true }
        case .nextFilter: interactor.browse.changeFilter(request: .init(forward: true))
        case .previousFilter: interactor.browse.changeFilter(request: .init(forward: false))
        case .cycleSort: interactor.browse.changeSort(request: .init())
        case .open: interactor.openTask(request: .init(destination: .detail))
        case .projectsAndTags: router?.routeToProjectsAndTags()
        case .clearNarrowing: interactor.browse.clearNarrowing(request: .init())
        case .statistics: router?.routeToStatistics()
        case .agenda: router?.routeToAgenda()
        case .help: router?.routeToHelp()
        case .quit: router?.routeToQuit()
        }
    }
}
