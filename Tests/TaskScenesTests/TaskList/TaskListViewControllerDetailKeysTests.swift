import Testing
import TaskDomain
import TerminalCore
@testable import TaskScenes

/// The Task List's keys that open Detail, Confirm and Help, and a confirmed delete.
@Suite struct TaskListViewControllerDetailKeysTests {
    @Test func enterDeleteAndHelpKeysRouteAndAConfirmedDeleteIsARequest() {
        let interactor = TaskListBusinessLogicSpy()
        let router = TaskListRouterSpy()
        let viewController = TaskListViewController(interactor: interactor, router: router)
        for event in [TestInput.key(.enter), TestInput.char("D"), TestInput.key(.delete), TestInput.char("?")] {
            viewController.handle(event)
        }
        #expect(router.routes == [.taskDetail, .deleteTask, .deleteTask, .help])
        let id = TaskID()
        viewController.deleteTasksConfirmed(ids: [id])
        #expect(interactor.deleteTaskRequests == [.init(ids: [id])])
    }
}
