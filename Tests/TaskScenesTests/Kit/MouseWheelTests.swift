import Testing
import TaskDomain
import TerminalCore
@testable import TaskScenes

/// The wheel in the scenes that scroll: text scrolls a row a notch, lists move their
/// selection; clicks and releases there do nothing.
@Suite struct MouseWheelTests {
    func wheel(_ button: MouseEvent.Button, action: MouseEvent.Action = .press) -> InputEvent {
        .mouse(MouseEvent(button: button, action: action, position: Point(x: 3, y: 3)))
    }

    @Test func aNotchIsTheArrowKeysMovement() {
        #expect(MouseWheel.movement(of: wheel(.wheelDown)) == .down)
        #expect(MouseWheel.movement(of: wheel(.wheelUp)) == .up)
        #expect(MouseWheel.movement(of: wheel(.left)) == nil)
        #expect(MouseWheel.movement(of: wheel(.wheelUp, action: .release)) == nil)
        #expect(MouseWheel.movement(of: TestInput.char("j")) == nil)
    }

    @Test func theWheelScrollsATasksDetails() {
        let viewController = TaskDetailViewController(interactor: TaskDetailBusinessLogicSpy(), router: TaskDetailRouterSpy())
        viewController.layout(size: Size(width: 40, height: 10))
        viewController.displayTask(viewModel: .init(
            id: TaskID(), title: "Task abc", position: "2/3",
            lines: (1...10).map { TaskDetail.Line([.init(text: "line \($0)", style: .plain)]) }))
        viewController.handle(wheel(.wheelDown))
        viewController.handle(wheel(.wheelDown))
        #expect(viewController.scroll.offset == 2)
        viewController.handle(wheel(.wheelUp))
        viewController.handle(wheel(.left))
        #expect(viewController.scroll.offset == 1)
    }

    @Test func theWheelMovesTheSelectionInProjectsAndTags() {
        let interactor = ProjectsAndTagsBusinessLogicSpy()
        let viewController = ProjectsAndTagsViewController(interactor: interactor, router: ProjectsAndTagsRouterSpy())
        viewController.handle(wheel(.wheelDown))
        viewController.handle(wheel(.wheelUp))
        #expect(interactor.moveSelectionRequests == [.init(movement: .down), .init(movement: .up)])
    }
}
