import Testing
import TaskDomain
import TerminalCore
@testable import TaskScenes

@Suite struct StatisticsViewControllerTests {
    let interactor = StatisticsBusinessLogicSpy()
    let router = StatisticsRouterSpy()

    /// Ten rows of content: totals (heading + 1 row), a blank, a 3-bar chart (heading + 3),
    /// a blank, a note (heading + 1).
    static let viewModel = Statistics.ShowStatistics.ViewModel(
        title: "Statistics · tasks.json",
        sections: [
            .init(title: "Totals", content: .figures([
                .init(value: "12", label: "total", style: Theme.dark.title),
                .init(value: "5", label: "pending", style: Theme.dark.title),
                .init(value: "7", label: "completed", style: Theme.dark.info),
            ])),
            .init(title: "Done", content: .chart(BarChart(bars: [
                .init("Mon 16", 0, style: Theme.dark.info), .init("Tue 17", 1, style: Theme.dark.info),
                .init("Wed 18", 3, style: Theme.dark.info),
            ]))),
            .init(title: "Pending", content: .note("Nothing pending.")),
        ],
        emptyState: [])

    func makeViewController(_ size: Size = Size(width: 60, height: 30)) -> StatisticsViewController {
        let viewController = StatisticsViewController(interactor: interactor, router: router)
        viewController.layout(size: size)
        viewController.viewWillAppear()
        return viewController
    }

    func screen(_ viewController: StatisticsViewController, _ size: Size = Size(width: 60, height: 30)) -> [String] {
        TestInput.screen(of: viewController, size: size).map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }

    @Test func appearingAsksForTheStatistics() {
        _ = makeViewController()
        #expect(interactor.showStatisticsRequests == [.init()])
    }

    @Test func escAndQGoBackQuestionMarkHelps() {
        let viewController = makeViewController()
        viewController.handle(.key(KeyEvent(.escape)))
        viewController.handle(.key(KeyEvent(.char("q"))))
        viewController.handle(.key(KeyEvent(.char("?"))))
        #expect(router.routes == [.taskList, .taskList, .help])
        #expect(interactor.showStatisticsRequests.count == 1)
    }

    @Test func sectionsAreDrawnWithBarsMadeOfGlyphsAndNumbers() {
        let viewController = makeViewController()
        viewController.displayStatistics(viewModel: StatisticsViewControllerTests.viewModel)
        let rows = screen(viewController)
        #expect(Array(rows[0...11]) == [
            " Statistics · tasks.json",
            String(repeating: "─", count: 60),
            " Totals",
            " 12 total      5 pending     7 completed",
            "",
            " Done",
            " Mon 16  0",
            " Tue 17 " + String(repeating: "█", count: 16) + "▍ 1",
            " Wed 18 " + String(repeating: "█", count: 49) + " 3",
            "",
            " Pending",
            " Nothing pending.",
        ])
        #expect(rows[29].hasPrefix("j scroll  Esc back  ? help"))
        #expect(rows[28] == "")  // everything fits: no position
    }

    @Test func barsAndFiguresCarryTheirStyles() throws {
        let viewController = makeViewController()
        viewController.displayStatistics(viewModel: StatisticsViewControllerTests.viewModel)
        var canvas = Canvas(size: Size(width: 60, height: 30))
        viewController.render(into: &canvas, area: canvas.bounds)
        #expect(try #require(canvas.cell(at: Point(x: 8, y: 8))).style == Theme.dark.info)
        #expect(try #require(canvas.cell(at: Point(x: 29, y: 3))).style == Theme.dark.info)  // "7" of 7 completed
        #expect(try #require(canvas.cell(at: Point(x: 1, y: 2))).style == Theme.dark.title)
    }

    @Test func totalsFillBalancedRowsAsTheWidthAllows() {
        let six = (0..<6).map { Statistics.Figure(value: "\($0)", label: "due this week", style: .plain) }
        #expect(makeViewController(Size(width: 100, height: 30)).figuresPerRow(six) == 3)  // 5 fit: 3 + 3
        #expect(makeViewController(Size(width: 40, height: 10)).figuresPerRow(six) == 2)
        #expect(makeViewController(Size(width: 14, height: 10)).figuresPerRow(six) == 1)
    }

    @Test func aTallPageScrollsAndSaysWhereItIs() {
        let size = Size(width: 60, height: 8)  // four rows of body for ten rows of content
        let viewController = makeViewController(size)
        viewController.displayStatistics(viewModel: StatisticsViewControllerTests.viewModel)
        #expect(viewController.scroll.contentHeight == 10)
        #expect(screen(viewController, size)[6].hasSuffix("1–4/10"))
        viewController.handle(.key(KeyEvent(.char("j"))))
        #expect(viewController.scroll.offset == 1)
        viewController.handle(.key(KeyEvent(.char("G"))))
        #expect(viewController.scroll.offset == 6)
        #expect(Array(screen(viewController, size)[2...6]) == [
            " Wed 18 " + String(repeating: "█", count: 49) + " 3",
            "",
            " Pending",
            " Nothing pending.",
            String(repeating: " ", count: 52) + "7–10/10",
        ])
        viewController.handle(.key(KeyEvent(.pageUp)))
        #expect(viewController.scroll.offset == 2)
        viewController.handle(.key(KeyEvent(.char("g"))))
        #expect(viewController.scroll.offset == 0)
        viewController.handle(.key(KeyEvent(.char(" "))))
        #expect(viewController.scroll.offset == 4)
        viewController.handle(.key(KeyEvent(.char("k"))))
        #expect(viewController.scroll.offset == 3)
    }

    @Test func aChartCutByTheTopEdgeKeepsItsScale() {
        let size = Size(width: 60, height: 8)
        let viewController = makeViewController(size)
        viewController.displayStatistics(viewModel: StatisticsViewControllerTests.viewModel)
        for _ in 0..<5 { viewController.handle(.key(KeyEvent(.down))) }
        #expect(screen(viewController, size)[2] == " Tue 17 " + String(repeating: "█", count: 16) + "▍ 1")
    }

    @Test func theEmptyStateIsCentred() {
        let viewController = makeViewController(Size(width: 40, height: 10))
        viewController.displayStatistics(viewModel: .init(title: "Statistics · tasks.json", sections: [],
                                                          emptyState: ["No tasks yet.", "Add some."]))
        let rows = TestInput.screen(of: viewController, size: Size(width: 40, height: 10))
        #expect(rows[3] == "             No tasks yet.              ")
        #expect(rows[4] == "               Add some.                ")
    }

    @Test func aFailureIsShownInTheStatusLine() {
        let viewController = makeViewController()
        viewController.displayShowStatisticsFailure(viewModel: .init(text: "Could not read the tasks: disk full", isError: true))
        #expect(screen(viewController)[28] == "Could not read the tasks: disk full")
    }

    @Test func helpListsTheKeysFromTheKeyMap() {
        #expect(makeViewController().keyHelp.map(\.title) == ["Scroll", "Go"])
        #expect(StatisticsKeyMap.map.keyNames(for: .scroll(.pageDown)) == "PgDn Ctrl-F Space")
    }
}
