import TaskDomain
import TerminalCore

/// Projects & Tags' view: the projects and the tags side by side when the window is wide
/// enough, else as two tabs; a status line and the key hints.
///
/// It keeps only view state: the last view model, a status message (which fades on the
/// next key) and each list's scroll state (a `ScrollingList` following the presenter's
/// selection, so it stays in view).
final class ProjectsAndTagsViewController: TerminalViewController, ProjectsAndTagsDisplayLogic, KeyReading {
    let interactor: ProjectsAndTagsBusinessLogic
    let router: (ProjectsAndTagsRoutingLogic & ProjectsAndTagsDataPassing)?

    let sceneName = "Projects & Tags"
    var needsDisplay = true

    private(set) var viewModel: ProjectsAndTags.FetchGroups.ViewModel?
    private(set) var status: StatusLine?
    /// Each list's scroll state.
    private(set) var lists: [ProjectsAndTags.Kind: ScrollingList] = [:]
    private var size = Size(width: 80, height: 24)
    /// Where the last frame drew the tabs, the lists' headings and their rows, for clicks.
    private(set) var drawnPlaces = ProjectsAndTagsDrawnPlaces()

    /// Rows above the lists (title, rule) and below them (status, hints).
    static let headerHeight = SceneHeader.height
    static let footerHeight = SceneFooter.height
    /// From this width on the lists stand side by side; narrower windows show tabs.
    static let sideBySideWidth = 60

    /// The keys this scene dispatches from and shows (the defaults, or the user's remapped ones),
    /// with the first key of a sequence while it waits.
    var keys: KeyReader<ProjectsAndTagsAction>

    /// The styles of every meaning this scene shows.
    let theme: Theme

    init(interactor: ProjectsAndTagsBusinessLogic, router: (ProjectsAndTagsRoutingLogic & ProjectsAndTagsDataPassing)?,
         keyMap: KeyMap<ProjectsAndTagsAction>, theme: Theme) {
        self.theme = theme
        self.keys = KeyReader(keyMap)
        self.interactor = interactor
        self.router = router
    }

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
        if let movement = MouseWheel.movement(of: event) {
            interactor.moveSelection(request: .init(movement: movement))
            return
        }
        if case .mouse(let mouse) = event {
            handle(mouse)
            return
        }
        guard let key = event.keyEvent, let action = read(key) else { return }
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

    /// A click on a tab or a list's heading shows that list; on a row selects it, and a
    /// double click chooses it (as Enter does).
    private func handle(_ mouse: MouseEvent) {
        guard mouse.button == .left, mouse.action == .press else { return }
        switch drawnPlaces.target(at: mouse.position) {
        case .list(let kind): interactor.switchList(request: .init(to: kind))
        case .row(let kind, let index):
            interactor.selectGroup(request: .init(list: kind, index: index))
            if mouse.clickCount == 2 { interactor.chooseGroup(request: .init()) }
        case nil: break
        }
    }

    // MARK: - Display logic

    func displayGroups(viewModel: ProjectsAndTags.FetchGroups.ViewModel) {
        self.viewModel = viewModel
        scrollSelectionIntoView()
        needsDisplay = true
    }

    func displayChooseGroup(viewModel: ProjectsAndTags.ChooseGroup.ViewModel) {
        router?.routeToTaskList()
    }

    func displayStatus(viewModel: ProjectsAndTags.Status.ViewModel) {
        status = viewModel
        needsDisplay = true
    }

    // MARK: - Scrolling

    private func scrollSelectionIntoView() {
        guard let viewModel else { return }
        for (kind, list) in [(ProjectsAndTags.Kind.projects, viewModel.projects), (.tags, viewModel.tags)] {
            var scrolling = lists[kind] ?? ScrollingList()
            scrolling.setCount(list.rows.count)
            if let selected = list.selectedIndex { scrolling.select(selected) }
            scrolling.keepVisible(height: visibleRows)
            lists[kind] = scrolling
        }
    }

    // MARK: - Drawing

    func render(into canvas: inout Canvas, area: Rect) {
        drawnPlaces = ProjectsAndTagsDrawnPlaces(origin: area.origin)
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
        guard let viewModel else { return }
        SceneHeader(title: viewModel.title, note: viewModel.current).draw(into: &canvas, in: rect, theme: theme)
    }

    private func drawBody(_ viewModel: ProjectsAndTags.FetchGroups.ViewModel, into canvas: inout Canvas, _ rect: Rect) {
        if isSideBySide {
            let half = (rect.width - 1) / 2
            let (left, rest) = rect.splitLeft(half)
            let (separator, right) = rest.splitLeft(1)
            drawList(viewModel.projects, kind: .projects, showsTitle: true, into: &canvas, left)
            canvas.fill(separator, with: "│", style: theme.muted)
            drawList(viewModel.tags, kind: .tags, showsTitle: true, into: &canvas, right)
            return
        }
        let (tabRow, listRect) = rect.splitTop(1)
        let tabs = Tabs(titles: [viewModel.projects.title, viewModel.tags.title],
                        selected: viewModel.activeList == .projects ? 0 : 1)
        tabs.draw(on: &canvas, in: tabRow, style: theme.inactiveTab, selectedStyle: theme.activeTab)
        drawnPlaces.tabs = (tabs, tabRow)
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
            canvas.draw(" \(list.title) ", at: heading.origin, style: list.isActive ? theme.activeTab : theme.inactiveTab)
            drawnPlaces.headings.append((kind, heading))
        }
        if !list.rows.isEmpty {
            canvas.draw(list.countsTitle, in: heading, style: theme.muted, alignment: .right)
        }
        if list.rows.isEmpty {
            for (offset, line) in list.emptyState.enumerated() where offset + 1 < rows.height {
                canvas.draw(line, in: Rect(x: rows.x + 2, y: rows.y + 1 + offset, width: max(0, rows.width - 2), height: 1),
                            style: offset == 0 ? theme.title : theme.muted)
            }
            return
        }
        let labelStyle = kind == .projects ? theme.project : theme.tag
        var scrolling = lists[kind] ?? ScrollingList(count: list.rows.count, selection: list.selectedIndex)
        defer { drawnPlaces.rows.append((kind, rows, scrolling.visibleRange(height: rows.height))) }
        scrolling.draw(on: &canvas, in: rows) { canvas, index, rowRect, isSelected in
            let item = list.rows[index]
            let countsWidth = TextWidth.width(of: item.counts)
            canvas.draw(item.isCurrent ? "✓" : " ", at: rowRect.origin, style: theme.info)
            canvas.draw(item.label, in: Rect(x: rowRect.x + 2, y: rowRect.y,
                                             width: max(0, rowRect.width - countsWidth - 3), height: 1),
                        style: item.isDone ? theme.muted : labelStyle)
            canvas.draw(item.counts, in: Rect(x: rowRect.maxX - countsWidth, y: rowRect.y, width: countsWidth, height: 1),
                        style: item.isDone ? theme.muted : .plain)
            if list.isActive, isSelected {
                canvas.restyle(Rect(x: rect.x, y: rowRect.y, width: rect.width, height: 1)) { theme.selected($0) }
            }
        }
    }

    private func drawFooter(into canvas: inout Canvas, _ rect: Rect) {
        SceneFooter(status: status, hints: keys.hints).draw(into: &canvas, in: rect, theme: theme)
    }
}
