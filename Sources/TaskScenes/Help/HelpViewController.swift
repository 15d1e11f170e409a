import TerminalCore

/// Help's view, full screen: a title, the key table (scrollable when it is taller than the
/// window) and the key hints. The scroll position is view state and stays here.
final class HelpViewController: TerminalViewController, HelpDisplayLogic, KeyReading, ScrollingView {
    let interactor: HelpBusinessLogic
    let router: (HelpRoutingLogic & HelpDataPassing)?

    let sceneName = "Help"
    var needsDisplay = true

    private(set) var viewModel: Help.ShowKeys.ViewModel?
    var scroll = ScrollPosition()
    private var size = Size(width: 80, height: 24)

    /// Rows above the table (title, rule) and below it (position, hints).
    static let headerHeight = SceneHeader.height
    static let footerHeight = SceneFooter.height

    /// The keys this scene dispatches from and shows (the defaults, or the user's remapped ones),
    /// with the first key of a sequence while it waits.
    var keys: KeyReader<HelpAction>

    /// The styles of every meaning this scene shows.
    let theme: Theme

    init(interactor: HelpBusinessLogic, router: (HelpRoutingLogic & HelpDataPassing)?,
         keyMap: KeyMap<HelpAction>, theme: Theme) {
        self.theme = theme
        self.keys = KeyReader(keyMap)
        self.interactor = interactor
        self.router = router
    }

    // MARK: - Life cycle

    func layout(size: Size) {
        let widthChanged = size.width != self.size.width
        self.size = size
        scroll.pageHeight = max(1, size.height - HelpViewController.headerHeight - HelpViewController.footerHeight)
        if viewModel != nil, widthChanged { interactor.showKeys(request: .init(width: size.width)) }
        needsDisplay = true
    }

    func viewWillAppear() {
        interactor.showKeys(request: .init(width: size.width))
    }

    // MARK: - Input

    func handle(_ event: InputEvent) {
        if scrollBody(byWheelIn: event) { return }
        guard let key = event.keyEvent, let action = read(key) else { return }
        switch action {
        case .scroll(let movement): scrollBody(movement)
        case .close:
            router?.routeToPreviousScene()
        }
    }

    // MARK: - Display logic

    func displayKeys(viewModel: Help.ShowKeys.ViewModel) {
        self.viewModel = viewModel
        scroll.contentHeight = viewModel.lines.count
        needsDisplay = true
    }

    // MARK: - Drawing

    func render(into canvas: inout Canvas, area: Rect) {
        canvas.withArea(area) { canvas in
            canvas.fill()
            let bounds = canvas.bounds
            let (header, rest) = bounds.splitTop(HelpViewController.headerHeight)
            let (body, footer) = rest.splitBottom(HelpViewController.footerHeight)
            guard let viewModel else { return }
            SceneHeader(title: viewModel.title).draw(into: &canvas, in: header, theme: theme)
            let visible = viewModel.lines.dropFirst(scroll.offset).prefix(body.height)
            for (row, line) in visible.enumerated() {
                let y = body.y + row
                let rowRect = Rect(x: 1, y: y, width: max(0, body.width - 2), height: 1)
                switch line.kind {
                case .blank: break
                case .heading: canvas.draw(line.text, in: rowRect, style: theme.title)
                case .entry:
                    let used = canvas.draw(line.keys, in: rowRect, style: theme.hintKey)
                    canvas.draw(line.text, in: Rect(x: rowRect.x + used, y: y, width: max(0, rowRect.width - used),
                                                    height: 1))
                }
            }
            SceneFooter(position: scroll.positionText ?? "", hints: keys.hints).draw(into: &canvas, in: footer, theme: theme)
        }
    }
}
