import TaskDomain
import TerminalCore

/// The Agenda's view: a header, the month strip, the days with their tasks (scrolled so
/// the selected task is in view), a status line and the key hints.
///
/// It keeps only view state: the last view model, the status message (which fades on the
/// next key) and the scroll offset. It decides from the window how many days to ask for
/// (14 when tall enough) and how many tasks a day may list.
final class AgendaViewController: TerminalViewController, AgendaDisplayLogic, AgendaRouteSource, KeyReading {
    let interactor: AgendaBusinessLogic
    let router: (AgendaRoutingLogic & AgendaDataPassing)?

    let sceneName = "Agenda"
    var needsDisplay = true

    private(set) var viewModel: Agenda.ShowAgenda.ViewModel?
    private(set) var status: StatusLine?
    /// The first body line in view.
    private(set) var scrollOffset = 0
    private(set) var size = Size(width: 80, height: 24)

    static let headerHeight = SceneHeader.height
    static let footerHeight = SceneFooter.height
    static let margin = 1
    /// From this many rows the agenda shows two weeks after the chosen day, else one.
    static let tallHeight = 40
    /// The strip is left out when it would leave the days fewer rows than this.
    static let fewestBodyRows = 6

    var keys: KeyReader<AgendaAction>
    let theme: Theme

    init(interactor: AgendaBusinessLogic, router: (AgendaRoutingLogic & AgendaDataPassing)?,
         keyMap: KeyMap<AgendaAction>, theme: Theme) {
        self.interactor = interactor
        self.router = router
        self.keys = KeyReader(keyMap)
        self.theme = theme
    }

    /// The columns inside the margins.
    var bodyWidth: Int { max(1, size.width - 2 * AgendaViewController.margin) }

    /// Rows between the header and the footer.
    private var middleHeight: Int {
        max(0, size.height - AgendaViewController.headerHeight - AgendaViewController.footerHeight)
    }

    /// The request for the window's size.
    private func request(reload: Bool) -> Agenda.ShowAgenda.Request {
        .init(width: bodyWidth, following: size.height >= AgendaViewController.tallHeight ? 14 : 7,
              sectionLimit: max(3, middleHeight), reload: reload)
    }

    // MARK: - Life cycle

    func layout(size: Size) {
        let changed = size != self.size
        self.size = size
        if viewModel != nil, changed { interactor.showAgenda(request: request(reload: false)) }
        needsDisplay = true
    }

    func viewWillAppear() {
        interactor.showAgenda(request: request(reload: true))
    }

    func storageDidChange(_ news: StorageNews) {
        switch news {
        case .changed(let report), .synced(_, let report): interactor.refreshAgenda(request: .init(news: report))
        case .unreadable, .historyNotRecorded: break  // said by the list beneath; the agenda keeps what it shows
        }
    }

    func timeDidPass() {
        interactor.checkDay(request: .init())
    }

    // MARK: - Input

    func handle(_ event: InputEvent) {
        if status != nil {
            status = nil  // messages fade on the next key
            needsDisplay = true
        }
        if let movement = MouseWheel.movement(of: event) {
            if movement == .down || movement == .up { interactor.moveSelection(request: .init(forward: movement == .down)) }
            return
        }
        guard let key = event.keyEvent, let action = read(key) else { return }
        switch action {
        case .next: interactor.moveSelection(request: .init(forward: true))
        case .previous: interactor.moveSelection(request: .init(forward: false))
        case .days(let days): interactor.changeDay(request: .init(step: .days(days)))
        case .months(let months): interactor.changeDay(request: .init(step: .months(months)))
        case .today: interactor.changeDay(request: .init(step: .today))
        case .open: interactor.openTask(request: .init(destination: .detail))
        case .toggle: interactor.completeTask(request: .init())
        case .startStop: interactor.startStop(request: .init())
        case .later: interactor.moveDate(request: .init(days: 1))
        case .earlier: interactor.moveDate(request: .init(days: -1))
        case .undo: interactor.undo(request: .init())
        case .redo: interactor.redo(request: .init())
        case .help: router?.routeToHelp()
        case .back: router?.routeToTaskList()
        }
    }

    // MARK: - Display logic

    func displayAgenda(viewModel: Agenda.ShowAgenda.ViewModel) {
        let dayChanged = viewModel.note != self.viewModel?.note
        self.viewModel = viewModel
        if dayChanged { scrollOffset = 0 }
        keepSelectionInView()
        needsDisplay = true
    }

    func displayOpenTask(viewModel: Agenda.OpenTask.ViewModel) {
        switch viewModel.destination {
        case .detail: router?.routeToTaskDetail()
        }
    }

    func displayQuestion(viewModel: Agenda.AskQuestion.ViewModel) {
        router?.routeToQuestion(viewModel.question)
    }

    // MARK: - Route source

    func questionAnswered(_ answer: ConfirmAnswer) {
        interactor.answerQuestion(request: .init(answer: answer))
    }

    func displayStatus(viewModel: Agenda.Status.ViewModel) {
        status = viewModel
        needsDisplay = true
    }

    // MARK: - Layout

    /// The strip's rows when they leave the days enough room, else none.
    var stripRows: Int {
        guard let strip = viewModel?.strip, !strip.isEmpty else { return 0 }
        let rows = strip.count + 1  // and a blank row under it
        return middleHeight - rows >= AgendaViewController.fewestBodyRows ? rows : 0
    }

    /// Rows for the days.
    var bodyHeight: Int { max(1, middleHeight - stripRows) }

    /// Scrolls so the selected line, and the day's heading above it when it can, is in view.
    private func keepSelectionInView() {
        guard let viewModel else { return }
        let height = bodyHeight
        if let selected = viewModel.selectedLine {
            if selected < scrollOffset + 1 { scrollOffset = max(0, selected - 1) }
            if selected >= scrollOffset + height { scrollOffset = selected - height + 1 }
        }
        scrollOffset = max(0, min(scrollOffset, viewModel.lines.count - height))
    }

    // MARK: - Drawing

    func render(into canvas: inout Canvas, area: Rect) {
        canvas.withArea(area) { canvas in
            canvas.fill()
            let (header, rest) = canvas.bounds.splitTop(AgendaViewController.headerHeight)
            let (middle, footer) = rest.splitBottom(AgendaViewController.footerHeight)
            guard let viewModel else {
                drawFooter(into: &canvas, footer)
                return
            }
            SceneHeader(title: viewModel.title, note: viewModel.note).draw(into: &canvas, in: header, theme: theme)
            let inner = middle.inset(left: AgendaViewController.margin, right: AgendaViewController.margin)
            let (strip, body) = inner.splitTop(stripRows)
            for (row, line) in viewModel.strip.prefix(max(0, strip.height - 1)).enumerated() {
                StyledText.draw(line.spans, into: &canvas, in: Rect(x: strip.x, y: strip.y + row, width: strip.width, height: 1))
            }
            for (row, line) in viewModel.lines.dropFirst(scrollOffset).prefix(body.height).enumerated() {
                let rect = Rect(x: body.x, y: body.y + row, width: body.width, height: 1)
                StyledText.draw(line.spans, into: &canvas, in: rect)
                if scrollOffset + row == viewModel.selectedLine { canvas.restyle(rect) { theme.selected($0) } }
            }
            drawFooter(into: &canvas, footer)
        }
    }

    private func drawFooter(into canvas: inout Canvas, _ rect: Rect) {
        let hints = viewModel?.startHint.map { keys.hints(relabeling: [.startStop: $0]) } ?? keys.hints
        SceneFooter(status: status, position: viewModel?.position ?? "", hints: hints)
            .draw(into: &canvas, in: rect, theme: theme)
    }
}
