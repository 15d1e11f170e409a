import TaskDomain
import TaskWording
import TerminalCore

/// The home scene's view: a header with the filter tabs and counts, the task rows, a
/// status line (messages, or the search field) and the key hints.
///
/// It keeps only view state: the last view model, the status message (which fades on the
/// next key) and the search field while it is open.
final class TaskListViewController: TerminalViewController, TaskListDisplayLogic, TaskListRouteSource {
    let interactor: TaskListBusinessLogic
    let router: (TaskListRoutingLogic & TaskListDataPassing)?

    let title = "Task List"
    var needsDisplay = true

    private(set) var viewModel: TaskList.FetchTasks.ViewModel?
    private(set) var status: TaskList.Status.ViewModel?
    /// A one-line field at the bottom: search as you type, or the tags to change.
    struct Prompt {
        enum Kind: Equatable { case search, tags }
        var kind: Kind
        var field: TextField
    }

    /// The open bottom field, or nil.
    private(set) var prompt: Prompt?
    /// The search kept with Enter: `/` opens it again for editing, Esc clears it.
    private(set) var keptSearch = ""
    private var viewport = TaskList.Viewport(rows: 1, width: 80)
    /// Set on the first appearance: before it there is nothing to fetch for.
    private var hasAppeared = false

    /// Rows above the list (title, tabs, rule) and below it (status, hints).
    static let headerHeight = 3
    static let footerHeight = 2

    init(interactor: TaskListBusinessLogic, router: (TaskListRoutingLogic & TaskListDataPassing)?) {
        self.interactor = interactor
        self.router = router
    }

    var keyHelp: [KeyHelpSection] {
        TaskListKeyMap.list.helpSections + TaskListKeyMap.search.helpSections + TaskListKeyMap.tags.helpSections
    }

    // MARK: - Life cycle

    func layout(size: Size) {
        let rows = max(1, size.height - TaskListViewController.headerHeight - TaskListViewController.footerHeight)
        let next = TaskList.Viewport(rows: rows, width: size.width)
        guard next != viewport else { return }
        viewport = next
        if hasAppeared { interactor.fetchTasks(request: .init(viewport: viewport)) }
    }

    func viewWillAppear() {
        hasAppeared = true
        interactor.fetchTasks(request: .init(viewport: viewport))
    }

    func storageDidChange(_ news: StorageNews) {
        switch news {
        case .changed(let report): interactor.refreshTasks(request: .init(news: report))
        case .unreadable(let error): interactor.storageUnreadable(request: .init(error: error))
        }
    }

    // MARK: - Input

    func handle(_ event: InputEvent) {
        if status != nil {
            status = nil  // messages fade on the next key
            needsDisplay = true
        }
        if let prompt {
            handle(event, in: prompt)
            return
        }
        guard let key = event.keyEvent, let action = TaskListKeyMap.list.action(for: key) else { return }
        perform(action)
    }

    private func perform(_ action: TaskListAction) {
        switch action {
        case .move(let movement): interactor.moveSelection(request: .init(movement: movement))
        case .toggle: interactor.toggleTask(request: .init())
        case .undo: interactor.undo(request: .init())
        case .redo: interactor.redo(request: .init())
        case .search:
            prompt = Prompt(kind: .search, field: TextField(text: keptSearch))
            interactor.beginSearch(request: .init())
            needsDisplay = true
        case .editTags: interactor.openTagsPrompt(request: .init())
        case .mark: interactor.markTasks(request: .init(scope: .selected))
        case .markAll: interactor.markTasks(request: .init(scope: .allMatching))
        case .clearMarks:
            // Esc takes back the last thing set: the marks, else a kept search.
            if viewModel?.marks.isEmpty != false, !keptSearch.isEmpty {
                keptSearch = ""
                interactor.search(request: .init(text: ""))
            } else {
                interactor.markTasks(request: .init(scope: .clear))
            }
        case .raisePriority: interactor.changePriority(request: .init(raise: true))
        case .lowerPriority: interactor.changePriority(request: .init(raise: false))
        case .nextFilter: interactor.changeFilter(request: .init(forward: true))
        case .previousFilter: interactor.changeFilter(request: .init(forward: false))
        case .cycleSort: interactor.changeSort(request: .init())
        case .clearNarrowing: interactor.clearNarrowing(request: .init())
        case .open: interactor.openTask(request: .init(destination: .detail))
        case .add: router?.routeToAddTask()
        case .edit: interactor.openTask(request: .init(destination: .editor))
        case .delete: interactor.openTask(request: .init(destination: .deleteConfirmation))
        case .projectsAndTags: router?.routeToProjectsAndTags()
        case .statistics: router?.routeToStatistics()
        case .help: router?.routeToHelp()
        case .quit: router?.routeToQuit()
        }
    }

    private func handle(_ event: InputEvent, in prompt: Prompt) {
        needsDisplay = true
        if let key = event.keyEvent {
            switch prompt.kind {
            case .search:
                if let action = TaskListKeyMap.search.action(for: key) { return perform(action) }
            case .tags:
                if let action = TaskListKeyMap.tags.action(for: key) { return perform(action, tags: prompt.field.text) }
            }
        }
        var field = prompt.field
        guard field.handle(event) else { return }
        self.prompt?.field = field
        if prompt.kind == .search { interactor.search(request: .init(text: field.text)) }
    }

    private func perform(_ action: TaskListSearchAction) {
        switch action {
        case .keep:
            keptSearch = prompt?.field.text ?? ""
            prompt = nil
        case .clear:
            prompt = nil
            keptSearch = ""
            interactor.search(request: .init(text: ""))
        case .move(let movement):
            interactor.moveSelection(request: .init(movement: movement))
        }
    }

    private func perform(_ action: TaskListTagsAction, tags: String) {
        switch action {
        case .complete:
            interactor.completeTag(request: .init(text: tags))
        case .apply:
            prompt = nil
            interactor.changeTags(request: .init(text: tags))
        case .cancel:
            prompt = nil
        }
    }

    // MARK: - Route source

    func deleteTasksConfirmed(ids: [TaskID]) {
        interactor.deleteTask(request: .init(ids: ids))
    }

    // MARK: - Display logic

    func displayTasks(viewModel: TaskList.FetchTasks.ViewModel) {
        self.viewModel = viewModel
        needsDisplay = true
    }

    func displayStatus(viewModel: TaskList.Status.ViewModel) {
        status = viewModel
        needsDisplay = true
    }

    func displayOpenTask(viewModel: TaskList.OpenTask.ViewModel) {
        switch viewModel.destination {
        case .detail: router?.routeToTaskDetail()
        case .editor: router?.routeToEditTask()
        case .deleteConfirmation: router?.routeToDeleteTask()
        }
    }

    /// Opens the tags prompt, or puts a completed text in it (the cursor at its end).
    func displayTagsPrompt(viewModel: TaskList.TagsPrompt.ViewModel) {
        prompt = Prompt(kind: .tags, field: TextField(text: viewModel.text))
        needsDisplay = true
    }

    // MARK: - Drawing

    func render(into canvas: inout Canvas, area: Rect) {
        canvas.withArea(area) { canvas in
            let bounds = canvas.bounds
            let (header, rest) = bounds.splitTop(TaskListViewController.headerHeight)
            let (list, footer) = rest.splitBottom(TaskListViewController.footerHeight)
            drawHeader(into: &canvas, header)
            drawList(into: &canvas, list)
            drawFooter(into: &canvas, footer)
        }
    }

    private func drawHeader(into canvas: inout Canvas, _ rect: Rect) {
        guard let header = viewModel?.header else { return }
        // As many whole counts as leave the title some room, from the most important.
        var counts = header.counts
        while counts.count > 1, TextWidth.width(of: counts.joined(separator: " · ")) > rect.width - 12 {
            counts.removeLast()
        }
        let countsText = counts.joined(separator: " · ")
        let countsWidth = min(TextWidth.width(of: countsText), rect.width)
        canvas.draw(countsText, in: Rect(x: rect.maxX - countsWidth, y: rect.y, width: countsWidth, height: 1),
                    style: Theme.muted)
        let titleWidth = max(0, rect.width - countsWidth - 1)
        let title = TextWidth.width(of: header.title) <= titleWidth || header.shortTitle.isEmpty
            ? header.title : header.shortTitle
        canvas.draw(title, in: Rect(x: rect.x, y: rect.y, width: titleWidth, height: 1), style: Theme.title)
        let right = ([header.narrowing, header.sort].filter { !$0.isEmpty }).joined(separator: "  ")
        let allTabsWidth = header.tabs.reduce(0) { $0 + TextWidth.width(of: $1.label) + 3 }
        var x = rect.x
        if allTabsWidth + TextWidth.width(of: right) + 1 <= rect.width {
            for tab in header.tabs {
                x += canvas.draw(" \(tab.label) ", at: Point(x: x, y: rect.y + 1),
                                 style: tab.isActive ? Theme.activeTab : Theme.inactiveTab)
                x += canvas.draw(" ", at: Point(x: x, y: rect.y + 1))
            }
        } else if let active = header.tabs.first(where: \.isActive) {
            // A narrow window keeps the narrowing readable: only the active tab, with
            // arrows saying that Tab / Shift-Tab show the others.
            x += canvas.draw("< \(active.label) >", at: Point(x: x, y: rect.y + 1), style: Theme.activeTab)
        }
        canvas.draw(right, in: Rect(x: x + 1, y: rect.y + 1, width: max(0, rect.maxX - x - 1), height: 1),
                    style: Theme.muted, alignment: .right)
        canvas.fill(Rect(x: rect.x, y: rect.y + 2, width: rect.width, height: 1), with: "─", style: Theme.muted)
    }

    private func drawList(into canvas: inout Canvas, _ rect: Rect) {
        guard let viewModel else { return }
        if viewModel.rows.isEmpty {
            for (offset, line) in viewModel.emptyState.enumerated() {
                canvas.draw(line, in: Rect(x: rect.x, y: rect.y + 1 + offset, width: rect.width, height: 1),
                            style: offset == 0 ? Theme.title : Theme.muted, alignment: .center)
            }
            return
        }
        for (offset, row) in viewModel.rows.enumerated() where offset < rect.height {
            var x = rect.x
            let y = rect.y + offset
            for span in row.spans {
                x += canvas.draw(span.text, at: Point(x: x, y: y), style: span.style)
            }
            if row.isSelected {
                canvas.restyle(Rect(x: rect.x, y: y, width: rect.width, height: 1)) { $0.adding(Theme.selection) }
            }
        }
    }

    private func drawFooter(into canvas: inout Canvas, _ rect: Rect) {
        let statusRow = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        let hintRow = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1)
        if let prompt {
            let label = prompt.kind == .search ? "/" : "tags (work -home): "
            let prefix = canvas.draw(label, at: statusRow.origin, style: Theme.hintKey)
            let fieldRect = Rect(x: statusRow.x + prefix, y: statusRow.y, width: statusRow.width - prefix, height: 1)
            prompt.field.draw(on: &canvas, in: fieldRect, style: .plain, focused: true)
        } else if let status {
            status.draw(into: &canvas, in: statusRow)
        } else if let viewModel {
            let position = viewModel.position
            let width = TextWidth.width(of: position)
            canvas.draw(position, in: Rect(x: statusRow.maxX - width, y: statusRow.y, width: width, height: 1),
                        style: Theme.muted)
            canvas.draw(viewModel.marks, in: Rect(x: statusRow.x, y: statusRow.y,
                                                  width: max(0, statusRow.width - width - 1), height: 1),
                        style: Theme.marked)
        }
        let hints = prompt == nil ? TaskListKeyMap.list.hints : []
        KeyHintBar.draw(hints, into: &canvas, in: hintRow)
    }
}
