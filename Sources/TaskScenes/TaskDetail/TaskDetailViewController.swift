import TaskDomain
import TerminalCore

/// Task Detail's view: a header with the task's short ID and its place in the list, every
/// field and the notes (scrollable when taller than the window), a status line and the
/// key hints.
///
/// It keeps only view state: the last view model, the status message (which fades on the
/// next key) and the scroll position.
final class TaskDetailViewController: TerminalViewController, TaskDetailDisplayLogic, TaskDetailRouteSource, KeyReading, ScrollingView {
    let interactor: TaskDetailBusinessLogic
    let router: (TaskDetailRoutingLogic & TaskDetailDataPassing)?

    let sceneName = "Task Detail"
    var needsDisplay = true

    private(set) var viewModel: TaskDetail.ShowTask.ViewModel?
    private(set) var status: TaskDetail.Status.ViewModel?
    var scroll = ScrollPosition()
    private var size = Size(width: 80, height: 24)
    /// The wait field at the bottom (`w`) while it is open, with what its text means.
    private(set) var waitField: (label: String, field: TextField, preview: StatusLine)?
    /// The annotation field at the bottom (`i`) while it is open.
    private(set) var annotationField: (label: String, field: TextField)?

    /// Rows above the body (title, rule) and below it (status, hints); columns of margin
    /// left and right of the body.
    static let headerHeight = SceneHeader.height
    static let footerHeight = SceneFooter.height
    static let margin = 1

    /// The keys this scene dispatches from and shows (the defaults, or the user's remapped ones),
    /// with the first key of a sequence while it waits.
    var keys: KeyReader<TaskDetailAction>

    /// The styles of every meaning this scene shows.
    let theme: Theme

    init(interactor: TaskDetailBusinessLogic, router: (TaskDetailRoutingLogic & TaskDetailDataPassing)?,
         keyMap: KeyMap<TaskDetailAction>, theme: Theme) {
        self.theme = theme
        self.keys = KeyReader(keyMap)
        self.interactor = interactor
        self.router = router
    }

    var keyHelp: [KeyHelpSection] {
        keyMap.helpSections + TaskDetailWaitFieldAction.keys.helpSections + TaskDetailAnnotationFieldAction.keys.helpSections
    }

    /// The columns the body's text is wrapped to.
    var textWidth: Int { max(1, size.width - 2 * TaskDetailViewController.margin) }

    // MARK: - Life cycle

    func layout(size: Size) {
        let widthChanged = size.width != self.size.width
        self.size = size
        scroll.pageHeight = max(1, size.height - TaskDetailViewController.headerHeight
                                    - TaskDetailViewController.footerHeight)
        if viewModel != nil, widthChanged { interactor.showTask(request: .init(width: textWidth)) }
        needsDisplay = true
    }

    func viewWillAppear() {
        interactor.showTask(request: .init(width: textWidth))
    }

    /// About once a second: the running time and the words about time follow the clock.
    func timeDidPass() {
        guard viewModel != nil else { return }
        interactor.passTime(request: .init())
    }

    func storageDidChange(_ news: StorageNews) {
        // An unreadable file and the end of a sync are said by the list beneath; the
        // detail keeps what it shows, updated by what changed.
        switch news {
        case .changed(let report), .synced(_, let report): interactor.refreshTask(request: .init(news: report))
        case .unreadable, .historyNotRecorded: break
        }
    }

    // MARK: - Input

    func handle(_ event: InputEvent) {
        if status != nil {
            status = nil  // messages fade on the next key
            needsDisplay = true
        }
        if let open = waitField {
            handle(event, inWaitField: open.field)
            return
        }
        if let open = annotationField {
            handle(event, inAnnotationField: open.field)
            return
        }
        if scrollBody(byWheelIn: event) { return }
        guard let key = event.keyEvent, let action = read(key) else { return }
        switch action {
        case .next: interactor.moveToTask(request: .init(forward: true))
        case .previous: interactor.moveToTask(request: .init(forward: false))
        case .scroll(let movement): scrollBody(movement)
        case .toggle: interactor.toggleTask(request: .init())
        case .skipOccurrence: interactor.skipOccurrence(request: .init())
        case .edit: interactor.openTask(request: .init(destination: .editor))
        case .editNotes: interactor.editNotes(request: .init())
        case .delete: interactor.deleteTask(request: .init())
        case .undo: interactor.undo(request: .init())
        case .redo: interactor.redo(request: .init())
        case .startStop: interactor.startStop(request: .init())
        case .wait: interactor.openWaitPrompt(request: .init())
        case .annotate: interactor.openAnnotatePrompt(request: .init())
        case .help: router?.routeToHelp()
        case .back: router?.routeToTaskList()
        }
    }

    /// Enter sets the wait (not while the text is not a date), Esc cancels; other keys edit
    /// the text, and each edit asks what it means.
    private func handle(_ event: InputEvent, inWaitField field: TextField) {
        needsDisplay = true
        if let key = event.keyEvent, let action = TaskDetailWaitFieldAction.keys.action(for: key) {
            switch action {
            case .apply:
                guard waitField?.preview.isError != true else { return }
                waitField = nil
                interactor.changeWait(request: .init(text: field.text))
            case .cancel:
                waitField = nil
            }
            return
        }
        var edited = field
        guard edited.handle(event) else { return }
        waitField?.field = edited
        interactor.previewWait(request: .init(text: edited.text))
    }

    /// Enter adds the line, Esc cancels; other keys edit the text.
    private func handle(_ event: InputEvent, inAnnotationField field: TextField) {
        needsDisplay = true
        if let key = event.keyEvent, let action = TaskDetailAnnotationFieldAction.keys.action(for: key) {
            annotationField = nil
            if action == .apply { interactor.annotate(request: .init(text: field.text)) }
            return
        }
        var edited = field
        guard edited.handle(event) else { return }
        annotationField?.field = edited
    }

    // MARK: - Route source

    func questionAnswered(_ answer: ConfirmAnswer) {
        interactor.answerQuestion(request: .init(answer: answer))
    }

    // MARK: - Display logic

    func displayTask(viewModel: TaskDetail.ShowTask.ViewModel) {
        if viewModel.id != self.viewModel?.id { scroll.reset() }
        self.viewModel = viewModel
        scroll.contentHeight = viewModel.lines.count
        needsDisplay = true
    }

    func displayOpenTask(viewModel: TaskDetail.OpenTask.ViewModel) {
        switch viewModel.destination {
        case .editor: router?.routeToEditTask()
        }
    }

    func displayQuestion(viewModel: TaskDetail.AskQuestion.ViewModel) {
        router?.routeToQuestion(viewModel.question)
    }

    func displayDeleteTask(viewModel: TaskDetail.DeleteTask.ViewModel) {
        router?.routeToTaskList()
    }

    func displayStatus(viewModel: TaskDetail.Status.ViewModel) {
        status = viewModel
        needsDisplay = true
    }

    func displayAnnotatePrompt(viewModel: TaskDetail.AnnotatePrompt.ViewModel) {
        annotationField = (viewModel.label, TextField(text: ""))
        needsDisplay = true
    }

    func displayWaitPrompt(viewModel: TaskDetail.WaitPrompt.ViewModel) {
        if let text = viewModel.text {
            waitField = (viewModel.label, TextField(text: text), viewModel.preview)
        } else {
            waitField?.preview = viewModel.preview
        }
        needsDisplay = true
    }

    // MARK: - Drawing

    func render(into canvas: inout Canvas, area: Rect) {
        canvas.withArea(area) { canvas in
            canvas.fill()
            let bounds = canvas.bounds
            let (header, rest) = bounds.splitTop(TaskDetailViewController.headerHeight)
            let (body, footer) = rest.splitBottom(TaskDetailViewController.footerHeight)
            drawHeader(into: &canvas, header)
            drawBody(into: &canvas, body.inset(left: TaskDetailViewController.margin,
                                               right: TaskDetailViewController.margin))
            drawFooter(into: &canvas, footer)
        }
    }

    private func drawHeader(into canvas: inout Canvas, _ rect: Rect) {
        guard let viewModel else { return }
        SceneHeader(title: viewModel.title, note: viewModel.position).draw(into: &canvas, in: rect, theme: theme)
    }

    private func drawBody(into canvas: inout Canvas, _ rect: Rect) {
        guard let viewModel else { return }
        for (row, line) in viewModel.lines.dropFirst(scroll.offset).prefix(rect.height).enumerated() {
            StyledText.draw(line.spans, into: &canvas, in: Rect(x: rect.x, y: rect.y + row, width: rect.width, height: 1))
        }
    }

    private func drawFooter(into canvas: inout Canvas, _ rect: Rect) {
        if let open = waitField {
            let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
            let prefix = canvas.draw(open.label, at: row.origin, style: theme.hintKey)
            open.field.draw(on: &canvas, in: row.inset(left: prefix), style: .plain, focused: true)
            if rect.height > 1 {
                open.preview.draw(into: &canvas, in: Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1), theme: theme)
            }
            return
        }
        if let open = annotationField {
            let row = Rect(x: rect.x, y: rect.y, width: rect.width, height: 1)
            let prefix = canvas.draw(open.label, at: row.origin, style: theme.hintKey)
            open.field.draw(on: &canvas, in: row.inset(left: prefix), style: .plain, focused: true)
            return
        }
        let hints = viewModel?.toggleHint.map { keys.hints(relabeling: [.toggle: $0]) }
            ?? keys.hints
        SceneFooter(status: status, position: scroll.positionText ?? "", hints: hints).draw(into: &canvas, in: rect, theme: theme)
    }
}
