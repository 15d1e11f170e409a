import TaskDomain
import TerminalCore

/// The Task Editor's view: a title line, the six fields (each with a line beneath for a
/// preview, completions or its error), a status line and the key hints.
///
/// It keeps view state: the last view model, the status message (which fades on the next
/// key) and a text widget per text field, which is the one owner of that field's text and
/// cursor (`TaskEditor.FormText` says why). Every request carries the widgets' text
/// (`form`); the widgets take text from a view model only when the interactor put some in
/// (`newText`: the loaded task, a Tab completion).
final class TaskEditorViewController: TerminalViewController, TaskEditorDisplayLogic, TaskEditorRouteSource, KeyReading {
    let interactor: TaskEditorBusinessLogic
    let router: (TaskEditorRoutingLogic & TaskEditorDataPassing)?

    let sceneName = "Task Editor"
    var needsDisplay = true

    private(set) var viewModel: TaskEditor.ShowForm.ViewModel?
    private(set) var status: TaskEditor.Status.ViewModel?
    /// The single-line fields' widgets (Title, Due, Project, Tags): a `TextField` keeps
    /// no line break, which is the form's rule for every field but Notes.
    private(set) var lineFields: [TaskEditor.Field: TextField] = [:]
    /// Notes' widget: the one field that holds line breaks.
    private(set) var notesArea = TextArea(text: "")
    /// The notes as the form was given them, until the area edits them: sent back as they
    /// are, so notes nobody touched are not rebuilt from the area with every request (and
    /// keep their tabs and control characters, which the area shows as spaces or drops).
    private var untouchedNotes: String?

    /// Columns left of the inputs: focus marker, label, gap.
    static let labelWidth = 12
    /// Rows above the fields (title, rule) and below them (status, hints).
    static let headerHeight = SceneHeader.height
    static let footerHeight = SceneFooter.height
    static let minimumNotesHeight = 2
    static let maximumNotesHeight = 8

    /// The keys this scene dispatches from and shows (the defaults, or the user's remapped ones),
    /// with the first key of a sequence while it waits.
    var keys: KeyReader<TaskEditorAction>

    /// The styles of every meaning this scene shows.
    let theme: Theme

    init(interactor: TaskEditorBusinessLogic, router: (TaskEditorRoutingLogic & TaskEditorDataPassing)?,
         keyMap: KeyMap<TaskEditorAction>, theme: Theme) {
        self.theme = theme
        self.keys = KeyReader(keyMap)
        self.interactor = interactor
        self.router = router
    }

    var keyHelp: [KeyHelpSection] { TaskEditorKeyMap.helpSections(form: keyMap) }

    /// The focused field; Title until the first view model arrives.
    var focus: TaskEditor.Field { viewModel?.focus ?? .title }

    /// What is typed, as the widgets hold it; sent with every request.
    var form: TaskEditor.FormText {
        TaskEditor.FormText(title: lineFields[.title]?.text ?? "", notes: untouchedNotes ?? notesArea.text,
                            due: lineFields[.due]?.text ?? "", recurrence: lineFields[.recurrence]?.text ?? "",
                            wait: lineFields[.wait]?.text ?? "", scheduled: lineFields[.scheduled]?.text ?? "",
                            until: lineFields[.until]?.text ?? "",
                            project: lineFields[.project]?.text ?? "", tags: lineFields[.tags]?.text ?? "",
                            custom: customText)
    }

    /// The declared custom fields' lines, by name, as their widgets hold them.
    private var customText: [String: String] {
        var text: [String: String] = [:]
        for (field, widget) in lineFields {
            if case .custom(let name) = field { text[name] = widget.text }
        }
        return text
    }

    // MARK: - Life cycle

    func viewDidLoad() {
        interactor.loadForm(request: .init())
    }

    // MARK: - Input

    func handle(_ event: InputEvent) {
        if status != nil {
            status = nil  // messages fade on the next key
            needsDisplay = true
        }
        switch event {
        case .paste(let text):
            edit(.paste(TaskEditorPaste.clean(text)))
        case .key(let key):
            handle(key)
        case .unknown, .mouse:
            return
        }
    }

    private func handle(_ key: KeyEvent) {
        let formKeys = readKey(key)
        if let action = formKeys.action { perform(action) }
        // A key that began or ended a sequence of the form keys is never typed.
        if formKeys.consumed { return }
        let fieldMap = TaskEditorKeyMap.map(for: focus)
        switch focus {
        case .priority:
            if let action = fieldMap.action(for: key) { perform(action) }
        case .notes:
            if !edit(.key(key)), let action = fieldMap.action(for: key) { perform(action) }
        case .title, .due, .recurrence, .wait, .scheduled, .until, .project, .tags, .custom:
            if let action = fieldMap.action(for: key) {
                perform(action)
            } else {
                edit(.key(key))
            }
        }
    }

    private func perform(_ action: TaskEditorAction) {
        switch action {
        case .save: interactor.save(request: .init(form: form))
        case .cancel: interactor.cancel(request: .init(form: form))
        case .help: router?.routeToHelp()
        case .focus(let direction, let completes):
            interactor.moveFocus(request: .init(direction: direction, completes: completes, form: form))
        case .priority(let direction):
            interactor.cyclePriority(request: .init(direction: direction, form: form))
        }
    }

    /// Gives the event to the focused field's widget; sends the new text when it changed.
    /// Returns false when the widget did not use the event.
    @discardableResult
    private func edit(_ event: InputEvent) -> Bool {
        let field = focus
        let before: String
        let after: String
        switch field {
        case .priority:
            return false
        case .notes:
            // Notes the form does not edit take no keys (Tab and the form's keys still work).
            guard !notesAreFixed else { return false }
            before = notesArea.text
            guard notesArea.handle(event) else { return false }
            after = notesArea.text
            if after != before { untouchedNotes = nil }
        case .title, .due, .recurrence, .wait, .scheduled, .until, .project, .tags, .custom:
            var widget = lineFields[field] ?? TextField(text: "")
            before = widget.text
            guard widget.handle(event) else { return false }
            lineFields[field] = widget
            after = widget.text
        }
        needsDisplay = true  // the cursor may have moved
        if after != before { interactor.editField(request: .init(field: field, form: form)) }
        return true
    }

    // MARK: - Display logic

    func displayForm(viewModel: TaskEditor.ShowForm.ViewModel) {
        self.viewModel = viewModel
        for (field, text) in viewModel.newText {
            switch field {
            case .notes:
                untouchedNotes = text
                notesArea = TextArea(text: notesAreFixed ? "" : text)
            case .priority: continue
            case .title, .due, .recurrence, .wait, .scheduled, .until, .project, .tags, .custom: lineFields[field] = TextField(text: text)
            }
        }
        needsDisplay = true
    }

    /// Whether the presenter put words in place of the notes (too long for the form).
    private var notesAreFixed: Bool {
        guard let row = viewModel?.rows.first(where: { $0.field == .notes }), case .fixed = row.content else { return false }
        return true
    }

    func displaySaved(viewModel: TaskEditor.Save.ViewModel) {
        router?.routeBackAfterSave()
    }

    func displayCancel(viewModel: TaskEditor.Cancel.ViewModel) {
        if viewModel.quitting { router?.routeToQuit() } else { router?.routeBack() }
    }

    func displayQuestion(viewModel: TaskEditor.AskQuestion.ViewModel) {
        router?.routeToQuestion(viewModel.question)
    }

    /// The answer to the discard question, for the interactor to act on.
    func questionAnswered(_ answer: ConfirmAnswer) {
        interactor.answerQuestion(request: .init(answer: answer))
    }

    /// Ctrl-C in a form: asks first when something was typed (a second Ctrl-C quits).
    var handlesInterrupt: Bool { true }

    func interruptRequested() {
        interactor.cancel(request: .init(quitting: true, form: form))
    }

    func displayStatus(viewModel: TaskEditor.Status.ViewModel) {
        status = viewModel
        needsDisplay = true
    }

    // MARK: - Drawing

    func render(into canvas: inout Canvas, area: Rect) {
        canvas.withArea(area) { canvas in
            let bounds = canvas.bounds
            let (header, rest) = bounds.splitTop(TaskEditorViewController.headerHeight)
            let (body, footer) = rest.splitBottom(TaskEditorViewController.footerHeight)
            drawHeader(into: &canvas, header)
            if let viewModel { drawFields(viewModel, into: &canvas, body) }
            drawFooter(into: &canvas, footer)
        }
    }

    private func drawHeader(into canvas: inout Canvas, _ rect: Rect) {
        guard let viewModel else { return }
        SceneHeader(title: viewModel.title, note: viewModel.modified, noteStyle: theme.unsaved)
            .draw(into: &canvas, in: rect, theme: theme)
    }

    /// The lines a field's note may wrap onto (a quick-add preview names what it read, the
    /// words it left, the title): more than that is cut at the edge.
    static let maximumNoteLines = 4

    /// The rows each field takes: its input (Notes: several lines) and the lines beneath
    /// (`noteLines`, one when not given).
    static func blockHeights(bodyHeight: Int, noteLines: [TaskEditor.Field: Int] = [:],
                             fields: [TaskEditor.Field] = TaskEditor.Field.builtIn) -> [TaskEditor.Field: Int] {
        let extra = noteLines.filter { $0.key != .notes }.values.reduce(0) { $0 + max(0, $1 - 1) }
        let others = (fields.count - 1) * 2 + extra
        let notes = min(max(bodyHeight - others - 1, minimumNotesHeight), maximumNotesHeight)
        var heights: [TaskEditor.Field: Int] = [:]
        for field in fields {
            heights[field] = field == .notes ? notes + 1 : 1 + max(1, noteLines[field] ?? 1)
        }
        return heights
    }

    /// A row's note (or error) as the lines it is drawn on, wrapped to `width`.
    private static func noteLines(_ row: TaskEditor.ShowForm.Row, width: Int) -> [String] {
        guard let text = row.error ?? row.note?.text else { return [] }
        return Array(TextWrap.lines(text, width: width).prefix(maximumNoteLines))
    }

    private static func inputWidth(_ width: Int) -> Int { max(1, width - labelWidth - 1) }

    /// Lays the fields out top to bottom, scrolled so the focused one is visible when the
    /// window is too short for all of them.
    private func drawFields(_ viewModel: TaskEditor.ShowForm.ViewModel, into canvas: inout Canvas, _ rect: Rect) {
        let width = TaskEditorViewController.inputWidth(rect.width)
        var lines: [TaskEditor.Field: [String]] = [:]
        for row in viewModel.rows where row.field != .notes {
            lines[row.field] = TaskEditorViewController.noteLines(row, width: width)
        }
        let fields = viewModel.rows.map(\.field)
        let heights = TaskEditorViewController.blockHeights(bodyHeight: rect.height,
                                                            noteLines: lines.mapValues(\.count), fields: fields)
        var tops: [TaskEditor.Field: Int] = [:]
        var y = 0
        for field in fields {
            tops[field] = y
            y += heights[field] ?? 2
        }
        let focusTop = tops[viewModel.focus] ?? 0
        let focusBottom = focusTop + (heights[viewModel.focus] ?? 2)
        let scroll = max(0, min(focusTop, focusBottom - rect.height))
        canvas.withArea(rect) { canvas in
            for row in viewModel.rows {
                let top = (tops[row.field] ?? 0) - scroll
                let height = heights[row.field] ?? 2
                guard top + height > 0, top < rect.height else { continue }
                drawRow(row, focused: row.field == viewModel.focus, into: &canvas,
                        Rect(x: 0, y: top, width: rect.width, height: height))
            }
        }
    }

    private func drawRow(_ row: TaskEditor.ShowForm.Row, focused: Bool, into canvas: inout Canvas, _ rect: Rect) {
        let labelStyle = row.error != nil ? theme.error : focused ? theme.title : theme.muted
        canvas.draw(focused ? "›" : " ", at: Point(x: rect.x, y: rect.y), style: theme.title)
        canvas.draw(row.label, in: Rect(x: rect.x + 2, y: rect.y, width: TaskEditorViewController.labelWidth - 3,
                                        height: 1), style: labelStyle)
        let inputX = rect.x + TaskEditorViewController.labelWidth
        let inputWidth = TaskEditorViewController.inputWidth(rect.width)
        let noteLines = row.field == .notes ? [] : TaskEditorViewController.noteLines(row, width: inputWidth)
        let input = Rect(x: inputX, y: rect.y, width: inputWidth, height: rect.height - max(1, noteLines.count))
        let inputStyle = focused ? Style.plain.underline : theme.muted.underline
        switch row.content {
        case .typedText:
            canvas.fill(input, with: " ", style: inputStyle)
            if row.field == .notes {
                notesArea.draw(on: &canvas, in: input, style: inputStyle, focused: focused)
            } else {
                (lineFields[row.field] ?? TextField(text: "")).draw(on: &canvas, in: input, style: inputStyle,
                                                                   focused: focused)
            }
        case .fixed(let text):
            canvas.fill(input, with: " ", style: inputStyle)
            canvas.draw(text, in: Rect(x: input.x, y: input.y, width: input.width, height: 1), style: theme.muted)
        case .choices(let choices):
            var x = inputX
            for choice in choices {
                let style = choice.isSelected ? choice.style.bold.reverse : theme.muted
                x += canvas.draw(" \(choice.label) ", at: Point(x: x, y: rect.y), style: style)
                x += 1
            }
        }
        let noteStyle = row.error != nil ? theme.error : row.note?.style ?? theme.muted
        if row.field == .notes {
            let noteRow = Rect(x: inputX, y: rect.maxY - 1, width: inputWidth, height: 1)
            if let text = row.error ?? row.note?.text { canvas.draw(text, in: noteRow, style: noteStyle) }
        } else {
            for (index, line) in noteLines.enumerated() {
                canvas.draw(line, in: Rect(x: inputX, y: rect.y + 1 + index, width: inputWidth, height: 1), style: noteStyle)
            }
        }
    }

    private func drawFooter(into canvas: inout Canvas, _ rect: Rect) {
        var hints = keys.hints
        if focus == .priority { hints.insert(contentsOf: TaskEditorKeyMap.priority.hints, at: 0) }
        SceneFooter(status: status, hints: hints).draw(into: &canvas, in: rect, theme: theme)
    }
}
