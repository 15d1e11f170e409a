import Foundation
import Testing
import TaskDomain
import TaskTestSupport
import TaskWording
import TerminalCore
@testable import TaskScenes

/// Issue 27: a move within the window shown is answered with the selection alone
/// (`MoveSelection.Response` -> `ViewModel`): the interactor gathers no window, the
/// presenter lays out no rows, the view restyles two rows and the counter. Each part with
/// its spy, then the whole scene against a full redraw.
@Suite struct TaskListSelectionMoveTests {
    static func tasks(_ count: Int) throws -> [Task] {
        try (0..<count).map { try Fixtures.Samples.task("Task \($0)", createdMinutesAgo: $0) }
    }

    // MARK: - Interactor

    @Test func aMoveWithinTheWindowPresentsTheSelectionAlone() throws {
        let presenter = TaskListPresentationLogicSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: try TaskWorkingSpy(tasks: Self.tasks(50)),
                                            query: TaskQuery(filter: .pending, sort: .created))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        interactor.browse.moveSelection(request: .init(movement: .down))
        interactor.browse.moveSelection(request: .init(movement: .down))
        interactor.browse.moveSelection(request: .init(movement: .up))
        #expect(presenter.presentTasksResponses.count == 1, "only the fetch presented the window")
        #expect(presenter.presentSelectionResponses == [
            .init(selectedIndex: 1, windowStart: 0, matchingCount: 50),
            .init(selectedIndex: 2, windowStart: 0, matchingCount: 50),
            .init(selectedIndex: 1, windowStart: 0, matchingCount: 50),
        ])
    }

    @Test(arguments: [ScrollMovement.bottom, .pageDown])
    func aMoveThatScrollsTheWindowPresentsTheWholeWindow(movement: ScrollMovement) throws {
        let presenter = TaskListPresentationLogicSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: try TaskWorkingSpy(tasks: Self.tasks(50)),
                                            query: TaskQuery(filter: .pending, sort: .created))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        interactor.browse.moveSelection(request: .init(movement: movement))
        #expect(presenter.presentSelectionResponses == [])
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(presenter.presentTasksResponses.count == 2)
        #expect(response.windowStart > 0 && response.window.count == 10)
        #expect(response.selectedIndex == presenter.selectedIndexPresentedLast)
    }

    /// The preview shows the selected task's notes: it follows every move, so the window is presented.
    @Test func aMoveWithThePreviewShownPresentsTheWholeWindow() throws {
        let presenter = TaskListPresentationLogicSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: try TaskWorkingSpy(tasks: Self.tasks(5)),
                                            query: TaskQuery(filter: .pending, sort: .created))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 50, previewWidth: 30)))
        interactor.browse.moveSelection(request: .init(movement: .down))
        #expect(presenter.presentSelectionResponses == [])
        let response = try #require(presenter.presentTasksResponses.last)
        #expect(response.preview?.task == response.window[1])
    }

    /// Marks, a change, or what another program changed present the window again; the next
    /// move within it is the selection alone again.
    @Test func afterAChangeTheWindowIsPresentedAndMovesAreTheSelectionAgain() throws {
        let presenter = TaskListPresentationLogicSpy()
        let interactor = TaskListInteractor(presenter: presenter, worker: try TaskWorkingSpy(tasks: Self.tasks(20)),
                                            query: TaskQuery(filter: .pending, sort: .created))
        interactor.fetchTasks(request: .init(viewport: .init(rows: 10, width: 80)))
        let added = try Fixtures.Samples.task("Added elsewhere", createdMinutesAgo: -5)
        interactor.storage.refreshTasks(request: .init(news: CommitReport(external: ExternalChanges(changed: [added], removed: []))))
        #expect(presenter.presentTasksResponses.count == 2)
        #expect(presenter.presentTasksResponses.last?.matchingCount == 21)
        interactor.browse.moveSelection(request: .init(movement: .down))
        #expect(presenter.presentTasksResponses.count == 2)
        #expect(presenter.presentSelectionResponses.last?.matchingCount == 21)
    }

    // MARK: - Presenter

    func presentWindow(_ presenter: TaskListPresenter, _ tasks: [Task], selected: Int) {
        presenter.presentTasks(response: .init(
            storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(tasks: tasks, clock: Fixtures.Samples.clock),
            matchingCount: tasks.count, window: tasks, windowStart: 0, selectedIndex: selected, rowWidth: 80))
    }

    @Test func theSelectionAloneIsDisplayedAsItsRowInTheWindowAndTheCounter() throws {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presentWindow(presenter, try [Fixtures.Samples.milk, Fixtures.Samples.report, Fixtures.Samples.call], selected: 0)
        presenter.presentSelection(response: .init(selectedIndex: 2, windowStart: 0, matchingCount: 3))
        #expect(display.displaySelectionViewModels == [.init(selectedRow: 2, position: "3/3")])
        #expect(display.displayTasksViewModels.count == 1)
    }

    /// A day later the rows read otherwise ("tomorrow" is "today"): they are laid out again
    /// and displayed whole, as a fresh presentation at that moment would.
    @Test func rowsWhoseMomentPassedAreLaidOutAgainAndDisplayedWhole() throws {
        let display = TaskListDisplayLogicSpy()
        let clock = MovableClock(Fixtures.Samples.clock)
        let presenter = TaskListPresenter(clock: clock)
        presenter.viewController = display
        let tasks = try [Fixtures.Samples.milk, Fixtures.Samples.report, Fixtures.Samples.call]
        presentWindow(presenter, tasks, selected: 0)
        clock.advance(86_400)
        presenter.presentSelection(response: .init(selectedIndex: 1, windowStart: 0, matchingCount: 3))
        #expect(display.displaySelectionViewModels == [])
        let moved = try #require(display.displayTasksViewModels.last)

        let freshDisplay = TaskListDisplayLogicSpy()
        let fresh = TaskListPresenter(clock: clock)
        fresh.viewController = freshDisplay
        presentWindow(fresh, tasks, selected: 1)
        #expect(moved == freshDisplay.displayTasksViewModels.last)
        #expect(moved.rows != display.displayTasksViewModels.first?.rows.map { row in
            var row = row
            row.isSelected = row.id == tasks[1].id
            return row
        }, "the day moved on: the rows read otherwise")
    }

    /// A second later nothing a row shows has moved (no running time, no urgency): a move
    /// is still the selection alone, as it is for a person pressing `j` once a second.
    @Test func aSecondLaterRowsWithoutSecondsAreNotLaidOutAgain() throws {
        let display = TaskListDisplayLogicSpy()
        let clock = MovableClock(Fixtures.Samples.clock)
        let presenter = TaskListPresenter(clock: clock)
        presenter.viewController = display
        presentWindow(presenter, try [Fixtures.Samples.milk, Fixtures.Samples.report, Fixtures.Samples.call], selected: 0)
        clock.advance(1)
        presenter.presentSelection(response: .init(selectedIndex: 1, windowStart: 0, matchingCount: 3))
        #expect(display.displaySelectionViewModels == [.init(selectedRow: 1, position: "2/3")])
        #expect(display.displayTasksViewModels.count == 1)
    }

    /// A task running for 10 seconds reads `11s` a second later: with the running time
    /// shown, the rows are laid out again and displayed whole.
    @Test func aSecondLaterARunningTimeUnderAMinuteIsLaidOutAgain() throws {
        let display = TaskListDisplayLogicSpy()
        let clock = MovableClock(Fixtures.Samples.clock)
        let presenter = TaskListPresenter(clock: clock, columns: ListColumn.defaults + [.active])
        presenter.viewController = display
        let running = try Task(title: "Running", created: Fixtures.Samples.now,
                               intervals: [WorkInterval(start: Fixtures.Samples.now.addingTimeInterval(-10))])
        presentWindow(presenter, [running, try Fixtures.Samples.milk], selected: 0)
        clock.advance(1)
        presenter.presentSelection(response: .init(selectedIndex: 1, windowStart: 0, matchingCount: 2))
        #expect(display.displaySelectionViewModels == [])
        let text = try #require(display.displayTasksViewModels.last).rows[0].spans.map(\.text).joined()
        #expect(text.contains("11s"), "\(text)")
    }

    // MARK: - View controller

    @Test func displayingTheSelectionMovesTheBarAndTheCounterOnly() throws {
        let viewController = TaskListViewController(interactor: TaskListBusinessLogicSpy(), router: TaskListRouterSpy())
        viewController.layout(size: Size(width: 80, height: 24))
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        let tasks = try [Fixtures.Samples.milk, Fixtures.Samples.report, Fixtures.Samples.call]
        presentWindow(presenter, tasks, selected: 0)
        let first = try #require(display.displayTasksViewModels.last)
        viewController.displayTasks(viewModel: first)
        viewController.needsDisplay = false
        viewController.displaySelection(viewModel: .init(selectedRow: 2, position: "3/3"))
        #expect(viewController.needsDisplay)
        #expect(viewController.viewModel?.rows.map(\.isSelected) == [false, false, true])
        #expect(viewController.viewModel?.position == "3/3")
        #expect(viewController.viewModel?.header == first.header)
        #expect(viewController.viewModel?.rows.map(\.spans) == first.rows.map(\.spans))
    }

    // MARK: - The scene against a full redraw

    /// The home scene over `tasks` (storage that other programs change through the news).
    static func scene(_ tasks: [Task], size: Size) throws -> (Navigator, TaskListViewController) {
        let navigator = Navigator(size: size)
        let worker = TaskWorker(service: TaskService(repository: SpyRepository(tasks), clock: Fixtures.Samples.clock),
                                storeName: "tasks.json")
        navigator.setRoot(TaskListConfigurator.make(environment: .testing(worker), settings: .testing(), navigator: navigator))
        return (navigator, try #require(navigator.stack.first as? TaskListViewController))
    }

    /// The same state presented whole (the window presented again), drawn on a blank canvas
    /// by another renderer.
    static func wholeFrame(_ navigator: Navigator, _ list: TaskListViewController, size: Size,
                           viewport: TaskList.Viewport) -> Canvas {
        list.interactor.browse.changeViewport(request: .init(viewport: viewport))
        var whole = Canvas(size: .zero)
        var fresh = Renderer(colorMode: .trueColor)
        _ = fresh.render(size: size) { navigator.render(into: &$0); whole = $0 }
        return whole
    }

    /// j, k, G, g, PageDown, half pages and clicks through a long list while another program
    /// adds, changes and removes tasks: at random steps the frame on screen (drawn over the
    /// last one, moves answered with the selection alone) is compared with the frame drawn
    /// whole after the window is presented again in full. Several moves go by between checks,
    /// so what the selection-only answers leave behind adds up before it is looked at.
    @Test(arguments: [UInt64(1), 2, 3])
    func manyMovesWithChangesElsewhereShowWhatAFullRedrawShows(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var tasks = try Self.tasks(120)
        let size = Size(width: 100, height: 24)
        let (navigator, list) = try Self.scene(tasks, size: size)
        var renderer = Renderer(colorMode: .trueColor)
        var screen = Canvas(size: .zero)
        func draw() { _ = renderer.render(size: size, keepingShownFrame: true) { navigator.render(into: &$0); screen = $0 } }
        draw()
        let keys: [(Key, Modifiers)] = [(.char("j"), []), (.char("j"), []), (.char("j"), []), (.char("k"), []),
                                        (.char("G"), []), (.char("g"), []), (.pageDown, []), (.pageUp, []),
                                        (.char("d"), .ctrl), (.char("u"), .ctrl)]
        var selectionOnly = 0
        for step in 0..<300 {
            switch Int.random(in: 0..<12, using: &random) {
            case 0:
                // Another program: one task added, one retitled, one removed.
                let added = try Fixtures.Samples.task("Elsewhere \(step)", createdMinutesAgo: Int.random(in: -5...130, using: &random))
                let old = tasks[Int.random(in: 0..<tasks.count, using: &random)]
                let retitled = try Fixtures.Samples.task("Renamed \(step)", createdMinutesAgo: Int.random(in: 0...130, using: &random))
                    .withID(old.id)
                let removed = tasks.remove(at: Int.random(in: 0..<tasks.count, using: &random))
                tasks.removeAll { $0.id == retitled.id }
                tasks += [added, retitled]
                list.interactor.storage.refreshTasks(request: .init(news: CommitReport(
                    external: ExternalChanges(changed: [added, retitled], removed: [removed.id]))))
            case 1:
                let row = Int.random(in: 3..<(size.height - 2), using: &random)
                navigator.handle(.mouse(MouseEvent(button: .left, action: .press, position: Point(x: 20, y: row))))
            default:
                let (key, modifiers) = keys[Int.random(in: 0..<keys.count, using: &random)]
                let before = list.viewModel?.rows
                navigator.handle(.key(KeyEvent(key, modifiers)))
                if list.viewModel?.rows.map(\.id) == before?.map(\.id), list.viewModel?.rows != before { selectionOnly += 1 }
            }
            draw()
            guard Int.random(in: 0..<4, using: &random) == 0 else { continue }
            let shown = screen
            #expect(shown.cells == Self.wholeFrame(navigator, list, size: size, viewport: .init(rows: size.height - 5, width: size.width)).cells,
                    "seed \(seed) step \(step)")
            draw()
        }
        #expect(selectionOnly > 50, "the walk moved within the window often")
    }

    /// Issue 27: a move that scrolls the window words only the rows that came into view
    /// (the presenter keeps the rest) and the view scrolls the canvas rows, drawing only
    /// those that then differ. Walked with `j` and `k` through the ends of a list whose
    /// projects are of very different widths (a wide one coming into view widens the column
    /// and every row is spanned again), with the notes preview opened and closed and another
    /// program changing tasks: at random steps the frame on screen is compared with the
    /// frame drawn whole.
    @Test(arguments: [UInt64(1), 2, 3, 4])
    func scrollingMovesShowWhatAFullRedrawShows(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func project(_ index: Int) -> String? {
            switch index % 23 {
            case 0: "a-much-longer-project-name-\(index)"
            case 5, 11: nil
            default: "p\(index % 4)"
            }
        }
        var tasks = try (0..<90).map {
            try Fixtures.Samples.task("Task \($0)", notes: $0 % 3 == 0 ? "notes of \($0)" : "", project: project($0),
                                      tags: $0 % 7 == 0 ? ["tag\($0)"] : [], createdMinutesAgo: $0)
        }
        let size = Size(width: 110, height: 24)
        let (navigator, list) = try Self.scene(tasks, size: size)
        let presenter = try #require((list.interactor as? TaskListInteractor)?.state.presenter as? TaskListPresenter)
        var renderer = Renderer(colorMode: .trueColor)
        var screen = Canvas(size: .zero)
        var written: [Int] = []
        func draw() {
            _ = renderer.render(size: size, keepingShownFrame: true) { canvas in
                navigator.render(into: &canvas)
                screen = canvas
                written = canvas.writtenRows
            }
        }
        draw()
        let keys: [Character] = ["j", "j", "j", "k", "k", "G", "g", "p"]
        var (byOne, wordedOne, widened, fewRowsDrawn, withPreview) = (0, 0, 0, 0, 0)
        for step in 0..<200 {
            if Int.random(in: 0..<12, using: &random) == 0 {
                // Another program: a task added (perhaps with a wide project), one removed.
                let added = try Fixtures.Samples.task("Elsewhere \(step)", project: project(Int.random(in: 0..<46, using: &random)),
                                                      createdMinutesAgo: Int.random(in: -5...95, using: &random))
                let removed = tasks.remove(at: Int.random(in: 0..<tasks.count, using: &random))
                tasks.append(added)
                list.interactor.storage.refreshTasks(request: .init(news: CommitReport(
                    external: ExternalChanges(changed: [added], removed: [removed.id]))))
                draw()
            } else {
                // A key, `j` and `k` held down for a while: through the window's edges.
                let key = keys[Int.random(in: 0..<keys.count, using: &random)]
                for _ in 0..<(key == "j" || key == "k" ? Int.random(in: 1...30, using: &random) : 1) {
                    let before = list.viewModel?.rows ?? []
                    let worded = presenter.wordedRows
                    navigator.handle(.key(KeyEvent(.char(key))))
                    draw()
                    let after = list.viewModel?.rows ?? []
                    guard before.count == after.count, before.count > 2,
                          key == "j" ? after.first?.id == before.dropFirst().first?.id
                          : key == "k" && after.dropFirst().first?.id == before.first?.id else { continue }
                    byOne += 1
                    if presenter.wordedRows - worded == 1 { wordedOne += 1 }
                    let kept = key == "j" ? zip(after.dropLast(2), before.dropFirst().dropLast())
                        : zip(after.dropFirst(2), before.dropFirst().dropLast())
                    if kept.contains(where: { $0.spans != $1.spans }) { widened += 1 }
                    if written.count <= 6 { fewRowsDrawn += 1 }
                    if list.viewport.previewWidth != nil { withPreview += 1 }
                }
            }
            guard Int.random(in: 0..<3, using: &random) == 0 else { continue }
            // The rows as a presenter that never laid any out lays them out.
            let rows = list.viewModel?.rows ?? []
            let byID = Dictionary(uniqueKeysWithValues: tasks.map { ($0.id, $0) })
            let freshPresenter = TaskListPresenter(clock: Fixtures.Samples.clock)
            let display = TaskListDisplayLogicSpy()
            freshPresenter.viewController = display
            freshPresenter.presentTasks(response: .init(
                storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(tasks: tasks, clock: Fixtures.Samples.clock),
                matchingCount: tasks.count, window: rows.compactMap { byID[$0.id] }, windowStart: 0,
                selectedIndex: rows.firstIndex(where: \.isSelected), rowWidth: list.viewport.width))
            #expect(display.displayTasksViewModels.last?.rows == rows, "seed \(seed) step \(step)")
            let shown = screen
            #expect(shown.cells == Self.wholeFrame(navigator, list, size: size, viewport: list.viewport).cells,
                    "seed \(seed) step \(step)")
            draw()
        }
        #expect(byOne > 40, "the walk scrolled by one row often")
        #expect(wordedOne > byOne / 2, "a scroll by one worded one row (\(wordedOne) of \(byOne))")
        #expect(widened > 0, "a wider project came into view while scrolling")
        #expect(fewRowsDrawn > 20, "a scroll by one drew a few rows (\(fewRowsDrawn) of \(byOne))")
        #expect(withPreview > 0, "a scroll by one with the preview open")
    }
}
