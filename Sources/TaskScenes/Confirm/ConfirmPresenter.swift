import TerminalCore

/// Words Confirm's question (`ConfirmWording`), sizes the box for the screen, wraps the
/// question inside it and places the choices, so the view only draws.
final class ConfirmPresenter: ConfirmPresentationLogic {
    weak var viewController: ConfirmDisplayLogic?

    /// The box's width limits (border included) and the screen margin kept around it.
    static let minimumWidth = 30
    static let maximumWidth = 60
    static let margin = 2
    /// Columns between one choice and the next: "y/Enter delete   n/Esc keep".
    static let choiceGap = 3

    // MARK: - Presentation logic

    func presentQuestion(response: Confirm.ShowQuestion.Response) {
        let words = ConfirmWording(response.question)
        var choices = [(key: "y/Enter", label: words.yesLabel, isYes: true)]
        if let alternative = words.alternativeLabel { choices.append((key: "o", label: alternative, isYes: false)) }
        choices.append((key: "n/Esc", label: words.noLabel, isYes: false))
        let choicesWidth = ConfirmPresenter.width(of: choices)
        let titleWidth = TextWidth.width(of: words.title) + 2
        let wanted = max(TextWidth.width(of: words.message), choicesWidth + 2, titleWidth) + 4
        let room = max(8, response.screen.width - 2 * ConfirmPresenter.margin)
        let width = min(max(wanted, ConfirmPresenter.minimumWidth), ConfirmPresenter.maximumWidth, room)
        let inner = width - 4  // border and one space each side
        var lines = TextWrap.lines(words.message, width: inner)
        // In a narrow window the choices go one per row rather than past the border.
        let rows = choicesWidth <= inner ? [choices] : choices.map { [$0] }
        // Border, blank lines around the question, the choices: 4 rows and the choices'.
        // In a short window the margins above and below go before the question is cut.
        let withMargins = response.screen.height - 2 * ConfirmPresenter.margin - 4 - rows.count
        let maxLines = max(1, lines.count <= withMargins ? withMargins : response.screen.height - 4 - rows.count)
        if lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            lines[maxLines - 1] = TextWidth.truncate(lines[maxLines - 1] + " " + String(TextWidth.ellipsis), toWidth: inner)
        }
        viewController?.displayQuestion(viewModel: .init(
            title: words.title,
            lines: lines,
            choiceRows: rows.map { ConfirmPresenter.placed($0, boxWidth: width) },
            boxSize: Size(width: width, height: lines.count + 4 + rows.count),
            isDestructive: words.isDestructive))
    }

    func presentAnswer(response: Confirm.Answer.Response) {
        viewController?.displayAnswer(viewModel: .init(answer: response.answer))
    }

    // MARK: - Layout

    private typealias Words = (key: String, label: String, isYes: Bool)

    /// Columns of a row of choices: "y/Enter delete   n/Esc keep".
    private static func width(of choices: [Words]) -> Int {
        choices.map { width(of: $0) }.reduce(0, +) + max(0, choices.count - 1) * choiceGap
    }

    private static func width(of choice: Words) -> Int {
        TextWidth.width(of: choice.key) + 1 + TextWidth.width(of: choice.label)
    }

    /// The row centred in the box (never over the border and its padding).
    private static func placed(_ row: [Words], boxWidth: Int) -> [Confirm.Choice] {
        var column = max(2, (boxWidth - width(of: row)) / 2)
        return row.map { choice in
            defer { column += width(of: choice) + choiceGap }
            return Confirm.Choice(key: choice.key, label: choice.label, isYes: choice.isYes, column: column)
        }
    }
}
