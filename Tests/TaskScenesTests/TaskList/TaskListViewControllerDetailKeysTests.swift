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
        for event in [TestInput.key(.enter), TestInput.char("e"), TestInput.char("D"), TestInput.key(.delete),
                      TestInput.char("?")] {
            viewController.handle(event)
        }
        // Opening a task asks the interactor first; the route follows its answer.
        #expect(interactor.openTaskRequests == [.init(destination: .detail), .init(destination: .editor),
                                                .init(destination: .deleteConfirmation),
                                                .init(destination: .deleteConfirmation)])
        #expect(router.routes == [.help])
        for destination in [TaskList.OpenDestination.detail, .editor, .deleteConfirmation] {
            viewController.displayOpenTask(viewModel: .init(destination: destination))
        }
        #expect(router.routes == [.help, .taskDetail, .editTask, .deleteTask])
        let id = TaskID()
        viewController.deleteTasksConfirmed(ids: [id], subtasks: .keep)
        #expect(interactor.deleteTaskRequests == [.init(ids: [id], subtasks: .keep)])
    }
}
