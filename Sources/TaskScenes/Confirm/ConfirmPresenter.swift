import TerminalCore

/// Sizes Confirm's box for the screen and wraps the question inside it.
final class ConfirmPresenter: ConfirmPresentationLogic {
    weak var viewController: ConfirmDisplayLogic?

    /// The box's width limits (border included) and the screen margin kept around it.
    static let minimumWidth = 30
    static let maximumWidth = 60
    static let margin = 2

    // MARK: - Presentation logic

    func presentQuestion(response: Confirm.ShowQuestion.Response) {
        let question = response.question
        let choices = [
            Confirm.Choice(key: "y/Enter", label: question.yesLabel, isYes: true),
            Confirm.Choice(key: "n/Esc", label: question.noLabel, isYes: false),
        ]
        let choicesWidth = ConfirmPresenter.width(of: choices)
        let titleWidth = TextWidth.width(of: question.title) + 2
        let wanted = max(TextWidth.width(of: question.message), choicesWidth + 2, titleWidth) + 4
        let room = max(8, response.screen.width - 2 * ConfirmPresenter.margin)
        let width = min(max(wanted, ConfirmPresenter.minimumWidth), ConfirmPresenter.maximumWidth, room)
        let inner = width - 4  // border and one space each side
        var lines = TextWrap.lines(question.message, width: inner)
        // In a narrow window the choices go one per row rather than past the border.
        let choiceRows = choicesWidth <= inner ? [choices] : choices.map { [$0] }
        // Border, blank lines around the question, the choices: 4 rows and the choices'.
        let maxLines = max(1, response.screen.height - 2 * ConfirmPresenter.margin - 4 - choiceRows.count)
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] = TextWidth.truncate(lines[maxLines - 1] + " " + String(TextWidth.ellipsis), toWidth: inner)
        }
        viewController?.displayQuestion(viewModel: .init(
            title: question.title,
            lines: lines,
            choiceRows: choiceRows,
            boxSize: Size(width: width, height: lines.count + 4 + choiceRows.count),
            isDestructive: question.isDestructive))
    }

    func presentAnswer(response: Confirm.Answer.Response) {
        viewController?.displayAnswer(viewModel: .init(answer: response.answer))
    }

    // MARK: - Helpers

    /// Columns of the choices row: "y delete   n keep".
    static func width(of choices: [Confirm.Choice]) -> Int {
        choices.map { TextWidth.width(of: $0.key) + 1 + TextWidth.width(of: $0.label) }.reduce(0, +)
            + max(0, choices.count - 1) * 3
    }
}
