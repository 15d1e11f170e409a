import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// A move within the window reuses the rows laid out last (only the selection moves); any
/// change to what a row shows lays them out again.
@Suite struct TaskListRowReuseTests {
    let display = TaskListDisplayLogicSpy()
    let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
    let tasks: [Task]

    init() throws {
        tasks = try [Fixtures.Samples.milk, Fixtures.Samples.report, Fixtures.Samples.call]
        presenter.viewController = display
    }

    func response(_ window: [Task], selected: Int, width: Int = 80, marked: Set<TaskID> = [])
        -> TaskList.FetchTasks.Response {
        .init(storeName: "tasks.json", query: TaskQuery(), summary: TaskSummary(tasks: window, clock: Fixtures.Samples.clock),
              matchingCount: window.count, window: window, windowStart: 0, selectedIndex: selected, rowWidth: width,
              markedInWindow: marked, markedCount: marked.count)
    }

    /// What a presenter that never saw the list shows for `response`.
    func fresh(_ response: TaskList.FetchTasks.Response) throws -> TaskList.FetchTasks.ViewModel {
        let display = TaskListDisplayLogicSpy()
        let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
        presenter.viewController = display
        presenter.presentTasks(response: response)
        return try #require(display.displayTasksViewModels.last)
    }

    @Test func aMoveShowsWhatAFreshLayoutShowsWithTheSelectionMoved() throws {
        presenter.presentTasks(response: response(tasks, selected: 0))
        let moved = response(tasks, selected: 2)
        presenter.presentTasks(response: moved)
        let shown = try #require(display.displayTasksViewModels.last)
        #expect(shown == (try fresh(moved)))
        #expect(shown.rows.map(\.isSelected) == [false, false, true])
        #expect(shown.position == "3/3")
    }

    @Test func aChangedTaskMarkOrWidthIsLaidOutAgain() throws {
        var renamed = tasks
        renamed[1] = try Fixtures.Samples.task("Write the long report", project: "work")
        for next in [response(renamed, selected: 0), response(tasks, selected: 0, marked: [tasks[2].id]),
                     response(tasks, selected: 0, width: 60)] {
            presenter.presentTasks(response: response(tasks, selected: 0))
            presenter.presentTasks(response: next)
            #expect(display.displayTasksViewModels.last == (try fresh(next)))
        }
    }
}
