import TaskDomain
import TaskWording
import TerminalCore

/// The home scene's view: a header with the filter tabs and counts, the task rows, a
/// status line (messages, or a field at the bottom) and the key hints.
///
/// It keeps only view state: the last view model, the status message (which fades on the
/// next key), the field open at the bottom, the preview. Each concern's keys, what they
/// send and what the view does with the concern's answers are in the concern's folder
/// (`TaskList<Concern>Actions.swift`), as extensions of this class.
final class TaskListViewController: TerminalViewController, TaskListDisplayLogic, TaskListRouteSource, KeyReading {
    let interactor: TaskListBusinessLogic
    let router: (TaskListRoutingLogic & TaskListDataPassing)?

    let sceneName = "Task List"
    var needsDisplay = true

    private(set) var viewModel: TaskList.FetchTasks.ViewModel?
    private(set) var status: TaskList.Status.ViewModel?
    /// The line that stays (`StatusLine.stays`): the running sync, then its result, until
    /// Esc dismisses it or another such line replaces it; shown when no other message is.
    private(set) var stayingStatus: TaskList.Status.ViewModel?
    /// A one-line field at the bottom: search as you type, or the tags to change.
    struct Prompt {
        enum Kind: Equatable { case search, tags, parent, command, wait, depends, annotate, context }
        var kind: Kind
        /// What introduces the field, from a view model: "/", "tags (work -home): ".
        var label: String
        var field: TextField
    }

    /// The open bottom field, or nil.
    var prompt: Prompt?
    /// The command lines run this session (Up and Down in the command line).
    var commandHistory = CommandLineHistory()
    /// The search kept with Enter: `/` opens it again for editing, Esc clears it.
    var keptSearch = ""
    /// Why the search field's text does not read as a filter (shown under it), or nil.
    var searchProblem: StatusLine?
    /// What the wait field's text means (shown under it), or nil.
    var waitPreview: StatusLine?
    private(set) var viewport = TaskList.Viewport(rows: 1, width: 80)
    private(set) var size = Size(width: 80, height: 24)
    /// Whether the notes preview is shown (`p`); the list lives as long as the app, so
    /// this is remembered while it runs.
    var showsPreview = false
    /// How far the preview is scrolled (`J` / `K`); back at the top for another task.
    var previewScroll = ScrollPosition()
    /// Set on the first appearance: before it there is nothing to fetch for.
    private var hasAppeared = false
    /// Where the last frame drew the rows and the tabs, in screen cells, for clicks.
    private(set) var drawnPlaces = TaskListDrawnPlaces()
    /// What the last frame showed, part by part: the next one draws only what differs.
    private(set) var lastDrawnFrame: TaskListDrawnFrame?

    /// Rows above the list (title, tabs, rule) and below it (status, hints).
    static let headerHeight = 3
    static let footerHeight = SceneFooter.height

    /// The keys this scene dispatches from and shows (the defaults, or the user's remapped ones),
    /// with the first key of a sequence while it waits.
    var keys: KeyReader<TaskListAction>

    /// The styles of every meaning this scene shows.
    let theme: Theme

    init(interactor: TaskListBusinessLogic, router: (TaskListRoutingLogic & TaskListDataPassing)?,
         keyMap: KeyMap<TaskListAction>, theme: Theme) {
        self.theme = theme
        self.keys = KeyReader(keyMap)
        self.interactor = interactor
        self.router = router
    }

    var keyHelp: [KeyHelpSection] {
        keyMap.helpSections + TaskListKeyMap.search.helpSections + TaskListKeyMap.tags.helpSections
            + TaskListKeyMap.parent.helpSections + TaskListKeyMap.wait.helpSections + TaskListKeyMap.depends.helpSections
            + TaskListKeyMap.annotate.helpSections
            + TaskListKeyMap.commandLine.helpSections + [TaskListKeyMap.commands]
    }

    // MARK: - Life cycle

    func layout(size: Size) {
        self.size = size
        let body = TaskListLayout(body: bodyRect(in: Rect(x: 0, y: 0, width: size.width, height: size.height)),
                                  showsPreview: showsPreview)
        // The preview's first row is its title.
        previewScroll.pageHeight = max(1, (body.preview?.height ?? 1) - 1)
        let next = TaskList.Viewport(rows: max(1, body.list.height), width: body.list.width,
                                     previewWidth: body.preview.map(\.width))
        guard next != viewport else { return }
        viewport = next
        needsDisplay = true
        // The same tasks in other room: laid out again, storage is not read.
        if hasAppeared { interactor.browse.changeViewport(request: .init(viewport: viewport)) }
    }

    /// The rows between the header and the footer.
    private func bodyRect(in bounds: Rect) -> Rect {
        let (_, rest) = bounds.splitTop(TaskListViewController.headerHeight)
        return rest.splitBottom(TaskListViewController.footerHeight).0
    }

    func viewWillAppear() {
        hasAppeared = true
        interactor.fetchTasks(request: .init(viewport: viewport))
    }

    /// About once a second: a waiting task whose day came shows again without a key.
    func timeDidPass() {
        guard hasAppeared else { return }
        interactor.plan.passTime(request: .init())
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
        if case .mouse(let mouse) = event {
            handle(mouse)
            return
        }
        guard let key = event.keyEvent, let action = read(key) else { return }
        perform(action)
    }

    /// The wheel moves the selection; a click selects the row or tab under it, a double
    /// click opens the task, and a click on a row's checkbox toggles that task.
    private func handle(_ mouse: MouseEvent) {
        guard mouse.action == .press else { return }
        switch mouse.button {
        case .wheelUp: interactor.browse.moveSelection(request: .init(movement: .up))
        case .wheelDown: interactor.browse.moveSelection(request: .init(movement: .down))
        case .left:
            switch drawnPlaces.target(at: mouse.position) {
            case .tab(let index): interactor.browse.chooseFilter(request: .init(index: index))
            case .tabStep(let step): interactor.browse.changeFilter(request: .init(forward: step > 0))
            case .checkbox(let id): interactor.changes.toggleTask(request: .init(id: id))
            case .row(let id):
                interactor.browse.selectTask(request: .init(id: id))
                if mouse.clickCount == 2 { interactor.openTask(request: .init(destination: .detail)) }
            case nil: break
            }
        default: break
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
            case .parent:
                if let action = TaskListKeyMap.parent.action(for: key) { return perform(action, parent: prompt.field.text) }
            case .command:
                if let action = TaskListKeyMap.commandLine.action(for: key) { return perform(action, line: prompt.field.text) }
            case .wait:
                if let action = TaskListKeyMap.wait.action(for: key) { return perform(action, wait: prompt.field.text) }
            case .depends:
                if let action = TaskListKeyMap.depends.action(for: key) { return perform(action, depends: prompt.field.text) }
            case .annotate:
                if let action = TaskListKeyMap.annotate.action(for: key) { return perform(action, annotation: prompt.field.text) }
            case .context:
                if let action = TaskListKeyMap.context.action(for: key) { return perform(action, context: prompt.field.text) }
            }
        }
        var field = prompt.field
        guard field.handle(event) else { return }
        self.prompt?.field = field
        if prompt.kind == .search { interactor.search.search(request: .init(text: field.text)) }
        if prompt.kind == .wait { interactor.plan.previewWait(request: .init(text: field.text)) }
    }

    // MARK: - Route source

    func questionAnswered(_ answer: ConfirmAnswer) {
        interactor.answerQuestion(request: .init(answer: answer))
    }

    // MARK: - Display logic

    func displayTasks(viewModel: TaskList.FetchTasks.ViewModel) {
        if viewModel.preview?.taskID != self.viewModel?.preview?.taskID { previewScroll.reset() }
        previewScroll.contentHeight = viewModel.preview?.lines.count ?? 0
        self.viewModel = viewModel
        needsDisplay = true
    }

    /// Only the selection moved: the two rows it left and reached change their `isSelected`
    /// and the counter its text; the frame then draws just those (`TaskListDrawnFrame`).
    func displaySelection(viewModel selection: TaskList.MoveSelection.ViewModel) {
        guard var shown = viewModel, shown.rows.indices.contains(selection.selectedRow) else { return }
        viewModel = nil  // the rows' storage is then shared only with the last frame's record
        if let old = shown.rows.firstIndex(where: \.isSelected), old != selection.selectedRow {
            shown.rows[old].isSelected = false
        }
        shown.rows[selection.selectedRow].isSelected = true
        shown.position = selection.position
        viewModel = shown
        needsDisplay = true
    }

    func displayStatus(viewModel: TaskList.Status.ViewModel) {
        if viewModel.stays {
            stayingStatus = viewModel
            status = nil
        } else {
            status = viewModel
        }
        needsDisplay = true
    }

    /// Esc with a staying line (a sync's result) shown: it goes, and Esc does nothing else.
    func dismissStayingStatus() -> Bool {
        guard stayingStatus != nil, prompt == nil else { return false }
        stayingStatus = nil
        needsDisplay = true
        return true
    }

    func displayOpenTask(viewModel: TaskList.OpenTask.ViewModel) {
        switch viewModel.destination {
        case .detail: router?.routeToTaskDetail()
        case .editor: router?.routeToEditTask()
        case .subtaskEditor: router?.routeToAddSubtask()
        }
    }

    func displayQuestion(viewModel: TaskList.AskQuestion.ViewModel) {
        router?.routeToQuestion(viewModel.question)
    }

    // MARK: - Drawing

    /// Handed the frame it drew last (the navigator vouches for that), the view draws only
    /// the parts whose view model changed (`TaskListDrawnFrame`).
    var drawsOnlyChanges: Bool { true }

    func render(into canvas: inout Canvas, area: Rect) {
        canvas.withArea(area) { canvas in
            let bounds = canvas.bounds
            let (header, rest) = bounds.splitTop(TaskListViewController.headerHeight)
            let (body, footer) = rest.splitBottom(TaskListViewController.footerHeight)
            let layout = TaskListLayout(body: body, showsPreview: showsPreview)
            let next = drawnFrame(area: area, layout: layout)
            var last = canvas.continuesShownFrame ? lastDrawnFrame : nil
            if last?.area != area || last?.layout != layout { last = nil }
            if last == nil {
                // Drawn whole: over a blank canvas, or over a frame this view cannot vouch for.
                if canvas.continuesShownFrame { canvas.erase() }
                drawnPlaces = TaskListDrawnPlaces(origin: area.origin)
            }
            if last == nil || last?.header != next.header {
                if last != nil { canvas.erase(header) }
                drawHeader(into: &canvas, header)
            }
            drawList(into: &canvas, layout.list, over: last?.list, next.list)
            if last == nil || last?.preview != next.preview {
                if last != nil {
                    if let divider = layout.divider { canvas.erase(divider) }
                    if let preview = layout.preview { canvas.erase(preview) }
                }
                drawPreview(into: &canvas, layout)
            }
            drawFooter(into: &canvas, footer, over: last.map { $0.footer }, next.footer)
            lastDrawnFrame = next
        }
    }

    /// What this frame shows, part by part, to compare with the last one.
    private func drawnFrame(area: Rect, layout: TaskListLayout) -> TaskListDrawnFrame {
        let list: TaskListDrawnFrame.List
        if let viewModel {
            list = viewModel.rows.isEmpty ? .emptyState(viewModel.emptyState) : .rows(viewModel.rows)
        } else {
            list = .nothing
        }
        let preview = layout.preview == nil ? nil : viewModel?.preview.map {
            TaskListDrawnFrame.Preview(preview: $0, scrollOffset: previewScroll.offset)
        }
        let footer = prompt != nil ? nil : TaskListDrawnFrame.Footer(
            status: status ?? stayingStatus, marks: viewModel?.marks, position: viewModel?.position ?? "", hints: keys.hints)
        return TaskListDrawnFrame(area: area, layout: layout, header: viewModel?.header, list: list, preview: preview,
                                  footer: footer)
    }

    /// The title row (`SceneHeader`), the filter tabs with the narrowing and order beside
    /// them, and the rule: all fitted by the presenter except the tabs, which show only the
    /// active one when they do not fit beside the note.
    private func drawHeader(into canvas: inout Canvas, _ rect: Rect) {
        guard let header = viewModel?.header else { return }
        SceneHeader(title: header.title, note: header.counts).draw(into: &canvas, in: rect, theme: theme)
        let tabRow = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1)
        let noteWidth = TextWidth.width(of: header.note)
        let tabs = Tabs(titles: header.tabs.map(\.label), selected: header.tabs.firstIndex(where: \.isActive) ?? 0)
        let tabsRect = tabRow.inset(right: noteWidth + 1)
        let used = tabs.draw(on: &canvas, in: tabsRect, style: theme.inactiveTab, selectedStyle: theme.activeTab)
        drawnPlaces.tabs = (tabs, tabsRect)
        canvas.draw(header.note, in: tabRow.inset(left: used + 1), style: theme.muted, alignment: .right)
    }

    /// The rows, or the words for none. Over a frame that showed rows (`last`), only the
    /// rows that changed are erased and drawn again; when the list scrolled, the rows on the
    /// canvas are scrolled first (so the terminal scrolls them too) and only the rows that
    /// then differ are drawn: a `j` off the window's end draws two rows, not the window.
    private func drawList(into canvas: inout Canvas, _ rect: Rect, over last: TaskListDrawnFrame.List?,
                          _ list: TaskListDrawnFrame.List) {
        var scrolled: TaskListDrawnFrame.Scroll?
        if let scroll = TaskListDrawnFrame.scroll(from: last, to: list, height: rect.height),
           canvas.scrollRows(Rect(x: rect.x, y: rect.y + scroll.rows.lowerBound, width: rect.width, height: scroll.rows.count),
                             by: scroll.by) {
            scrolled = scroll
        }
        guard let changed = TaskListDrawnFrame.changedRows(from: last, to: list, height: rect.height, scrolled: scrolled) else {
            if last != nil { canvas.erase(rect) }
            drawList(into: &canvas, rect, rows: nil)
            return
        }
        // (After a scroll the rows' places moved even when no row is drawn.)
        guard !changed.isEmpty || scrolled != nil else { return }
        for offset in changed { canvas.erase(Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: 1)) }
        drawList(into: &canvas, rect, rows: changed)
    }

    /// Draws the list over a blank `rect` (`rows` nil) or only the given rows of it.
    private func drawList(into canvas: inout Canvas, _ rect: Rect, rows offsets: [Int]?) {
        guard let viewModel else { return }
        if viewModel.rows.isEmpty {
            drawnPlaces.list = nil
            drawnPlaces.rowIDs = []
            for (offset, line) in viewModel.emptyState.enumerated() {
                canvas.draw(line, in: Rect(x: rect.x, y: rect.y + 1 + offset, width: rect.width, height: 1),
                            style: offset == 0 ? theme.title : theme.muted, alignment: .center)
            }
            return
        }
        drawnPlaces.list = rect
        let shown = viewModel.rows.prefix(max(0, rect.height))
        if !drawnPlaces.rowIDs.elementsEqual(shown.lazy.map(\.id)) { drawnPlaces.rowIDs = shown.map(\.id) }
        for offset in offsets ?? Array(shown.indices) where offset < shown.count {
            let row = shown[offset]
            let rowRect = Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: 1)
            StyledText.draw(row.spans, into: &canvas, in: rowRect)
            if row.isSelected {
                canvas.restyle(rowRect) { theme.selected($0) }
            }
        }
    }

    /// The divider and the selected task's notes, top first (the presenter wrapped them).
    private func drawPreview(into canvas: inout Canvas, _ layout: TaskListLayout) {
        guard let rect = layout.preview, let divider = layout.divider, let preview = viewModel?.preview else { return }
        canvas.fill(divider, with: divider.width == 1 ? "│" : "─", style: theme.muted)
        canvas.draw(preview.title, in: Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: theme.title)
        let shown = preview.lines.dropFirst(previewScroll.offset).prefix(max(0, rect.height - 1))
        for (offset, line) in shown.enumerated() {
            canvas.draw(line, in: Rect(x: rect.x, y: rect.y + 1 + offset, width: rect.width, height: 1),
                        style: preview.isEmpty ? theme.muted : .plain)
        }
    }

    /// The footer, or over a frame that showed it (`last`, nil: drawn whole) only its rows
    /// that changed: the footer is drawn in an area of just those rows, which clips the rest.
    private func drawFooter(into canvas: inout Canvas, _ rect: Rect, over last: TaskListDrawnFrame.Footer??,
                            _ footer: TaskListDrawnFrame.Footer?) {
        guard let last else { return drawFooter(into: &canvas, rect) }
        guard let footer, let last, rect.height == SceneFooter.height else {
            canvas.erase(rect)
            return drawFooter(into: &canvas, rect)
        }
        let changed = [footer.statusRow != last.statusRow, footer.hintRow != last.hintRow]
        for (offset, isChanged) in changed.enumerated() where isChanged {
            let row = Rect(x: rect.x, y: rect.y + offset, width: rect.width, height: 1)
            canvas.erase(row)
            canvas.withArea(row) { canvas in
                drawFooter(into: &canvas, Rect(x: 0, y: -offset, width: rect.width, height: rect.height))
            }
        }
    }

    private func drawFooter(into canvas: inout Canvas, _ rect: Rect) {
        guard let prompt else {
            let marks = viewModel.map { StyledText(text: $0.marks, style: theme.marked) }
            SceneFooter(status: status ?? stayingStatus, note: marks, position: viewModel?.position ?? "",
                        hints: keys.hints).draw(into: &canvas, in: rect, theme: theme)
            return
        }
        let statusRow = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
        let prefix = canvas.draw(prompt.label, at: statusRow.origin, style: theme.hintKey)
        prompt.field.draw(on: &canvas, in: statusRow.inset(left: prefix), style: .plain, focused: true)
        if prompt.kind == .wait, let preview = waitPreview, rect.height > 1 {
            // Under the field, in place of the hints: the day the text means, or why not.
            preview.draw(into: &canvas, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1), theme: theme)
        }
        if prompt.kind == .command, let status, rect.height > 1 {
            // Under the field, in place of the hints: what Tab on an empty line lists, an error.
            status.draw(into: &canvas, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1), theme: theme)
        }
        if prompt.kind == .search, let problem = searchProblem, rect.height > 1 {
            // Under the field, in place of the hints: which word of the filter does not read.
            let problemRow = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1)
            problem.draw(into: &canvas, in: problemRow, theme: theme)
        }
    }
}
