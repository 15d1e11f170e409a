import TaskDomain
import TerminalCore

/// Statistics' view, full screen: a title, the sections one under the other (scrollable
/// when taller than the window), a status line and the key hints.
///
/// It keeps only view state: the last view model, a failure message and the scroll
/// position. It lays the sections out for the window: the totals in as many columns as
/// fit, each chart as wide as the window allows (up to `chartWidth`).
final class StatisticsViewController: TerminalViewController, StatisticsDisplayLogic, KeyReading, ScrollingView {
    let interactor: StatisticsBusinessLogic
    let router: StatisticsRoutingLogic?

    let sceneName = "Statistics"
    var needsDisplay = true

    private(set) var viewModel: Statistics.ShowStatistics.ViewModel?
    private(set) var status: StatusLine?
    var scroll = ScrollPosition()
    private var size = Size(width: 80, height: 24)

    /// Rows above the body (title, rule) and below it (status, hints).
    static let headerHeight = SceneHeader.height
    static let footerHeight = SceneFooter.height
    /// Columns of margin left and right of the body.
    static let margin = 1
    /// The widest a chart gets (label, bar and number): longer bars read no better.
    static let chartWidth = 72
    /// Columns between two figures of the totals.
    static let figureGap = 3

    /// The keys this scene dispatches from and shows (the defaults, or the user's remapped ones),
    /// with the first key of a sequence while it waits.
    var keys: KeyReader<StatisticsAction>

    /// The styles of every meaning this scene shows.
    let theme: Theme

    init(interactor: StatisticsBusinessLogic, router: StatisticsRoutingLogic?,
         keyMap: KeyMap<StatisticsAction>, theme: Theme) {
        self.theme = theme
        self.keys = KeyReader(keyMap)
        self.interactor = interactor
        self.router = router
    }

    /// The body's width inside the margins.
    var bodyWidth: Int { max(1, size.width - 2 * StatisticsViewController.margin) }

    // MARK: - Life cycle

    func layout(size: Size) {
        self.size = size
        scroll.pageHeight = max(1, size.height - StatisticsViewController.headerHeight
                                    - StatisticsViewController.footerHeight)
        scroll.contentHeight = contentHeight
        needsDisplay = true
    }

    func viewWillAppear() {
        interactor.showStatistics(request: .init())
    }

    // MARK: - Input

    func handle(_ event: InputEvent) {
        if scrollBody(byWheelIn: event) { return }
        guard let key = event.keyEvent, let action = read(key) else { return }
        switch action {
        case .scroll(let movement): scrollBody(movement)
        case .back: router?.routeToTaskList()
        case .help: router?.routeToHelp()
        }
    }

    // MARK: - Display logic

    func displayStatistics(viewModel: Statistics.ShowStatistics.ViewModel) {
        self.viewModel = viewModel
        status = nil
        scroll.contentHeight = contentHeight
        needsDisplay = true
    }

    func displayShowStatisticsFailure(viewModel: Statistics.Failure.ViewModel) {
        status = viewModel
        needsDisplay = true
    }

    // MARK: - Layout

    /// Figures per row of the totals at the current width, balanced so the rows are
    /// equally full (6 figures that fit 5 a row go 3 and 3).
    func figuresPerRow(_ figures: [Statistics.Figure]) -> Int {
        let widest = figures.map { TextWidth.width(of: $0.text) }.max() ?? 1
        let fit = max(1, (bodyWidth + StatisticsViewController.figureGap) / (widest + StatisticsViewController.figureGap))
        let rows = max(1, (figures.count + fit - 1) / fit)
        return max(1, (figures.count + rows - 1) / rows)
    }

    /// Rows a section's content takes.
    func height(of content: Statistics.Content) -> Int {
        switch content {
        case .figures(let figures):
            let perRow = figuresPerRow(figures)
            return (figures.count + perRow - 1) / perRow
        case .chart(let chart): return chart.bars.count
        case .note: return 1
        }
    }

    /// Rows of the whole body: each section's heading and content, a blank line between.
    var contentHeight: Int {
        guard let viewModel else { return 0 }
        if viewModel.sections.isEmpty { return viewModel.emptyState.count + 1 }
        return viewModel.sections.map { 1 + height(of: $0.content) }.reduce(0, +) + viewModel.sections.count - 1
    }

    // MARK: - Drawing

    func render(into canvas: inout Canvas, area: Rect) {
        canvas.withArea(area) { canvas in
            canvas.fill()
            let bounds = canvas.bounds
            let (header, rest) = bounds.splitTop(StatisticsViewController.headerHeight)
            let (body, footer) = rest.splitBottom(StatisticsViewController.footerHeight)
            let margin = StatisticsViewController.margin
            if let viewModel { SceneHeader(title: viewModel.title, note: viewModel.note).draw(into: &canvas, in: header, theme: theme) }
            let inner = Rect(x: body.x + margin, y: body.y, width: max(0, body.width - 2 * margin), height: body.height)
            canvas.withArea(inner) { canvas in drawBody(into: &canvas) }
            drawFooter(into: &canvas, footer)
        }
    }

    /// Draws the sections from the scroll offset on; a section cut by the window's edge is
    /// drawn clipped (`withArea`), so a chart keeps one scale however it is scrolled.
    private func drawBody(into canvas: inout Canvas) {
        guard let viewModel else { return }
        let width = canvas.bounds.width
        if viewModel.sections.isEmpty {
            for (offset, line) in viewModel.emptyState.enumerated() {
                canvas.draw(line, in: Rect(x: 0, y: 1 + offset - scroll.offset, width: width, height: 1),
                            style: offset == 0 ? theme.title : theme.muted, alignment: .center)
            }
            return
        }
        var y = -scroll.offset
        for section in viewModel.sections {
            let contentHeight = height(of: section.content)
            if y + 1 + contentHeight > 0, y < canvas.bounds.height {
                canvas.draw(section.title, in: Rect(x: 0, y: y, width: width, height: 1), style: theme.title)
                let rect = Rect(x: 0, y: y + 1, width: width, height: contentHeight)
                canvas.withArea(rect) { canvas in draw(section.content, into: &canvas) }
            }
            y += 1 + contentHeight + 1
        }
    }

    private func draw(_ content: Statistics.Content, into canvas: inout Canvas) {
        let bounds = canvas.bounds
        switch content {
        case .figures(let figures):
            let perRow = figuresPerRow(figures)
            let columnWidth = (figures.map { TextWidth.width(of: $0.text) }.max() ?? 0) + StatisticsViewController.figureGap
            for (index, figure) in figures.enumerated() {
                let point = Point(x: (index % perRow) * columnWidth, y: index / perRow)
                let used = canvas.draw(figure.value, at: point, style: figure.style)
                canvas.draw(" " + figure.label, at: Point(x: point.x + used, y: point.y), style: theme.muted)
            }
        case .chart(let chart):
            let width = min(bounds.width, StatisticsViewController.chartWidth)
            chart.draw(on: &canvas, in: Rect(x: 0, y: 0, width: width, height: bounds.height))
        case .note(let text):
            canvas.draw(text, in: Rect(x: 0, y: 0, width: bounds.width, height: 1), style: theme.muted)
        }
    }

    private func drawFooter(into canvas: inout Canvas, _ rect: Rect) {
        SceneFooter(status: status, position: scroll.positionText ?? "", hints: keys.hints)
            .draw(into: &canvas, in: rect, theme: theme)
    }
}
