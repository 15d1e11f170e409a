import TerminalCore

/// Confirm's view: a centred box over the scene beneath (which is dimmed), with the
/// question and the choices; `y`/Enter answers yes, `n`/Esc no, other keys do nothing.
final class ConfirmViewController: TerminalViewController, ConfirmDisplayLogic, KeyReading {
    let interactor: ConfirmBusinessLogic
    let router: (ConfirmRoutingLogic & ConfirmDataPassing)?

    let sceneName = "Confirm"
    var needsDisplay = true

    private(set) var viewModel: Confirm.ShowQuestion.ViewModel?
    /// The screen size the question was last laid out for.
    private var screen: Size?

    /// The keys this scene dispatches from and shows (the defaults, or the user's remapped ones),
    /// with the first key of a sequence while it waits.
    var keys: KeyReader<ConfirmAction>

    /// The styles of every meaning this scene shows.
    let theme: Theme

    init(interactor: ConfirmBusinessLogic, router: (ConfirmRoutingLogic & ConfirmDataPassing)?,
         keyMap: KeyMap<ConfirmAction>, theme: Theme) {
        self.theme = theme
        self.keys = KeyReader(keyMap)
        self.interactor = interactor
        self.router = router
    }

    // MARK: - Life cycle

    func layout(size: Size) {
        guard size != screen else { return }
        screen = size
        interactor.showQuestion(request: .init(screen: size))
    }

    // MARK: - Input

    func handle(_ event: InputEvent) {
        guard let key = event.keyEvent, let action = read(key) else { return }
        switch action {
        case .answer(let answer): interactor.answer(request: .init(answer: answer))
        }
    }

    // MARK: - Display logic

    func displayQuestion(viewModel: Confirm.ShowQuestion.ViewModel) {
        self.viewModel = viewModel
        needsDisplay = true
    }

    func displayAnswer(viewModel: Confirm.Answer.ViewModel) {
        router?.routeToPresentingScene()
    }

    // MARK: - Drawing

    func render(into canvas: inout Canvas, area: Rect) {
        guard let viewModel else { return }
        canvas.restyle(area) { $0.adding(.dim) }
        let borderStyle = viewModel.isDestructive ? theme.error : theme.title
        let modal = ModalBox(title: viewModel.title, size: viewModel.boxSize)
        let box = modal.frame(in: area)
        let inside = modal.draw(on: &canvas, in: area, borderStyle: borderStyle)
        let question = inside.inset(top: 1)  // a blank row under the title
        for (offset, line) in viewModel.lines.enumerated() where offset < question.height {
            canvas.draw(line, in: Rect(x: question.x, y: question.y + offset, width: question.width, height: 1),
                        style: .plain)
        }
        for (offset, row) in viewModel.choiceRows.enumerated() {
            let y = box.maxY - 1 - viewModel.choiceRows.count + offset
            for choice in row {
                let keyStyle = choice.isYes && viewModel.isDestructive ? theme.error : theme.hintKey
                let x = box.x + choice.column
                let keyWidth = canvas.draw(choice.key, at: Point(x: x, y: y), style: keyStyle)
                canvas.draw(" " + choice.label, at: Point(x: x + keyWidth, y: y), style: .plain)
            }
        }
    }
}
