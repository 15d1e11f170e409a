import Testing
import TaskDomain
import TerminalCore
@testable import TaskScenes

@Suite struct AgendaViewControllerTests {
    let interactor = AgendaBusinessLogicSpy()
    let router = AgendaRouterSpy()

    func make(_ size: Size = Size(width: 80, height: 24), keys: KeyMap<AgendaAction> = AgendaKeyMap.map) -> AgendaViewController {
        let viewController = AgendaViewController(interactor: interactor, router: router, keyMap: keys, theme: .dark)
        viewController.layout(size: size)
        viewController.viewWillAppear()
        return viewController
    }

    /// The requests after the first one (appearing).
    var sent: [AgendaBusinessLogicSpy.Request] { Array(interactor.requests.dropFirst()) }

    static func line(_ text: String) -> Agenda.Line { .init([.init(text: text, style: .plain)]) }

    static func viewModel(lines: Int, selected: Int?, note: String = "today, Sun 2026-11-29") -> Agenda.ShowAgenda.ViewModel {
        .init(title: "Agenda · tasks.json", note: note, strip: [line("Nov 2026 23"), line("          ·")],
              lines: (0..<lines).map { line("line \($0)") }, selectedLine: selected, position: "1/3")
    }

    @Test func appearingAsksForTheDaysTheWindowHoldsAndReadsStorage() {
        _ = make()
        #expect(interactor.requests == [.show(.init(width: 78, following: 7, sectionLimit: 20, reload: true))])
    }

    @Test func aTallWindowAsksForTwoWeeksAndAResizeLaysOutAgainWithoutReading() {
        let viewController = make(Size(width: 100, height: 40))
        #expect(interactor.requests == [.show(.init(width: 98, following: 14, sectionLimit: 36, reload: true))])
        viewController.displayAgenda(viewModel: Self.viewModel(lines: 3, selected: 1))
        viewController.layout(size: Size(width: 40, height: 12))
        #expect(sent == [.show(.init(width: 38, following: 7, sectionLimit: 8, reload: false))])
    }

    @Test func eachKeySendsItsRequest() {
        let viewController = make()
        for key in ["j", "k", "l", "h", "]", "[", "}", "{", ".", "t", "x", "b", ">", "<", "u"] {
            viewController.handle(TestInput.char(Character(key)))
        }
        viewController.handle(TestInput.key(.down))
        viewController.handle(TestInput.key(.right))
        viewController.handle(TestInput.key(.left))
        viewController.handle(TestInput.key(.enter))
        viewController.handle(TestInput.ctrl("r"))
        #expect(sent == [
            .move(.init(forward: true)), .move(.init(forward: false)),
            .changeDay(.init(step: .days(1))), .changeDay(.init(step: .days(-1))),
            .changeDay(.init(step: .days(7))), .changeDay(.init(step: .days(-7))),
            .changeDay(.init(step: .months(1))), .changeDay(.init(step: .months(-1))),
            .changeDay(.init(step: .today)), .changeDay(.init(step: .today)),
            .complete, .startStop, .moveDate(.init(days: 1)), .moveDate(.init(days: -1)), .undo,
            .move(.init(forward: true)), .changeDay(.init(step: .days(1))), .changeDay(.init(step: .days(-1))),
            .open(.init(destination: .detail)), .redo,
        ])
        #expect(router.routes.isEmpty)
    }

    @Test func escAndQGoBackQuestionMarkHelpsAndAnOpenTaskGoesToTheDetail() {
        let viewController = make()
        viewController.handle(TestInput.key(.escape))
        viewController.handle(TestInput.char("q"))
        viewController.handle(TestInput.char("?"))
        viewController.displayOpenTask(viewModel: .init(destination: .detail))
        #expect(router.routes == [.taskList, .taskList, .help, .taskDetail])
        #expect(sent.isEmpty)
    }

    @Test func aRemappedKeyMapIsTheOneDispatchedFrom() {
        let keys = AgendaKeyMap.map.remapped(["later": [[KeyEvent(.char("L"))]]])
        let viewController = make(keys: keys)
        viewController.handle(TestInput.char(">"))
        viewController.handle(TestInput.char("L"))
        #expect(sent == [.moveDate(.init(days: 1))])
    }

    @Test func storageNewsAndTheClockAreHandedOn() {
        let viewController = make()
        let news = CommitReport(external: ExternalChanges(removed: [TaskID()]))
        viewController.storageDidChange(.changed(news))
        viewController.timeDidPass()
        #expect(sent == [.refresh(.init(news: news)), .checkDay])
    }

    @Test func theScreenHasTheHeaderTheStripTheDaysAndTheHints() {
        let viewController = make()
        viewController.displayAgenda(viewModel: Self.viewModel(lines: 3, selected: 1))
        let rows = TestInput.screen(of: viewController, size: Size(width: 80, height: 24))
            .map { String($0.reversed().drop { $0 == " " }.reversed()) }
        #expect(rows[0] == " Agenda · tasks.json" + String(repeating: " ", count: 38) + "today, Sun 2026-11-29")
        #expect(rows[2] == " Nov 2026 23")
        #expect(rows[3] == "           ·")
        #expect(rows[4] == "")
        #expect(Array(rows[5...7]) == [" line 0", " line 1", " line 2"])
        #expect(rows[22] == "                                                                            1/3")
        #expect(rows[23].hasPrefix(" j ↓") || rows[23].contains("l day"))
    }

    @Test func theHintOfBSaysStopWhileTheSelectedTaskRuns() {
        let viewController = make()
        var viewModel = Self.viewModel(lines: 3, selected: 1)
        viewModel.startHint = "stop"
        viewController.displayAgenda(viewModel: viewModel)
        let hints = TestInput.screen(of: viewController, size: Size(width: 80, height: 24))[23]
        #expect(hints.contains("b stop") && !hints.contains("b start"))
    }

    @Test func theSelectedLineIsKeptInViewWithItsHeadingAbove() {
        let viewController = make(Size(width: 40, height: 12))
        // 12 rows: 2 header, 2 footer; the strip would leave 5 rows of days, too few: 8 without it.
        viewController.displayAgenda(viewModel: Self.viewModel(lines: 30, selected: 20))
        #expect(viewController.stripRows == 0 && viewController.bodyHeight == 8)
        #expect(viewController.scrollOffset == 13)
        viewController.displayAgenda(viewModel: Self.viewModel(lines: 30, selected: 10))
        #expect(viewController.scrollOffset == 9)
        // Another chosen day starts from the top.
        viewController.displayAgenda(viewModel: Self.viewModel(lines: 30, selected: 1, note: "from Mon 2026-11-30"))
        #expect(viewController.scrollOffset == 0)
    }

    @Test func aStatusFadesOnTheNextKey() {
        let viewController = make()
        viewController.displayStatus(viewModel: .init(text: "Moved 'Call' to Mon 2026-11-30 — u to undo", isError: false))
        #expect(viewController.status != nil)
        viewController.handle(TestInput.char("j"))
        #expect(viewController.status == nil)
    }
}
