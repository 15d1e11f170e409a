import TaskDomain
import TerminalCore

/// Projects & Tags' view: the projects and the tags side by side when the window is wide
/// enough, else as two tabs; a status line and the key hints.
///
/// It keeps only view state: the last view model, a status message (which fades on the
/// next key) and how far each list is scrolled to keep its selection in view.
final class ProjectsAndTagsViewController: TerminalViewController, ProjectsAndTagsDisplayLogic {
    let interactor: ProjectsAndTagsBusinessLogic
    let router: (ProjectsAndTagsRoutingLogic & ProjectsAndTagsDataPassing)?

    let title = "Projects & Tags"
    var needsDisplay = true

    private(set) var viewModel: ProjectsAndTags.FetchGroups.ViewModel?
    private(set) var status: String?
    private(set) var statusIsError = false
    /// The first visible row of each list.
    private(set) var offsets: [ProjectsAndTags.Kind: Int] = [:]
    private var size = Size(width: 80, height: 24)

    /// Rows above the lists (title, rule) and below them (status, hints).
    static let headerHeight = 2
    static let footerHeight = 2
    /// From this width on the lists stand side by side; narrower windows show tabs.
    static let sideBySideWidth = 60

    init(interactor: ProjectsAndTagsBusinessLogic, router: (ProjectsAndTagsRoutingLogic & ProjectsAndTagsDataPassing)?) {
        self.interactor = interactor
        self.router = router
    }

    var keyHelp: [KeyHelpSection] { ProjectsAndTagsKeyMap.map.helpSections }

    /// True when both lists are shown at once.
    var isSideBySide: Bool { size.width >= ProjectsAndTagsViewController.sideBySideWidth }

    /// Rows of one list that fit: the body less the list's heading (and the tab row).
    var visibleRows: Int {
        let body = size.height - ProjectsAndTagsViewController.headerHeight - ProjectsAndTagsViewController.footerHeight
        return max(1, body - 1 - (isSideBySide ? 0 : 1))
    }

    // MARK: - Life cycle

    func layout(size: Size) {
        self.size = size
        scrollSelectionIntoView()
        needsDisplay = true
    }

    func viewWillAppear() {
        interactor.fetchGroups(request: .init(pageSize: visibleRows))
    }

    // MARK: - Input

    func handle(_ event: InputEvent) {
        if status != nil {
            status = nil  // messages fade on the next key
            needsDisplay = true
        }
        guard let key = event.keyEvent, let action = ProjectsAndTagsKeyMap.map.action(for: key) else { return }
        switch action {
        case .move(let movement): interactor.moveSelection(request: .init(movement: movement))
        case .switchList: interactor.switchList(request: .init(to: nil))
        case .showProjects: interactor.switchList(request: .init(to: .projects))
        case .showTags: interactor.switchList(request: .init(to: .tags))
        case .choose: interactor.chooseGroup(request: .init())
        case .back: router?.routeToTaskList()
        case .help: router?.routeToHelp()
        }
    }

    // MARK: - Display logic

    func displayGroups(viewModel: ProjectsAndTags.FetchGroups.ViewModel) {
        self.viewModel = viewModel
        scrollSelectionIntoView()
        needsDisplay = true
    }

    func displayChooseGroup(viewModel: ProjectsAndTags.ChooseGroup.ViewModel) {
        if viewModel.choice != nil {
            router?.routeToTaskList()
            return
        }
        status = viewModel.message
        statusIsError = false
        needsDisplay = true
    }

    func displayFetchGroupsFailure(viewModel: ProjectsAndTags.Failure.ViewModel) {
        status = viewModel.text
        statusIsError = true
        needsDisplay = true
    }

    // MARK: - Scrolling

    private func scrollSelectionIntoView() {
        guard let viewModel else { return }
        let rows = visibleRows
        for (kind, list) in [(ProjectsAndTags.Kind.projects, viewModel.projects), (.tags, viewModel.tags)] {
            var offset = offsets[kind] ?? 0
            if let selected = list.selectedIndex {
                if selected < offset { offset = selected }
                if selected >= offset + rows { offset = selected - rows + 1 }
            }
            offsets[kind] = max(0, min(offset, list.rows.count - rows))
        }
    }

    // MARK: - Drawing

    func render(into canvas: inout Canvas, area: Rect) {
        canvas.withArea(area) { canvas in
            canvas.fill()
            let bounds = canvas.bounds
            let (header, rest) = bounds.splitTop(ProjectsAndTagsViewController.headerHeight)
            let (body, footer) = rest.splitBottom(ProjectsAndTagsViewController.footerHeight)
            drawHeader(into: &canvas, header)
            if let viewModel { drawBody(viewModel, into: &canvas, body) }
            drawFooter(into: &canvas, footer)
        }
    }

    private func drawHeader(into canvas: inout Canvas, _ rect: Rect) {
        let used = canvas.draw(title, in: Rect(x: rect.x + 1, y: rect.y, width: max(0, rect.width - 2), height: 1),
                               style: Theme.title)
        if let current = viewModel?.current {
            let x = rect.x + 1 + used + 2
            canvas.draw(current, in: Rect(x: x, y: rect.y, width: max(0, rect.maxX - 1 - x), height: 1),
                        style: Theme.muted, alignment: .right)
        }
        canvas.fill(Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1), with: "─", style: Theme.muted)
    }

    private func drawBody(_ viewModel: ProjectsAndTags.FetchGroups.ViewModel, into canvas: inout Canvas, _ rect: Rect) {
        if isSideBySide {
            let half = (rect.width - 1) / 2
            let (left, rest) = rect.splitLeft(half)
            let (separator, right) = rest.splitLeft(1)
            drawList(viewModel.projects, kind: .projects, showsTitle: true, into: &canvas, left)
            canvas.fill(separator, with: "│", style: Theme.muted)
            drawList(viewModel.tags, kind: .tags, showsTitle: true, into: &canvas, right)
            return
        }
        let (tabRow, listRect) = rect.splitTop(1)
        var x = tabRow.x
        for list in [viewModel.projects, viewModel.tags] {
            x += canvas.draw(" \(list.title) ", at: Point(x: x, y: tabRow.y),
                             style: list.isActive ? Theme.activeTab : Theme.inactiveTab)
            x += canvas.draw(" ", at: Point(x: x, y: tabRow.y))
        }
        let active = viewModel.activeList == .projects ? viewModel.projects : viewModel.tags
        drawList(active, kind: viewModel.activeList, showsTitle: false, into: &canvas, listRect)
    }

    /// One list: its heading (the title, when not on a tab, and the counts heading), then
    /// the rows: a `✓` on the list's current narrowing, the label, the counts on the right.
    private func drawList(_ list: ProjectsAndTags.List, kind: ProjectsAndTags.Kind, showsTitle: Bool,
                          into canvas: inout Canvas, _ rect: Rect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let inner = Rect(x: rect.x + 1, y: rect.y, width: max(0, rect.width - 2), height: rect.height)
        let (heading, rows) = inner.splitTop(1)
        if showsTitle {
            canvas.draw(" \(list.title) ", at: heading.origin, style: list.isActive ? Theme.activeTab : Theme.inactiveTab)
        }
        if !list.rows.isEmpty {
            canvas.draw(list.countsTitle, in: heading, style: Theme.muted, alignment: .right)
        }
        if list.rows.isEmpty {
            for (offset, line) in list.emptyState.enumerated() where offset + 1 < rows.height {
                canvas.draw(line, in: Rect(x: rows.x + 2, y: rows.y + 1 + offset, width: max(0, rows.width - 2), height: 1),
                            style: offset == 0 ? Theme.title : Theme.muted)
            }
            return
        }
        let offset = offsets[kind] ?? 0
        let labelStyle = kind == .projects ? Theme.project : Theme.tag
        for (row, item) in list.rows.dropFirst(offset).prefix(rows.height).enumerated() {
            let y = rows.y + row
            let countsWidth = TextWidth.width(of: item.counts)
            canvas.draw(item.isCurrent ? "✓" : " ", at: Point(x: rows.x, y: y), style: Theme.info)
            canvas.draw(item.label, in: Rect(x: rows.x + 2, y: y, width: max(0, rows.width - countsWidth - 3), height: 1),
                        style: item.isDone ? Theme.muted : labelStyle)
            canvas.draw(item.counts, in: Rect(x: rows.maxX - countsWidth, y: y, width: countsWidth, height: 1),
                        style: item.isDone ? Theme.muted : .plain)
            if list.isActive, offset + row == list.selectedIndex {
                canvas.restyle(Rect(x: rect.x, y: y, width: rect.width, height: 1)) { $0.adding(Theme.selection) }
            }
        }
    }

    private func drawFooter(into canvas: inout Canvas, _ rect: Rect) {
        let statusRow = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        if let status {
            canvas.draw(status, in: statusRow, style: statusIsError ? Theme.error : Theme.info)
        }
        KeyHintBar.draw(ProjectsAndTagsKeyMap.map.hints, into: &canvas,
                        in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1))
    }
}
