import TerminalCore

/// Confirm's view: a centred box over the scene beneath (which is dimmed), with the
/// question and the choices; `y`/Enter answers yes, `n`/Esc no, other keys do nothing.
final class ConfirmViewController: TerminalViewController, ConfirmDisplayLogic {
    let interactor: ConfirmBusinessLogic
    let router: (ConfirmRoutingLogic & ConfirmDataPassing)?

    let title = "Confirm"
    var needsDisplay = true

    private(set) var viewModel: Confirm.ShowQuestion.ViewModel?
    /// The screen size the question was last laid out for.
    private var screen: Size?

    init(interactor: ConfirmBusinessLogic, router: (ConfirmRoutingLogic & ConfirmDataPassing)?) {
        self.interactor = interactor
        self.router = router
    }

    var keyHelp: [KeyHelpSection] { ConfirmKeyMap.map.helpSections }

    // MARK: - Life cycle

    func layout(size: Size) {
        guard size != screen else { return }
        screen = size
        interactor.showQuestion(request: .init(screen: size))
    }

    // MARK: - Input

    func handle(_ event: InputEvent) {
        guard let key = event.keyEvent, let action = ConfirmKeyMap.map.action(for: key) else { return }
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
        let box = area.centered(viewModel.boxSize)
        canvas.fill(box)
        let borderStyle = viewModel.isDestructive ? Theme.error : Theme.title
        canvas.box(box, border: .rounded, style: borderStyle, title: viewModel.title, titleStyle: borderStyle)
        let inside = box.inset(top: 2, left: 2, bottom: 1, right: 2)
        for (offset, line) in viewModel.lines.enumerated() where offset < inside.height {
            canvas.draw(line, in: Rect(x: inside.x, y: inside.y + offset, width: inside.width, height: 1),
                        style: .plain)
        }
        for (offset, row) in viewModel.choiceRows.enumerated() {
            drawChoices(row, isDestructive: viewModel.isDestructive, into: &canvas,
                        y: box.maxY - 1 - viewModel.choiceRows.count + offset, box: box)
        }
    }

    private func drawChoices(_ choices: [Confirm.Choice], isDestructive: Bool, into canvas: inout Canvas,
                             y: Int, box: Rect) {
        let width = choices.map { TextWidth.width(of: $0.key) + 1 + TextWidth.width(of: $0.label) }.reduce(0, +)
            + max(0, choices.count - 1) * 3
        var x = box.x + max(2, (box.width - width) / 2)
        for (index, choice) in choices.enumerated() {
            if index > 0 { x += canvas.draw("   ", at: Point(x: x, y: y)) }
            let keyStyle = choice.isYes && isDestructive ? Theme.error : Theme.hintKey
            x += canvas.draw(choice.key, at: Point(x: x, y: y), style: keyStyle)
            x += canvas.draw(" " + choice.label, at: Point(x: x, y: y), style: .plain)
        }
    }
}
