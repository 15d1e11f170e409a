import Testing
import TaskDomain
import TerminalCore
@testable import TaskScenes

/// The Task List's keys that open Detail, Confirm and Help; a question the interactor asks
/// goes to the router and its answer back to the interactor.
@Suite struct TaskListViewControllerDetailKeysTests {
    @Test func enterDeleteAndHelpKeysRouteAndAnAnswerIsARequest() {
        let interactor = TaskListBusinessLogicSpy()
        let router = TaskListRouterSpy()
        let viewController = TaskListViewController(interactor: interactor, router: router)
        for event in [TestInput.key(.enter), TestInput.char("e"), TestInput.char("D"), TestInput.key(.delete),
                      TestInput.char("?")] {
            viewController.handle(event)
        }
        // Opening a task asks the interactor first; the route follows its answer.
        #expect(interactor.requests == [.openTask(.init(destination: .detail)), .openTask(.init(destination: .editor)),
                                        .deleteTask, .deleteTask])
        #expect(router.routes == [.help])
        for destination in [TaskList.OpenDestination.detail, .editor, .subtaskEditor] {
            viewController.displayOpenTask(viewModel: .init(destination: destination))
        }
        viewController.displayQuestion(viewModel: .init(question: .deleteTasks(count: 2)))
        #expect(router.routes == [.help, .taskDetail, .editTask, .addSubtask, .question(.deleteTasks(count: 2))])
        viewController.questionAnswered(.alternative)
        #expect(interactor.requests.last == .answerQuestion(.init(answer: .alternative)))
    }
}
