import TaskDomain
import TerminalCore
@testable import TaskScenes
import TaskTestSupport

/// A Task List 40 columns wide, narrowed to `#spring` with nothing in it, presented by a
/// real presenter and drawn: the window where only the active tab fits (`< Pending >`).
func drawnNarrowTaskList(interactor: any TaskListBusinessLogic,
                         router: any TaskListRoutingLogic & TaskListDataPassing) -> (TaskListViewController, Canvas) {
    let viewController = TaskListViewController(interactor: interactor, router: router)
    viewController.layout(size: Size(width: 40, height: 12))
    let presenter = TaskListPresenter(clock: Fixtures.Samples.clock)
    presenter.viewController = viewController
    presenter.presentTasks(response: .init(
        storeName: "tasks.json", query: TaskQuery(tag: "spring"), summary: TaskSummary(), matchingCount: 0,
        window: [], windowStart: 0, selectedIndex: nil, rowWidth: 40))
    var canvas = Canvas(size: Size(width: 40, height: 12))
    viewController.render(into: &canvas, area: canvas.bounds)
    return (viewController, canvas)
}
