import Testing
import TaskDomain
import TaskTestSupport
import TerminalCore
@testable import TaskScenes

/// Clicks in Projects & Tags: read against where the lists were drawn, sent as the requests
/// keys send, and the interactor's side of selecting a row.
extension ProjectsAndTagsViewControllerTests {
    func drawn(_ size: Size) -> ProjectsAndTagsViewController {
        let viewController = makeViewController(size)
        show(in: viewController)
        var canvas = Canvas(size: size)
        viewController.render(into: &canvas, area: canvas.bounds)
        return viewController
    }

    func press(_ x: Int, _ y: Int, clicks: Int = 1) -> InputEvent {
        .mouse(MouseEvent(button: .left, position: Point(x: x, y: y), clickCount: clicks))
    }

    @Test func aClickSelectsARowOfEitherListAndADoubleClickChoosesIt() {
        let viewController = drawn(Size(width: 80, height: 24))  // side by side, rows from row 3
        viewController.handle(press(10, 5))
        viewController.handle(press(50, 3, clicks: 2))
        #expect(interactor.selectGroupRequests == [.init(list: .projects, index: 2), .init(list: .tags, index: 0)])
        #expect(interactor.chooseGroupRequests.count == 1)
    }

    @Test func aClickOnAHeadingOrATabShowsThatList() {
        let wide = drawn(Size(width: 80, height: 24))
        wide.handle(press(44, 2))
        let narrow = drawn(Size(width: 50, height: 24))  // tabs on row 2: " Projects " then " Tags "
        narrow.handle(press(13, 2))
        narrow.handle(press(3, 2))
        #expect(interactor.switchListRequests == [.init(to: .tags), .init(to: .tags), .init(to: .projects)])
    }

    @Test func clicksOutsideTheRowsDoNothing() {
        let viewController = drawn(Size(width: 80, height: 24))
        viewController.handle(press(10, 12))  // below the four projects
        viewController.handle(press(39, 4))  // the separator
        viewController.handle(press(10, 0))  // the title
        viewController.handle(.mouse(MouseEvent(button: .right, position: Point(x: 10, y: 4))))
        #expect(interactor.selectGroupRequests.isEmpty && interactor.switchListRequests.isEmpty)
    }
}

extension ProjectsAndTagsInteractorTests {
    @Test func selectingARowMakesItsListActive() throws {
        let (interactor, _) = try makeInteractor()
        interactor.fetchGroups(request: .init(pageSize: 10))
        interactor.selectGroup(request: .init(list: .tags, index: 2))
        #expect(presenter.presentGroupsResponses.last == response(active: .tags, project: 0, tag: 2))
        let count = presenter.presentGroupsResponses.count
        interactor.selectGroup(request: .init(list: .tags, index: 2))  // already there
        interactor.selectGroup(request: .init(list: .projects, index: 9))  // no such row
        #expect(presenter.presentGroupsResponses.count == count)
    }
}
